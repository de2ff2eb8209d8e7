// The evaluation runs with the tests, its thresholds asserted (timing is printed by the script only).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, failedThresholds, type CorpusEntry } from './evaluate.ts';
import { CATEGORIES } from './types.ts';
import { MOODS, resolveMood } from '../domain/moods.ts';

const corpus = JSON.parse(
  readFileSync(new URL('../../../../tests/reflection/corpus.json', import.meta.url), 'utf8'),
) as CorpusEntry[];

describe('reflection evaluation corpus', () => {
  it('is big and broad enough to mean something', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(80);
    for (const m of MOODS) expect(corpus.some((e) => resolveMood(e.mood).key === m.key)).toBe(true);
    for (const c of CATEGORIES) expect(corpus.some((e) => e.category === c)).toBe(true);
    expect(corpus.filter((e) => e.safety !== 'none').length).toBeGreaterThanOrEqual(15);
    expect(corpus.filter((e) => e.tricky && e.safety === 'none').length).toBeGreaterThanOrEqual(10);
    for (const e of corpus) {
      expect(e.text.length).toBeGreaterThanOrEqual(10);
      expect(e.text.length).toBeLessThanOrEqual(1000);
    }
  });

  it('meets every threshold', () => {
    const f = evaluate(corpus, () => performance.now());
    expect(failedThresholds(f)).toEqual([]);
    expect(f.crisisRecall).toBe(1);
    expect(f.falseCrisisRate).toBeLessThanOrEqual(0.05);
    expect(f.categoryAccuracy).toBeGreaterThanOrEqual(0.8);
    expect(f.ownWordsShare).toBeGreaterThanOrEqual(0.9);
    expect(f.distinctShare).toBeGreaterThanOrEqual(0.95);
    expect(f.bannedHits).toBe(0);
  });
});
