// Frames: combinations of concepts (concepts.ts) that mean risk. A single word is rarely enough; what counts is
// who (the writer or someone else), what (ideation, plan, means, goodbye, self-harm, harm to others) and when
// (now, or long past and resolved), read sentence by sentence with the neighbouring sentences and the whole
// entry as context.
import type { SafetyLevel } from '../types.ts';
import { lastMatchIndex } from '../matches.ts';
import { KIN, PATTERNS, PRESENCE, type Concept } from './concepts.ts';

export const FRAME_REASONS = {
  ideation: 'suicidal thoughts',
  plan: 'intent or plan',
  selfHarm: 'self-harm',
  others: 'harm to others',
  someoneElse: 'someone else may be at risk',
  past: 'past self-harm or suicidal thoughts',
} as const;

export interface FrameHit {
  level: SafetyLevel;
  reason: string;
}

type Found = Map<Concept, number>;

/** How many times each concept occurs in one folded sentence. */
function conceptsIn(sentence: string): Found {
  const found: Found = new Map();
  for (const [concept, re] of Object.entries(PATTERNS) as [Concept, RegExp][]) {
    // Counted only where it occurs: the pieces answer "not here" far faster than the whole pattern (concepts.ts).
    if (!PRESENCE[concept].some((piece) => piece.test(sentence))) continue;
    const n = sentence.match(re)?.length ?? 0;
    if (n) found.set(concept, n);
  }
  return found;
}

interface Reading {
  sentences: string[];
  found: Found[];
  /** Every concept of the entry, summed. */
  all: Found;
}

function read(sentences: string[]): Reading {
  const found = sentences.map(conceptsIn);
  const all: Found = new Map();
  for (const f of found) for (const [c, n] of f) all.set(c, (all.get(c) ?? 0) + n);
  return { sentences, found, all };
}

const has = (f: Found | undefined, ...cs: Concept[]) => cs.some((c) => (f?.get(c) ?? 0) > 0);
/** The sentence and its neighbours: "Saturday." after "Made my decision last night" is one thought. */
const near = (r: Reading, i: number, ...cs: Concept[]) =>
  has(r.found[i], ...cs) || has(r.found[i - 1], ...cs) || has(r.found[i + 1], ...cs);

// Someone else is the subject and the writer is not: "she's been giving her stuff away", "ella dice que quiere morir",
// "ma soeur dit qu'elle veut mourir", "meine Freundin sagt, sie will sterben". Spanish "he" before a participle is
// "I have" ("me he vuelto a cortar"); "el" (folded "él"), "il" and "sie" are left out: they are also an article,
// an impersonal "il faut" and a polite "you". The people are concepts.ts' KIN; here Spanish and Portuguese friends
// count in the plural too ("mis amigos", "mis amigas").
const OTHER_SUBJECT = new RegExp(
  [
    String.raw`\b(?:he(?! \w+(?:ado|ido|to|cho)\b)|she|they|hes|shes|ella|ellas|ellos|ele|ela|eles|elas|elle|elles|ils|er)\b`,
    String.raw`\bmy (?:best )?(?:friend|son|daughter|brother|sister|mum|mom|dad|student|patient) (?:has|is|was|keeps|said|came)\b`,
    String.raw`\b(?:mi|mis|minha|meu|ma|mon|meine|mein) (?:mejor |melhor |meilleure? |beste[rn]? )?(?:amig[oa]s|${Object.values(KIN).join('|')}) (?:dice|dijo|disse|diz|dit|a dit|sagt|sagte|meint|quiere|quer|veut|will)\b`,
  ].join('|'),
);
const SELF = /\b(?:i|me|myself|yo|eu|je|j|ich|mich|moi|mim|mir)\b/;
// Acts of leaving are told with possessives ("sold my car"): "my" counts as the writer there.
const SELF_OR_MINE = /\b(?:i|me|my|myself|yo|mi|eu|je|j|ich|mich|mein)\b/;
const aboutOtherAct = (s: string) => OTHER_SUBJECT.test(s) && !SELF_OR_MINE.test(s);
const REAL_PERSON =
  /\bmy (?:best )?(?:friend|girlfriend|boyfriend|partner|son|daughter|brother|sister|mum|mom|dad|wife|husband|cousin)\b/;
// Words that own a quoted or sung line: "that's exactly how I feel".
const OWNS_IT = /\b(?:how i feel|about me|i relate|me too|same here|i mean it|describes me|i get it)\b/;
// An injury in the kitchen or the gym is an accident unless the writer says, in any of the five languages, that it
// was meant or is back ("otra vez", "de novo", "wieder"; not the concept relapse, whose "tonight" is also a
// patient's), or names self-harm itself ("geritzt"). A class is no such place: "me cortei de novo depois da aula"
// is a teenager's afternoon, and "aula" had silenced it.
const MEANT =
  /\b(?:on purpose|deliberately|deserve\w*|punish\w*|again|urges?|wanted to|a proposito|adrede|de proposito|expres|absichtlich|mit absicht|otra vez|de nuevo|de novo|outra vez|mais uma vez|de nouveau|a nouveau|wieder|erneut|reca[ií]\w*|rechut\w*|ruckfall\w*|(?:scratch\w*|pick\w*|bit|bite|biting) (?:\w+ ){0,3}?(?:raw|bloody)|(?:until|till|til) (?:it|they|i) (?:bled|bleed))\b/;
