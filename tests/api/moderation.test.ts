// Moderation through /api (issue 16): every route, every 403, and what release, hide and care do
// to the feed and to the writer's inbox — on the real stack (database, local Auth, API).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyModeratorRole } from '../../local/auth/moderators.ts';
import { loadUser } from '../../local/auth/users.ts';
import { startHarness, unique, type Harness, type Person, writeEntry } from './harness.ts';

let h: Harness;
let moderator: Person;
const MODERATOR = unique('mod_');

beforeAll(async () => {
  h = await startHarness({ moderators: [MODERATOR.toUpperCase()] });
  moderator = await h.registered(MODERATOR);
});
afterAll(() => h?.close());

type Entry = { entryId: string; moderationStatus: string; holdReason?: string | null };
type Queued = { entryId: string; sharedText: string; reasons: string[]; reportCount: number; heldAt: string };

const write = (person: Person, journalText: string, visibility = 'public'): Promise<Entry> =>
  writeEntry(h, person, journalText, visibility);

const queue = async (token = moderator.token): Promise<Queued[]> => {
  const res = await h.api('/api/moderation/queue', { token });
  expect(res.status).toBe(200);
  return res.body.entries;
};
const inFeed = async (entryId: string) =>
  ((await h.api('/api/feed?limit=50')).body.entries as Entry[]).some((e) => e.entryId === entryId);
const timelineEntry = async (person: Person, entryId: string) =>
  ((await h.api('/api/timeline', { token: person.token })).body.entries as Entry[]).find((e) => e.entryId === entryId);
const report = (person: Person, entryId: string, reason = 'spam') =>
  h.api(`/api/entries/${entryId}/report`, { method: 'POST', token: person.token, body: { reason } });
const careMessages = async () =>
  (await h.api('/api/moderation/care-messages', { token: moderator.token })).body.careMessages as {
    id: number;
    message: string;
  }[];

describe('who may moderate', () => {
  it('a listed username signs in with app_metadata.role = moderator; /api/user says so', async () => {
    expect((await h.api('/api/user', { token: moderator.token })).body).toMatchObject({
      username: MODERATOR,
      isModerator: true,
    });
    const someone = await h.registered();
    expect((await h.api('/api/user', { token: someone.token })).body).not.toHaveProperty('isModerator');
  });

  it('a name taken off the list loses the role at its next token; the role is kept with the other metadata', async () => {
    const user = (await loadUser(h.db, moderator.id))!;
    expect(user.raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'], role: 'moderator' });
    const unlisted = await applyModeratorRole(h.db, user, ['someone_else']);
    expect((await loadUser(h.db, moderator.id))!.raw_app_meta_data).toEqual({
      provider: 'email',
      providers: ['email'],
    });
    await applyModeratorRole(h.db, unlisted, [MODERATOR]);
    expect((await loadUser(h.db, moderator.id))!.raw_app_meta_data).toMatchObject({ role: 'moderator' });
  });

  it('every moderation route answers 401 without a token and 403 to everyone but a moderator', async () => {
    const entry = await write(await h.anonymous(), 'An ordinary public entry about my week.');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/moderation/queue'],
      ['GET', '/api/moderation/care-messages'],
      ['GET', '/api/moderation/actions'],
      ['POST', `/api/moderation/entries/${entry.entryId}/release`],
      ['POST', `/api/moderation/entries/${entry.entryId}/hide`],
      ['POST', `/api/moderation/entries/${entry.entryId}/care`, { careMessageId: 1 }],
    ];
    const registered = await h.registered();
    const anonymous = await h.anonymous();
    for (const [method, path, body] of routes) {
      expect((await h.api(path, { method, body })).status, `${method} ${path} without a token`).toBe(401);
      for (const person of [registered, anonymous]) {
        const res = await h.api(path, { method, body, token: person.token });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ message: 'Only moderators can do this' });
      }
    }
    expect(await inFeed(entry.entryId)).toBe(true);
  });
});

