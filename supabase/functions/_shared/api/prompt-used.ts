// promptUsed (issue 12 item 6). Hearth's UI sends one of Hearth's own prompts — the database's (GET /api/prompt),
// the eight sample prompts or the weekly challenge — and those are kept as they are. Anything else came from a
// modified client or an old page: it is free text that others see above a shared entry, so it gets the same
// safety check as the entry, the same redaction when shared, and at most 200 characters.
import { asCaller, type Claims, type Database } from '../db.ts';
import { SAMPLE_PROMPTS, WEEKLY_CHALLENGE } from '../domain/prompts.ts';
import {
  builtinReflect,
  detectCrisis,
  redactForSharing,
  type ReflectInput,
  type ReflectResult,
  type Safety,
  type SafetyLevel,
} from '../reflection/index.ts';

export const MAX_OTHER_PROMPT_CHARS = 200;

export interface CheckedPrompt {
  /** What is stored and shown with the entry. */
  text: string;
  /** One of Hearth's own prompts. */
  own: boolean;
  /** The prompt's own safety reading; `none` for Hearth's prompts. */
  safety: Safety;
}

/** One spelling for comparing: single spaces, straight quotes and apostrophes. */
const canonical = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const IN_CODE = new Map([...SAMPLE_PROMPTS, WEEKLY_CHALLENGE].map((prompt) => [canonical(prompt), prompt]));

/** Hearth's own wording of the prompt, or null when it is not one of Hearth's prompts. */
async function ownPrompt(db: Database, claims: Claims, text: string): Promise<string | null> {
  const inCode = IN_CODE.get(canonical(text));
  if (inCode) return inCode;
  // The prompts table is public content, read as the caller like any other read.
  const [row] = await asCaller(db, claims, (q) =>
    q.query<{ prompt: string }>(`select prompt from public.prompts where prompt = $1 or prompt = $2 limit 1`, [
      text,
      canonical(text),
    ]),
  );
  return row?.prompt ?? null;
}

/** At most `max` characters, cut between words with an ellipsis, so no word or placeholder is cut in half. */
export function capText(text: string, max = MAX_OTHER_PROMPT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export async function checkPromptUsed(
  db: Database,
  claims: Claims,
  promptUsed: string,
  visibility: 'public' | 'private',
): Promise<CheckedPrompt> {
  const none: Safety = { level: 'none', reasons: [] };
  if (promptUsed === '') return { text: '', own: true, safety: none };
  const own = await ownPrompt(db, claims, promptUsed);
  if (own !== null) return { text: own, own: true, safety: none };
  const safety = detectCrisis(promptUsed);
  // Redacted only when others will see it: the writer keeps the words of a private entry.
  const shown = visibility === 'public' ? redactForSharing(promptUsed) : promptUsed;
  return { text: capText(shown), own: false, safety };
}

const RANK: Record<SafetyLevel, number> = { none: 0, concern: 1, crisis: 2 };

/**
 * When the prompt carries more risk than the entry, the entry is answered and gated at the prompt's level: the
 * built-in engine's reply for that safety (a crisis gets the crisis reply and its resources; the post is held).
 */
export function raiseForPrompt(result: ReflectResult, prompt: CheckedPrompt, input: ReflectInput): ReflectResult {
  if (RANK[prompt.safety.level] <= RANK[result.safety.level]) return result;
  const safety: Safety = {
    level: prompt.safety.level,
    reasons: [...result.safety.reasons, ...prompt.safety.reasons.map((reason) => `${reason} (in the prompt)`)],
  };
  return builtinReflect(input, safety);
}
