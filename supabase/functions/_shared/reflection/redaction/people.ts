// People's names. Three kinds of evidence, because people write names every way:
// - a capital inside a sentence on a word that is not an ordinary word ("coffee with Hope", "the Hendersons"),
//   unless the text capitalises its nouns (German) or has no capitals to go by;
// - a known first name (compromise's lexicon: "marcus", "Léa"), also in lower case, when it is not also an
//   ordinary word; names that are words too ("Grace", "frank") need a cue;
// - a cue: a title ("Mr. Alvarez", "tía Carmen"), a relation ("my boss Kevin", "roommate kayla"), an action
//   only a person does ("Dev wants…", "told priya"), a possessive, or being greeted ("see you at 3, dean").
// Once a word is a name, every other mention of it in the same form is too.
import { type Casing, type Spans, type Word, adjacent, isFirstPerson, stemEnd } from './text.ts';
import {
  BEFORE_NAME,
  isCalendar,
  FUNCTION_WORDS,
  TITLES,
  isClearFirstName,
  isEnglishWord,
  isFirstName,
  isKnownWord,
  isLastName,
  isPlace,
  wordSet,
} from './words.ts';

// What people (and rarely things) do right after their name: "Grace finally said", "Summer came home".
const PERSON_VERBS = wordSet(
  'said says told tells asked asks texted texts called calls messaged came comes went goes gave gives wants ' +
    'wanted thinks thought knows knew loves loved cried laughed replied left bought brought sent showed helped ' +
    'picked spotted lent invited broke turned stood sat wrote kept keeps finally just always never still also from ' +
    'dijo dice llamó llamo disse falou ligou dit sagt sagte hat meinte',
);
// Words right before a name that only a person follows: "with Priya", "told jake", "a girl named Poppy".
const PERSON_BEFORE = wordSet(
  'with told tell texted text called asked met hugged messaged named old kid con com avec mit',
);
const GREETINGS =
  /\b(?:see you|see ya|bye|thanks|thank you|love you|miss you|sorry|hi|hey|hello|goodbye|night|gracias|obrigad[oa]|merci|danke)\b[^.!?\n]{0,20},\s*$/i;
// After an article or a possessive, a lower-case word that is also a name is the word: "the rain kept me in",
// "her will said". A capital inside the sentence still counts ("the Hendersons"), and so does a relation
// ("my boss Kevin", which BEFORE_NAME decides before this).
const DETERMINERS = wordSet('the a an this that these those his its our their your some any no every each another');
const PLACE_AFTER = wordSet('house place party home room flat apartment car wedding funeral');
// Street words name a street, not a person: "along Main Street" is no address without its number.
const STREET_WORDS = wordSet('street st road rd avenue ave lane drive boulevard way square park bridge station');

