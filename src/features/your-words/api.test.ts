import { describe, expect, it } from 'vitest';
import { highlightParts } from './api.ts';

describe('highlightParts', () => {
  it('turns the server’s escaped excerpt into text parts, never markup', () => {
    expect(highlightParts('&lt;b&gt; &amp; <mark>sea</mark>&#39;s')).toEqual([
      { text: '<b> & ', match: false },
      { text: 'sea', match: true },
      { text: "'s", match: false },
    ]);
  });
});
