// Writing an entry: the reflection, the safety check and the shared (redacted) copy, then one insert.
import { Hono } from 'hono';
import { asWriter } from '../../db.ts';
import { CRISIS_RESOURCES } from '../../domain/crisis-lines.ts';
import { entryLimitsFirst } from '../entry-limits.ts';
import type { Deps } from '../deps.ts';
import { checkUserCookie, requireUser } from '../identity.ts';
import { toCreatedEntry } from '../mapping.ts';
import { checkPromptUsed, raiseForPrompt } from '../prompt-used.ts';
import { redactForSharing } from '../../reflection/index.ts';
import { safeReflect } from '../reflecting.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Mounted at /api/entries. */
export function entryRoutes({ db, reflect }: Deps) {
  return new Hono<ApiEnv>().post('/', validate('json', schemas.newEntry), entryLimitsFirst(db), async (c) => {
    const claims = requireUser(c.get('claims'));
    const input = c.req.valid('json');
    checkUserCookie(claims, input.userCookie);
    const prompt = await checkPromptUsed(db, claims, input.promptUsed, input.visibility);
    const asked = { text: input.journalText, mood: input.moodTag, prompt: prompt.text };
    const result = raiseForPrompt(await safeReflect(reflect, asked), prompt, asked);
    // Through the one door: what the API computed (reflection, safety, the redacted copy) is
    // written by hearth_writer for the verified caller; no client role can assert any of it.
    const [row] = await asWriter(db, claims, (q) =>
      q.query(`select * from private.create_entry($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`, [
        input.moodTag,
        prompt.text,
        input.journalText,
        input.visibility,
        result.reflection,
        result.category,
        result.intensity,
        result.tags,
        result.safety.level,
        result.safety.reasons,
        // Only shared entries get a shareable copy; a private entry's words are stored once.
        input.visibility === 'public' ? redactForSharing(input.journalText) : null,
      ]),
    );
    const entry = toCreatedEntry(row!, result.safety.level, CRISIS_RESOURCES);
    return c.json({ entry }, 201);
  });
}
