// The learned second reader of the safety check (issue 12): a logistic regression over hashed features of the
// folded text (normalize.ts). Words and word pairs say what is written; character 3–5-grams inside words carry
// inflections, typos, slang and the five languages the patterns cannot all list. Two heads: `risk` (crisis or
// concern) and `crisis`. Its weights are trained on the development part of tests/safety/corpus only, by
// `npm run train:safety` (tests/safety/train.ts); tests/safety/model.test.ts re-trains and compares, so the
// committed weights cannot drift from their data. It can only raise the rules' level, never lower it.
import type { SafetyLevel } from '../types.ts';
import WEIGHTS from './model-weights.json' with { type: 'json' };

/** Hashed feature space: 2^16 buckets. */
export const DIM = 1 << 16;

/** FNV-1a, 32 bits: the same bucket on every engine. `seed` keeps words, pairs and n-grams apart. */
function hash(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (DIM - 1);
}

/** Feature buckets of folded text, each counted once, with the value that L2-normalises the vector. */
export function featuresOf(folded: string): { idx: number[]; value: number } {
  const seen = new Set<number>();
  const words = folded.split(' ').filter(Boolean);
  words.forEach((w, i) => {
    seen.add(hash(w, 1));
    if (i > 0) seen.add(hash(`${words[i - 1]} ${w}`, 2));
    const padded = `<${w}>`;
    for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= padded.length; j++) seen.add(hash(padded.slice(j, j + n), 3));
  });
  const idx = [...seen];
  return { idx, value: idx.length ? 1 / Math.sqrt(idx.length) : 0 };
}

/** One head as committed: bias and sparse weights (delta-coded bucket numbers, integer weights × 1/scale). */
export interface SparseHead {
  bias: number;
  at: number[];
  w: number[];
}
export interface ModelFile {
  dim: number;
  scale: number;
  heads: { risk: SparseHead; crisis: SparseHead };
  /** Probabilities: risk ≥ concern → 'concern' (holds a public post); crisis ≥ crisis → 'crisis' (the card). */
  thresholds: { concern: number; crisis: number };
}

/** A head as used: dense weights for a lookup per bucket. */
export interface DenseHead {
  bias: number;
  w: Float32Array;
}

export function densify(h: SparseHead, scale: number, dim = DIM): DenseHead {
  const w = new Float32Array(dim);
  let at = 0;
  h.at.forEach((d, i) => {
    at += d;
    w[at] = (h.w[i] ?? 0) / scale;
  });
  return { bias: h.bias, w };
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function probability(head: DenseHead, f: { idx: number[]; value: number }): number {
  let z = head.bias;
  for (const i of f.idx) z += (head.w[i] ?? 0) * f.value;
  return sigmoid(z);
}

const MODEL = WEIGHTS as ModelFile;
const RISK = densify(MODEL.heads.risk, MODEL.scale);
const CRISIS = densify(MODEL.heads.crisis, MODEL.scale);

/** The model's two probabilities for folded text. */
export function modelScores(folded: string): { risk: number; crisis: number } {
  const f = featuresOf(folded);
  return { risk: probability(RISK, f), crisis: probability(CRISIS, f) };
}

export const MODEL_REASONS = {
  concern: 'concern: worrying words',
  crisis: 'crisis: words that read as a crisis',
} as const;

/**
 * Below this many words the model sees too few features to tell a crisis from an ordinary line ("I do not want
 * to lose my keys again" scored as a crisis): it may still make a short post wait (concern), never show the
 * crisis card on its own.
 */
const MIN_WORDS_FOR_CRISIS = 12;

/** The model's reading of folded text: a level and, unless none, its one reason. */
export function readModel(folded: string): { level: SafetyLevel; reason?: string } {
  if (!folded.trim()) return { level: 'none' };
  const s = modelScores(folded);
  const words = folded.split(' ').filter(Boolean).length;
  if (s.crisis >= MODEL.thresholds.crisis && words >= MIN_WORDS_FOR_CRISIS)
    return { level: 'crisis', reason: MODEL_REASONS.crisis };
  if (s.crisis >= MODEL.thresholds.crisis) return { level: 'concern', reason: MODEL_REASONS.concern };
  if (s.risk >= MODEL.thresholds.concern) return { level: 'concern', reason: MODEL_REASONS.concern };
  return { level: 'none' };
}
