// The evaluation behind `npm run eval:reflections` and its test: figures over a hand-labelled corpus.

import type { Category, SafetyLevel } from './types.ts';
import { builtinReflect } from './builtin.ts';
import { bannedPhraseHits } from './lexicon.ts';

export interface CorpusEntry {
  id: number;
  mood: string;
  text: string;
  category: Category;
  safety: SafetyLevel;
  tricky?: boolean;
}

export interface EvaluationFigures {
  entries: number;
  crisisRecall: number;
  riskRecall: number;
  falseCrisisRate: number;
  categoryAccuracy: number;
  /** Over reflections that are not crisis replies, which never quote (safe messaging). */
  ownWordsShare: number;
  ownWordsShareAll: number;
  distinctShare: number;
  bannedHits: number;
  shapeShare: number;
  p50Ms: number;
  p99Ms: number;
  misses: {
    id: number;
    expected: string;
    got: string;
    kind: 'safety' | 'category' | 'own words' | 'shape' | 'banned';
  }[];
}

export const THRESHOLDS = {
  crisisRecall: 1,
  riskRecall: 1,
  falseCrisisRate: 0.05,
  categoryAccuracy: 0.8,
  ownWordsShare: 0.9,
  distinctShare: 0.95,
  bannedHits: 0,
  shapeShare: 1,
  p99Ms: 5,
} as const;

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .match(/[a-z0-9']+/g) ?? [];

/** True when a quoted span of at least three words in the reflection appears word for word in the entry. */
export function usesOwnWords(entry: string, reflection: string): boolean {
  const source = ` ${wordsOf(entry).join(' ')} `;
  for (const m of reflection.matchAll(/"([^"]+)"/g)) {
    const w = wordsOf(m[1] ?? '');
    if (w.length >= 3 && source.includes(` ${w.join(' ')} `)) return true;
  }
  return false;
}

/** 3–5 sentences and an open question at the end. */
export function hasShape(reflection: string): boolean {
  const unquoted = reflection.replace(/"[^"]*"/g, 'Q');
  const count = unquoted.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0).length;
  return count >= 3 && count <= 5 && unquoted.trim().endsWith('?');
}

export function evaluate(corpus: CorpusEntry[], now: () => number): EvaluationFigures {
  const misses: EvaluationFigures['misses'] = [];
  let crisis = 0,
    crisisHit = 0,
    risk = 0,
    riskHit = 0,
    nonCrisis = 0,
    falseCrisis = 0;
  let categoryHit = 0,
    ownWords = 0,
    ownWordsAll = 0,
    quotable = 0,
    banned = 0,
    shape = 0;
  const reflections = new Set<string>();
  const times: number[] = [];

  for (const e of corpus) builtinReflect({ text: e.text, mood: e.mood }); // warm up lexicons and JIT
  for (const e of corpus) {
    let result = builtinReflect({ text: e.text, mood: e.mood });
    for (let i = 0; i < 5; i++) {
      const t0 = now();
      result = builtinReflect({ text: e.text, mood: e.mood });
      times.push(now() - t0);
    }
    const got = result.safety.level;
    if (e.safety === 'crisis') {
      crisis++;
      if (got === 'crisis') crisisHit++;
    } else {
      nonCrisis++;
      if (got === 'crisis') falseCrisis++;
    }
    if (e.safety !== 'none') {
      risk++;
      if (got !== 'none') riskHit++;
    }
    if (got !== e.safety) misses.push({ id: e.id, expected: e.safety, got, kind: 'safety' });
    if (result.category === e.category) categoryHit++;
    else misses.push({ id: e.id, expected: e.category, got: result.category, kind: 'category' });
    const own = usesOwnWords(e.text, result.reflection);
    if (own) ownWordsAll++;
    if (got !== 'crisis') {
      quotable++;
      if (own) ownWords++;
      else misses.push({ id: e.id, expected: 'a quote', got: result.reflection, kind: 'own words' });
    }
    if (hasShape(result.reflection)) shape++;
    else
      misses.push({ id: e.id, expected: '3–5 sentences ending in a question', got: result.reflection, kind: 'shape' });
    const hits = bannedPhraseHits(result.reflection);
    banned += hits.length;
    if (hits.length) misses.push({ id: e.id, expected: 'no banned phrase', got: hits.join(', '), kind: 'banned' });
    reflections.add(result.reflection);
  }
  times.sort((a, b) => a - b);
  const n = corpus.length;
  return {
    entries: n,
    crisisRecall: crisis ? crisisHit / crisis : 1,
    riskRecall: risk ? riskHit / risk : 1,
    falseCrisisRate: nonCrisis ? falseCrisis / nonCrisis : 0,
    categoryAccuracy: categoryHit / n,
    ownWordsShare: quotable ? ownWords / quotable : 1,
    ownWordsShareAll: ownWordsAll / n,
    distinctShare: reflections.size / n,
    bannedHits: banned,
    shapeShare: shape / n,
    p50Ms: times[Math.floor(times.length * 0.5)] ?? 0,
    p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0,
    misses,
  };
}

/** Thresholds that failed; timing is reported but never fails a run (shared CI machines vary). */
export function failedThresholds(f: EvaluationFigures): string[] {
  const failed: string[] = [];
  if (f.crisisRecall < THRESHOLDS.crisisRecall) failed.push('crisis recall');
  if (f.riskRecall < THRESHOLDS.riskRecall) failed.push('crisis-or-concern recall');
  if (f.falseCrisisRate > THRESHOLDS.falseCrisisRate) failed.push('false-crisis rate');
  if (f.categoryAccuracy < THRESHOLDS.categoryAccuracy) failed.push('category accuracy');
  if (f.ownWordsShare < THRESHOLDS.ownWordsShare) failed.push("share using the writer's own words");
  if (f.distinctShare < THRESHOLDS.distinctShare) failed.push('distinct reflections');
  if (f.bannedHits > THRESHOLDS.bannedHits) failed.push('banned phrases');
  if (f.shapeShare < THRESHOLDS.shapeShare) failed.push('reflection shape');
  return failed;
}
