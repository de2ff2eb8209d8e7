// The reflection seam (docs/contracts.md, "Reflection seam"): one entry point for the API.

import type { ReflectInput, ReflectOptions, ReflectResult } from './types.ts';
import { builtinReflect } from './builtin.ts';
import { detectCrisis } from './detector.ts';
import { providerReflect } from './provider.ts';

export { CATEGORIES } from './types.ts';
export type {
  Category,
  Intensity,
  ProviderConfig,
  ReflectInput,
  ReflectOptions,
  ReflectResult,
  Safety,
  SafetyLevel,
  SummaryEntry,
} from './types.ts';
export { containsRedaction, findPersonalData, redactForSharing } from './redaction.ts';
export type { PersonalData, RedactionKind } from './redaction.ts';
export { summarize } from './summarize.ts';
export { reflectionConfigFromEnv } from './config.ts';
export { detectCrisis } from './detector.ts';
export { builtinReflect } from './builtin.ts';
export { BANNED_PHRASES } from './lexicon.ts';
export { CRISIS_LINES, LANGUAGE_NOT_CHECKED } from './compose.ts';
export { toneProblems } from './tone.ts';
export { SYSTEM_PROMPT, DEFAULT_TIMEOUT_MS, unsafeOutputReason } from './provider.ts';

/**
 * Every entry gets a reflection. The crisis detector runs first on every entry; a crisis entry is
 * answered by the vetted built-in crisis reflection and never sent to the provider. Otherwise the
 * provider answers when configured, its output checked for safety, with the built-in engine behind it.
 */
export async function reflect(input: ReflectInput, options: ReflectOptions = {}): Promise<ReflectResult> {
  const clean: ReflectInput = {
    text: String(input.text ?? ''),
    mood: String(input.mood ?? ''),
    prompt: input.prompt == null ? null : String(input.prompt),
    personalData: input.personalData,
  };
  const safety = detectCrisis(clean.text, clean.mood);
  if (!options.provider || safety.level === 'crisis') return builtinReflect(clean, safety);
  return providerReflect(clean, options.provider, options, safety);
}
