// Offline writing (issue 18): an entry kept on a device is sent with the key the device chose, and a
// repeated send of that key never writes it twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Person } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const send = (person: Person, clientKey: string | undefined, text = 'Written on the train, without a signal.') =>
  h.api('/api/entries', {
    method: 'POST',
    token: person.token,
    body: { moodTag: 'sad', journalText: text, userCookie: person.cookie, ...(clientKey ? { clientKey } : {}) },
  });

const entriesOf = async (person: Person) =>
  (
    await h.db.query<{ n: number }>('select count(*)::int as n from public.entry_texts where user_id = $1', [person.id])
  )[0]!.n;

describe('POST /api/entries with a clientKey', () => {
  it('writes the entry once: a repeated send answers 200 with the entry the first wrote', async () => {
    const me = await h.anonymous();
    const key = randomUUID();
    const first = await send(me, key);
    expect(first.status).toBe(201);
    const again = await send(me, key);
    expect(again.status).toBe(200);
    expect(again.body.entry.entryId).toBe(first.body.entry.entryId);
    expect(again.body.entry.journalText).toBe('Written on the train, without a signal.');
    expect(await entriesOf(me)).toBe(1);
  });

  it('writes it once when the same key arrives twice at the same moment', async () => {
    const me = await h.anonymous();
    const key = randomUUID();
    const answers = await Promise.all([send(me, key), send(me, key), send(me, key)]);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([201]));
    expect(new Set(answers.map((a) => a.body.entry.entryId)).size).toBe(1);
    expect(await entriesOf(me)).toBe(1);
  });

  it('scopes keys to the writer, and without a key every send is a new entry', async () => {
    const me = await h.anonymous();
    const other = await h.anonymous();
    const key = randomUUID();
    const mine = await send(me, key);
    const theirs = await send(other, key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.entry.entryId).not.toBe(mine.body.entry.entryId);
    await send(me, undefined);
    await send(me, undefined);
    expect(await entriesOf(me)).toBe(3);
  });

  it('refuses a key that is not a UUID', async () => {
    const me = await h.anonymous();
    expect((await send(me, 'not-a-uuid')).status).toBe(400);
  });
});
