// matchesOf must give exactly what String.prototype.matchAll gives, or the safety check's readings would change.
import { describe, expect, it } from 'vitest';
import { lastMatchIndex, matchesOf } from './matches.ts';

/** The fields a caller reads from a match: the text, its groups and where it is. */
const shape = (ms: RegExpMatchArray[]) =>
  ms.map((m) => ({ all: [...m], index: m.index, groups: m.groups, indices: m.indices && [...m.indices] }));

describe('matchesOf', () => {
  it.each([
    [/\b\w+\b/g, 'two words, then more'],
    [/(?<word>\p{L}+)/gu, 'Léa und Jürgen, señora'],
    // Empty matches step on one character, or one code point for a u or v pattern.
    [/x*/g, 'axxb😀c'],
    [/x*/gu, 'axxb😀c'],
    [new RegExp('x*', 'gv'), 'a😀😀b'],
    [/(?:)/g, '😀'],
    [/a|(b)/dg, 'abcab'],
    [/a/gy, 'aab'],
    [/z/g, 'no match here'],
    [/$/gm, 'one\ntwo\n'],
  ])('%s over %j as matchAll reads it', (re, text) => {
    expect(shape(matchesOf(re, text))).toEqual(shape([...text.matchAll(re)]));
  });

  it('starts where the pattern stands and leaves it there, as matchAll does', () => {
    const re = /\d/g;
    re.lastIndex = 3;
    const expected = shape([...'1 2 3 4'.matchAll(re)]);
    expect(shape(matchesOf(re, '1 2 3 4'))).toEqual(expected);
    expect(re.lastIndex).toBe(3);
  });

  it('refuses a pattern without the g flag, as matchAll does', () => {
    expect(() => matchesOf(/a/, 'a')).toThrow(TypeError);
  });
});

describe('lastMatchIndex', () => {
  it('is where the last match starts, or -1 without one', () => {
    expect(lastMatchIndex(/\bshe\b/g, 'she said she')).toBe(9);
    expect(lastMatchIndex(/\bshe\b/g, 'nobody here')).toBe(-1);
  });
});
