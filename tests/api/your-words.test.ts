// Your words, your control (issue 17) through /api: editing and deleting an entry, leaving for good,
// the export, search, on this day and the settings — each route and each refusal, and that a refusal
// changes nothing. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
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

const stored = async (id: string) => {
  const [row] = await h.db.query<{
    journal_text: string;
    shared_text: string | null;
    moderation_status: string;
    visibility: string;
    ai_reflection: string | null;
    mood: string;
    support_count: number;
  }>(
    `select t.journal_text, e.shared_text, e.moderation_status, e.visibility, e.ai_reflection, e.mood, e.support_count
       from public.entries e join public.entry_texts t on t.entry_id = e.id where e.id = $1`,
    [id],
  );
  return row;
};

const feedIds = async () => ((await h.api('/api/feed?limit=50')).body.entries as Entry[]).map((e) => e.entryId);

describe('PATCH /api/entries/:id', () => {
  it('rewrites the words and re-runs the reflection, the redaction and the tallies', async () => {
    const me = await h.anonymous();
    const entry = await write(me, { journalText: 'Work was heavy today and my shoulders ache.', visibility: 'public' });
    expect(entry.reflectionBy).toBe('builtin');
    const res = await h.api(`/api/entries/${entry.entryId}`, {
      method: 'PATCH',
      token: me.token,
      body: {
        journalText: 'I walked by the sea with my sister and felt grateful. Write to jane@example.com soon.',
        moodTag: '😊',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.entry).toMatchObject({
      entryId: entry.entryId,
      moodTag: '😊',
      journalText: 'I walked by the sea with my sister and felt grateful. Write to jane@example.com soon.',
      visibility: 'public',
      reflectionBy: 'builtin',
      wordCount: 15,
      safety: { level: 'none' },
    });
    expect(res.body.entry.aiReflection).not.toBe(entry.aiReflection);
    expect(res.body.entry.timestamp).toBe(entry.timestamp);
    const row = await stored(entry.entryId);
    expect(row!.shared_text).toContain('[email]');
    expect(row!.shared_text).not.toContain('jane@example.com');
    const feed = (await h.api('/api/feed?limit=50')).body.entries as Entry[];
    expect(feed.find((e) => e.entryId === entry.entryId)?.journalText).not.toContain('jane@');
  });

  it('holds a public edit with a risk signal again, and takes it off the feed', async () => {
    const me = await h.anonymous();
    const entry = await write(me, { journalText: 'A calm afternoon with a good book and tea.', visibility: 'public' });
    expect(await feedIds()).toContain(entry.entryId);
    const res = await h.api(`/api/entries/${entry.entryId}`, {
      method: 'PATCH',
      token: me.token,
      body: { journalText: 'I feel hopeless and like nothing will ever get better.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.entry.safety).toEqual({ level: 'concern' });
    expect((await stored(entry.entryId))!.moderation_status).toBe('held');
    expect(await feedIds()).not.toContain(entry.entryId);

    const crisis = await h.api(`/api/entries/${entry.entryId}`, {
      method: 'PATCH',
      token: me.token,
      body: { journalText: 'I have a plan to end my life tonight.', visibility: 'private' },
    });
    expect(crisis.status).toBe(200);
    expect(crisis.body.entry.crisisResources?.length).toBeGreaterThan(0);
    expect((await stored(entry.entryId))!.shared_text).toBeNull();
  });

  it('answers 404 to anyone but the writer, 401 without a session, 400 on bad input — and changes nothing', async () => {
    const me = await h.anonymous();
    const other = await h.anonymous();
    const entry = await write(me, { journalText: 'Mine and only mine to change.' });
    const before = await stored(entry.entryId);
    const tries: [Person | null, string, unknown, number][] = [
      [other, entry.entryId, { journalText: 'Someone else rewrote this.' }, 404],
      [me, crypto.randomUUID(), { journalText: 'No such entry exists here.' }, 404],
      [null, entry.entryId, { journalText: 'Nobody signed in here.' }, 401],
      [me, 'not-a-uuid', { journalText: 'A fine text for an edit.' }, 400],
      [me, entry.entryId, {}, 400],
      [me, entry.entryId, { journalText: 'short' }, 400],
      [me, entry.entryId, { journalText: 'x'.repeat(1001) }, 400],
      [me, entry.entryId, { moodTag: 'ecstatic' }, 400],
      [me, entry.entryId, { visibility: 'friends' }, 400],
      [me, entry.entryId, { journalText: 'A fine text for an edit.', moderationStatus: 'visible' }, 400],
      [me, entry.entryId, { journalText: 'A fine text for an edit.', userCookie: other.cookie }, 403],
    ];
    for (const [who, id, body, status] of tries) {
      const res = await h.api(`/api/entries/${id}`, { method: 'PATCH', token: who?.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toHaveProperty('message');
    }
    const bad = await h.api(`/api/entries/${entry.entryId}`, { method: 'PATCH', token: me.token, body: '{oops' });
    expect(bad.status).toBe(400);
    expect(await stored(entry.entryId)).toEqual(before);
  });
});

describe('DELETE /api/entries/:id', () => {
  it('removes the entry, its reactions and its counts in one go; twice is 404', async () => {
    const me = await h.anonymous();
    const fan = await h.anonymous();
    const entry = await write(me, { journalText: 'Something worth a little love today.', visibility: 'public' });
    const reacted = await h.api(`/api/entries/${entry.entryId}/reactions`, {
      method: 'POST',
      token: fan.token,
      body: { reactionType: 'love' },
    });
    expect(reacted.status).toBe(200);
    const statsBefore = (await h.api('/api/community/stats')).body;

    expect((await h.api(`/api/entries/${entry.entryId}`, { method: 'DELETE', token: fan.token })).status).toBe(404);
    expect((await h.api(`/api/entries/${entry.entryId}`, { method: 'DELETE' })).status).toBe(401);
    expect((await h.api('/api/entries/nope', { method: 'DELETE', token: me.token })).status).toBe(400);
    expect(await stored(entry.entryId)).toBeDefined();

    const res = await h.api(`/api/entries/${entry.entryId}`, { method: 'DELETE', token: me.token });
    expect(res).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await stored(entry.entryId)).toBeUndefined();
    const [left] = await h.db.query<{ reactions: number; texts: number }>(
      `select (select count(*)::int from public.reactions where entry_id = $1) as reactions,
              (select count(*)::int from public.entry_texts where entry_id = $1) as texts`,
      [entry.entryId],
    );
    expect(left).toEqual({ reactions: 0, texts: 0 });
    const statsAfter = (await h.api('/api/community/stats')).body;
    expect(statsAfter.totalPublicEntries).toBe(statsBefore.totalPublicEntries - 1);
    expect(statsAfter.totalReactions).toBe(statsBefore.totalReactions - 1);
    expect(await feedIds()).not.toContain(entry.entryId);

    const again = await h.api(`/api/entries/${entry.entryId}`, { method: 'DELETE', token: me.token });
    expect(again).toMatchObject({ status: 404, body: { message: 'Entry not found' } });
  });
});

describe('GET /api/export', () => {
  it('downloads everything that is the caller’s as one JSON object', async () => {
    const me = await h.anonymous();
    const other = await h.anonymous();
    const mine = await write(me, { journalText: 'Export me: the lake at dawn was still.', promptUsed: '' });
    await write(me, { journalText: 'A second entry, shared with everyone.', visibility: 'public' });
    // An ordinary public entry (the gate holds one with any risk signal, and a held entry takes no reactions).
    const theirs = await write(other, {
      journalText: "Somebody else's morning of baking bread, not yours to export.",
      visibility: 'public',
    });
    await h.api(`/api/entries/${theirs.entryId}/reactions`, {
      method: 'POST',
      token: me.token,
      body: { reactionType: 'strength' },
    });

    const res = await h.api('/api/export?format=json', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hearth-journal-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toMatchObject({ format: 'hearth-journal', version: 1, exportedAt: expect.any(String) });
    expect(res.body.entries).toHaveLength(2);
    expect(res.body.entries[1]).toMatchObject({
      entryId: mine.entryId,
      journalText: 'Export me: the lake at dawn was still.',
      moodTag: '😊',
      mood: 'Joyful',
      visibility: 'private',
      moderationStatus: 'visible',
      aiReflection: expect.any(String),
      reflectionBy: 'builtin',
      tags: expect.any(Array),
      timestamp: mine.timestamp,
    });
    expect(res.body.reactions).toEqual([
      { entryId: theirs.entryId, reactionType: 'strength', timestamp: expect.any(String) },
    ]);
    expect(res.body.supportiveMessages).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('not yours to export');
  });

  it('writes a readable Markdown journal, newest first', async () => {
    const me = await h.anonymous();
    await write(me, { journalText: '# Not a heading, just my first words.' });
    await write(me, { journalText: 'The second entry comes first in the file.' });
    const res = await h.api('/api/export?format=markdown', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="hearth-journal-.*\.md"$/);
    expect(res.headers.get('content-type')).toContain('text/markdown');
    const text = String(res.body);
    expect(text.startsWith('# My Hearth journal')).toBe(true);
    expect(text.indexOf('The second entry')).toBeLessThan(text.indexOf('first words'));
    expect(text).toContain('\\# Not a heading');
    expect(text).toContain("A reflection from Hearth's built-in guide");
  });

  it('refuses without a session (401) and an unknown format (400)', async () => {
    const me = await h.anonymous();
    expect((await h.api('/api/export')).status).toBe(401);
    expect((await h.api('/api/export?format=pdf', { token: me.token })).status).toBe(400);
  });
});

describe('GET /api/entries/search', () => {
  it('finds the caller’s own words in any language, best first, the matches marked and everything else escaped', async () => {
    const me = await h.anonymous();
    const other = await h.anonymous();
    const sea = await write(me, { journalText: 'The sea was loud. The sea was <b>wild</b> & grey by the sea.' });
    const once = await write(me, { journalText: 'We talked about the sea only once today.' });
    const german = await write(me, { journalText: 'Ich bin heute so müde und traurig gewesen.' });
    await write(other, { journalText: 'Someone else also wrote about the sea.' });

    const res = await h.api(`/api/entries/search?q=${encodeURIComponent('sea')}`, { token: me.token });
    expect(res.status).toBe(200);
    const ids = res.body.entries.map((e: Entry) => e.entryId);
    expect(ids).toEqual([sea.entryId, once.entryId]);
    const hit = res.body.entries[0];
    expect(hit.journalText).toBe('The sea was loud. The sea was <b>wild</b> & grey by the sea.');
    expect(hit.highlight).toContain('<mark>sea</mark>');
    // Only the marks are markup: the writer's own <b> and & are text, never HTML.
    expect(hit.highlight).toContain('&amp;');
    expect(hit.highlight.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(hit.rank).toBeGreaterThan(res.body.entries[1].rank);

    const müde = await h.api(`/api/entries/search?q=${encodeURIComponent('müde')}`, { token: me.token });
    expect(müde.body.entries.map((e: Entry) => e.entryId)).toEqual([german.entryId]);
    const notSea = await h.api(`/api/entries/search?q=${encodeURIComponent('sea -once')}`, { token: me.token });
    expect(notSea.body.entries.map((e: Entry) => e.entryId)).toEqual([sea.entryId]);
    const phrase = await h.api(`/api/entries/search?q=${encodeURIComponent('"sea only"')}`, { token: me.token });
    expect(phrase.body.entries.map((e: Entry) => e.entryId)).toEqual([once.entryId]);
  });

  it('never answers 500: quotes, operators, emoji, markup, 2,000 characters', async () => {
    const me = await h.anonymous();
    await write(me, { journalText: 'Something to search through, with 😊 in it.' });
    for (const q of [
      '',
      '"',
      '"""',
      "'",
      '-',
      'or',
      '!',
      '& | ! :* <->',
      '(sea',
      '😊',
      '\\',
      '%',
      '<script>alert(1)</script>',
      'a'.repeat(2000),
      'word '.repeat(400),
      '\u0000',
      '\u0001\u0002',
    ]) {
      const res = await h.api(`/api/entries/search?q=${encodeURIComponent(q)}`, { token: me.token });
      expect([200, 400], JSON.stringify(q.slice(0, 20))).toContain(res.status);
      if (res.status === 200) expect(Array.isArray(res.body.entries)).toBe(true);
    }
    expect((await h.api(`/api/entries/search?q=${'a'.repeat(2001)}`, { token: me.token })).status).toBe(400);
    expect((await h.api('/api/entries/search?q=sea')).status).toBe(401);
  });
});

describe('GET /api/timeline/on-this-day', () => {
  it('returns the caller’s entries from this day in earlier months and years, not today’s', async () => {
    const me = await h.anonymous();
    const other = await h.anonymous();
    const lastYear = await write(me, { journalText: 'A year ago today I started this.' });
    const lastMonth = await write(me, { journalText: 'A month ago today, a quiet day.' });
    const otherDay = await write(me, { journalText: 'Some other day entirely, not today.' });
    const today = await write(me, { journalText: 'Today I wrote this, right now.' });
    const theirs = await write(other, { journalText: 'Not mine, a year ago today.' });
    const move = (id: string, when: string) =>
      h.db.exec(
        `update public.entries set created_at = '${when}' where id = '${id}';
         update public.entry_texts set created_at = '${when}' where entry_id = '${id}';`,
      );
    await move(lastYear.entryId, '2025-06-15T12:00:00Z');
    await move(lastMonth.entryId, '2026-05-15T12:00:00Z');
    await move(otherDay.entryId, '2026-05-14T12:00:00Z');
    await move(today.entryId, '2026-06-15T09:00:00Z');
    await move(theirs.entryId, '2025-06-15T12:00:00Z');

    const res = await h.api('/api/timeline/on-this-day?date=2026-06-15&tz=UTC', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: Entry) => e.entryId)).toEqual([lastMonth.entryId, lastYear.entryId]);
    expect(res.body.entries[0].journalText).toBe('A month ago today, a quiet day.');

    // 12:00 UTC on the 15th is still the 15th in Tokyo; 23:30 on the 14th in Los Angeles is not.
    const tokyo = await h.api('/api/timeline/on-this-day?date=2026-06-15&tz=Asia/Tokyo', { token: me.token });
    expect(tokyo.body.entries).toHaveLength(2);
    expect((await h.api('/api/timeline/on-this-day', { token: me.token })).status).toBe(200);
  });

  it('refuses a bad date or time zone (400) and no session (401)', async () => {
    const me = await h.anonymous();
    expect((await h.api('/api/timeline/on-this-day?date=2026-13-40', { token: me.token })).status).toBe(400);
    expect((await h.api('/api/timeline/on-this-day?tz=Nowhere/Atlantis', { token: me.token })).status).toBe(400);
    expect((await h.api("/api/timeline/on-this-day?tz=UTC';--", { token: me.token })).status).toBe(400);
    expect((await h.api('/api/timeline/on-this-day')).status).toBe(401);
  });
});

describe('GET/PUT /api/settings', () => {
  it('defaults to the built-in guide without a provider, and keeps the caller’s choice', async () => {
    const me = await h.anonymous();
    expect(await h.api('/api/settings', { token: me.token })).toMatchObject({
      status: 200,
      body: { aiReflections: 'builtin', providerModel: null },
    });
    const off = await h.api('/api/settings', { method: 'PUT', token: me.token, body: { aiReflections: 'off' } });
    expect(off).toMatchObject({ status: 200, body: { aiReflections: 'off' } });
    expect((await h.api('/api/settings', { token: me.token })).body.aiReflections).toBe('off');
    const entry = await write(me, { journalText: 'No reflection for this one, please.' });
    expect(entry).toMatchObject({ aiReflection: null, reflectionBy: null, safety: { level: 'none' } });
    const crisis = await write(me, { journalText: 'I have a plan to end my life tonight.' });
    expect(crisis.aiReflection).toBeNull();
    expect((crisis.crisisResources as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuses bad input (400) and no session (401), changing nothing', async () => {
    const me = await h.anonymous();
    await h.api('/api/settings', { method: 'PUT', token: me.token, body: { aiReflections: 'builtin' } });
    for (const body of [{}, { aiReflections: 'gpt' }, { aiReflections: 'off', extra: 1 }, 'nope']) {
      const res = await h.api('/api/settings', { method: 'PUT', token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.api('/api/settings', { method: 'PUT', body: { aiReflections: 'off' } })).status).toBe(401);
    expect((await h.api('/api/settings')).status).toBe(401);
    expect((await h.api('/api/settings', { token: me.token })).body.aiReflections).toBe('builtin');
  });
});

/** Every row in a public or private table that names the user (the columns that can). */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const [row] = await h.db.query<Record<string, number>>(
    `select
       (select count(*)::int from auth.users where id = $1) as users,
       (select count(*)::int from auth.sessions where user_id = $1) as sessions,
       (select count(*)::int from auth.identities where user_id = $1) as identities,
       (select count(*)::int from public.profiles where id = $1) as profiles,
       (select count(*)::int from public.entries where user_id = $1) as entries,
       (select count(*)::int from public.entry_texts where user_id = $1) as entry_texts,
       (select count(*)::int from public.reactions where user_id = $1) as reactions,
       (select count(*)::int from public.supportive_messages where recipient_id = $1 or sender_id = $1) as messages,
       (select count(*)::int from public.entry_reports where reporter_id = $1) as reports,
       (select count(*)::int from public.writer_tallies where user_id = $1) as tallies,
       (select count(*)::int from private.writer_days where user_id = $1) as days,
       (select count(*)::int from private.user_settings where user_id = $1) as settings,
       (select count(*)::int from private.rate_limit_events where subject = $1::text) as events`,
    [userId],
  );
  return row!;
}

describe('DELETE /api/account', () => {
  it('an anonymous visitor confirms, and everything of theirs is gone; the old token is refused', async () => {
    const me = await h.anonymous();
    const friend = await h.anonymous();
    const mine = await write(me, { journalText: 'My words, to be taken away with me.', visibility: 'public' });
    const theirs = await write(friend, { journalText: 'A friend’s entry that I supported.', visibility: 'public' });
    await h.api(`/api/entries/${theirs.entryId}/reactions`, {
      method: 'POST',
      token: me.token,
      body: { reactionType: 'support' },
    });
    await h.api(`/api/entries/${mine.entryId}/reactions`, {
      method: 'POST',
      token: friend.token,
      body: { reactionType: 'love' },
    });
    const options = (await h.api(`/api/supportive-responses/${theirs.entryId}`)).body as string[];
    await h.api(`/api/entries/${theirs.entryId}/supportive-response`, {
      method: 'POST',
      token: me.token,
      body: { response: options[0] },
    });
    await h.api(`/api/entries/${mine.entryId}/supportive-response`, {
      method: 'POST',
      token: friend.token,
      body: { response: options[0] },
    });
    const report = await h.api(`/api/entries/${theirs.entryId}/report`, {
      method: 'POST',
      token: me.token,
      body: { reason: 'spam' },
    });
    expect(report.status, 'the report this test removes must exist first').toBe(201);
    await h.api('/api/settings', { method: 'PUT', token: me.token, body: { aiReflections: 'builtin' } });
    expect((await stored(theirs.entryId))!.support_count).toBe(1);

    for (const body of [undefined, {}, { confirm: false }, { confirm: 'yes' }]) {
      const res = await h.api('/api/account', { method: 'DELETE', token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.api('/api/account', { method: 'DELETE', body: { confirm: true } })).status).toBe(401);
    expect((await rowsNaming(me.id)).entries).toBe(1);

    const res = await h.api('/api/account', { method: 'DELETE', token: me.token, body: { confirm: true } });
    expect(res).toMatchObject({ status: 200, body: { deleted: true } });
    expect(
      Object.values(await rowsNaming(me.id)).every((n) => n === 0),
      JSON.stringify(await rowsNaming(me.id)),
    ).toBe(true);
    expect((await stored(theirs.entryId))!.support_count).toBe(0);
    expect(await stored(mine.entryId)).toBeUndefined();
    // What they sent stays with its recipient, without a sender.
    const inbox = await h.api('/api/supportive-messages', { token: friend.token });
    expect(inbox.body.messages).toHaveLength(1);

    for (const path of ['/api/settings', '/api/export']) {
      const after = await h.api(path, { token: me.token });
      expect(after.status, path).toBe(401);
    }
    expect((await h.api('/api/account', { method: 'DELETE', token: me.token, body: { confirm: true } })).status).toBe(
      401,
    );
  });

  it('a registered user gives their current password; a wrong one changes nothing', async () => {
    const me = await h.registered();
    await write(me, { journalText: 'Registered words that will leave with me.' });
    expect((await h.api('/api/account', { method: 'DELETE', token: me.token, body: { confirm: true } })).status).toBe(
      400,
    );
    const wrong = await h.api('/api/account', {
      method: 'DELETE',
      token: me.token,
      body: { confirm: true, password: 'not my password 99' },
    });
    expect(wrong).toMatchObject({ status: 403, body: { message: 'That password is not right.' } });
    expect((await rowsNaming(me.id)).entries).toBe(1);
    expect((await h.api('/api/user', { token: me.token })).status).toBe(200);

    const res = await h.api('/api/account', {
      method: 'DELETE',
      token: me.token,
      body: { confirm: true, password: me.password },
    });
    expect(res.status).toBe(200);
    expect(Object.values(await rowsNaming(me.id)).every((n) => n === 0)).toBe(true);
    expect((await h.api('/api/user', { token: me.token })).status).toBe(401);
    const login = await h.api('/api/login', { method: 'POST', body: { username: me.username, password: me.password } });
    expect(login.status).toBe(401);
  });
});
