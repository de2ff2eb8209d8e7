// Reading an entry: emotion, category, intensity and tags. Deterministic and offline.

import Sentiment from 'sentiment';
import type { Category, Intensity } from './types.ts';
import { CATEGORIES } from './types.ts';
import type { Mood, MoodKey } from '../domain/moods.ts';
import {
  CATEGORY_STRONG,
  CATEGORY_WEAK,
  EMOTION_CATEGORY,
  EMOTION_CATEGORY_WEIGHT,
  EMOTION_LEXICON,
  INTENSIFIERS,
  MOOD_CONTRADICTS,
  MOOD_EMOTION,
  RISK_WORDS,
  STOP_WORDS,
  type Emotion,
} from './lexicon.ts';
import { normalize } from './text.ts';
import { REASONS } from './detector.ts';
import { findPersonalData, type PersonalData, withoutPersonalData } from './redaction.ts';

const afinn = new Sentiment();

export interface Analysis {
  /** Never one that contradicts the mood the writer chose (MOOD_CONTRADICTS). */
  emotion: Emotion;
  secondary: Emotion | null;
  category: Category;
  intensity: Intensity;
  tags: string[];
  /** AFINN score per token, for the growth summary's sense of direction. */
  sentiment: number;
  /** The mood the writer chose: the reply's words may not contradict it. */
  mood: MoodKey;
  /**
   * The words speak only of feelings the chosen mood contradicts ("I am livid", written as Reflective):
   * `emotion` is then the mood's own, with nothing in the text behind it, and the reply names no feeling.
   */
  unnamed: boolean;
}

function countMatches(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null) n++;
  return n;
}

// Negated feelings do not count: "not sad" is not sadness, "not happy" is not joy.
const NEGATED_FEELING = /\b(?:not|never|no longer|hardly) (?:feeling |feel |very |that |so |really |even )?(?=\w)/g;

// The mood the writer picked counts as much as one feeling word, and a little more so it wins ties;
// it does not overrule the text.
const MOOD_PRIOR = 1.01;

function emotionScores(t: string, mood: Mood): Map<Emotion, number> {
  const masked = t.replace(NEGATED_FEELING, 'not_');
  const scores = new Map<Emotion, number>();
  for (const [emotion, re] of Object.entries(EMOTION_LEXICON) as [Emotion, RegExp][]) {
    const n = countMatches(re, masked);
    if (n > 0) scores.set(emotion, n);
  }
  const prior = MOOD_EMOTION[mood.key];
  scores.set(prior, (scores.get(prior) ?? 0) + MOOD_PRIOR);
  return scores;
}

function ranked<K extends string>(scores: Map<K, number>, order: readonly K[]): K[] {
  return [...scores.entries()]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([k]) => k);
}

const REASON_CATEGORY: Record<string, Category> = {
  [REASONS.others]: 'anger and conflict',
  [REASONS.selfHarm]: 'health and body',
  [REASONS.hopelessness]: 'self-worth',
};

const EMOTION_ORDER = Object.keys(EMOTION_LEXICON) as Emotion[];

function categoryOf(
  t: string,
  emotions: Map<Emotion, number>,
  emotion: Emotion,
  mood: Mood,
  reasons: readonly string[],
): Category {
  const scores = new Map<Category, number>();
  const add = (c: Category, v: number) => scores.set(c, (scores.get(c) ?? 0) + v);
  // What the detector found says something about the topic too.
  for (const r of reasons) {
    const c = REASON_CATEGORY[r];
    if (c) add(c, 1.5);
  }
  for (const c of CATEGORIES) {
    // Diminishing returns: one topic named ten times should not drown out everything else.
    const raw = countMatches(CATEGORY_STRONG[c], t) * 2 + countMatches(CATEGORY_WEAK[c], t);
    if (raw > 0) add(c, Math.min(raw, 6) + Math.max(0, raw - 6) * 0.25);
  }
  // Feelings count toward their nearest topic, so an entry about being lonely at a new job is about loneliness.
  for (const [e, n] of emotions) {
    const c = EMOTION_CATEGORY[e];
    if (c) add(c, n * EMOTION_CATEGORY_WEIGHT);
  }
  const lean = EMOTION_CATEGORY[emotion];
  if (lean) add(lean, 0.3);
  if (mood.key === 'happy') add('gratitude and joy', 0.3);
  if (mood.key === 'angry') add('anger and conflict', 0.3);
  if (mood.key === 'upside-down') add('growth and change', 0.3);
  // Nothing named at all ("Lonely again tonight" names loneliness; "ugh." names nothing): growth is the gentlest home.
  return ranked(scores, CATEGORIES)[0] ?? 'growth and change';
}

