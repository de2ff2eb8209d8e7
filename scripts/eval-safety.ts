// npm run eval:safety — the safety evaluation's table (issue 12), the same one `npm test` prints:
// the development part and the held-out part, separately. `--dev` prints the development part only (for tuning:
// the held-out figures are meant to be looked at rarely). Never prints an entry's words.
import { evaluateSafety, formatFigures, loadPart } from '../tests/safety/evaluate.ts';

console.log(formatFigures('development part (tuned on)', evaluateSafety(loadPart('dev'))));
if (!process.argv.includes('--dev')) {
  console.log();
  console.log(formatFigures('held-out part (never tuned on)', evaluateSafety(loadPart('holdout'))));
}
