// One spelling for the safety check to read: lower case, accents folded, contractions spelled out, slang and
// abbreviations expanded, common misspellings of risk words mended, no punctuation. The check reads the entry
// sentence by sentence (Intl.Segmenter: no punctuation → one long sentence, which the entry-level rules still read).
import { endsMidSentence, sentences as splitAtStops, normalize as spellOut } from '../text.ts';

// Whole-token slang and shorthand → the words the concept patterns know. Why each: these are how people write
// risk online (kms, ctb = "catch the bus", unalive, sewerslide, sh), and how they write time (tmrw, rn, tonite).
const SLANG: Record<string, string> = {
  kms: 'kill myself',
  kys: 'kill yourself',
  ctb: 'kill myself',
  sewerslide: 'suicide',
  unalive: 'kill',
  unaliving: 'killing',
  unalived: 'killed',
  sh: 'self harm',
  shing: 'self harming',
  ded: 'dead',
  rn: 'right now',
  atm: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  tomoz: 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  nite: 'night',
  idc: 'i do not care',
  idk: 'i do not know',
  ik: 'i know',
  ngl: 'not going to lie',
  tbh: 'to be honest',
  fr: 'for real',
  bc: 'because',
  cuz: 'because',
  pls: 'please',
  plz: 'please',
  ppl: 'people',
  ur: 'your',
  ty: 'thank you',
  thx: 'thank you',
  wanna: 'want to',
  gonna: 'going to',
  hav: 'have',
  pils: 'pills',
  woud: 'would',
  coud: 'could',
  agian: 'again',
  beter: 'better',
  bein: 'being',
  waitin: 'waiting',
  nobdy: 'nobody',
  // French and German chat forms
  jveux: 'je veux',
  jme: 'je me',
  jsuis: 'je suis',
  chuis: 'je suis',
  jai: 'j ai',
  nich: 'nicht',
  nix: 'nicht',
  hab: 'habe',
  mei: 'mein',
  heut: 'heute',
  // Portuguese chat forms
  q: 'que',
  vc: 'voce',
  pra: 'para',
  tb: 'tambem',
};

// Risk words people misspell; a token one edit (or one swap) away is read as the word.
const MENDABLE = [
  'suicide',
  'suicidal',
  'disappear',
  'anymore',
  'relapsed',
  'relapse',
  'relapsing',
  'overdose',
  'myself',
  'tomorrow',
  'forever',
  'nobody',
  'notice',
  'tonight',
  'goodbye',
  'absolutely',
];
const MENDABLE_SET = new Set(MENDABLE);

/** Damerau distance ≤ 1, without building a matrix: the check runs on every entry. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function mend(token: string): string {
  if (token.length < 5 || MENDABLE_SET.has(token)) return token;
  for (const word of MENDABLE) if (word[0] === token[0] && oneEditApart(token, word)) return word;
  return token;
}

// Emoji that carry meaning for the check keep a word form (a weapon, blood, a grave).
const EMOJI: [RegExp, string][] = [
  [/🔫/gu, ' gun '],
  [/🔪/gu, ' knife '],
  [/🩸/gu, ' blood '],
  [/🪦|⚰️?/gu, ' grave '],
  [/🏫/gu, ' school '],
];

/** The words of a piece of text in the check's spelling, joined by single spaces. */
export function foldText(text: string): string {
  let t = text;
  for (const [re, word] of EMOJI) t = t.replace(re, word);
  t = spellOut(t)
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // "sh'd", "sh-ing", "shd": with a mark between, or "shd"; never "shed", which is a garden shed or a tear.
    .replace(/\bsh[-'’ ]ing\b/g, 'self harming')
    .replace(/\bsh(?:[-'’ ]e?d|d)\b/g, 'self harmed')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  const words = t.trim().split(' ').filter(Boolean);
  // "want to dye": the misspelling only where a verb of wanting comes first.
  return words
    .map((w) => SLANG[w] ?? mend(w))
    .join(' ')
    .replace(/\b(want to|going to|wanna) dye\b/g, '$1 die');
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/**
 * The entry's sentences as written; blank lines and line breaks end a sentence too. Empty ones are left out.
 * The segmenter does not end a sentence before a lower-case word ("i picked sunday. i want to see the film first"
 * is one to it), and a third of entries are written all in lower case: a full stop, `!` or `?` before a space ends
 * one there too, except after an abbreviation (text.ts `sentences`), so a film in one sentence cannot quiet
 * another.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n+/))
    for (const { segment } of segmenter.segment(block))
      for (const sentence of splitAtStops(segment)) {
        if (!foldText(sentence)) continue;
        // The segmenter ends one at "den 3." before "Jänner": the date is half of "den 3. Jänner ausgesucht".
        const last = out[out.length - 1];
        if (last !== undefined && endsMidSentence(last.trim(), sentence.trim()))
          out[out.length - 1] = `${last.trim()} ${sentence}`;
        else out.push(sentence);
      }
  return out;
}

/** Sentences of the entry, each folded. */
export const foldedSentences = (text: string): string[] => sentencesOf(text).map(foldText);