function intensityOf(text: string, t: string, sentimentScore: number, emotionHits: number): Intensity {
  const wordsCount = Math.max(1, t.split(/\s+/).length);
  let points = Math.min(3, Math.abs(sentimentScore) / 4);
  points += Math.min(2, countMatches(INTENSIFIERS, t) * 0.5);
  points += Math.min(1.5, (text.match(/!/g)?.length ?? 0) * 0.5);
  points += Math.min(1.5, (text.match(/\b[A-Z]{3,}\b/g)?.filter((w) => w !== 'OK').length ?? 0) * 0.75);
  points += Math.min(2, (emotionHits / wordsCount) * 20);
  if (points >= 4) return 'high';
  if (points >= 2) return 'medium';
  return 'low';
}

const LEMMAS: Record<string, string> = {
  felt: 'feel',
  went: 'go',
  thought: 'think',
  told: 'tell',
  made: 'make',
  said: 'say',
  lost: 'lose',
  left: 'leave',
  wrote: 'write',
  written: 'write',
  ran: 'run',
  ate: 'eat',
  slept: 'sleep',
  began: 'begin',
  kept: 'keep',
  brought: 'bring',
  bought: 'buy',
  taught: 'teach',
  caught: 'catch',
  fought: 'fight',
  sang: 'sing',
  drew: 'draw',
  children: 'child',
  people: 'people',
  women: 'woman',
  men: 'man',
  better: 'better',
  worse: 'bad',
  worst: 'bad',
  changing: 'change',
  changed: 'change',
  managing: 'manage',
  managed: 'manage',
  judging: 'judge',
  judged: 'judge',
  creating: 'create',
  created: 'create',
  anxious: 'anxious',
  stress: 'stress',
  stressed: 'stress',
  stressful: 'stress',
  worried: 'worry',
  worrying: 'worry',
  worries: 'worry',
  studying: 'study',
  studied: 'study',
  tried: 'try',
  crying: 'cry',
  cried: 'cry',
  cries: 'cry',
  dying: 'die',
  lying: 'lie',
  exams: 'exam',
  classes: 'class',
  grieving: 'grief',
  grieve: 'grief',
  loneliness: 'loneliness',
  lonely: 'lonely',
  happiness: 'happiness',
  finally: 'finally',
  family: 'family',
  boss: 'boss',
  business: 'business',
  focus: 'focus',
  anxiety: 'anxiety',
  during: 'during',
  nothing: 'nothing',
  something: 'something',
  morning: 'morning',
  evening: 'evening',
  painting: 'painting',
  drawing: 'drawing',
  writing: 'writing',
  feeling: 'feeling',
  meeting: 'meeting',
  building: 'building',
  being: 'being',
  thing: 'thing',
  spring: 'spring',
  wedding: 'wedding',
  ceiling: 'ceiling',
  sibling: 'sibling',
  ring: 'ring',
  king: 'king',
  sing: 'sing',
  bring: 'bring',
  nothingness: 'nothingness',
  hiking: 'hike',
  biking: 'bike',
};

// Feelings ending in -ed read better as they are: "tired", not "tire".
const KEEP = new Set([
  'tired',
  'scared',
  'bored',
  'excited',
  'embarrassed',
  'ashamed',
  'exhausted',
  'confused',
  'relieved',
  'interested',
  'depressed',
  'isolated',
  'overwhelmed',
  'frustrated',
  'terrified',
  'surprised',
  'annoyed',
  'disappointed',
  'motivated',
  'inspired',
  'supposed',
  'used',
  'engaged',
  'married',
  'divorced',
  'blessed',
  'loved',
  'need',
  'feed',
  'seed',
  'bed',
  'red',
]);

/** A light lemmatizer: irregular forms from a table, regular -s/-ing/-ed by rule. */
export function lemma(word: string): string {
  const w = word.replace(/'s$/, '').replace(/'/g, '');
  const known = LEMMAS[w];
  if (known) return known;
  if (KEEP.has(w) || w.includes('-')) return w;
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 5 && w.endsWith('ing')) return restoreStem(w.slice(0, -3));
  if (w.length > 4 && w.endsWith('ied')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && w.endsWith('ed')) return restoreStem(w.slice(0, -2));
  if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is|ous)$/.test(w))
    return /(?:ches|shes|xes|sses|zzes)$/.test(w) ? w.slice(0, -2) : w.slice(0, -1);
  return w;
}

