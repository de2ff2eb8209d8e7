// The public gate (issue 12 item 3): any risk signal — crisis, concern, or a language the check cannot read —
// holds a public post for review; only a post with no signal reaches others at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Person } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

type Entry = Record<string, unknown> & { entryId: string };

async function share(person: Person, journalText: string): Promise<Entry> {
  const res = await h.api('/api/entries', {
    method: 'POST',
    token: person.token,
    body: { moodTag: 'sad', journalText, visibility: 'public' },
  });
  if (res.status !== 201) throw new Error(`write → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.entry;
}

async function stored(entryId: string) {
  const [row] = await h.db.query<{ safety_level: string; safety_reasons: string[]; moderation_status: string }>(
    'select safety_level, safety_reasons, moderation_status from public.entries where id = $1',
    [entryId],
  );
  return row!;
}

async function inFeed(entryId: string): Promise<boolean> {
  const reader = await h.anonymous();
  const res = await h.api('/api/feed?limit=50', { token: reader.token });
  return (res.body.entries as Entry[]).some((e) => e.entryId === entryId);
}

// Italian: a language the check does not read. The words are ordinary; the point is that nobody checked them.
const UNREADABLE =
  'Oggi sono andata al mercato con mia sorella, abbiamo comprato pomodori e basilico e poi abbiamo cucinato insieme per tutta la famiglia.';

describe('the public gate', () => {
  it('holds a public post in a language the check cannot read, and says why', async () => {
    const entry = await share(await h.anonymous(), UNREADABLE);
    expect(await stored(entry.entryId)).toMatchObject({
      safety_level: 'concern',
      moderation_status: 'held',
      safety_reasons: expect.arrayContaining(['language not checked']),
    });
    expect(await inFeed(entry.entryId)).toBe(false);
  });

  it('holds a public post with a concern, not only a crisis', async () => {
    const entry = await share(
      await h.anonymous(),
      'I feel completely hopeless about this job hunt, nothing is ever going to get better.',
    );
    expect((await stored(entry.entryId)).safety_level).not.toBe('none');
    expect((await stored(entry.entryId)).moderation_status).toBe('held');
    expect(await inFeed(entry.entryId)).toBe(false);
  });

  it('holds a plan told without a death word, in Spanish', async () => {
    const entry = await share(
      await h.anonymous(),
      'Ya elegí la fecha, el 14, después de cobrar, así dejo pagado el alquiler y mi hermano no tiene que hacerse cargo de nada.',
    );
    expect(await stored(entry.entryId)).toMatchObject({ safety_level: 'crisis', moderation_status: 'held' });
    expect(await inFeed(entry.entryId)).toBe(false);
  });

  it('publishes a post with no signal at once', async () => {
    const entry = await share(
      await h.anonymous(),
      'Baked bread with my niece this afternoon and the whole flat smells of it.',
    );
    expect(await stored(entry.entryId)).toMatchObject({ safety_level: 'none', moderation_status: 'visible' });
    expect(await inFeed(entry.entryId)).toBe(true);
  });
});