export function findPeople(list: Word[], casing: Casing, spans: Spans, text: string): void {
  const english = englishShare(list) >= 0.5;
  const names = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (spans.overlaps(w.start, w.end) || w.shape === 'other' || w.folded.length < 2) continue;
    const titled =
      TITLES.has(list[i - 1]?.folded ?? '') && list[i - 1]!.sentence === w.sentence && nameLike(w, casing, english);
    if (!titled && !isName(list, i, casing, english, text)) continue;
    // A title belongs to the name ("Mr. Alvarez"), and so does a surname that follows ("Marcus Bell").
    let from = titled ? i - 1 : i;
    if (titled && spans.overlaps(list[from]!.start, list[from]!.end)) from = i;
    let to = i + 1;
    while (to < list.length && isSurname(list[to]!, w, casing) && !spans.overlaps(list[to]!.start, list[to]!.end)) to++;
    spans.add(list[from]!.start, stemEnd(list[to - 1]!), 'name');
    for (let k = i; k < to; k++) names.add(list[k]!.text.replace(/['’]s$/, ''));
    i = to - 1;
  }
  // Every other mention, in the same case: "Hope" again, but not "hope".
  for (const w of list) {
    if (names.has(w.text.replace(/['’]s$/, '')) && !spans.overlaps(w.start, w.end))
      spans.add(w.start, stemEnd(w), 'name');
  }
}

function isName(list: Word[], i: number, casing: Casing, english: boolean, text: string): boolean {
  const w = list[i]!;
  const f = w.folded;
  if (isCalendar(w.text) || TITLES.has(f) || BEFORE_NAME.has(f) || FUNCTION_WORDS.has(f) || isPlace(f)) return false;
  if (STREET_WORDS.has(f)) return false;
  if (isFirstPerson(w) || /^\d/.test(f) || /\p{Lu}{2}/u.test(w.text)) {
    // Shouted names are names ("told JAKE"); acronyms ("ED", "DVDs") are not.
    if (!(w.shape === 'upper' && f.length > 2 && isClearFirstName(f))) return false;
  }
  const prev = list[i - 1]?.sentence === w.sentence ? list[i - 1] : undefined;
  const next = list[i + 1]?.sentence === w.sentence ? list[i + 1] : undefined;
  // A relation or a greeting names whoever follows; a person's action or a possessive only hints.
  const strong =
    (prev !== undefined && BEFORE_NAME.has(prev.folded) && !/['’]s$/.test(prev.text) && adjacent(w)) ||
    (GREETINGS.test(text.slice(0, w.start)) && /^[.!?]?\s*$/.test(text.slice(w.end, w.end + 2)));
  const hint =
    (prev !== undefined && PERSON_BEFORE.has(prev.folded)) ||
    /['’]s$/.test(w.text) ||
    (next !== undefined && (PERSON_VERBS.has(next.folded) || PLACE_AFTER.has(next.folded)));
  const ordinary = isEnglishWord(f);
  const capital = w.shape === 'title' && !casing.caseless;
  if (!strong && prev !== undefined && DETERMINERS.has(prev.folded) && !(capital && !w.initial)) return false;
  // A capital inside a sentence, where capitals mean something: anything but an ordinary word.
  if (capital && !w.initial && !casing.nounCapitals) return !ordinary || isFirstName(f) || strong || hint;
  if (isClearFirstName(f) && !ordinary) return capital || english || strong || hint;
  // Names that are words too ("Grace", "frank") need a cue.
  if (isFirstName(f)) return strong || hint;
  // A word the lexicon does not know: after a relation ("my roommate Zeynep"), or starting a sentence
  // and doing what people do ("Dev wants…"). Lower-case unknown words after a hint are left: without a
  // full dictionary, "with priya" cannot be told from "with lasagne".
  if (isKnownWord(f) || f.length < 3) return false;
  if (strong) return capital || english;
  return capital && hint && english && !casing.nounCapitals;
}

/** After a title: a capitalised word, or in English one nobody would look up ("mr okafor"), not "my sister said". */
function nameLike(w: Word, casing: Casing, english: boolean): boolean {
  if (isCalendar(w.text) || FUNCTION_WORDS.has(w.folded) || /^\d/.test(w.folded)) return false;
  if ((w.shape === 'title' || w.shape === 'upper') && !casing.caseless) return true;
  return english && !isKnownWord(w.folded) && w.folded.length > 2;
}

function isSurname(next: Word, first: Word, casing: Casing): boolean {
  if (!adjacent(next) || next.shape === 'other' || /['’]s$/.test(first.text)) return false;
  const capital = next.shape === 'title' && !casing.caseless;
  if (!capital) return false;
  return (
    isLastName(next.folded) || isFirstName(next.folded) || (!isEnglishWord(next.folded) && !isKnownWord(next.folded))
  );
}

/** How much of the text compromise's English lexicon knows: below half, the text is in another language. */
function englishShare(list: Word[]): number {
  const lettered = list.filter((w) => w.shape !== 'other');
  if (lettered.length === 0) return 0;
  return lettered.filter((w) => isEnglishWord(w.folded)).length / lettered.length;
}
