// The built-in engine: offline, deterministic, no network and no model download.

import type { ReflectInput, ReflectResult, Safety } from './types.ts';
import { resolveMood } from '../domain/moods.ts';
import { analyze } from './analyze.ts';
import { composeReflection } from './compose.ts';
import { detectCrisis } from './detector.ts';
import { findPersonalData, type PersonalData } from './redaction.ts';

export function builtinReflect(
  input: ReflectInput,
  safety: Safety = detectCrisis(input.text, input.mood),
): ReflectResult {
  const entry = personalDataOf(input);
  const analysis = analyze(input.text, resolveMood(input.mood), safety.reasons, entry);
  return {
    reflection: composeReflection(entry, analysis, safety),
    category: analysis.category,
    intensity: safety.level === 'crisis' ? 'high' : analysis.intensity,
    tags: analysis.tags,
    safety,
    source: 'builtin',
  };
}

/** The caller's finding when it is of these words; spans of other words would hide the wrong ones. */
const personalDataOf = ({ text, personalData }: ReflectInput): PersonalData =>
  personalData?.text === text ? personalData : findPersonalData(text);
