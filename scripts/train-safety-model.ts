// npm run train:safety — trains the safety check's learned reader on the development part of tests/safety/corpus
// (never the held-out part) and writes its weights and thresholds to safety/model-weights.json. Prints the
// cross-validated figures on dev. tests/safety/model.test.ts checks that this reproduces the committed file.
import { writeFileSync } from 'node:fs';
import { loadPart } from '../tests/safety/evaluate.ts';
import { serialize, SETTINGS, trainSafetyModel } from '../tests/safety/train.ts';

const out = new URL('../supabase/functions/_shared/reflection/safety/model-weights.json', import.meta.url);
const { model, cv, shipped } = trainSafetyModel(loadPart('dev'));
const text = serialize(model);
writeFileSync(out, text);
const pct = ([hit, of]: number[]) => `${((100 * hit!) / of!).toFixed(1)}% (${hit}/${of})`;
console.log(`settings ${JSON.stringify(SETTINGS)}`);
console.log(`cv thresholds concern ${cv.thresholds.concern} crisis ${cv.thresholds.crisis}`);
console.log(
  `shipped thresholds (raised above the guards) concern ${model.thresholds.concern} crisis ${model.thresholds.crisis}`,
);
for (const [k, r] of Object.entries(cv.figures)) console.log(`  cv at cv thresholds      ${k.padEnd(16)} ${pct(r)}`);
for (const [k, r] of Object.entries(shipped)) console.log(`  cv at shipped thresholds ${k.padEnd(16)} ${pct(r)}`);
console.log(
  `weights: risk ${model.heads.risk.w.length}, crisis ${model.heads.crisis.w.length}; ${(text.length / 1024).toFixed(1)} KB`,
);
