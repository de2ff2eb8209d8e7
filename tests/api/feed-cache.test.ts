// The feed served from memory: every write through the API that changes a feed page shows on the
// next read (the cache is dropped at once), changes made elsewhere show when a page expires, and a
// page from memory is byte for byte what the database says for that caller.
// The clock is ours, and pages live for a minute unless it moves: so what shows at once can only
// show because the write invalidated the cache, never because a page happened to expire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAsCaller } from '../../supabase/functions/_shared/api/personal.ts';
import { startHarness, type Harness, type Person, writeEntry } from './harness.ts';

const TTL_MS = 60_000;
let clock = Date.now();
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ api: { feedCacheTtlMs: TTL_MS, now: () => clock } });
});
afterAll(() => h?.close());

type Entry = Record<string, unknown> & { entryId: string };

const write = (person: Person, journalText: string, visibility = 'public'): Promise<Entry> =>
  writeEntry(h, person, journalText, visibility);

const feed = async (person?: Person, query = '') => {
  const res = await h.api(`/api/feed${query}`, { token: person?.token });
  expect(res.status).toBe(200);
  return res.body.entries as Entry[];
};
const find = async (id: string, person?: Person, query = '') =>
  (await feed(person, query)).find((e) => e.entryId === id);
const react = (p: Person, id: string, reactionType: string, method = 'POST') =>
  h.api(`/api/entries/${id}/reactions`, { method, token: p.token, body: { reactionType } });

describe('the feed cache', () => {
  it('serves what the database says, for the anon visitor, a reader and the writer, byte for byte', async () => {
    const writer = await h.anonymous();
    const reader = await h.anonymous();
    const mine = await write(writer, 'Mail me at sam.rivers@example.com when the rain stops.');
    await write(await h.anonymous(), 'Another entry on the same page, from someone else.');
    expect((await react(reader, mine.entryId, 'strength')).status).toBe(200);

    for (const person of [undefined, reader, writer]) {
      const claims = person ? { sub: person.id, role: 'authenticated', is_anonymous: true } : null;
      const entries = await listAsCaller(h.db, claims, 'select * from public.feed(null, 20, 0)', []);
      const expected = JSON.stringify({ entries });
      // Twice: the first read may fill the cache, the second comes from it.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${h.origin}/api/feed`, {
          headers: person ? { authorization: `Bearer ${person.token}` } : {},
        });
        expect(res.headers.get('content-type')).toBe('application/json');
        expect(await res.text()).toBe(expected);
      }
    }
    // The writer reads their own words; everyone else the shared, redacted text.
    expect((await find(mine.entryId, writer))?.journalText).toBe(
      'Mail me at sam.rivers@example.com when the rain stops.',
    );
    expect((await find(mine.entryId, reader))?.journalText).toBe('Mail me at [email] when the rain stops.');
    expect(await find(mine.entryId, reader)).toMatchObject({ myReaction: 'strength', strengthCount: 1 });
    expect(await find(mine.entryId)).toMatchObject({ myReaction: null, strengthCount: 1 });
  });

  it('shows a new public entry at once, on every page it belongs to, and never a private one', async () => {
    const reader = await h.anonymous();
    await feed(reader);
    await feed();
    await feed(undefined, '?mood=sad&limit=5');
    const writer = await h.anonymous();
    const entry = await write(writer, 'Fresh off the press, a brand new public entry.');
    expect((await feed(reader))[0]!.entryId).toBe(entry.entryId);
    expect((await feed())[0]!.entryId).toBe(entry.entryId);
    expect((await feed(undefined, '?mood=sad&limit=5'))[0]!.entryId).toBe(entry.entryId);
    expect((await feed(writer))[0]).toMatchObject({
      entryId: entry.entryId,
      journalText: 'Fresh off the press, a brand new public entry.',
    });
    const hidden = await write(writer, 'Private words that stay out of the feed.', 'private');
    expect((await feed()).map((e) => e.entryId)).not.toContain(hidden.entryId);
  });

  it('updates counts and myReaction at once when a reaction is added, switched and removed', async () => {
    const entry = await write(await h.anonymous(), 'Something to react to in the cached feed.');
    const reader = await h.anonymous();
    const other = await h.anonymous();
    expect(await find(entry.entryId, reader)).toMatchObject({ myReaction: null, loveCount: 0 });
    expect(await find(entry.entryId, other)).toMatchObject({ myReaction: null, loveCount: 0 });

    await react(reader, entry.entryId, 'love');
    expect(await find(entry.entryId, reader)).toMatchObject({ myReaction: 'love', loveCount: 1 });
    expect(await find(entry.entryId, other)).toMatchObject({ myReaction: null, loveCount: 1 });
    expect(await find(entry.entryId)).toMatchObject({ myReaction: null, loveCount: 1 });

    await react(reader, entry.entryId, 'support');
    expect(await find(entry.entryId, reader)).toMatchObject({ myReaction: 'support', loveCount: 0, supportCount: 1 });
    expect(await find(entry.entryId, other)).toMatchObject({ myReaction: null, loveCount: 0, supportCount: 1 });

    await react(reader, entry.entryId, 'support', 'DELETE');
    expect(await find(entry.entryId, reader)).toMatchObject({ myReaction: null, supportCount: 0 });
    expect(await find(entry.entryId)).toMatchObject({ supportCount: 0 });

    await react(other, entry.entryId, 'strength');
    await react(other, entry.entryId, 'strength');
    expect(await find(entry.entryId, other)).toMatchObject({ myReaction: null, strengthCount: 0 });
  });

  it('drops an entry at once when reports hold it', async () => {
    const entry = await write(await h.anonymous(), 'An entry that three people will report.');
    const reader = await h.anonymous();
    for (let i = 0; i < 3; i++) {
      expect(await find(entry.entryId, reader)).toBeDefined();
      expect(await find(entry.entryId)).toBeDefined();
      // Registered reporters: fresh anonymous accounts cannot hold anyone's post (issue 16).
      const reporter = await h.registered();
      expect(
        (
          await h.api(`/api/entries/${entry.entryId}/report`, {
            method: 'POST',
            token: reporter.token,
            body: { reason: 'spam' },
          })
        ).status,
      ).toBe(201);
    }
    expect(await find(entry.entryId, reader)).toBeUndefined();
    expect(await find(entry.entryId)).toBeUndefined();
  });

  it('shows the reactions and entries a login merged into the account at once', async () => {
    const entry = await write(await h.anonymous(), 'An entry someone reacts to before logging in.');
    const account = await h.registered();
    expect(await find(entry.entryId, account)).toMatchObject({ myReaction: null, loveCount: 0 });
    const device = await h.anonymous();
    await react(device, entry.entryId, 'love');
    const written = await write(device, 'Words I wrote on my phone, shared as 42 Oak Street news.');
    expect(await find(written.entryId, account)).toMatchObject({ journalText: expect.stringContaining('[address]') });

    const login = await h.api('/api/login', {
      method: 'POST',
      token: device.token,
      body: { username: account.username, password: account.password },
    });
    expect(login.status).toBe(200);
    expect(await find(entry.entryId, account)).toMatchObject({ myReaction: 'love', loveCount: 1 });
    expect(await find(written.entryId, account)).toMatchObject({
      journalText: 'Words I wrote on my phone, shared as 42 Oak Street news.',
    });
  });

  it('shows changes made elsewhere (another instance, the database) once a page expires', async () => {
    const entry = await write(await h.anonymous(), 'An entry a moderator holds in the dashboard.');
    const reader = await h.anonymous();
    await react(reader, entry.entryId, 'love');
    expect(await find(entry.entryId)).toBeDefined();
    expect(await find(entry.entryId, reader)).toMatchObject({ myReaction: 'love' });
    // Not through this app: the cache cannot know.
    await h.db.query(`update public.entries set moderation_status = 'held' where id = $1`, [entry.entryId]);
    await h.db.query(`update public.reactions set reaction_type = 'support' where entry_id = $1`, [entry.entryId]);
    expect(await find(entry.entryId)).toBeDefined();
    expect(await find(entry.entryId, reader)).toMatchObject({ myReaction: 'love' });
    clock += TTL_MS - 1;
    expect(await find(entry.entryId)).toBeDefined();
    clock += 2;
    expect(await find(entry.entryId)).toBeUndefined();
    await h.db.query(`update public.entries set moderation_status = 'visible' where id = $1`, [entry.entryId]);
    clock += TTL_MS + 1;
    expect(await find(entry.entryId, reader)).toMatchObject({ myReaction: 'support', supportCount: 1, loveCount: 0 });
  });
});

