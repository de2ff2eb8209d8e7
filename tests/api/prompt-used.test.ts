// promptUsed through /api (issue 12 item 6): Hearth's own prompts are kept as they are; any other text is
// checked like the entry, redacted where others see it, and capped at 200 characters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PROMPTS, WEEKLY_CHALLENGE } from '../../supabase/functions/_shared/domain/prompts.ts';
import { startHarness, type Harness, type Person } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

type Entry = Record<string, unknown> & { entryId: string; promptUsed: string };

async function write(person: Person, body: Record<string, unknown>): Promise<Entry> {
  const res = await h.api('/api/entries', { method: 'POST', token: person.token, body: { moodTag: 'happy', ...body } });
  if (res.status !== 201) throw new Error(`write → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.entry;
}

/** The entry as the feed shows it to someone else. */
async function inFeed(entryId: string): Promise<Entry | undefined> {
  const reader = await h.anonymous();
  const res = await h.api('/api/feed?limit=50', { token: reader.token });
  return (res.body.entries as Entry[]).find((e) => e.entryId === entryId);
}

const ORDINARY = 'Cleaned the kitchen, called my sister, and took a slow walk before dinner.';

describe('promptUsed', () => {
  it("keeps Hearth's own prompts as they are: the database's, the sample prompts and the weekly challenge", async () => {
    const me = await h.anonymous();
    const fromDb = (await h.api('/api/prompt')).body.prompt as string;
    // The SPA may hold the sample prompt with a straight apostrophe; Hearth's own wording is stored.
    const curly = SAMPLE_PROMPTS.find((p) => p.includes('’'))!;
    for (const [sent, stored] of [
      [fromDb, fromDb],
      [SAMPLE_PROMPTS[0]!, SAMPLE_PROMPTS[0]!],
      [curly.replace('’', "'"), curly],
      [WEEKLY_CHALLENGE, WEEKLY_CHALLENGE],
    ]) {
      const entry = await write(me, { journalText: ORDINARY, promptUsed: sent, visibility: 'public' });
      expect(entry.promptUsed).toBe(stored);
      expect((await inFeed(entry.entryId))?.promptUsed).toBe(stored);
    }
  });

  it('redacts personal data in any other prompt of a shared entry, for everyone who sees it', async () => {
    const me = await h.anonymous();
    const promptUsed = 'Prompt from Coach Delgado: how was practice? Call 617-555-0188 or mail kdelgado@example.org';
    const entry = await write(me, { journalText: ORDINARY, promptUsed, visibility: 'public' });
    const shown = (await inFeed(entry.entryId))?.promptUsed;
    expect(shown).toBe('Prompt from [name]: how was practice? Call [phone] or mail [email]');
    expect(entry.promptUsed).toBe(shown);
    const [stored] = await h.db.query<{ prompt_used: string }>('select prompt_used from public.entries where id = $1', [
      entry.entryId,
    ]);
    expect(stored!.prompt_used).not.toMatch(/Delgado|617|kdelgado/);
  });

  it('keeps the words of a private entry’s own prompt for its writer, capped at 200 characters', async () => {
    const me = await h.anonymous();
    const promptUsed = `Questions from Priya for me: ${'what went well today and what did not, '.repeat(12)}`.trim();
    const entry = await write(me, { journalText: ORDINARY, promptUsed });
    expect(entry.promptUsed.length).toBeLessThanOrEqual(200);
    expect(entry.promptUsed).toMatch(/^Questions from Priya for me: what went well/);
    expect(entry.promptUsed.endsWith('…')).toBe(true);
  });

  it('holds a shared entry whose prompt is a crisis text, and answers with crisis resources', async () => {
    const me = await h.anonymous();
    const entry = await write(me, {
      journalText: ORDINARY,
      promptUsed: 'I have decided to kill myself tonight, I already have the pills',
      visibility: 'public',
    });
    expect(entry.safety).toEqual({ level: 'crisis' });
    expect(JSON.stringify(entry.crisisResources)).toMatch(/988/);
    expect(await inFeed(entry.entryId)).toBeUndefined();
    const [stored] = await h.db.query<{ safety_level: string; moderation_status: string }>(
      'select safety_level, moderation_status from public.entries where id = $1',
      [entry.entryId],
    );
    expect(stored).toEqual({ safety_level: 'crisis', moderation_status: 'held' });
  });

  it('publishes a shared entry whose free-text prompt carries no risk', async () => {
    const me = await h.anonymous();
    const entry = await write(me, {
      journalText: ORDINARY,
      promptUsed: 'What made you laugh this week?',
      visibility: 'public',
    });
    expect(entry.safety).toEqual({ level: 'none' });
    expect((await inFeed(entry.entryId))?.promptUsed).toBe('What made you laugh this week?');
  });
});
