// The built-in engine: offline, deterministic, no network and no model download.

import type { ReflectInput, ReflectResult, Safety } from './types.ts';
import { resolveMood } from '../domain/moods.ts';
import { analyze } from './analyze.ts';
import { composeReflection } from './compose.ts';
import { detectCrisis } from './detector.ts';

export function builtinReflect(
  input: ReflectInput,
  safety: Safety = detectCrisis(input.text, input.mood),
): ReflectResult {
  const analysis = analyze(input.text, resolveMood(input.mood), safety.reasons);
  return {
    reflection: composeReflection(input.text, analysis, safety),
    category: analysis.category,
    intensity: safety.level === 'crisis' ? 'high' : analysis.intensity,
    tags: analysis.tags,
    safety,
    source: 'builtin',
  };
}