describe('the other public reads (trending, a category, community stats)', () => {
  it('are kept like the feed, and change at once after a write through the API, never before', async () => {
    const stats = async () => (await h.api('/api/community/stats')).body as { totalPublicEntries: number };
    const trending = async (p?: Person) =>
      (await h.api('/api/trending?limit=50', { token: p?.token })).body.entries as Entry[];
    const writer = await h.anonymous();
    const reader = await h.anonymous();
    const entry = await write(writer, 'An entry for the trending list and the stats.');
    const before = (await stats()).totalPublicEntries;
    expect((await trending()).some((e) => e.entryId === entry.entryId)).toBe(false); // no reactions yet
    const category = String((await find(entry.entryId, writer))?.category ?? '');

    // Changed in the database directly: the kept answers stay until they expire.
    await h.db.query(
      `update public.community_tallies set n = n + 1000 where ctid = (select ctid from public.community_tallies where dimension = 'entries' limit 1)`,
    );
    expect((await stats()).totalPublicEntries).toBe(before);

    // A write through the API drops them all at once.
    expect((await react(reader, entry.entryId, 'love')).status).toBe(200);
    expect((await stats()).totalPublicEntries).toBe(before + 1000);
    expect((await trending(reader)).find((e) => e.entryId === entry.entryId)).toMatchObject({
      loveCount: 1,
      myReaction: 'love',
    });
    await h.db.query(
      `update public.community_tallies set n = n - 1000 where ctid = (select ctid from public.community_tallies where dimension = 'entries' and n >= 1000 limit 1)`,
    );
    if (category) {
      const list = await h.api(`/api/community/category/${encodeURIComponent(category)}`, { token: writer.token });
      expect(list.body.entries.find((e: Entry) => e.entryId === entry.entryId)).toMatchObject({ loveCount: 1 });
    }
    clock += TTL_MS + 1;
    expect((await stats()).totalPublicEntries).toBe(before);
  });
});

describe('without the feed cache (TTL 0)', () => {
  it('reads the database on every request', async () => {
    const direct = await startHarness({ api: { feedCacheTtlMs: 0 } });
    try {
      const writer = await direct.anonymous();
      const res = await direct.api('/api/entries', {
        method: 'POST',
        token: writer.token,
        body: { moodTag: 'sad', journalText: 'An entry for the uncached feed.', visibility: 'public' },
      });
      const id = res.body.entry.entryId as string;
      expect((await direct.api('/api/feed')).body.entries.map((e: Entry) => e.entryId)).toContain(id);
      await direct.db.query(`update public.entries set moderation_status = 'held' where id = $1`, [id]);
      expect((await direct.api('/api/feed')).body.entries.map((e: Entry) => e.entryId)).not.toContain(id);
    } finally {
      await direct.close();
    }
  });
});
