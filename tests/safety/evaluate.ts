// The safety evaluation (issue 12) behind tests/safety/evaluate.test.ts and `npm run eval:safety`.
// Figures over the committed corpus, one part at a time (dev, then holdout): the check's recall and false
// alarms, what the public gate lets through, personal data left in what others see, banned phrases in replies.
// Only ids and counts are ever printed: never an entry's words.
import { readdirSync, readFileSync } from 'node:fs';
import { detectCrisis, maxLevel } from '../../supabase/functions/_shared/reflection/detector.ts';
import { builtinReflect } from '../../supabase/functions/_shared/reflection/builtin.ts';
import { bannedPhraseHits } from '../../supabase/functions/_shared/reflection/lexicon.ts';
import { redactForSharing } from '../../supabase/functions/_shared/reflection/redaction.ts';
import type { Safety, SafetyLevel } from '../../supabase/functions/_shared/reflection/types.ts';
import { modelScores } from '../../supabase/functions/_shared/reflection/safety/model.ts';
import { foldText } from '../../supabase/functions/_shared/reflection/safety/normalize.ts';

export interface SafetyCorpusEntry {
  id: string;
  lang: string;
  mood: string;
  label: SafetyLevel;
  kind: string;
  forms: string[];
  text: string;
  prompt: string | null;
  pii: string[];
  pii_kinds: string[];
}

export type Part = 'dev' | 'holdout';