describe('the queue and its actions', () => {
  it('a crisis post waits with its reasons; care lands once in the writer’s inbox with the crisis lines', async () => {
    const writer = await h.registered();
    const entry = await write(writer, 'I want to end my life, I cannot do this anymore. Call me at 555-123-4567.');
    expect(entry).toMatchObject({ moderationStatus: 'held', holdReason: 'safety' });
    expect(await inFeed(entry.entryId)).toBe(false);

    const queued = (await queue()).find((e) => e.entryId === entry.entryId)!;
    expect(queued).toMatchObject({ reportCount: 0, moderationStatus: 'held', careSent: false });
    // In the safety check's plain words (whatever its rule: crisis, concern, language not checked).
    expect(queued.reasons.length).toBeGreaterThan(0);
    expect(Date.parse(queued.heldAt)).not.toBeNaN();
    // Only what was shared: the redacted copy, never the writer or their original words.
    expect(queued.sharedText).not.toContain('555-123-4567');
    expect(JSON.stringify(queued)).not.toContain(writer.id);
    expect(Object.keys(queued).sort()).toEqual([
      'careSent',
      'entryId',
      'heldAt',
      'moderationStatus',
      'moodTag',
      'promptUsed',
      'reasons',
      'reportCount',
      'sharedText',
    ]);

    const catalogue = await careMessages();
    expect(catalogue.length).toBeGreaterThanOrEqual(3);
    const unreadBefore = (await h.api('/api/supportive-messages/unread-count', { token: writer.token })).body.count;
    const care = await h.api(`/api/moderation/entries/${entry.entryId}/care`, {
      method: 'POST',
      token: moderator.token,
      body: { careMessageId: catalogue[0]!.id },
    });
    expect(care).toMatchObject({ status: 201, body: { sent: true } });
    const again = await h.api(`/api/moderation/entries/${entry.entryId}/care`, {
      method: 'POST',
      token: moderator.token,
      body: { careMessageId: catalogue[1]!.id },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'A care message was already sent for this entry' } });
    expect(
      (
        await h.api(`/api/moderation/entries/${entry.entryId}/care`, {
          method: 'POST',
          token: moderator.token,
          body: { careMessageId: 'one' },
        })
      ).status,
    ).toBe(400);

    expect((await h.api('/api/supportive-messages/unread-count', { token: writer.token })).body.count).toBe(
      unreadBefore + 1,
    );
    const inbox = (await h.api('/api/supportive-messages', { token: writer.token })).body.messages;
    const message = inbox.find((m: { kind: string }) => m.kind === 'care');
    expect(message).toMatchObject({ message: catalogue[0]!.message, from: 'the Hearth team', isRead: false });
    expect(message.crisisResources.map((r: { contact: string }) => r.contact).join(' ')).toMatch(/988/);
    expect((await queue()).find((e) => e.entryId === entry.entryId)).toMatchObject({ careSent: true });

    // Hide: out of every public list for good; the writer still has it and is told.
    const hidden = await h.api(`/api/moderation/entries/${entry.entryId}/hide`, {
      method: 'POST',
      token: moderator.token,
    });
    expect(hidden).toMatchObject({ status: 200, body: { entryId: entry.entryId, moderationStatus: 'hidden' } });
    expect((await queue()).some((e) => e.entryId === entry.entryId)).toBe(false);
    expect(await inFeed(entry.entryId)).toBe(false);
    expect(await timelineEntry(writer, entry.entryId)).toMatchObject({ moderationStatus: 'hidden' });
    expect(
      (await h.api(`/api/moderation/entries/${entry.entryId}/release`, { method: 'POST', token: moderator.token }))
        .status,
    ).toBe(404);
    const actions = (await h.api('/api/moderation/actions', { token: moderator.token })).body.actions;
    expect(actions.filter((a: { entryId: string }) => a.entryId === entry.entryId)).toMatchObject([
      { action: 'hide', careMessage: null, byMe: true },
      { action: 'care', careMessage: catalogue[0]!.message, byMe: true },
    ]);
  });

  it('reports: a listed reason, throw-away accounts reach the queue but cannot hold, 3 established reporters do', async () => {
    const writer = await h.registered();
    const entry = await write(writer, 'A cheerful note about my garden and the tomatoes.');
    const first = await h.anonymous();
    expect((await report(first, entry.entryId, 'I do not like it')).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await report(await h.anonymous(), entry.entryId)).status).toBe(201);
    expect(await inFeed(entry.entryId)).toBe(true);
    expect((await queue()).find((e) => e.entryId === entry.entryId)).toMatchObject({
      reportCount: 3,
      moderationStatus: 'visible',
      reasons: ['reported 3 times: spam'],
    });

    const reporters = [await h.registered(), await h.registered(), await h.registered()];
    expect((await report(reporters[0]!, entry.entryId, 'harassment or hate')).status).toBe(201);
    expect((await report(reporters[0]!, entry.entryId, 'spam')).status).toBe(201);
    expect((await report(reporters[1]!, entry.entryId)).status).toBe(201);
    expect(await inFeed(entry.entryId)).toBe(true);
    expect((await report(reporters[2]!, entry.entryId)).status).toBe(201);
    expect(await inFeed(entry.entryId)).toBe(false);

    expect(await timelineEntry(writer, entry.entryId)).toMatchObject({
      moderationStatus: 'held',
      holdReason: 'reports',
    });
    const inbox = (await h.api('/api/supportive-messages', { token: writer.token })).body.messages;
    expect(inbox[0]).toMatchObject({ kind: 'notice', from: 'the Hearth team' });
    expect(inbox[0].message).not.toMatch(/flag|violat/i);
    expect((await queue()).find((e) => e.entryId === entry.entryId)).toMatchObject({
      reportCount: 6,
      moderationStatus: 'held',
      reasons: ['reported 6 times: harassment or hate, spam'],
    });

    // Release: back in the feed at once, and the same reporters cannot hold it again.
    const released = await h.api(`/api/moderation/entries/${entry.entryId}/release`, {
      method: 'POST',
      token: moderator.token,
    });
    expect(released).toMatchObject({ status: 200, body: { entryId: entry.entryId, moderationStatus: 'visible' } });
    expect(await inFeed(entry.entryId)).toBe(true);
    expect(await timelineEntry(writer, entry.entryId)).toMatchObject({ moderationStatus: 'visible', holdReason: null });
    for (const reporter of reporters) expect((await report(reporter, entry.entryId)).status).toBe(201);
    expect(await inFeed(entry.entryId)).toBe(true);
    expect((await queue()).some((e) => e.entryId === entry.entryId)).toBe(false);

    // The audit trail: what happened, newest first, for moderators only.
    const actions = (await h.api('/api/moderation/actions', { token: moderator.token })).body.actions;
    expect(actions[0]).toMatchObject({
      entryId: entry.entryId,
      action: 'release',
      byMe: true,
      reasons: ['reported 6 times: harassment or hate, spam'],
    });
  });

  it('a private entry is never in the queue, and an unknown one is 404', async () => {
    const writer = await h.anonymous();
    const entry = await write(writer, 'A private thought nobody else should see.', 'private');
    expect((await queue()).some((e) => e.entryId === entry.entryId)).toBe(false);
    for (const action of ['release', 'hide'])
      expect(
        (await h.api(`/api/moderation/entries/${entry.entryId}/${action}`, { method: 'POST', token: moderator.token }))
          .status,
      ).toBe(404);
    expect(
      (
        await h.api(`/api/moderation/entries/${entry.entryId}/care`, {
          method: 'POST',
          token: moderator.token,
          body: { careMessageId: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.api('/api/moderation/entries/not-an-id/release', { method: 'POST', token: moderator.token })).status,
    ).toBe(400);
  });
});