const SELF_HARM_NAMED =
  /\b(?:self ?harm\w*|geritzt|ritz\w*|svv|selbstverletz\w*|auto ?lesi\w*|auto ?mutila\w*|scarifi\w*|samookalecz\w*)\b/;
const SCHOOL_DAY = /\b(?:class|classes|lesson|lessons|aula|aulas|clase|clases|cours|classe)\b/g;
const BENIGN_ONCE = new RegExp(PATTERNS.benign.source);
const isAccident = (f: Found, sentence: string) =>
  has(f, 'benign') &&
  !MEANT.test(sentence) &&
  !SELF_HARM_NAMED.test(sentence) &&
  BENIGN_ONCE.test(sentence.replace(SCHOOL_DAY, ' '));

const RISK_WORDS = new RegExp(
  (['ideation', 'wish', 'selfHarm', 'absence', 'decided', 'leaving'] as Concept[])
    .map((c) => PATTERNS[c].source)
    .join('|'),
);
// Global twins of the subject patterns, compiled once: the subject is looked for in every sentence with risk words,
// and a pattern built per call is compiled (or looked up in V8's cache) every time. The originals stay non-global,
// so their test() keeps no lastIndex between sentences.
const SELF_ALL = new RegExp(SELF.source, 'g');
const OTHER_SUBJECT_ALL = new RegExp(OTHER_SUBJECT.source, 'g');

/**
 * Who the risk words are about: the nearest subject before them ("my friend said she wants to die and I have no
 * idea how to help her" is about the friend), or the whole sentence when none comes before.
 */
function subjectOfRisk(sentence: string): 'self' | 'other' {
  const at = sentence.search(RISK_WORDS);
  const before = at > 0 ? sentence.slice(0, at) : '';
  const self = lastMatchIndex(SELF_ALL, before);
  const other = lastMatchIndex(OTHER_SUBJECT_ALL, before);
  // No subject before them: a diary drops its "I" ("Scratched my wrists till they bled"), so "my" counts as the
  // writer there and "they" is as often the wrists as a person.
  if (self === -1 && other === -1) return aboutOtherAct(sentence) ? 'other' : 'self';
  return other > self ? 'other' : 'self';
}

/** Long past and resolved, and nothing says it is back: "haven't cut in four years". */
const resolved = (f: Found) => has(f, 'recovered') && !has(f, 'relapse');

/**
 * Work and fiction talk about death without it being the writer's: "three suicide risk assessments on the unit",
 * "the movie where the dog dies" — unless the writer owns the line ("that's exactly how I feel").
 */
function isQuiet(r: Reading, i: number): boolean {
  const sentence = r.sentences[i]!;
  const atWork = near(r, i, 'benign') && !SELF.test(sentence);
  // Someone real posting lyrics about not wanting to live is a worry, not fiction: only subjectless media is quiet.
  const fiction = has(r.found[i], 'media') && !OWNS_IT.test(sentence) && !REAL_PERSON.test(sentence);
  return atWork || fiction;
}

function selfFrames(r: Reading, i: number): FrameHit[] {
  const f = r.found[i]!;
  const hits: FrameHit[] = [];
  const sentence = r.sentences[i]!;
  const guarded = isQuiet(r, i) || has(f, 'negated');
  if (!guarded) {
    if (has(f, 'ideation')) hits.push({ level: 'crisis', reason: FRAME_REASONS.ideation });
    if (has(f, 'wish') && has(f, 'death')) hits.push({ level: 'crisis', reason: FRAME_REASONS.ideation });
    if (has(f, 'passiveEvent') && near(r, i, 'accept')) hits.push({ level: 'crisis', reason: FRAME_REASONS.ideation });
    if (has(f, 'absence')) hits.push({ level: 'crisis', reason: FRAME_REASONS.plan });
    if (has(f, 'leaving')) hits.push({ level: 'crisis', reason: FRAME_REASONS.plan });
    // A chosen day, place or time: with a date anywhere in the entry, with finality, or said twice.
    if (has(f, 'decided') && (has(r.all, 'when', 'finality', 'absence') || (f.get('decided') ?? 0) > 1))
      hits.push({ level: 'crisis', reason: FRAME_REASONS.plan });
  }
  const accident = isAccident(f, sentence);
  // "not going to lie, relapsed": a denial elsewhere in the sentence does not undo a relapse.
  if (has(f, 'selfHarm') && (!has(f, 'negated') || has(f, 'relapse')) && !accident)
    hits.push({ level: 'crisis', reason: FRAME_REASONS.selfHarm });
  if (resolved(f)) return [];
  // Told as past ("six months ago I wanted to end my life") with nothing saying it is back: a concern.
  const past = (has(f, 'pastTime') && !has(f, 'relapse')) || (resolved(r.all) && has(f, 'selfHarm'));
  if (past) return hits.map(() => PAST);
  const means = meansFrame(r, i);
  if (hits.length && subjectOfRisk(sentence) === 'other') return [...hits.map(() => OTHER), ...means];
  return [...hits, ...means];
}

