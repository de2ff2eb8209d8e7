// The tone rules of a reply (issue 12, item 4), as one check that the provider's guard, the tests
// and the evaluation share: never celebrate an entry with a risk or goodbye signal, never quote plan
// or method words after one, never name a feeling the writer's chosen mood contradicts, never show
// markup, never use a banned phrase.

import type { ReflectInput, SafetyLevel } from './types.ts';
import { resolveMood } from '../domain/moods.ts';
import { hasGoodbyeCue } from './compose.ts';
import {
  bannedPhraseHits,
  celebratingPhraseHits,
  FEELING_WORDS,
  MOOD_CONTRADICTS,
  PLAN_OR_METHOD_WORDS,
} from './lexicon.ts';

// Markup in a reply would be shown as characters, or quote the writer's markup back.
const MARKUP = /<\/?[a-z][^>]*>|\*\*|__|```|\]\(|^\s*#{1,6}\s|&[a-z]+;|&#\d+;/im;

const quotesOf = (reply: string) => [...reply.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');

/** True when the entry carries any risk or goodbye signal: the reply must then be steady. */
export function isRisky(text: string, level: SafetyLevel): boolean {
  return level !== 'none' || hasGoodbyeCue(text);
}

/** What is wrong with a reply's tone, as short codes ('celebrates: joy', 'contradicts mood: frustrated'…); empty when nothing. */
export function toneProblems(reply: string, input: Pick<ReflectInput, 'text' | 'mood'>, level: SafetyLevel): string[] {
  const problems = bannedPhraseHits(reply).map((p) => `banned: ${p}`);
  if (MARKUP.test(reply)) problems.push('markup');
  if (isRisky(input.text, level)) {
    problems.push(...celebratingPhraseHits(reply).map((p) => `celebrates: ${p}`));
    for (const q of quotesOf(reply))
      if (PLAN_OR_METHOD_WORDS.test(q.toLowerCase())) problems.push(`quotes plan or method: ${q}`);
  }
  // The writer's own quoted words may say anything; the reply's own words may not contradict their mood.
  const own = reply.replace(/"[^"]*"/g, ' ').toLowerCase();
  for (const e of MOOD_CONTRADICTS[resolveMood(input.mood).key]) {
    const { adj, noun } = FEELING_WORDS[e];
    for (const w of new Set([adj, noun]))
      if (new RegExp(`\\b${w}\\b`).test(own)) problems.push(`contradicts mood: ${w}`);
  }
  return problems;
}
