import { describe, expect, it } from 'vitest';
import { personalise } from './feed-cache.ts';
import type { EntryDto } from './mapping.ts';
import { serialiseEntries, spliceBody, type Personal } from './page-body.ts';

const entry = (id: string, extra: Partial<EntryDto> = {}): EntryDto => ({
  entryId: id,
  moodTag: '😊',
  promptUsed: 'What made you "smile" today?',
  journalText: `shared words of ${id}: café, naïve, 🌧️ and a \\ backslash`,
  visibility: 'public',
  timestamp: '2026-11-22T00:00:00.000Z',
  aiReflection: null,
  supportCount: 3,
  loveCount: 0,
  strengthCount: 1,
  myReaction: null,
  moderationStatus: 'visible',
  ...extra,
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('page bodies', () => {
  const entries = [entry('a'), entry('b', { category: 'work', tags: ['x'] }), entry('c')];

  it('serialises a page exactly as JSON.stringify does', () => {
    expect(text(serialiseEntries(entries).bytes)).toBe(JSON.stringify({ entries }));
    expect(text(serialiseEntries([]).bytes)).toBe(JSON.stringify({ entries: [] }));
    // An optional field left undefined is left out, as JSON.stringify leaves it out.
    const sparse = [entry('d', { holdReason: undefined })];
    expect(text(serialiseEntries(sparse).bytes)).toBe(JSON.stringify({ entries: sparse }));
  });

  it("splices the caller's part in: the same bytes as serialising what personalise gives", () => {
    const page = { entries, ...serialiseEntries(entries) };
    const personal: Personal = new Map([
      ['a', { myReaction: 'love', journalText: null }],
      ['c', { myReaction: null, journalText: 'my own words, unredacted: Zoë "quoted" 💛' }],
    ]);
    const spliced = text(spliceBody(page, personal));
    expect(spliced).toBe(JSON.stringify({ entries: personalise(entries, personal) }));
    expect(JSON.parse(spliced).entries[0].myReaction).toBe('love');
    // The cached page is left as it was.
    expect(text(page.bytes)).toBe(JSON.stringify({ entries }));
  });

  it('answers the page itself when the caller has nothing on it', () => {
    const page = { entries, ...serialiseEntries(entries) };
    expect(spliceBody(page, new Map([['elsewhere', { myReaction: 'love', journalText: null }]]))).toBe(page.bytes);
  });
});