const OTHER: FrameHit = { level: 'concern', reason: FRAME_REASONS.someoneElse };
const PAST: FrameHit = { level: 'concern', reason: FRAME_REASONS.past };

/** Means within reach: a means, and keeping, saving or holding it, in this sentence or a neighbour. */
function meansFrame(r: Reading, i: number): FrameHit[] {
  const f = r.found[i]!;
  if (!has(f, 'means') || has(f, 'benign', 'media')) return [];
  const held = [i, i + 1, i - 1].filter((j) => has(r.found[j], 'meansHeld'));
  if (!held.length) return [];
  // "my ex left his pills here… I have been keeping them": whoever holds them is who it is about.
  const mine = held.some((j) => SELF_OR_MINE.test(r.sentences[j]!)) || !aboutOtherAct(r.sentences[i]!);
  return [mine ? { level: 'crisis', reason: FRAME_REASONS.plan } : OTHER];
}

/**
 * Goodbyes and preparation: two acts of leaving, or one next to finality ("Gave my guitar to Sam… soon enough") or
 * next to closing something down ("gave my sister my switch… cancelled the gym"). Closing things down alone is
 * admin, unless the entry also says the writer will not be there or has decided.
 */
function goodbyeFrame(r: Reading): FrameHit[] {
  const mine = (c: Concept) => r.sentences.some((s, i) => has(r.found[i], c) && !aboutOtherAct(s));
  const acts = mine('goodbye') ? (r.all.get('goodbye') ?? 0) : 0;
  const closing = mine('closing');
  const leaving =
    acts >= 2 || (acts > 0 && (closing || has(r.all, 'finality', 'farewell', 'absence', 'means', 'decided')));
  return leaving || (closing && has(r.all, 'absence', 'decided'))
    ? [{ level: 'crisis', reason: FRAME_REASONS.plan }]
    : [];
}

/**
 * Harm to others: a weapon or a threat, with a time, a place or a person; intrusive images of harming. A grudge
 * ("il va payer") is a threat with a weapon, a place, a time or another threat beside it, and alone a concern.
 */
function othersFrame(r: Reading): FrameHit[] {
  const hits: FrameHit[] = [];
  // A weapon at the range or in the kitchen is not a threat; a threat is one wherever it is written.
  const everyday = has(r.all, 'media', 'benign');
  r.found.forEach((f, i) => {
    // Intrusive images of harming someone are specific enough to count even at the cooker ("the knife going into him").
    if (has(f, 'intrusive')) hits.push({ level: 'crisis', reason: FRAME_REASONS.others });
    if (has(f, 'media', 'benign')) return;
    const armed = has(f, 'weapon') && (near(r, i, 'threat') || (!everyday && near(r, i, 'when')));
    const threat = has(f, 'threat') && (near(r, i, 'weapon', 'threat') || has(r.all, 'when'));
    const grudge = has(f, 'grudge') && (near(r, i, 'weapon', 'threat', 'place') || has(r.all, 'when'));
    if (armed || threat || grudge) hits.push({ level: 'crisis', reason: FRAME_REASONS.others });
    else if (has(f, 'grudge')) hits.push({ level: 'concern', reason: FRAME_REASONS.others });
  });
  return hits;
}

export interface Frames {
  hits: FrameHit[];
  /** The entry tells of self-harm or suicidal thoughts long past, and nothing in it says they are back. */
  resolved: boolean;
  /** Per sentence: work or fiction talk, which the phrase rules should not read as the writer's own. */
  quiet: boolean[];
  /**
   * The concepts as the learned reader sees them (model.ts): `c:<concept>` for each one in the entry and
   * `cc:<a>+<b>` for two in one sentence. They carry meaning across the five languages' words.
   */
  concepts: string[];
}

function conceptSignals(r: Reading): string[] {
  const out = new Set<string>();
  for (const f of r.found) {
    const cs = [...f.keys()].sort();
    cs.forEach((a, i) => {
      out.add(`c:${a}`);
      for (const b of cs.slice(i + 1)) out.add(`cc:${a}+${b}`);
    });
  }
  return [...out];
}

/** Every frame the entry's sentences make. */
export function readFrames(sentences: string[]): Frames {
  const r = read(sentences);
  const hits: FrameHit[] = [];
  for (let i = 0; i < sentences.length; i++) hits.push(...selfFrames(r, i));
  const quiet = sentences.map((_, i) => isQuiet(r, i));
  return {
    hits: [...hits, ...goodbyeFrame(r), ...othersFrame(r)],
    resolved: resolved(r.all),
    quiet,
    concepts: conceptSignals(r),
  };
}
