// Small text helpers shared by the detector and the engine; no dependencies, no randomness.

/** FNV-1a 32-bit: a stable seed so the same entry always gets the same wording. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], seed: number, salt: number): T {
  const mixed = Math.imul(seed ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return items[((mixed ^ (mixed >>> 13)) >>> 0) % items.length] as T;
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\b(do|does|did|is|are|was|were|would|could|should|have|has|had|need|must)n'?t\b/g, '$1 not'],
  [/\bain'?t\b/g, 'am not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bim\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'?ll\b/g, 'i will'],
  [/\bi'?d\b/g, 'i would'],
  [/\b(he|she|it|that|there|what)'s\b/g, '$1 is'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\b(you|we|they)'ll\b/g, '$1 will'],
  [/\b(you|we|they)'ve\b/g, '$1 have'],
  [/\bwanna\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\bdont\b/g, 'do not'],
  [/\bdoesnt\b/g, 'does not'],
  [/\bdidnt\b/g, 'did not'],
  [/\bcant\b/g, 'can not'],
  [/\bwont\b/g, 'will not'],
  [/\bwouldnt\b/g, 'would not'],
  [/\bu\b/g, 'you'],
];

/** Lower case, straight quotes, contractions spelled out: one form for the patterns to match. */
export function normalize(text: string): string {
  let t = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2013\u2014]/g, ' - ')
    .replace(/\s+/g, ' ');
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  return t;
}

// A full stop after these ends a word, not a sentence: "St. Mary's", "Mrs. Lee", "Dr. Ortiz", "e.g. this".
const ABBREVIATION =
  /(?:^|[\s(])(?:mr|mrs|ms|mx|dr|drs|st|ste|sr|sra|srta|jr|prof|mt|ft|ave|rd|blvd|apt|no|nos|vs|etc|approx|dept|est|fig|inc|ltd|co|corp|sgt|capt|lt|col|gen|rev|hon|fr|dra|mme|mlle|hr|nr|bzw|usw|vgl|ca|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|[a-z]|(?:[a-z]\.){1,3}[a-z])\.$/i;

// Titles and Latin shorthands that, without their full stop, still announce a word to come.
const BARE_ABBREVIATION =
  /(?:^|[\s(])(?:mr|mrs|ms|mx|dr|drs|st|ste|sr|sra|srta|jr|prof|mt|ave|blvd|apt|vs|etc|approx|dept|sgt|capt|lt|mme|mlle|(?:[a-z]\.){1,3}[a-z])\.?$/i;

/** True when a phrase stops on an abbreviation ("saw Dr.", "at St", "e.g"): a quote never stops there. */
export function endsOnAbbreviation(phrase: string): boolean {
  const t = phrase.trim();
  return BARE_ABBREVIATION.test(t) || /(?:^|[\s(])[A-Z]\.$/.test(t);
}

// A day written as an ordinal before its month ("am 3. Jänner", "den 15. mars"): its full stop ends nothing.
const ORDINAL_DAY = /(?:^|\s)\d{1,2}\.$/;
const MONTH =
  /^(?:jan(?:uar|uari|ner)?|j[äa]nner|feb(?:ruar|ruari)?|feber|m[äa]rz|maerz|maart|mars|apr(?:il)?|mai|mei|maj|jun[ie]?|jul[ie]?|aug(?:ust|ustus)?|sep(?:t|tember)?|okt(?:ober)?|okt|nov(?:ember)?|dez(?:ember)?|dec(?:ember)?)\b/i;

/** A sentence does not end at `last`: it stops on an abbreviation or an initial, or on a day before its month. */
export const endsMidSentence = (last: string, next: string): boolean =>
  ABBREVIATION.test(last) || (ORDINAL_DAY.test(last) && MONTH.test(next));

/** Sentences of the original text, trimmed, for quoting. Abbreviations, initials and ordinal days do not end one. */
export function sentences(text: string): string[] {
  const parts = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?\u2026])\s+|\s*\n+\s*/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last !== undefined && endsMidSentence(last, part)) out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
  }
  return out;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
