// The text the redaction reads: the spans found so far (each with its kind of personal data) and the words,
// with their case and whether they start a sentence — the two facts the recognisers of names lean on.
import { fold } from './words.ts';
import { matchesOf } from '../matches.ts';

export const KINDS = ['email', 'link', 'handle', 'phone', 'address', 'school', 'workplace', 'city', 'name'] as const;
export type Kind = (typeof KINDS)[number];

export interface Span {
  start: number;
  end: number;
  kind: Kind;
}

/** The spans found so far; a later recogniser never takes what an earlier one took. */
export class Spans {
  readonly list: Span[] = [];

  overlaps(start: number, end: number): boolean {
    return this.list.some((s) => s.start < end && start < s.end);
  }

  add(start: number, end: number, kind: Kind): boolean {
    if (end <= start || this.overlaps(start, end)) return false;
    this.list.push({ start, end, kind });
    return true;
  }

  has(kind: Kind): boolean {
    return this.list.some((s) => s.kind === kind);
  }
}

export type Shape = 'lower' | 'title' | 'upper' | 'other';

export interface Word {
  text: string;
  start: number;
  end: number;
  /** Lower case, no accents, no possessive: see fold(). */
  folded: string;
  shape: Shape;
  /** First word of a sentence, a line, a quote or a list item, where a capital says nothing. */
  initial: boolean;
  /** Index of the sentence the word is in. */
  sentence: number;
  /** What stands between the previous word and this one. */
  gap: string;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’.-][\p{L}\p{M}\p{N}]+)*(?:['’]s\b)?/gu;
const BREAK = /[.!?…:;\n"“”«»()[\]•·|]|\s[-–—]\s|\p{Extended_Pictographic}/u;
const DONA_BEFORE = /^(?:à|a|o|da|do|na|no|ao|com|pra|para|de|e)$/i;
const ABBREVIATED_TITLE = /^(?:mr|mrs|ms|mx|dr|dra|prof|profa|sr|sra|srta|st|mt|m|mme|mlle|jr|capt|sgt|rev|dott|avv)$/i;

function shapeOf(text: string): Shape {
  if (!/\p{L}/u.test(text)) return 'other';
  if (text === text.toLowerCase()) return 'lower';
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return 'upper';
  return /^\p{Lu}/u.test(text) ? 'title' : 'other';
}

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let sentence = 0;
  let previous: Word | undefined;
  for (const m of matchesOf(WORD, text)) {
    const start = m.index;
    const gap = text.slice(previous ? previous.end : 0, start);
    // "Dr. Feldman": the dot after a title does not end the sentence.
    // Portuguese "à D. Graça", "com a D. Rosa" (Dona, Dom): a capital D after an article or a preposition.
    const dona = previous?.text === 'D' && DONA_BEFORE.test(words[words.length - 2]?.text ?? '');
    const title = previous !== undefined && (ABBREVIATED_TITLE.test(previous.text) || dona);
    const afterTitle = title && /^\.\s+$/.test(gap);
    const breaks = !previous || (BREAK.test(gap) && !afterTitle);
    if (breaks && previous) sentence++;
    const word: Word = {
      text: m[0],
      start,
      end: start + m[0].length,
      folded: fold(m[0]),
      shape: shapeOf(m[0]),
      initial: breaks,
      sentence,
      gap,
    };
    words.push(word);
    previous = word;
  }
  return words;
}

/** How far capitals can be trusted in this text. */
export interface Casing {
  /** No capitals to go by: all lower case, or shouted in capitals. */
  caseless: boolean;
  /** Capitals on most nouns (German), so a capital inside a sentence does not mark a name. */
  nounCapitals: boolean;
}

// Words only German uses this often; with capitals on many inner words, they mark a text that capitalises nouns.
const GERMAN =
  /^(?:der|die|das|und|ist|nicht|ich|mit|ein|eine|einen|dem|den|auch|noch|sich|auf|für|zum|zur|wir|war|hab|habe|heute|aber|neue|neuer|neues|mein|meine|endlich|seit|bin|hat|hatte|sind|wenn|dann|weil|nur|mir|dich|dir|uns|immer|schon|jetzt|gestern|wieder|zwei|drei|sehr|kein|keine|nach|bei|vom)$/i;

export function casingOf(words: Word[], text: string): Casing {
  const germanSigns = words.filter((w) => GERMAN.test(w.text)).length + (/[äöüß]/i.test(text) ? 1 : 0);
  const lettered = words.filter((w) => w.shape !== 'other');
  const capitalised = lettered.filter((w) => w.shape !== 'lower' && w.text !== 'I' && !/^I['’]/.test(w.text));
  const upper = lettered.filter((w) => w.shape === 'upper').length;
  const inner = lettered.filter((w) => !w.initial);
  const innerCapitals = inner.filter((w) => w.shape === 'title').length;
  return {
    caseless: capitalised.length === 0 || upper > lettered.length * 0.5,
    // A clearly German text capitalises its nouns even when it has few of them ("ich studiere seit zwei Semestern").
    nounCapitals: (innerCapitals > inner.length * 0.15 && germanSigns >= 2) || (innerCapitals > 0 && germanSigns >= 3),
  };
}

/** The span of a word without its possessive ending: "Priya's" → "Priya". */
export function stemEnd(word: Word): number {
  return /['’]s$/.test(word.text) ? word.end - 2 : word.end;
}

/** Two words side by side with nothing but spaces between: one name may run across them. */
export const adjacent = (word: Word): boolean => /^[ \t]+$/.test(word.gap);

/** "I", "I'm", "I'll": the writer, never a name. */
export const isFirstPerson = (word: Word): boolean => /^I(?:['’](?:m|ll|ve|d))?$/.test(word.text);
