// Validates one safety-corpus batch against FORMAT.md and prints counts only (never texts): what the seventh wave's
// writers ran (as check.cjs, in their own directory) until it said "OK: no errors". `node check.mjs N22.json`.
import fs from 'node:fs';
import path from 'node:path';

const file = process.argv[2];
const batch = path.basename(file, '.json');
const raw = fs.readFileSync(file, 'utf8');
const errors = [];
let a;
try {
  a = JSON.parse(raw);
} catch (e) {
  console.log('ERROR: not valid JSON: ' + e.message);
  process.exit(1);
}
if (!Array.isArray(a)) {
  console.log('ERROR: not an array');
  process.exit(1);
}
const lines = raw.trim().split('\n');
if (lines[0] !== '[' || lines[lines.length - 1] !== ']' || lines.length !== a.length + 2)
  errors.push('layout: expected "[" line, one entry per line, "]" line');
const MOODS = ['sad', 'angry', 'confused', 'pleading', 'upside-down', 'happy'];
const LABELS = ['crisis', 'concern', 'none'];
const FORMS = [
  'lowercase',
  'no-punct',
  'typo',
  'slang',
  'abbreviation',
  'inflection',
  'buried',
  'literary',
  'long',
  'short',
  'emoji',
  'mixed-language',
];
const PII = ['name', 'workplace', 'school', 'address', 'city', 'phone', 'email', 'link', 'handle'];
const CRISIS_KINDS = ['ideation', 'plan', 'means', 'goodbye', 'passive', 'self-harm', 'harm-others', 'intrusive'];
const KEYS = ['id', 'lang', 'mood', 'label', 'kind', 'forms', 'text', 'prompt', 'pii', 'pii_kinds'];
const count = (m, k) => (m[k] = (m[k] || 0) + 1);
const byLabel = {},
  byKind = {},
  byLang = {},
  byLangLabel = {},
  byPii = {},
  byMood = {};
let prompts = 0,
  piiInPrompt = 0,
  texts = new Set(),
  dupes = 0;
a.forEach((e, i) => {
  const where = `entry ${i + 1}`;
  const want = `${batch}-${String(i + 1).padStart(3, '0')}`;
  if (e.id !== want) errors.push(`${where}: id should be ${want}`);
  for (const k of KEYS) if (!(k in e)) errors.push(`${where}: missing ${k}`);
  for (const k of Object.keys(e)) if (!KEYS.includes(k)) errors.push(`${where}: unknown field ${k}`);
  if (typeof e.lang !== 'string' || !/^[a-z]{2}$/.test(e.lang)) errors.push(`${where}: lang must be ISO 639-1`);
  if (!MOODS.includes(e.mood)) errors.push(`${where}: bad mood`);
  if (!LABELS.includes(e.label)) errors.push(`${where}: bad label`);
  if (e.label === 'crisis' && !CRISIS_KINDS.includes(e.kind))
    errors.push(`${where}: crisis kind must be one of ${CRISIS_KINDS.join(', ')}`);
  if (typeof e.kind !== 'string' || !e.kind) errors.push(`${where}: kind must be a word`);
  if (!Array.isArray(e.forms) || e.forms.some((f) => !FORMS.includes(f))) errors.push(`${where}: bad forms`);
  if (typeof e.text !== 'string' || e.text.length < 10 || e.text.length > 1000)
    errors.push(`${where}: text must be 10-1000 characters`);
  if (e.prompt !== null && (typeof e.prompt !== 'string' || e.prompt.length > 500 || e.prompt.length < 1))
    errors.push(`${where}: prompt must be null or 1-500 characters`);
  if (!Array.isArray(e.pii) || !Array.isArray(e.pii_kinds) || e.pii.length !== e.pii_kinds.length)
    errors.push(`${where}: pii and pii_kinds must be lists of one length`);
  else
    e.pii.forEach((p, j) => {
      if (typeof p !== 'string' || !p) errors.push(`${where}: pii ${j + 1} empty`);
      else if (!String(e.text).includes(p) && !(e.prompt && e.prompt.includes(p)))
        errors.push(`${where}: pii ${j + 1} is not an exact substring of text or prompt`);
      else if (!String(e.text).includes(p)) piiInPrompt++;
      if (!PII.includes(e.pii_kinds[j])) errors.push(`${where}: pii_kinds ${j + 1} bad`);
      else count(byPii, e.pii_kinds[j]);
    });
  if (texts.has(e.text)) dupes++;
  texts.add(e.text);
  if (e.prompt) prompts++;
  count(byLabel, e.label);
  count(byKind, `${e.label}/${e.kind}`);
  count(byLang, e.lang);
  count(byLangLabel, `${e.lang}/${e.label}`);
  count(byMood, e.mood);
});
if (dupes) errors.push(`${dupes} duplicate texts`);
console.log(`entries: ${a.length}`);
console.log('labels:', JSON.stringify(byLabel));
console.log('label/kind:', JSON.stringify(byKind));
console.log('languages:', JSON.stringify(byLang));
console.log('language/label:', JSON.stringify(byLangLabel));
console.log('moods:', JSON.stringify(byMood));
console.log(
  `pii items: ${Object.values(byPii).reduce((s, n) => s + n, 0)}`,
  JSON.stringify(byPii),
  `(in prompt only: ${piiInPrompt})`,
);
console.log(`entries with a free-text prompt: ${prompts}`);
if (errors.length) {
  console.log(`${errors.length} errors:`);
  errors.slice(0, 40).forEach((x) => console.log('  ' + x));
  process.exit(1);
}
console.log('OK: no errors');
