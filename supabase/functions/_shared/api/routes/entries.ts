// Writing an entry: the reflection, the safety check and the shared (redacted) copy, then one insert.
// Editing one does all of that again; deleting one takes its reactions and counts with it (issue 17).
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { asCaller, queryAsWriter, type Row } from '../../db.ts';
import { CRISIS_RESOURCES } from '../../domain/crisis-lines.ts';
import { aiReflectionsOf, reflectAsChosen, type AiReflections } from '../ai-choice.ts';
import { editLimits, entryLimits, oneEntryAtATime } from '../entry-limits.ts';
import type { Deps } from '../deps.ts';
import { fail } from '../errors.ts';
import { checkUserCookie, requireUser } from '../identity.ts';
import { toEntry, toSearchHit } from '../mapping.ts';
import { checkPromptUsed, raiseForPrompt } from '../prompt-used.ts';
import { findPersonalData, redactForSharing, type PersonalData, type ReflectInput } from '../../reflection/index.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** What the reflection is asked, with the words' personal data found once: for its tags and quote, and the shared copy. */
const askFor = (text: string, mood: string, prompt: string) =>
  ({ text, mood, prompt, personalData: findPersonalData(text) }) satisfies ReflectInput;

const factory = createFactory<ApiEnv>();

/** Mounted at /api/entries. */
export function entryRoutes(deps: Deps) {
  return new Hono<ApiEnv>()
    .post('/', ...createEntry(deps))
    .get('/search', ...searchEntries(deps))
    .patch('/:id', ...editEntry(deps))
    .delete('/:id', ...deleteEntry(deps));
}

/** The reflection the writer chose, raised to the prompt's safety level when the prompt carries more risk. */
async function reflectFor(
  { reflect, providerModel }: Pick<Deps, 'reflect' | 'providerModel'>,
  choice: AiReflections,
  asked: ReflectInput,
  prompt: Awaited<ReturnType<typeof checkPromptUsed>>,
) {
  const chosen = await reflectAsChosen(choice, reflect, providerModel, asked);
  const result = raiseForPrompt(chosen.result, prompt, asked);
  if (result === chosen.result) return { result, reflection: chosen.reflection, reflectionBy: chosen.reflectionBy };
  // The prompt's risk decided: the built-in engine answered.
  return choice === 'off'
    ? { result, reflection: null, reflectionBy: null }
    : { result, reflection: result.reflection, reflectionBy: 'builtin' };
}

/** What the API computed, in the order create_entry and update_entry take it after the words and visibility. */
const computed = (
  { result, reflection, reflectionBy }: Awaited<ReturnType<typeof reflectFor>>,
  personalData: PersonalData,
  visibility: 'public' | 'private',
) => [
  reflection,
  result.category,
  result.intensity,
  result.tags,
  result.safety.level,
  result.safety.reasons,
  // Only shared entries get a shareable copy; a private entry's words are stored once.
  visibility === 'public' ? redactForSharing(personalData) : null,
  reflectionBy,
];

const withSafety = (row: Row, level: 'none' | 'concern' | 'crisis') => ({
  ...toEntry(row),
  safety: { level },
  // Any risk signal carries the lines: the crisis card shows them for a crisis, one gentle line for a
  // concern (which includes words the check could not read). The web app renders what is here.
  ...(level !== 'none' ? { crisisResources: CRISIS_RESOURCES } : {}),
});