/** Every batch file of a part, in name order (README.md says which writer made which). */
export function loadPart(part: Part): SafetyCorpusEntry[] {
  const dir = new URL(`./corpus/${part}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as SafetyCorpusEntry[]);
}

/** The check the API runs on a post: the entry and a free-text prompt, the higher level wins (api/prompt-used.ts). */
export function checkPost(e: Pick<SafetyCorpusEntry, 'text' | 'prompt' | 'mood'>): Safety {
  const own = detectCrisis(e.text, e.mood);
  if (!e.prompt) return own;
  const p = detectCrisis(e.prompt);
  return { level: maxLevel(own.level, p.level), reasons: [...new Set([...own.reasons, ...p.reasons])] };
}

/** The gate (private.prepare_entry): any signal holds a public post; only `none` is visible to others at once. */
export const visibleToOthers = (s: Safety) => s.level === 'none';

export interface Ratio {
  hit: number;
  of: number;
}

export interface SafetyFigures {
  entries: number;
  crisisRecall: Ratio;
  /** Crisis entries given any signal (crisis or concern): held, with resources. */
  crisisAnySignal: Ratio;
  recallByKind: Record<string, Ratio>;
  recallByLang: Record<string, Ratio>;
  falseAlarms: Ratio;
  falseAlarmsByKind: Record<string, Ratio>;
  /** Non-crisis entries read as crisis (the alarm card where a gentle line fits). */
  falseCrisis: Ratio;
  /** None entries shown the crisis card: the false alarm a writer sees (a hold is unseen until review). */
  noneCard: Ratio;
  concernAnySignal: Ratio;
  riskyVisible: number;
  concernVisible: number;
  piiVisible: Ratio;
  piiVisibleByKind: Record<string, Ratio>;
  bannedHits: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time: the wall clock of a loaded shared machine counts other processes' time slices too. */
  cpuP99Ms: number;
  /** The learned reader's share (safety/model.ts: features and two heads over folded text), wall clock. */
  modelP99Ms: number;
  /** Ids only, for reading dev misses while tuning. */
  missedIds: string[];
  falseAlarmIds: string[];
}

const bump = (m: Record<string, Ratio>, key: string, hit: boolean) => {
  const r = (m[key] ??= { hit: 0, of: 0 });
  r.of++;
  if (hit) r.hit++;
};
const ratio = (): Ratio => ({ hit: 0, of: 0 });
const add = (r: Ratio, hit: boolean) => {
  r.of++;
  if (hit) r.hit++;
};
export const share = (r: Ratio) => (r.of ? r.hit / r.of : 0);

function piiSurvivors(e: SafetyCorpusEntry): boolean[] {
  const shown = `${redactForSharing(e.text)}\n${e.prompt ? redactForSharing(e.prompt) : ''}`;
  return e.pii.map((item) => shown.includes(item));
}

const p99 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function timeChecks(
  corpus: SafetyCorpusEntry[],
  now: () => number,
  check: (e: SafetyCorpusEntry) => unknown = checkPost,
): number[] {
  for (const e of corpus) check(e); // warm up patterns and JIT
  const times: number[] = [];
  for (const e of corpus)
    for (let i = 0; i < 3; i++) {
      const t0 = now();
      check(e);
      times.push(now() - t0);
    }
  return times.sort((a, b) => a - b);
}

export function evaluateSafety(
  corpus: SafetyCorpusEntry[],
  now: () => number = () => performance.now(),
): SafetyFigures {
  const f: SafetyFigures = {
    entries: corpus.length,
    crisisRecall: ratio(),
    crisisAnySignal: ratio(),
    recallByKind: {},
    recallByLang: {},
    falseAlarms: ratio(),
    falseAlarmsByKind: {},
    falseCrisis: ratio(),
    noneCard: ratio(),
    concernAnySignal: ratio(),
    riskyVisible: 0,
    concernVisible: 0,
    piiVisible: ratio(),
    piiVisibleByKind: {},
    bannedHits: 0,
    p50Ms: 0,
    p99Ms: 0,
    cpuP99Ms: 0,
    modelP99Ms: 0,
    missedIds: [],
    falseAlarmIds: [],
  };
  for (const e of corpus) tally(f, e);
  const times = timeChecks(corpus, now);
  f.p50Ms = times[Math.floor(times.length * 0.5)] ?? 0;
  f.p99Ms = p99(times);
  f.cpuP99Ms = p99(timeChecks(corpus, cpuNow));
  f.modelP99Ms = p99(timeChecks(corpus, now, (e) => modelScores(foldText(e.text))));
  return f;
}

function tally(f: SafetyFigures, e: SafetyCorpusEntry): void {
  const safety = checkPost(e);
  const got = safety.level;
  if (e.label === 'crisis') {
    add(f.crisisRecall, got === 'crisis');
    add(f.crisisAnySignal, got !== 'none');
    bump(f.recallByKind, e.kind, got === 'crisis');
    bump(f.recallByLang, e.lang, got === 'crisis');
    if (got !== 'crisis') f.missedIds.push(e.id);
    if (visibleToOthers(safety)) f.riskyVisible++;
  } else {
    add(f.falseCrisis, got === 'crisis');
  }
  if (e.label === 'concern') {
    add(f.concernAnySignal, got !== 'none');
    if (visibleToOthers(safety)) f.concernVisible++;
  }
  if (e.label === 'none') {
    add(f.falseAlarms, got !== 'none');
    add(f.noneCard, got === 'crisis');
    bump(f.falseAlarmsByKind, e.kind, got !== 'none');
    if (got !== 'none') f.falseAlarmIds.push(e.id);
  }
  piiSurvivors(e).forEach((survived, i) => {
    add(f.piiVisible, survived);
    bump(f.piiVisibleByKind, e.pii_kinds[i] ?? 'other', survived);
  });
  const reply = builtinReflect({ text: e.text, mood: e.mood, prompt: e.prompt }, safety).reflection;
  f.bannedHits += bannedPhraseHits(reply).length;
}

const pct = (r: Ratio) => `${(share(r) * 100).toFixed(1)}% (${r.hit}/${r.of})`;
const rows = (m: Record<string, Ratio>) =>
  Object.entries(m)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, r]) => `    ${k.padEnd(24)} ${pct(r)}`);

/** The printed table: the same for the test and the script. */
export function formatFigures(part: string, f: SafetyFigures): string {
  return [
    `Safety evaluation — ${part} (${f.entries} entries)`,
    `  crisis recall (level crisis)            ${pct(f.crisisRecall)}   target ≥ 96%`,
    `  crisis entries with any signal (held)   ${pct(f.crisisAnySignal)}`,
    '  crisis recall per kind:',
    ...rows(f.recallByKind),
    '  crisis recall per language:',
    ...rows(f.recallByLang),
    `  false alarms (none → any signal)        ${pct(f.falseAlarms)}   target ≤ 4%`,
    '  false alarms per kind:',
    ...rows(f.falseAlarmsByKind),
    `  …of which the crisis card (none → crisis) ${pct(f.noneCard)}`,
    `  non-crisis read as crisis               ${pct(f.falseCrisis)}`,
    `  concern entries with any signal         ${pct(f.concernAnySignal)}`,
    `  crisis posts visible to others          ${f.riskyVisible}   target 0`,
    `  concern posts visible to others         ${f.concernVisible}`,
    `  personal-data items visible to others   ${pct(f.piiVisible)}   target ≤ 5%`,
    ...rows(f.piiVisibleByKind),
    `  banned phrases in replies               ${f.bannedHits}   target 0`,
    `  built-in check ms per entry p50 / p99   ${f.p50Ms.toFixed(3)} / ${f.p99Ms.toFixed(3)}   (target p99 ≤ 5; printed, never asserted)`,
    `  …CPU time p99                           ${f.cpuP99Ms.toFixed(3)}`,
    `  …learned reader alone p99 (wall)        ${f.modelP99Ms.toFixed(3)}`,
  ].join('\n');
}
