import { describe, expect, it } from 'vitest';
import { FeedCache, personalise, type Personal } from './feed-cache.ts';
import type { EntryDto, ReactionType } from './mapping.ts';

const entry = (id: string): EntryDto => ({
  entryId: id,
  moodTag: '😊',
  promptUsed: '',
  journalText: `shared ${id}`,
  visibility: 'public',
  moderationStatus: 'visible',
  timestamp: '2026-11-22T00:00:00.000Z',
  aiReflection: null,
  supportCount: 0,
  loveCount: 0,
  strengthCount: 0,
  myReaction: null,
});

function setup(ttlMs = 1000) {
  let now = 0;
  const cache = new FeedCache({ ttlMs, now: () => now });
  let loads = 0;
  let version = 'v1';
  const load = async () => {
    loads++;
    return [entry(`${version}-a`), entry(`${version}-b`)];
  };
  return {
    cache,
    load,
    loads: () => loads,
    setVersion: (v: string) => (version = v),
    advance: (ms: number) => (now += ms),
  };
}

describe('FeedCache pages', () => {
  it('loads once for concurrent readers and serves from memory until the TTL', async () => {
    const t = setup();
    const [a, b] = await Promise.all([t.cache.page('k', t.load), t.cache.page('k', t.load)]);
    expect(a).toBe(b);
    expect(t.loads()).toBe(1);
    t.advance(999);
    expect(await t.cache.page('k', t.load)).toBe(a);
    t.advance(1);
    expect(await t.cache.page('k', t.load)).not.toBe(a);
    expect(t.loads()).toBe(2);
    expect(new TextDecoder().decode(a.bytes)).toBe(JSON.stringify({ entries: a.entries }));
  });

  it('drops every page at once on invalidateAll, and never stores a load that began before it', async () => {
    const t = setup();
    await t.cache.page('k', t.load);
    let release!: () => void;
    const slow = t.cache.page('k2', async () => {
      await new Promise<void>((r) => (release = r));
      return [entry('stale')];
    });
    t.cache.invalidateAll();
    t.setVersion('v2');
    release();
    expect((await slow).entries[0]!.entryId).toBe('stale');
    expect((await t.cache.page('k', t.load)).entries[0]!.entryId).toBe('v2-a');
    expect((await t.cache.page('k2', t.load)).entries[0]!.entryId).toBe('v2-a');
  });

  it('loads a page read in its last half again in the background, serving the kept one meanwhile, never past its expiry', async () => {
    const t = setup();
    const first = await t.cache.page('k', t.load);
    t.advance(499);
    expect(await t.cache.page('k', t.load)).toBe(first);
    expect(t.loads()).toBe(1);
    t.advance(1);
    t.setVersion('v2');
    // Renewal starts; the kept page answers at once.
    expect(await t.cache.page('k', t.load)).toBe(first);
    expect(t.loads()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the renewal's load ends
    const renewed = await t.cache.page('k', t.load);
    expect(renewed.entries[0]!.entryId).toBe('v2-a');
    expect(t.loads()).toBe(2);
    // Kept a full TTL from its own load.
    t.advance(999);
    expect((await t.cache.page('k', t.load)).entries[0]!.entryId).toBe('v2-a');
  });

  it('does not store a background renewal that began before a write', async () => {
    const t = setup();
    await t.cache.page('k', t.load);
    t.advance(600);
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => (release = r));
      return [entry('before the write')];
    };
    await t.cache.page('k', slow);
    t.cache.invalidateAll();
    release();
    t.setVersion('v2');
    expect((await t.cache.page('k', t.load)).entries[0]!.entryId).toBe('v2-a');
  });

  it('keeps nothing with a TTL of 0', async () => {
    const t = setup(0);
    await t.cache.page('k', t.load);
    await t.cache.page('k', t.load);
    expect(t.loads()).toBe(2);
  });
});

describe('FeedCache personal parts', () => {
  it("keeps a caller's part per page until their own write or other entries on the page", async () => {
    const t = setup();
    const page = await t.cache.page('k', t.load);
    let loads = 0;
    const mine =
      (reaction: ReactionType) =>
      async (ids: string[]): Promise<Personal> => {
        loads++;
        return new Map([[ids[0]!, { myReaction: reaction, journalText: null }]]);
      };
    expect((await t.cache.personal('u1', 'k', page, mine('love'))).get('v1-a')?.myReaction).toBe('love');
    expect((await t.cache.personal('u1', 'k', page, mine('support'))).get('v1-a')?.myReaction).toBe('love');
    expect(loads).toBe(1);
    t.cache.invalidateCaller('u1');
    expect((await t.cache.personal('u1', 'k', page, mine('support'))).get('v1-a')?.myReaction).toBe('support');
    expect(loads).toBe(2);
    // Loaded again with the same entries: the caller's part is theirs still (it depends on the ids only).
    t.cache.invalidateAll();
    const again = await t.cache.page('k', t.load);
    expect(again).not.toBe(page);
    expect((await t.cache.personal('u1', 'k', again, mine('strength'))).get('v1-a')?.myReaction).toBe('support');
    expect(loads).toBe(2);
    // Other entries on the page: read again.
    t.cache.invalidateAll();
    t.setVersion('v2');
    const next = await t.cache.page('k', t.load);
    expect((await t.cache.personal('u1', 'k', next, mine('strength'))).get('v2-a')?.myReaction).toBe('strength');
    expect(loads).toBe(3);
    // Another caller has their own part.
    expect((await t.cache.personal('u2', 'k', next, mine('love'))).get('v2-a')?.myReaction).toBe('love');
  });

  it("merges the caller's part without moving a field", async () => {
    const t = setup();
    const page = await t.cache.page('k', t.load);
    const merged = personalise(page.entries, new Map([['v1-b', { myReaction: 'love', journalText: 'my own words' }]]));
    expect(merged[0]).toBe(page.entries[0]);
    expect(Object.keys(merged[1]!)).toEqual(Object.keys(page.entries[1]!));
    expect(merged[1]).toMatchObject({ myReaction: 'love', journalText: 'my own words' });
    const reactionOnly = personalise(page.entries, new Map([['v1-b', { myReaction: 'love', journalText: null }]]));
    expect(reactionOnly[1]!.journalText).toBe('shared v1-b');
  });

  it('answers a caller with the page and their part spliced in, made again only when either changes', async () => {
    const t = setup();
    const text = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as { entries: EntryDto[] };
    const page = await t.cache.page('k', t.load);
    const part = (reaction: ReactionType): Personal =>
      new Map([['v1-b', { myReaction: reaction, journalText: 'mine' }]]);
    const love = part('love');
    const first = t.cache.callerBody('u1', 'k', page, love);
    expect(text(first)).toEqual({ entries: personalise(page.entries, love) });
    expect(t.cache.callerBody('u1', 'k', page, love)).toBe(first);
    // Another caller, a new part of the same caller (after their write) or a new page: made anew.
    expect(text(t.cache.callerBody('u2', 'k', page, part('support'))).entries[1]!.myReaction).toBe('support');
    expect(text(t.cache.callerBody('u1', 'k', page, part('strength'))).entries[1]!.myReaction).toBe('strength');
    t.cache.invalidateAll();
    t.setVersion('v2');
    const next = await t.cache.page('k', t.load);
    expect(text(t.cache.callerBody('u1', 'k', next, love)).entries.map((e) => e.entryId)).toEqual(['v2-a', 'v2-b']);
    // Nothing of the caller's on the page: the page's own bytes.
    expect(t.cache.callerBody('u1', 'k', next, new Map())).toBe(next.bytes);
  });
});
