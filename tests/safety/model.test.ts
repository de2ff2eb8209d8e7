// The safety check's learned reader (issue 12): the committed weights are exactly what training on the development
// part gives (deterministic: sorted ids, a seeded shuffle, rounded weights), so the model can never silently drift
// from its data; the thresholds come from cross-validation on dev, and the guard sentences are training examples.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPart } from './evaluate.ts';
import { GUARD_NONE, GUARD_NOT_CRISIS, serialize, trainSafetyModel } from './train.ts';
import { decideLevel, readRules } from '../../supabase/functions/_shared/reflection/detector.ts';
import { isShort, readModel } from '../../supabase/functions/_shared/reflection/safety/model.ts';
import { foldText } from '../../supabase/functions/_shared/reflection/safety/normalize.ts';

/** The model as the detector calls it: the folded words and the rules' signals. */
const read = (text: string) => readModel(foldText(text), readRules(text).signals);

const committed = readFileSync(
  new URL('../../supabase/functions/_shared/reflection/safety/model-weights.json', import.meta.url),
  'utf8',
);

describe('safety model', () => {
  it('re-training on dev reproduces the committed weights and thresholds (run `npm run train:safety` after a corpus change)', () => {
    const { model, cv } = trainSafetyModel(loadPart('dev'));
    expect(serialize(model) === committed).toBe(true);
    // The cross-validated targets the thresholds were chosen for (dev only).
    const [held, crises] = cv.figures.crisisHeld;
    expect(held! / crises!).toBeGreaterThanOrEqual(0.95);
    const [alarms, none] = cv.figures.noneCard;
    expect(alarms! / none!).toBeLessThanOrEqual(0.04);
  }, 120_000);

  it('is small enough to ship in the edge function', () => {
    expect(committed.length).toBeLessThan(300 * 1024);
  });

  it('never shows the crisis card on its own for the ordinary and concern guard sentences, and reads empty text as none', () => {
    const ordinary = [...GUARD_NONE, ...GUARD_NOT_CRISIS];
    // As the detector decides it, with the rules finding nothing: the model's card, except on a short line.
    const alone = (t: string) => decideLevel({ rules: 'none', short: isShort(foldText(t)), others: false, ...read(t) });
    for (const t of ordinary) expect(alone(t)).not.toBe('crisis');
    expect(readModel('')).toEqual({ card: false, holds: false });
  });

  it('can raise: a plain crisis sentence from outside the corpus gets a signal', () => {
    const r = read('i want to kill myself tonight, i have the pills ready');
    expect(r.card || r.holds).toBe(true);
  });
});
