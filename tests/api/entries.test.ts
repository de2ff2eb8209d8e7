// Entries end to end through /api: writing, the feed and its pages, timeline, reactions, supportive
// responses into the writer's inbox, reports, and what must never leak or change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Person } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

type Entry = Record<string, unknown> & { entryId: string };

async function write(person: Person, body: Record<string, unknown>): Promise<Entry> {
  const res = await h.api('/api/entries', { method: 'POST', token: person.token, body: { moodTag: 'happy', ...body } });
  if (res.status !== 201) throw new Error(`write → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.entry;
}

const ids = (entries: Entry[]) => entries.map((e) => e.entryId);

describe('writing an entry', () => {
  it('answers 201 {entry} in the spec shape, private by default', async () => {
    const me = await h.anonymous();
    const res = await h.api('/api/entries', {
      method: 'POST',
      token: me.token,
      body: {
        moodTag: 'sad',
        journalText: '  Today was long, but I made it through.  ',
        promptUsed: 'How was today?',
        userCookie: me.cookie,
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const entry = res.body.entry;
    expect(entry).toMatchObject({
      entryId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      moodTag: '😔',
      promptUsed: 'How was today?',
      journalText: 'Today was long, but I made it through.',
      visibility: 'private',
      aiReflection: expect.any(String),
      supportCount: 0,
      loveCount: 0,
      strengthCount: 0,
      category: expect.any(String),
      emotionalIntensity: expect.stringMatching(/^(high|medium|low)$/),
      tags: expect.any(Array),
      wordCount: 8,
      safety: { level: 'none' },
    });
    expect(new Date(entry.timestamp).toISOString()).toBe(entry.timestamp);
    expect(entry).not.toHaveProperty('crisisResources');
    const [stored] = await h.db.query<{ shared_text: string | null }>(
      'select shared_text from public.entries where id = $1',
      [entry.entryId],
    );
    expect(stored!.shared_text).toBeNull();
    expect(ids((await h.api('/api/feed')).body.entries)).not.toContain(entry.entryId);
  });

  it('refuses invalid input with 400 and the issues', async () => {
    const me = await h.anonymous();
    for (const body of [
      { moodTag: 'sad', journalText: '   too short   ' },
      { moodTag: 'sad', journalText: 'x'.repeat(1001) },
      { moodTag: 'ecstatic', journalText: 'a perfectly fine entry' },
      { journalText: 'a perfectly fine entry' },
      { moodTag: 'sad', journalText: 'a perfectly fine entry', visibility: 'friends' },
    ]) {
      const res = await h.api('/api/entries', { method: 'POST', token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: 'Invalid input', issues: expect.any(Array) });
    }
  });

  it('ignores mass-assignment fields (owner, counts, moderation, id)', async () => {
    const me = await h.anonymous();
    const victim = await h.anonymous();
    const forcedId = crypto.randomUUID();
    const entry = await write(me, {
      journalText: 'Trying to smuggle fields into my entry.',
      visibility: 'public',
      entryId: forcedId,
      id: forcedId,
      user_id: victim.id,
      userId: victim.id,
      supportCount: 999,
      support_count: 999,
      moderation_status: 'visible',
      safety_level: 'none',
      aiReflection: 'I decide my own reflection',
    });
    expect(entry.entryId).not.toBe(forcedId);
    expect(entry).toMatchObject({ supportCount: 0, loveCount: 0, strengthCount: 0 });
    expect(entry.aiReflection).not.toBe('I decide my own reflection');
    const [owner] = await h.db.query<{ user_id: string }>('select user_id from public.entries where id = $1', [
      entry.entryId,
    ]);
    expect(owner!.user_id).toBe(me.id);
  });

  it('stores and returns XSS strings verbatim, as text', async () => {
    const me = await h.anonymous();
    const text = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;
    const entry = await write(me, { journalText: text, promptUsed: '<b>prompt</b>', visibility: 'public' });
    expect(entry.journalText).toBe(text);
    expect(entry.promptUsed).toBe('<b>prompt</b>');
    const reader = await h.anonymous();
    const feed = await h.api('/api/feed', { token: reader.token });
    expect(feed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(feed.body.entries.find((e: Entry) => e.entryId === entry.entryId)?.journalText).toBe(text);
  });

  it('answers a crisis entry with resources, stores it, and holds it from every public list', async () => {
    const me = await h.anonymous();
    const res = await h.api('/api/entries', {
      method: 'POST',
      token: me.token,
      body: { moodTag: 'sad', journalText: 'I want to end my life, I cannot do this anymore.', visibility: 'public' },
    });
    expect(res.status).toBe(201);
    const entry = res.body.entry;
    expect(entry.safety).toEqual({ level: 'crisis' });
    expect(entry.crisisResources.map((r: { contact: string }) => r.contact).join(' ')).toMatch(/988/);
    expect(entry.crisisResources.map((r: { contact: string }) => r.contact).join(' ')).toMatch(/741741/);
    const [stored] = await h.db.query<{ n: number }>('select count(*)::int as n from public.entries where id = $1', [
      entry.entryId,
    ]);
    expect(stored!.n).toBe(1);
    const reader = await h.anonymous();
    expect(ids((await h.api('/api/feed?limit=50')).body.entries)).not.toContain(entry.entryId);
    expect(ids((await h.api('/api/trending?limit=50', { token: reader.token })).body.entries)).not.toContain(
      entry.entryId,
    );
    if (entry.category) {
      const listed = await h.api(`/api/community/category/${encodeURIComponent(entry.category)}`);
      expect(ids(listed.body.entries)).not.toContain(entry.entryId);
    }
    expect((await h.api(`/api/supportive-responses/${entry.entryId}`)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('limits', () => {
  it('answers the 31st entry within an hour with 429 and Retry-After, and stores nothing for it', async () => {
    const me = await h.anonymous();
    for (let i = 0; i < 30; i++) await write(me, { journalText: `Entry number ${i} in a busy hour.` });
    const over = await h.api('/api/entries', {
      method: 'POST',
      token: me.token,
      body: { moodTag: 'sad', journalText: 'One entry too many this hour.' },
    });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: expect.any(String) });
    // The window frees when the first of the 30 is an hour old: a little under 3600 s from now.
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const [row] = await h.db.query<{ n: number }>('select count(*)::int as n from public.entries where user_id = $1', [
      me.id,
    ]);
    expect(row!.n).toBe(30);
  });

  it('answers the 11th public entry within an hour with 429, while private ones still go through', async () => {
    const me = await h.anonymous();
    for (let i = 0; i < 10; i++)
      await write(me, { journalText: `Shared entry number ${i} this hour.`, visibility: 'public' });
    const over = await h.api('/api/entries', {
      method: 'POST',
      token: me.token,
      body: { moodTag: 'sad', journalText: 'One shared entry too many.', visibility: 'public' },
    });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: 'Too many requests' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await write(me, { journalText: 'Still fine to keep this one to myself.' })).toMatchObject({
      visibility: 'private',
    });
  });

  it("refuses reacting to, or answering, one's own entry (400), and a second answer to one entry (409)", async () => {
    const writer = await h.anonymous();
    const friend = await h.anonymous();
    const entry = await write(writer, { journalText: 'Something I shared today.', visibility: 'public' });
    const own = await h.api(`/api/entries/${entry.entryId}/reactions`, {
      method: 'POST',
      token: writer.token,
      body: { reactionType: 'love' },
    });
    expect(own.status).toBe(400);
    expect(own.body).toEqual({ message: 'You cannot react to your own entry' });
    const response = 'I hear you. Be gentle with yourself.';
    const send = (person: Person) =>
      h.api(`/api/entries/${entry.entryId}/supportive-response`, {
        method: 'POST',
        token: person.token,
        body: { response },
      });
    expect((await send(writer)).body).toEqual({ message: 'You cannot send a supportive response to your own entry' });
    expect((await send(friend)).status).toBe(201);
    const again = await send(friend);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'You have already sent a supportive response to this entry' });
    const [row] = await h.db.query<{ n: number; reactions: number }>(
      `select (select count(*)::int from public.supportive_messages where entry_id = $1) as n,
              (select count(*)::int from public.reactions where entry_id = $1) as reactions`,
      [entry.entryId],
    );
    expect(row).toEqual({ n: 1, reactions: 0 });
  });
});

describe('feed', () => {
  it('pages by 20 newest first, steps by offset, filters by mood, and carries myReaction', async () => {
    // Three writers: one person may share at most 10 entries an hour.
    const writers = [await h.anonymous(), await h.anonymous(), await h.anonymous()];
    const written: Entry[] = [];
    for (let i = 0; i < 25; i++) {
      written.push(
        await write(writers[i % 3]!, {
          moodTag: i % 5 === 0 ? 'angry' : 'pleading',
          journalText: `Feed entry number ${i} for paging.`,
          visibility: 'public',
        }),
      );
    }
    const newestFirst = ids(written).reverse();
    const page1 = await h.api('/api/feed');
    expect(page1.status).toBe(200);
    expect(page1.body.entries).toHaveLength(20);
    expect(ids(page1.body.entries)).toEqual(newestFirst.slice(0, 20));
    const page2 = await h.api('/api/feed?offset=20');
    expect(ids(page2.body.entries).slice(0, 5)).toEqual(newestFirst.slice(20, 25));
    const feedEntry = page1.body.entries[0];
    expect(Object.keys(feedEntry).sort()).toEqual(
      [
        'aiReflection',
        'entryId',
        'journalText',
        'loveCount',
        'moderationStatus',
        'moodTag',
        'myReaction',
        'promptUsed',
        'strengthCount',
        'supportCount',
        'timestamp',
        'visibility',
      ].sort(),
    );

    const angry = await h.api(`/api/feed?mood=${encodeURIComponent('😡')}&limit=50`);
    const angryIds = ids(angry.body.entries);
    expect(angryIds.filter((id) => newestFirst.includes(id))).toEqual(newestFirst.filter((_, i) => (24 - i) % 5 === 0));
    expect(angry.body.entries.every((e: Entry) => e.moodTag === '😡')).toBe(true);
    expect(ids((await h.api('/api/feed?mood=angry&limit=50')).body.entries)).toEqual(angryIds);
    expect((await h.api('/api/feed?limit=5')).body.entries).toHaveLength(5);

    const reader = await h.anonymous();
    const target = newestFirst[0]!;
    await h.api(`/api/entries/${target}/reactions`, {
      method: 'POST',
      token: reader.token,
      body: { reactionType: 'love' },
    });
    const mine = (await h.api('/api/feed', { token: reader.token })).body.entries as Entry[];
    expect(mine.find((e) => e.entryId === target)).toMatchObject({ myReaction: 'love', loveCount: 1 });
    const anon = (await h.api('/api/feed')).body.entries as Entry[];
    expect(anon.find((e) => e.entryId === target)).toMatchObject({ myReaction: null, loveCount: 1 });
  });
});

describe('reactions', () => {
  it('adds, repeats to remove, switches, removes, never below 0, one per user', async () => {
    const writer = await h.anonymous();
    const entry = await write(writer, { journalText: 'An entry to react to, please.', visibility: 'public' });
    const a = await h.anonymous();
    const b = await h.anonymous();
    const react = (p: Person, method: 'POST' | 'DELETE', reactionType: string) =>
      h.api(`/api/entries/${entry.entryId}/reactions`, {
        method,
        token: p.token,
        body: { reactionType, userCookie: p.cookie },
      });
    const mine = async (p: Person) =>
      (await h.api(`/api/entries/${entry.entryId}/reactions/${p.cookie}`, { token: p.token })).body.reactions;

    expect(await mine(a)).toEqual([]);
    expect((await react(a, 'POST', 'support')).body).toEqual({
      reaction: 'support',
      supportCount: 1,
      loveCount: 0,
      strengthCount: 0,
    });
    expect(await mine(a)).toEqual(['support']);
    expect((await react(b, 'POST', 'support')).body).toMatchObject({ supportCount: 2 });
    expect((await react(a, 'POST', 'support')).body).toEqual({
      reaction: null,
      supportCount: 1,
      loveCount: 0,
      strengthCount: 0,
    });
    expect((await react(a, 'POST', 'love')).body).toEqual({
      reaction: 'love',
      supportCount: 1,
      loveCount: 1,
      strengthCount: 0,
    });
    expect((await react(a, 'POST', 'strength')).body).toEqual({
      reaction: 'strength',
      supportCount: 1,
      loveCount: 0,
      strengthCount: 1,
    });
    expect(await mine(a)).toEqual(['strength']);
    expect((await react(a, 'DELETE', 'strength')).body).toMatchObject({ reaction: null, strengthCount: 0 });
    expect((await react(a, 'DELETE', 'strength')).body).toMatchObject({
      reaction: null,
      strengthCount: 0,
      supportCount: 1,
    });
    expect((await react(b, 'DELETE', 'love')).body).toMatchObject({ supportCount: 1, loveCount: 0 });
    expect(await mine(b)).toEqual(['support']);
    expect((await react(a, 'POST', 'hug')).status).toBe(400);
    expect(
      (
        await h.api(`/api/entries/${crypto.randomUUID()}/reactions`, {
          method: 'POST',
          token: a.token,
          body: { reactionType: 'love' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await h.api(`/api/entries/not-a-uuid/reactions`, {
          method: 'POST',
          token: a.token,
          body: { reactionType: 'love' },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses reactions on private entries', async () => {
    const writer = await h.anonymous();
    const entry = await write(writer, { journalText: 'Only for me, not for reactions.' });
    const other = await h.anonymous();
    const res = await h.api(`/api/entries/${entry.entryId}/reactions`, {
      method: 'POST',
      token: other.token,
      body: { reactionType: 'love' },
    });
    expect([400, 403, 404]).toContain(res.status);
    const [row] = await h.db.query<{ love_count: number }>('select love_count from public.entries where id = $1', [
      entry.entryId,
    ]);
    expect(row!.love_count).toBe(0);
  });
});

describe('supportive responses and the inbox', () => {
  it('lists the catalogue, delivers to the writer, counts unread, marks read', async () => {
    const writer = await h.anonymous();
    const entry = await write(writer, { journalText: 'Could use some kind words today.', visibility: 'public' });
    const options = await h.api(`/api/supportive-responses/${entry.entryId}`);
    expect(options.status).toBe(200);
    expect(Array.isArray(options.body)).toBe(true);
    expect(options.body.length).toBeGreaterThan(0);
    expect(options.body.every((o: unknown) => typeof o === 'string')).toBe(true);

    const sender = await h.anonymous();
    const sent = await h.api(`/api/entries/${entry.entryId}/supportive-response`, {
      method: 'POST',
      token: sender.token,
      body: { response: options.body[0], userCookie: sender.cookie },
    });
    expect(sent).toMatchObject({ status: 201, body: { sent: true } });
    const notInCatalogue = await h.api(`/api/entries/${entry.entryId}/supportive-response`, {
      method: 'POST',
      token: sender.token,
      body: { response: 'Something the catalogue never said' },
    });
    expect(notInCatalogue.status).toBe(400);

    expect(
      (await h.api(`/api/supportive-messages/unread-count?userCookie=${writer.cookie}`, { token: writer.token })).body,
    ).toEqual({ count: 1 });
    expect((await h.api('/api/supportive-messages/unread-count', { token: sender.token })).body).toEqual({ count: 0 });
    const inbox = await h.api(`/api/supportive-messages?userCookie=${writer.cookie}`, { token: writer.token });
    expect(inbox.body.messages).toEqual([
      {
        id: expect.any(String),
        message: options.body[0],
        isRead: false,
        timestamp: expect.any(String),
        kind: 'supportive',
        from: null,
      },
    ]);
    const messageId = inbox.body.messages[0].id;

    // Someone else can neither see nor mark it.
    expect((await h.api('/api/supportive-messages', { token: sender.token })).body.messages).toEqual([]);
    expect(
      (await h.api(`/api/supportive-messages/${messageId}/read`, { method: 'POST', token: sender.token })).status,
    ).toBe(404);
    expect((await h.api('/api/supportive-messages/unread-count', { token: writer.token })).body).toEqual({ count: 1 });

    expect(
      await h.api(`/api/supportive-messages/${messageId}/read`, { method: 'POST', token: writer.token }),
    ).toMatchObject({ status: 200, body: { success: true } });
    expect((await h.api('/api/supportive-messages/unread-count', { token: writer.token })).body).toEqual({ count: 0 });
    expect((await h.api('/api/supportive-messages', { token: writer.token })).body.messages[0].isRead).toBe(true);
    expect(
      (await h.api(`/api/supportive-messages/${crypto.randomUUID()}/read`, { method: 'POST', token: writer.token }))
        .status,
    ).toBe(404);
  });

  it('refuses the catalogue for a private entry', async () => {
    const writer = await h.anonymous();
    const entry = await write(writer, { journalText: 'Private thoughts, no responses.' });
    const res = await h.api(`/api/supportive-responses/${entry.entryId}`);
    expect([400, 403, 404]).toContain(res.status);
  });
});

describe('other calls', () => {
  it('GET /api/prompt → {prompt}', async () => {
    const res = await h.api('/api/prompt');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ prompt: expect.any(String) });
    expect(res.body.prompt.length).toBeGreaterThan(5);
  });

  it('POST /api/entries/:id/report → 201 {reported}', async () => {
    const writer = await h.anonymous();
    const entry = await write(writer, { journalText: 'Some entry that someone reports.', visibility: 'public' });
    const reporter = await h.anonymous();
    const res = await h.api(`/api/entries/${entry.entryId}/report`, {
      method: 'POST',
      token: reporter.token,
      body: { reason: 'spam' },
    });
    expect(res).toMatchObject({ status: 201, body: { reported: true } });
    expect(
      (await h.api(`/api/entries/${entry.entryId}/report`, { method: 'POST', body: { reason: 'spam' } })).status,
    ).toBe(401);
  });

  it("user A cannot read B's reactions, inbox or timeline, and B's data stays as it was", async () => {
    const b = await h.registered();
    const a = await h.registered();
    const entry = await write(b, { journalText: 'B wrote this privately.' });
    expect((await h.api(`/api/entries/${entry.entryId}/reactions/${b.cookie}`, { token: a.token })).status).toBe(403);
    expect((await h.api(`/api/timeline?userCookie=${b.cookie}`, { token: a.token })).status).toBe(403);
    expect(ids((await h.api('/api/timeline', { token: a.token })).body.entries)).not.toContain(entry.entryId);
    expect(
      (
        await h.api(`/api/entries/${entry.entryId}/reactions`, {
          method: 'POST',
          token: a.token,
          body: { reactionType: 'love', userCookie: b.cookie },
        })
      ).status,
    ).toBe(403);
    const bTimeline = await h.api('/api/timeline', { token: b.token });
    expect(bTimeline.body.entries).toEqual([
      expect.objectContaining({ entryId: entry.entryId, journalText: 'B wrote this privately.', loveCount: 0 }),
    ]);
  });

  it("GET /api/timeline pages the caller's own entries with the timeline fields", async () => {
    const me = await h.registered();
    for (let i = 0; i < 3; i++) await write(me, { journalText: `Timeline entry number ${i}.` });
    const page = await h.api('/api/timeline?limit=2', { token: me.token });
    expect(page.body.entries).toHaveLength(2);
    expect(page.body.entries[0]).toMatchObject({
      journalText: 'Timeline entry number 2.',
      wordCount: 4,
      tags: expect.any(Array),
    });
    const rest = await h.api('/api/timeline?limit=2&offset=2', { token: me.token });
    expect(rest.body.entries.map((e: Entry) => e.journalText)).toEqual(['Timeline entry number 0.']);
  });
});
