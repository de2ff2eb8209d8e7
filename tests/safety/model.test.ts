// The safety check's learned reader (issue 12): the committed weights are exactly what training on the development
// part gives (deterministic: sorted ids, a seeded shuffle, rounded weights), so the model can never silently drift
// from its data; the thresholds come from cross-validation on dev, and the guard sentences are training examples.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPart } from './evaluate.ts';
import {
  batchFolds,
  chooseThresholds,
  type crossValidate,
  GUARD_NONE,
  GUARD_NOT_CRISIS,
  serialize,
  TARGETS,
  trainSafetyModel,
} from './train.ts';
import { decideLevel, readRules } from '../../supabase/functions/_shared/reflection/detector.ts';
import {
  isShort,
  modelScores,
  moodSignal,
  readModel,
} from '../../supabase/functions/_shared/reflection/safety/model.ts';
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
    expect(held! / crises!).toBeGreaterThanOrEqual(TARGETS.crisisHeld);
    // The card's 4% is chosen on the hard negatives: none entries other than the everyday batches (train.ts).
    const [alarms, none] = cv.figures.noneCard;
    const [everydayAlarms, everyday] = cv.figures.everydayCard;
    expect((alarms! - everydayAlarms!) / (none! - everyday!)).toBeLessThanOrEqual(TARGETS.noneCrisis);
    // Three SGD runs per head (train.ts SETTINGS.seeds): re-training takes about three minutes on a quiet machine
    // and twice that beside other work; the limit only catches a hang.
  }, 600_000);

  it("reads the writer's mood by key or emoji beside the words, and nothing for a prompt or an unknown mood", () => {
    expect(moodSignal('sad')).toEqual(['mood:sad']);
    expect(moodSignal('🥺')).toEqual(['mood:pleading']);
    expect(moodSignal(undefined)).toEqual([]);
    expect(moodSignal('constructor')).toEqual([]);
    // The same words under two moods read differently: the mood is a feature with its own learned weight.
    const folded = foldText('Long day, I just want to sleep for a very long time and not think about anything');
    const signals = readRules('Long day').signals;
    const sad = modelScores(folded, [...signals, ...moodSignal('sad')]);
    const happy = modelScores(folded, [...signals, ...moodSignal('happy')]);
    expect(sad.risk).not.toBe(happy.risk);
    expect(sad.crisis).not.toBe(happy.crisis);
  });

  it('is small enough to ship in the edge function', () => {
    expect(committed.length).toBeLessThan(300 * 1024);
  });

  it('never shows the crisis card on its own for the ordinary and concern guard sentences, and reads empty text as none', () => {
    const ordinary = [...GUARD_NONE, ...GUARD_NOT_CRISIS];
    // As the detector decides it, with the rules finding nothing: the model's card, except on a short line.
    const alone = (t: string) => decideLevel({ rules: 'none', short: isShort(foldText(t)), others: false, ...read(t) });
    for (const t of ordinary) expect(alone(t)).not.toBe('crisis');
    expect(readModel('')).toEqual({ card: false, sure: false, holds: false });
  });

  it('can raise: a plain crisis sentence from outside the corpus gets a signal', () => {
    const r = read('i want to kill myself tonight, i have the pills ready');
    expect(r.card || r.holds).toBe(true);
  });

  it("holds a line under 12 words only at the card's reading, a longer one at the hold's", () => {
    const { thresholds } = JSON.parse(committed) as { thresholds: { concern: number; crisis: number } };
    let between = 0;
    for (const e of loadPart('dev')) {
      const folded = foldText(e.text);
      const signals = readRules(e.text).signals;
      const s = modelScores(folded, signals);
      const reading = Math.max(s.risk, s.crisis);
      if (reading >= thresholds.concern && reading < thresholds.crisis) between++;
      const needed = isShort(folded) ? thresholds.crisis : thresholds.concern;
      expect(readModel(folded, signals).holds, e.id).toBe(reading >= needed);
    }
    // The corpus has readings where the two rules differ, so the test can tell them apart.
    expect(between).toBeGreaterThan(100);
  }, 60_000);

  it('cross-validates with each batch (one writer) whole in one fold, the folds near one size', () => {
    const dev = loadPart('dev');
    const folds = batchFolds(dev);
    const foldOfBatch = new Map<string, number>();
    for (const e of dev) {
      const batch = e.id.slice(0, e.id.indexOf('-'));
      const fold = folds.get(e.id)!;
      expect(foldOfBatch.get(batch) ?? fold, e.id).toBe(fold);
      foldOfBatch.set(batch, fold);
    }
    const sizes = [...new Set(folds.values())].map((f) => [...folds.values()].filter((x) => x === f).length);
    expect(sizes).toHaveLength(5);
    expect(Math.max(...sizes) / Math.min(...sizes)).toBeLessThan(1.2);
  });

  it("chooses the hold on the reader's own reading: rules that catch every crisis do not move it", () => {
    // A made-up out-of-fold reading: 100 crises spread over the reader's range, 100 none entries low.
    const reading = (label: string, i: number, at: number) => ({
      id: `X1-${label}-${i}`,
      label,
      risk: at,
      crisis: at / 2,
      rules: 'none' as const,
      short: false,
      others: false,
    });
    const cv: ReturnType<typeof crossValidate> = [
      ...Array.from({ length: 100 }, (_, i) => reading('crisis', i, (i + 1) / 100)),
      ...Array.from({ length: 100 }, (_, i) => reading('none', i, i / 1000)),
    ];
    const withoutRules = chooseThresholds(cv).thresholds;
    const rulesCatchAll = chooseThresholds(
      cv.map((r) => (r.label === 'crisis' ? { ...r, rules: 'crisis' as const } : r)),
    );
    expect(rulesCatchAll.thresholds).toEqual(withoutRules);
    // The hold is where the reader alone holds TARGETS.crisisHeld of the crises, while the rules still hold on top.
    expect(withoutRules.concern).toBeCloseTo(1 - TARGETS.crisisHeld + 0.01, 4);
    expect(rulesCatchAll.figures.crisisHeld).toEqual([100, 100]);
  });
});
