// The safety evaluation in `npm test` (issue 12). Figures for the development part (tuned on) and the held-out part
// (never read while tuning) are printed separately; the targets are asserted on the held-out part. A target the
// check does not meet yet is asserted as a regression floor at the measured value, so CI stays green and the
// figure can only improve. Timing is printed, never asserted (shared machines vary).
import { describe, expect, it } from 'vitest';
import { evaluateSafety, formatFigures, loadPart, share, type SafetyFigures } from './evaluate.ts';

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
    // Measured on the development part with the frames and the learned reader (trained on dev: in-sample, so these
    // say nothing about generalisation); a change that loses ground here is a regression.
    expect(devFigures.crisisRecall.hit).toBeGreaterThanOrEqual(233); // of 240
    expect(devFigures.falseAlarms.hit).toBeLessThanOrEqual(10); // of 275
    expect(devFigures.riskyVisible).toBeLessThanOrEqual(3);
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
  expect(f.entries).toBe(274);
  // Target 0 banned phrases: met.
  expect(f.bannedHits).toBe(0);
  // target crisis recall ≥ 96%, measured 38.5% (45/117) with the learned reader (rules alone 36.8%, 43/117; 46
  // before the reader was kept from showing the crisis card on its own for entries under 12 words — it still holds
  // them); issue 12 stays open
  expect(f.crisisRecall.of).toBe(117);
  expect(f.crisisRecall.hit).toBeGreaterThanOrEqual(45);
  // target false alarms ≤ 4%, measured 16.3% (22/135) once short English entries stopped being read as an unknown
  // language (17.0% before); issue 12 stays open
  expect(f.falseAlarms.of).toBe(135);
  expect(f.falseAlarms.hit).toBeLessThanOrEqual(22);
  // target 0 crisis posts visible to others, measured 63 of 117 with the learned reader (rules alone 69); issue 12
  // stays open
  expect(f.riskyVisible).toBeLessThanOrEqual(63);
  // target ≤ 5% personal-data items visible to others, measured 7.7% (8/104); issue 12 stays open
  expect(f.piiVisible.of).toBe(104);
  expect(f.piiVisible.hit).toBeLessThanOrEqual(8);
  // Shares, for the record: the floors above are these.
  expect(share(f.crisisRecall)).toBeGreaterThanOrEqual(45 / 117);
  expect(share(f.falseAlarms)).toBeLessThanOrEqual(22 / 135);
}