function restoreStem(stem: string): string {
  if (/([b-df-hj-np-tv-z])\1$/.test(stem) && !/(?:ll|ss|zz|ff)$/.test(stem)) return stem.slice(0, -1);
  if (stem.length > 5 && /ll$/.test(stem)) return stem.slice(0, -1); // labelled → label
  if (stem.length > 5 && /ick$/.test(stem)) return stem.slice(0, -1); // panicked → panic
  // Unstressed endings keep no e: listen, visit, answer, happen.
  if (/(?:en|er|it|on|om|el|al|ol|ow|ew|ay|ey|oy)$/.test(stem)) return stem;
  if (/[^aeiou][aeiou][bcdfgklmnprstvz]$/.test(stem)) return stem + 'e';
  if (/(?:v|[^aeiou]c|[^aeiou]g|ur|[aeiou]s|iz|dg|[^aeiol]l)$/.test(stem) && !/(?:ng)$/.test(stem)) return stem + 'e';
  return stem;
}

function tagsOf(personal: PersonalData, emotion: Emotion, category: Category, mood: Mood): string[] {
  // Tags are shown to others: no personal data (names, workplaces, handles, links…) and no numbers become tags.
  const cleaned = withoutPersonalData(personal).replace(/[\u2018\u2019]/g, "'");
  const counts = new Map<string, { n: number; first: number }>();
  let index = 0;
  for (const sentence of cleaned.split(/(?<=[.!?\n])\s*/)) {
    const tokens = sentence.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
    tokens.forEach((tok, i) => {
      index++;
      // A capitalised word inside a sentence is most likely a name: leave it out.
      if (i > 0 && /^[A-Z]/.test(tok) && tok !== 'I') return;
      const lower = tok.toLowerCase().replace(/^-+|-+$/g, '');
      if (lower.length < 3 || STOP_WORDS.has(lower) || STOP_WORDS.has(lower.replace(/'/g, ''))) return;
      if (/'/.test(lower)) return;
      const l = lemma(lower);
      if (l.length < 3 || STOP_WORDS.has(l) || RISK_WORDS.has(l) || RISK_WORDS.has(lower)) return;
      const c = counts.get(l) ?? { n: 0, first: index };
      c.n++;
      counts.set(l, c);
    });
  }
  const catRe = CATEGORY_STRONG[category];
  const emoRe = EMOTION_LEXICON[emotion];
  const scored = [...counts.entries()].map(([word, c]) => {
    catRe.lastIndex = 0;
    emoRe.lastIndex = 0;
    const topical = catRe.test(word) || emoRe.test(word) ? 1.5 : 0;
    return { word, score: c.n + topical + Math.max(0, 0.5 - c.first / 200) + Math.min(word.length, 10) / 40 };
  });
  scored.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
  const tags: string[] = [];
  for (const s of scored)
    if (tags.length < 5 && !tags.some((t) => t.startsWith(s.word) || s.word.startsWith(t))) tags.push(s.word);
  const fallback = [...category.split(/ and /), emotion, mood.label.toLowerCase()];
  for (const f of fallback) if (tags.length < 3 && !tags.includes(f)) tags.push(f);
  return tags;
}

/** `reasons` are the crisis detector's, and `personal` the text's personal data, when the caller has them. */
export function analyze(
  text: string,
  mood: Mood,
  reasons: readonly string[] = [],
  personal: PersonalData = findPersonalData(text),
): Analysis {
  const t = normalize(text);
  const scores = emotionScores(t, mood);
  // The reply names only feelings the chosen mood allows; the topic still reads every feeling word.
  const allowed = new Map([...scores].filter(([e]) => !MOOD_CONTRADICTS[mood.key].has(e)));
  const order = ranked(allowed, EMOTION_ORDER);
  const emotion = order[0] ?? MOOD_EMOTION[mood.key];
  const top = allowed.get(emotion) ?? 0;
  const evidence = top - (emotion === MOOD_EMOTION[mood.key] ? MOOD_PRIOR : 0);
  const unnamed = evidence <= 0 && [...scores].some(([e, n]) => n > 0 && MOOD_CONTRADICTS[mood.key].has(e));
  const second = order[1];
  const secondary = second && (allowed.get(second) ?? 0) >= Math.max(1, top * 0.5) ? second : null;
  const s = afinn.analyze(t);
  const emotionHits = [...scores.values()].reduce((a, b) => a + b, 0) - MOOD_PRIOR;
  const category = categoryOf(t, scores, emotion, mood, reasons);
  return {
    emotion,
    secondary,
    category,
    intensity: intensityOf(text, t, s.score, emotionHits),
    tags: tagsOf(personal, emotion, category, mood),
    sentiment: s.comparative,
    mood: mood.key,
    unnamed,
  };
}
