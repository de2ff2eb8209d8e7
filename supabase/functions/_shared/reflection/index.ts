// The reflection seam (docs/contracts.md, "Reflection seam"): one entry point for the API.

import type { ReflectInput, ReflectOptions, ReflectResult } from './types.ts';
import { builtinReflect } from './builtin.ts';
import { detectCrisis } from './detector.ts';

export { CATEGORIES } from './types.ts';
export type {
  Category, Intensity, ProviderConfig, ReflectInput, ReflectOptions, ReflectResult, Safety, SafetyLevel, SummaryEntry,
} from './types.ts';
export { MOODS, resolveMood } from './moods.ts';
export { redactForSharing, REDACTION_MARK } from './redaction.ts';
export { summarize } from './summarize.ts';
export { reflectionConfigFromEnv } from './config.ts';
export { detectCrisis } from './detector.ts';
export { BANNED_PHRASES } from './lexicon.ts';
export { CRISIS_LINES } from './compose.ts';

/** Every entry gets a reflection; safety runs first and on whatever answers. */
export async function reflect(input: ReflectInput, _options: ReflectOptions = {}): Promise<ReflectResult> {
  const text = String(input.text ?? '');
  const safety = detectCrisis(text);
  return builtinReflect({ text, mood: input.mood, prompt: input.prompt ?? null }, safety);
}
