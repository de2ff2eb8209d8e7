// PRESENCE (concepts.ts) asks whether a concept occurs through its pattern cut into pieces; the frames trust its
// "no" to skip the whole pattern, so the pieces must say exactly what the whole pattern says.
import { describe, expect, it } from 'vitest';
import {
  CRISIS_FRESH,
  CRISIS_PINNED,
  MAY_BE_HELD,
  NOT_CRISIS_FRESH,
  ORDINARY_NONE,
  PLAIN_STRESS,
} from '../../../../../tests/safety/guards.ts';
import { PATTERNS, PRESENCE, type Concept } from './concepts.ts';
import { foldText } from './normalize.ts';

/** A pattern's alternatives as written: its source without the `\b(?:` … `)\b` around them. */
const inner = (re: RegExp) => re.source.slice(String.raw`\b(?:`.length, -String.raw`)\b`.length);

const CONCEPTS = Object.keys(PATTERNS) as Concept[];

const SENTENCES = [
  ...CRISIS_PINNED,
  ...CRISIS_FRESH,
  ...MAY_BE_HELD,
  ...NOT_CRISIS_FRESH,
  ...ORDINARY_NONE,
  ...PLAIN_STRESS,
  'Ya no quiero seguir, je veux partir, ich will nicht mehr, eu quero sumir.',
  "J'ai rangé mes affaires et écrit une lettre pour ma sœur, demain je ne serai plus là.",
  'Hab die Tabletten gesammelt und den Brief an Mama geschrieben.',
].map(foldText);

describe('concept presence pieces', () => {
  it.each(CONCEPTS)('%s: the pieces hold every alternative of the whole pattern, in order', (concept) => {
    const pieces = PRESENCE[concept];
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.map(inner).join('|')).toBe(inner(PATTERNS[concept]));
  });

  it('some pattern is long enough to be cut, so the pieces are exercised', () => {
    expect(CONCEPTS.some((c) => PRESENCE[c].length > 1)).toBe(true);
  });

  it.each(CONCEPTS)('%s: the pieces find the concept exactly where the whole pattern does', (concept) => {
    const whole = new RegExp(PATTERNS[concept].source);
    const found = SENTENCES.map((s) => whole.test(s));
    expect(SENTENCES.map((s) => PRESENCE[concept].some((piece) => piece.test(s)))).toEqual(found);
  });
});
