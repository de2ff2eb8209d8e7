// Crisis lines through the real stack (issue 12, items 2 and 8): the API sends the lines of
// domain/crisis-lines.ts with every entry that carries a risk signal, and a reflection to words the
// check cannot read carries one gentle resource line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_RESOURCES } from '../../supabase/functions/_shared/domain/crisis-lines.ts';
import { detectCrisis } from '../../supabase/functions/_shared/reflection/index.ts';
import { startHarness, type Harness, type Person } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

type Entry = Record<string, any> & { entryId: string };

async function write(person: Person, body: Record<string, unknown>): Promise<Entry> {
  const res = await h.api('/api/entries', { method: 'POST', token: person.token, body: { moodTag: 'sad', ...body } });
  if (res.status !== 201) throw new Error(`write → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.entry;
}

const inFeed = async (id: string) =>
  ((await h.api('/api/feed?limit=50')).body.entries as Entry[]).find((e) => e.entryId === id);

// Polish: none of the languages the detector reads (English, Spanish, Portuguese, French, German).
const UNREADABLE = 'Nie mam już siły na nic. Wszystko jest takie ciężkie i nikt tego nie widzi. Jutro będzie tak samo.';
// The detector's contract for such text (safety-detect, issue 12 item 2). Until that detector is on
// main it reads this text as nothing at all, and the test below waits for it rather than fail.
const detectorReadsLanguages = detectCrisis(UNREADABLE).reasons.includes('language not checked');

describe('crisis resources from one source', () => {
  it('answers a crisis entry with the lines of domain/crisis-lines.ts, act-on-able links first', async () => {
    const entry = await write(await h.anonymous(), {
      journalText: 'I want to end my life, I cannot do this anymore.',
      visibility: 'private',
    });
    expect(entry.safety).toEqual({ level: 'crisis' });
    expect(entry.crisisResources).toEqual(JSON.parse(JSON.stringify(CRISIS_RESOURCES)));
    expect(entry.crisisResources.map((r: { href: string }) => r.href).slice(0, 4)).toEqual([
      'tel:988',
      'sms:988',
      'sms:741741?body=HOME',
      'tel:911',
    ]);
    expect(entry.aiReflection).toMatch(/text HOME to 741741/);
  });

  it('answers a concern with the same lines (shown as one gentle line) and a reflection that mentions 988', async () => {
    const entry = await write(await h.anonymous(), {
      journalText: "What's the point of trying? I mess up everything I touch.",
      moodTag: 'pleading',
    });
    expect(entry.safety).toEqual({ level: 'concern' });
    expect(entry.crisisResources).toEqual(JSON.parse(JSON.stringify(CRISIS_RESOURCES)));
    expect(entry.aiReflection).toMatch(/\b988\b/);
    expect(entry.aiReflection).not.toContain('741741');
  });

  it('sends no lines with an entry that carries no risk signal', async () => {
    // A plain day with nothing in it that the check leans on. (The eleventh round's reader holds "Baked bread with
    // my neighbour and it came out better than last time": a person and "last time" read like its goodbyes. That is
    // one of the false holds tests/safety/README.md counts, not what this test is about.)
    const entry = await write(await h.anonymous(), {
      journalText: 'Watered the tomatoes and read two chapters of my book before tea.',
      moodTag: 'happy',
    });
    expect(entry.safety).toEqual({ level: 'none' });
    expect(entry).not.toHaveProperty('crisisResources');
  });

  it.skipIf(!detectorReadsLanguages)(
    'holds a public post in a language the check cannot read, and its reflection carries one resource line',
    async () => {
      const entry = await write(await h.anonymous(), { journalText: UNREADABLE, visibility: 'public' });
      expect(entry.safety).toEqual({ level: 'concern' });
      expect(entry.crisisResources.length).toBeGreaterThan(0);
      expect(entry.aiReflection.match(/\b988\b/g)).toHaveLength(1);
      expect(entry.aiReflection).toMatch(/in your country/);
      expect(entry.aiReflection).not.toContain('Nie mam');
      expect(await inFeed(entry.entryId)).toBeUndefined();
      const [stored] = await h.db.query<{ safety_reasons: string[]; moderation_status: string }>(
        'select safety_reasons, moderation_status from public.entries where id = $1',
        [entry.entryId],
      );
      expect(stored!.safety_reasons).toContain('language not checked');
      expect(stored!.moderation_status).toBe('held');
    },
  );
});