function createEntry({ db, reflect, feedCache, providerModel }: Deps) {
  return factory.createHandlers(validate('json', schemas.newEntry), oneEntryAtATime(), async (c) => {
    const claims = requireUser(c.get('claims'));
    const input = c.req.valid('json');
    // Over the limits costs nothing but this question (HR429 with its Retry-After); it brings the
    // writer's choice of reflections with it, and checks the session first when this instance did not
    // know it (app.ts: this is the route's first statement).
    const choice = await aiReflectionsOf(
      db,
      claims,
      providerModel,
      entryLimits(input.visibility),
      c.get('sessionCheck'),
    );
    checkUserCookie(claims, input.userCookie);
    // An entry kept on a device while offline may arrive more than once (a retry after a lost
    // answer, two tabs coming back online): the first send wrote it, the others get it back.
    if (input.clientKey) {
      const [written] = await queryAsWriter(db, claims, 'select * from private.entry_for_key($1)', [input.clientKey]);
      if (written) return c.json({ entry: toEntry(written) }, 200);
    }
    const prompt = await checkPromptUsed(db, claims, input.promptUsed, input.visibility);
    const asked = askFor(input.journalText, input.moodTag, prompt.text);
    const reflected = await reflectFor({ reflect, providerModel }, choice, asked, prompt);
    // Through the one door: what the API computed (reflection, safety, the redacted copy) is
    // written by hearth_writer for the verified caller; no client role can assert any of it.
    const [row] = await queryAsWriter(
      db,
      claims,
      input.clientKey
        ? `select * from private.create_entry_once($13,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`
        : `select * from private.create_entry($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [
        input.moodTag,
        prompt.text,
        input.journalText,
        input.visibility,
        ...computed(reflected, asked.personalData, input.visibility),
        ...(input.clientKey ? [input.clientKey] : []),
      ],
    );
    // A private entry never shows in the feed; a public one (unless held) is on page one at once.
    if (input.visibility === 'public') feedCache.changedBy(claims.sub);
    return c.json({ entry: withSafety(row!, reflected.result.safety.level) }, 201);
  });
}

function searchEntries({ db }: Deps) {
  return factory.createHandlers(validate('query', schemas.searchQuery), async (c) => {
    const claims = requireUser(c.get('claims'));
    const { q, limit, offset } = c.req.valid('query');
    const rows = await asCaller(db, claims, (tx) =>
      tx.query(
        `select m.*, s.rank, s.highlight
           from public.search_entries($1, $2, $3) s
           join public.my_entries m on m.id = s.id
          order by s.rank desc, m.created_at desc, m.id desc`,
        [q, limit, offset],
      ),
    );
    return c.json({ entries: rows.map(toSearchHit) });
  });
}

function editEntry({ db, reflect, feedCache, providerModel }: Deps) {
  return factory.createHandlers(validate('param', schemas.idParam), validate('json', schemas.entryEdit), async (c) => {
    const claims = requireUser(c.get('claims'));
    const { id } = c.req.valid('param');
    const edit = c.req.valid('json');
    checkUserCookie(claims, edit.userCookie);
    const [current] = await asCaller(db, claims, (q) =>
      q.query<{ mood: string; journal_text: string; visibility: 'public' | 'private'; prompt_used: string | null }>(
        'select mood, journal_text, visibility, prompt_used from public.my_entries where id = $1',
        [id],
      ),
    );
    if (!current) fail(404, 'Entry not found');
    // Over the edit limit costs nothing but this question: the provider is asked only for an edit that will be taken.
    const choice = await aiReflectionsOf(db, claims, providerModel, editLimits);
    const text = edit.journalText ?? current!.journal_text;
    const mood = edit.moodTag ?? current!.mood;
    const visibility = edit.visibility ?? current!.visibility;
    const prompt = await checkPromptUsed(db, claims, current!.prompt_used ?? '', visibility);
    const asked = askFor(text, mood, prompt.text);
    const reflected = await reflectFor({ reflect, providerModel }, choice, asked, prompt);
    const [row] = await queryAsWriter(
      db,
      claims,
      `select * from private.update_entry($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [id, mood, text, visibility, ...computed(reflected, asked.personalData, visibility)],
    );
    if (visibility === 'public' || current!.visibility === 'public') feedCache.changedBy(claims.sub);
    return c.json({ entry: withSafety(row!, reflected.result.safety.level) });
  });
}

function deleteEntry({ db, feedCache }: Deps) {
  return factory.createHandlers(validate('param', schemas.idParam), async (c) => {
    const claims = requireUser(c.get('claims'));
    const { id } = c.req.valid('param');
    await queryAsWriter(db, claims, 'select private.delete_entry($1)', [id]);
    // Its reactions and counts were in the feed's pages.
    feedCache.changedBy(claims.sub);
    return c.json({ deleted: true });
  });
}
