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
    expect(devFigures.crisisAnySignal.hit).toBeGreaterThanOrEqual(5338); // of 5372 (measured 5352)
    expect(devFigures.crisisRecall.hit).toBeGreaterThanOrEqual(5005); // of 5372 (measured 5020)
    expect(devFigures.noneCard.hit).toBeLessThanOrEqual(126); // of 7785 (measured 116)
    expect(devFigures.riskyVisible).toBeLessThanOrEqual(24); // measured 20
    expect(devFigures.bannedHits).toBe(0);
    // 15,012 entries, each checked, redacted and answered: about a minute on a quiet machine, more on a busy one.
  }, 300_000);

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
  // N37–N41: written by five writers who never saw the check, committed before any tuning on the tenth wave
  // (tests/safety/README.md). Looked at once; these are that look's figures, with the reader re-trained with
  // N32–N36 in dev (the eleventh round, all built on dev alone). The next wave (N42–N46) retires them to dev.
  expect(f.entries).toBe(740);
  // Targets met: 0 banned phrases; the crisis card on ≤ 4% of none entries (measured 3.6%, 13/361).
  expect(f.bannedHits).toBe(0);
  expect(f.noneCard.of).toBe(361);
  expect(f.noneCard.hit / f.noneCard.of).toBeLessThanOrEqual(0.04);
  // target crisis recall ≥ 96%, measured 85.0% (250/294); issue 12 stays open
  expect(f.crisisRecall.of).toBe(294);
  expect(f.crisisRecall.hit).toBeGreaterThanOrEqual(250);
  // crisis entries held (any signal): measured 99.7% (293/294), the gate's share
  expect(f.crisisAnySignal.hit).toBeGreaterThanOrEqual(293);
  // target 0 crisis posts visible to others, measured 1 of 294; issue 12 stays open
  expect(f.riskyVisible).toBeLessThanOrEqual(1);
  // false alarms counted as any signal (a post waits for review; the gate holds on weak signals by design, and
  // every entry in a language the check cannot read): measured 32.1% (116/361); the 4% target is met on the card
  expect(f.falseAlarms.of).toBe(361);
  expect(f.falseAlarms.hit).toBeLessThanOrEqual(116);
  // target ≤ 5% personal-data items visible to others, measured 6.7% (54/806); issue 12 stays open
  expect(f.piiVisible.of).toBe(806);
  expect(f.piiVisible.hit).toBeLessThanOrEqual(54);
}
