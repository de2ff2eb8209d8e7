// npm run train:safety — trains the safety check's learned reader on the development part of tests/safety/corpus
// (never the held-out part) and writes its weights and thresholds to safety/model-weights.json. Prints the
// cross-validated figures on dev. tests/safety/model.test.ts checks that this reproduces the committed file.
import { writeFileSync } from 'node:fs';
import { loadPart } from '../tests/safety/evaluate.ts';
import { serialize, SETTINGS, TARGETS, trainSafetyModel } from '../tests/safety/train.ts';

const out = new URL('../supabase/functions/_shared/reflection/safety/model-weights.json', import.meta.url);
const { model, cv } = trainSafetyModel(loadPart('dev'));
const text = serialize(model);
writeFileSync(out, text);
const pct = ([hit, of]: number[]) => `${((100 * hit!) / of!).toFixed(1)}% (${hit}/${of})`;
console.log(`settings ${JSON.stringify(SETTINGS)}, targets ${JSON.stringify(TARGETS)}`);
console.log(`thresholds: crisis card ${model.thresholds.crisis}, hold ${model.thresholds.concern}`);
for (const [k, r] of Object.entries(cv.figures)) console.log(`  cross-validated on dev  ${k.padEnd(12)} ${pct(r)}`);
console.log(
  `weights: risk ${model.heads.risk.w.length}, crisis ${model.heads.crisis.w.length}; ${(text.length / 1024).toFixed(1)} KB`,
);
