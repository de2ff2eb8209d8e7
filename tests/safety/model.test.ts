// The safety check's learned reader (issue 12): the committed weights are exactly what training on the development
// part gives (deterministic: sorted ids, a seeded shuffle, rounded weights), so the model can never silently drift
// from its data; the thresholds come from cross-validation on dev and sit above the ordinary-sentence guards.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPart } from './evaluate.ts';
import { GUARD_NONE, GUARD_NOT_CRISIS, serialize, trainSafetyModel } from './train.ts';
import { readModel } from '../../supabase/functions/_shared/reflection/safety/model.ts';
import { foldText } from '../../supabase/functions/_shared/reflection/safety/normalize.ts';

const committed = readFileSync(
  new URL('../../supabase/functions/_shared/reflection/safety/model-weights.json', import.meta.url),
  'utf8',
);

describe('safety model', () => {
  it('re-training on dev reproduces the committed weights and thresholds (run `npm run train:safety` after a corpus change)', () => {
    const { model, cv } = trainSafetyModel(loadPart('dev'));
    expect(serialize(model) === committed).toBe(true);
    // The cross-validated targets the thresholds were chosen for (dev only).
    const [held, risky] = cv.figures.riskRecall;
    expect(held! / risky!).toBeGreaterThanOrEqual(0.98);
    const [alarms, none] = cv.figures.noneCrisis;
    expect(alarms! / none!).toBeLessThanOrEqual(0.03);
  }, 120_000);

  it('is small enough to ship in the edge function', () => {
    expect(committed.length).toBeLessThan(300 * 1024);
  });

  it('reads the guard sentences as no more than the unit tests allow, and empty text as none', () => {
    for (const t of GUARD_NONE) expect(readModel(foldText(t)).level).toBe('none');
    for (const t of GUARD_NOT_CRISIS) expect(readModel(foldText(t)).level).not.toBe('crisis');
    expect(readModel('').level).toBe('none');
  });

  it('can raise: a plain crisis sentence from outside the corpus gets a signal', () => {
    expect(readModel(foldText('i want to kill myself tonight, i have the pills ready')).level).not.toBe('none');
  });
});
