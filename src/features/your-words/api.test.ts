import { describe, expect, it } from 'vitest';
import { highlightParts, reflectionLabel } from './api.ts';

describe('reflectionLabel', () => {
  it('names who wrote the reflection', () => {
    expect(reflectionLabel('builtin')).toBe("A reflection from Hearth's built-in guide");
    expect(reflectionLabel('gpt-4o-mini')).toBe('A reflection from gpt-4o-mini');
    expect(reflectionLabel(null)).toBe('A reflection for you');
  });
});

describe('highlightParts', () => {
  it('turns the server’s escaped excerpt into text parts, never markup', () => {
    expect(highlightParts('&lt;b&gt; &amp; <mark>sea</mark>&#39;s')).toEqual([
      { text: '<b> & ', match: false },
      { text: 'sea', match: true },
      { text: "'s", match: false },
    ]);
  });
});
