// People's names. Three kinds of evidence, because people write names every way:
// - a capital inside a sentence on a word that is not an ordinary word ("coffee with Hope", "the Hendersons"),
//   unless the text capitalises its nouns (German) or has no capitals to go by;
// - a known first name (compromise's lexicon: "marcus", "Léa"), also in lower case, when it is not also an
//   ordinary word; names that are words too ("Grace", "frank") need a cue;
// - a cue: a title ("Mr. Alvarez", "tía Carmen"), a relation ("my boss Kevin", "roommate kayla"), an action
//   only a person does ("Dev wants…", "told priya", "gave maya my hoodie", "kenji said"), a possessive, being
//   greeted ("see you at 3, dean"), or being introduced ("Earl, who…", "Peanut (my nephew)", "calls me Biscuit").
// Once a word is a name, every other mention of it in the same form is too.
import { type Casing, type Spans, type Word, adjacent, isFirstPerson, stemEnd } from './text.ts';
import {
  BEFORE_NAME,
  isCalendar,
  isCity,
  FUNCTION_WORDS,
  TITLES,
  isClearFirstName,
  isEnglishWord,
  isFiniteVerb,
  isFirstName,
  isGivenName,
  isKnownWord,
  isLastName,
  isModal,
  isCountry,
  isOrganisation,
  isPastTense,
  isPlace,
  fold,
  STREET_WORDS,
  wordSet,
} from './words.ts';
import { matchesOf } from '../matches.ts';
import { isFramedCity } from './places.ts';

// What people (and rarely things) do right after their name: "Grace finally said", "Summer came home".
const PERSON_VERBS = wordSet(
  'said says told tells asked asks texted texts called calls messaged came comes went goes gave gives wants ' +
    'wanted thinks thought knows knew loves loved cried laughed replied left bought brought sent showed helped ' +
    'picked spotted lent invited broke turned stood sat wrote kept keeps finally just always never still also from ' +
    'died fainted smiled hugged kissed screamed yelled shouted whispered sighed nodded giggled sobbed ' +
    'dijo dice llamó llamo disse falou ligou dit sagt sagte hat meinte',
);
// Words right before a name that only a person follows: "with Priya", "told jake", "a girl named Poppy".
const PERSON_BEFORE = wordSet(
  'with told tell texted text called asked met hugged messaged named old kid con com avec mit ' +
    // Portuguese and Dutch "to" ("pro caio", "naar lotte"), and the Indonesian article for a person ("si dodi").
    'pro pra naar si',
);
// Verbs of speaking after a capitalised word mark a person in any of the five languages, even where nouns
// take capitals too: "Birgit sagt", "Thabo rang", "Inés dijo".
const SPEECH_VERBS = wordSet(
  'said says told asked texted rang called wrote messaged replied sagt sagte meint meinte fragt fragte schreibt schrieb dijo dice ' +
    'pregunto preguntó contesto disse diz falou perguntou dit demande repond répond ' +
    // Dutch, Swedish, Polish, Italian, Turkish and Indonesian, folded ("mówi" is "mowi").
    'zegt zei vraagt vroeg sager fragade mowi powiedzial powiedziala pisze napisal napisala scrive dedi diyor bilang',
);
// Verbs whose object is a person: "told ngozi", "texted femi". Unlike "with", they take no dish or place.
const PERSON_OBJECT = wordSet('told texted texting met hugged messaged messaging dmed dming facetimed facetiming');
// The writer and someone else: "Emeka and I", "me and Jo", "Lena und ich", "yo y Caro", "eu e o Rui", "moi et Inès".
// What a person does to the writer or to someone: "Callum handed me", "Jun-ho taught us", "Sam walked her home".
const OBJECTS = wordSet('me us him her them my our');
const WRITER = wordSet('i me ich yo eu moi io ik jag jeg ja');
// And in the same languages, and in Dutch, Swedish, Danish and Polish: "Sanne en ik", "Moa och jag", "Kasia i ja".
const AND = wordSet('and & und y e et en och og i');
// German articles and possessives come before nouns, which German capitalises: "meine Nummer", "der Chef".
const GERMAN_DETERMINERS = wordSet(
  'der die das den dem des ein eine einen einem einer mein meine meinen meinem meiner dein deine deinen deinem ' +
    'deiner sein seine seinen seinem seiner unser unsere unseren unserem kein keine keinen keinem',
);
// The articles Southern German puts before a first name: "der Franz", "die Vroni", "dem Sepp".
const GERMAN_NAME_ARTICLES = wordSet('der die dem');
// German prepositions a person often follows: "mit Jonas", "bei Müller", "von Kerstin", "für Birgit".
const GERMAN_PERSON_BEFORE = wordSet('mit bei von fur');
const ROMANCE_ARTICLES = wordSet('le la les l un une des du el los las una unos unas del');
const SPOKEN_ARTICLES = wordSet('el la o');
// Object pronouns after "La X" at a sentence's start: a person acting on the writer or on us.
const PERSON_AFTER_ARTICLE = wordSet('me te nos');
const SPANISH_BEFORE_ARTICLE = wordSet('con por para sin y pa como que');
const COMPLEMENT = wordSet('feel feels felt feeling so very too quite really pretty kinda sooo');
const GREETINGS =
  /\b(?:see you|see ya|bye|thanks|thank you|love you|miss you|sorry|hi|hey|hello|goodbye|night|gracias|obrigad[oa]|merci|danke)\b[^.!?\n]{0,20},\s*$/i;
// After an article or a possessive, a lower-case word that is also a name is the word: "the rain kept me in",
// "her will said". A capital inside the sentence still counts ("the Hendersons"), and so does a relation
// ("my boss Kevin", which BEFORE_NAME decides before this).
const DETERMINERS = wordSet('the a an this that these those his its our their your some any no every each another');
const PLACE_AFTER = wordSet('house place party home room flat apartment car wedding funeral');
// Verbs whose first object is a person and second a thing: "gave maya my hoodie", "sent jordyn the link".
const GIVING = wordSet('gave give gives giving showed lent sent handed bought paid owe owes offered');
const THING_AFTER = wordSet('my a an the his her our your their some back this that these those');
// What only a person does as the subject of a clause, for names written in lower case: "kenji said", "jaz came
// over" ("the toast fell", "jollof came out" are things: a coming or falling needs the word after it).
const SUBJECT_VERBS = wordSet(
  'said says told asked texted called wants wanted thinks thought knows knew cried laughed replied fainted smiled ' +
    'hugged screamed yelled whispered sobbed giggled',
);
const CHEZ_PRONOUNS = wordSet('moi toi lui eux soi');
const SUBJECT_PHRASES = /^(?:came|went|fell|stayed) (?:over|home|asleep|by|round)$/;
const CLAUSE_OPENERS = wordSet('and but because bc cuz so then when while since after before until that if');
// Words for anyone, never a name, before ", who": "Everyone, who…".
const ANYONE = /^(?:(?:every|some|any|no)(?:one|body)|those|people|they|he|she|you|we|it)$/;
// "everyone calls me Sprinkles", "me dicen Flaca", "nennen mich Bohne": a nickname names the writer as a name does.
const NICKNAMED =
  /(?:\b[Cc]all(?:s|ed)? me|\bme llaman|\bme dicen|\bme chamam|m'appellent|\bnenn(?:en|t) mich)\s+["“']?(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)/gu;

// Being named, in the languages Hearth reads: "se llama rubén", "si chiama fabrizio", "s'appelle Inès", "namanya
// pak joko", Dutch "ene ricardo" (a certain…). An Indonesian title between belongs to the name.
const NAMED =
  /(?<![\p{L}])(?:se llama|si chiama|(?<=\b(?:il|elle|qui) )s['’]appelle|se chama|chama-se|namanya|ene)\s+((?:pak|bu|bang|mbak|mas|kak)\s+)?([\p{L}][\p{L}'’-]*)/giu;

// What is named instead of a person: "come si chiama quel film", "se llama así", "namanya apa".
const NAMED_THING = wordSet(
  'quel quello quella questo questa cosi come eso esto esa ese asi aquel isso isto assim aquilo apa itu ini het dat dit zo',
);

// Honorifics said after a name: "Murat abi", "Raghav bhaiya", Indian English "Sharma sir"; "Kenji-san" is one word and
// left.
// Hindi kin said after the name as a title: "Ramesh chacha", "Geeta mausi" (not "mama", a mother in most languages).
const AFTER_TITLES = wordSet(
  'abi abla bey hanim hoca bhaiya bhai didi ji sahab saab san chan kun sama sir madam ' +
    'chacha chachi mausi masi bua phupho phuphi',
);
// South Indian kin said after the name, in English text: "Ravi mama" (a mother's brother), "Latha akka", "Kumar
// thatha". "mama" and "mami" only in lower case and in English text: elsewhere they are mothers ("Heute Mama",
// Polish "Wczoraj mama", Spanish "Ayer mamá").
const KIN_AFTER = wordSet(
  'mama mami maama maami akka thatha paati chithi chitti athai attai periappa periamma chithappa',
);
const MOTHERS = wordSet('mama mami');
// "Mera bhai", "benim abim": a possessive before the same words makes them a relation.
const POSSESSIVES_BEFORE_TITLE = wordSet(
  'mera meri mere tera teri tere hamara hamari apna apni uska uski unka unki benim senin onun',
);
// Words of Hearth's languages that are given names in another ("según", "es wird anders", "la gente es maja",
// Swedish "från"): in lower case they are the word.
const WORDS_THAT_ARE_NAMES = wordSet('segun anders maja fran');
// Months that are also given names: after a title they are the name ("Grandma June", "Aunt May").
const MONTH_NAMES = wordSet('april may june august');
// A copula or "got/has" after a name that opens a sentence, and what a person follows it with: "Kelsey is still
// posting", "Kessler got the lead", "Katya has the monstera".
const PERSON_STATE = wordSet('is was');
const PERSON_STATE_AFTER = wordSet('still always never literally really such being so');
const PERSON_GETS = wordSet('got gets has had');
// States only a person is in, and doings only a person does to a thing, right after "is"/"was": "Torvald was asleep",
// "Ruairi is pregnant", "Kemi is bringing the cake" (not "Traffic was awful", "Zoloft is making my head foggy").
const PERSON_STATES = wordSet(
  'asleep awake pregnant engaged married divorced drunk sober upset furious fuming livid gutted crying sobbing ' +
    'napping snoring grounded',
);
const PERSON_DOINGS = wordSet(
  'bringing buying getting cooking baking hosting organising organizing planning driving picking',
);
// The particles of a person's doing ("was giving out", "is making up"), not a thing's state ("was annoying today",
// "is bubbling away", "is testing me").
const DOING_AFTER = wordSet('out up over about off back');
const OWNED = wordSet('the my his her their our me him us them');
const BETWEEN_SUBJECT_AND_VERB = wordSet(
  'nearly almost just finally never always also still actually literally really',
);
// Prepositions before a town: "Walmart in Tulsa", "Volvo i Göteborg".
const CITY_FRAME = wordSet('in i på en em à a di bei');

// A family by its surname: "Familie Hoffmann", "la famille Martin", and a visit to them with the plural article:
// "a casa de los Ortega", "chez les Moreau", "com os Almeida".
const FAMILY =
  /(?<![\p{L}])(?:(?:[Ff]amilie|[Ff]amille|[Ff]amilia|[Ff]amília|[Ff]amiglia)\s+|(?:chez|casa de|casa dos|casa das|con|avec|com)\s+(?:los|las|les|os|as)\s+)(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}-])/gu;

export function findPeople(list: Word[], casing: Casing, spans: Spans, text: string): void {
  findNamedByPhrase(spans, text);
  findInitialsAfterTitles(list, casing, spans);
  const english = englishShare(list) >= 0.5;
  const names = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (spans.overlaps(w.start, w.end) || w.shape === 'other' || w.folded.length < 2) continue;
    // "Pastor's sermon", "Grandma's dementia": a title with a possessive owns the next word, it does not name it.
    const title = list[i - 1];
    const titled =
      title !== undefined &&
      TITLES.has(title.folded) &&
      !/['’]s$/.test(title.text) &&
      title.sentence === w.sentence &&
      (nameLike(w, title, casing, english, addressed(list, i - 1)) || particleName(list, i, casing)) &&
      // Portuguese "D. Graça" (Dona, Dom), not "vitamin D. Then".
      !(title.folded === 'd' && (title.text !== 'D' || !/^\.\s+$/.test(w.gap) || isEnglishWord(w.folded)));
    if (!titled && !isName(list, i, casing, english, text)) continue;
    // "a Milano", "w Krakowie": a city where it is said to be is no person; beside one it is hidden as a city.
    if (isFramedCity(list, i, casing)) continue;
    // A title belongs to the name ("Mr. Alvarez"), and so does a surname that follows ("Marcus Bell").
    let from = titled ? i - 1 : i;
    if (titled && spans.overlaps(list[from]!.start, list[from]!.end)) from = i;
    // "Zhou Min": a word the lexicon does not know, right before the name, is the family name.
    else if (!titled && isFamilyNameBefore(list[i - 1], w, casing) && !spans.overlaps(list[i - 1]!.start, w.start))
      from = i - 1;
    let to = i + 1;
    const surname = (k: number) =>
      isSurname(list[k]!, w, casing) && !spans.overlaps(list[k]!.start, list[k]!.end) && !isFramedCity(list, k, casing);
    while (to < list.length && surname(to)) to++;
    spans.add(list[from]!.start, stemEnd(list[to - 1]!), 'name');
    // A particle ("Le" of "Mme Le Goff") names nobody on its own elsewhere in the text.
    for (let k = i; k < to; k++) if (!PARTICLES.has(list[k]!.folded)) names.add(list[k]!.text.replace(/['’]s$/, ''));
    i = to - 1;
  }
  findListedNames(list, casing, spans, english);
  markOtherMentions(list, names, spans);
}

/**
 * Names listed beside names: "Emre und Lisa", "Keanu and Sione" (a capitalised word joined to a name by "and"), and
 * in a list with commas ("Bec, Tamsin, Rua and me") a word no lexicon knows beside a name, or any capital between two.
 */
function findListedNames(list: Word[], casing: Casing, spans: Spans, english: boolean): void {
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    // In English text without capitals too: "jaz and kenji came over" (with capitals, "a Lemsip and toast" is food).
    const shaped =
      (w.shape === 'title' && !casing.caseless) ||
      (w.shape === 'lower' &&
        english &&
        w.folded.length > 2 &&
        (casing.caseless || lowerNameBeside(list, i, spans)) &&
        // "the lake and lily": after an article the word is a thing, whatever the lexicon lacks.
        !DETERMINERS.has(list[i - 1]?.folded ?? ''));
    if (!shaped || spans.overlaps(w.start, w.end)) continue;
    const isNameAt = (k: number) => {
      const other = list[k];
      return other?.sentence === w.sentence && spans.list.some((s) => s.kind === 'name' && s.start === other.start);
    };
    // Commas list nouns too ("la Terreur, Robespierre", "Arbeit, Einkaufen"): only in English text.
    const comma = (x: Word | undefined) => english && !casing.nounCapitals && x !== undefined && /^,\s*$/.test(x.gap);
    const unknown = !isKnownWord(w.folded);
    if (!unknown && w.shape !== 'title') continue;
    const before = () => (AND.has(list[i - 1]?.folded ?? '') ? isNameAt(i - 2) : comma(w) && isNameAt(i - 1));
    const after = () => (AND.has(list[i + 1]?.folded ?? '') ? isNameAt(i + 2) : comma(list[i + 1]) && isNameAt(i + 1));
    const joined = unknown ? before() || after() : before() && after();
    if (joined && !neverAName(w, true, english, list[i + 1])) spans.add(w.start, stemEnd(w), 'name');
  }
}

// Titles a surname follows even as one letter in lower case: "mr d from the corner shop", "coach b" (not "tata w domu").
const INITIAL_TITLES = wordSet('mr mrs ms dr prof coach');

/** "Mrs. T asked", "Herr P. ist wieder da", "mr d from the corner shop": a title and the initial of a surname, which
 * names the person to anyone who knows them. A capital letter after any title but "I" ("Papa I miss you"); in lower
 * case a consonant, only after the English honorifics. */
function findInitialsAfterTitles(list: Word[], casing: Casing, spans: Spans): void {
  for (let i = 1; i < list.length; i++) {
    const [title, w] = [list[i - 1]!, list[i]!];
    const next = title.sentence === w.sentence && /^\.?[ \t]+$/.test(w.gap);
    if (!next || title.folded.length < 2 || !TITLES.has(title.folded)) continue;
    if (/['’]s$/.test(title.text) || (title.folded === 'miss' && title.shape !== 'title')) continue;
    const capital = /^\p{Lu}$/u.test(w.text) && w.text !== 'I' && !casing.caseless;
    const lower = /^[b-df-hj-np-tv-xz]$/.test(w.text) && INITIAL_TITLES.has(title.folded) && title.shape === 'lower';
    if ((capital || lower) && !spans.overlaps(title.start, w.end)) spans.add(title.start, w.end, 'name');
  }
}

/** Phrases that name whoever follows them: a family ("Familie Hoffmann"), being named, a nickname. */
function findNamedByPhrase(spans: Spans, text: string): void {
  for (const m of matchesOf(FAMILY, text)) {
    const f = fold(m[1]!);
    if (isCalendar(m[1]!) || FUNCTION_WORDS.has(f) || TITLES.has(f) || BEFORE_NAME.has(f)) continue;
    // A surname the lexicon knows: German capitalises every noun ("der Familie Bescheid sagen").
    if (!isLastName(f) || isPlace(fold(m[0].split(/\s+/).slice(-2).join(' ')))) continue;
    const end = m.index + m[0].length;
    spans.add(end - m[1]!.length, end, 'name');
  }
  // "se llama rubén", "si chiama fabrizio", "namanya pak joko", "ene ricardo": being named names, in any case.
  for (const m of matchesOf(NAMED, text)) {
    const f = fold(m[2]!);
    if (
      FUNCTION_WORDS.has(f) ||
      NAMED_THING.has(f) ||
      isCalendar(m[2]!) ||
      TITLES.has(f) ||
      BEFORE_NAME.has(f) ||
      f.length < 2
    )
      continue;
    if (isEnglishWord(f) && !isFirstName(f)) continue;
    const end = m.index + m[0].length;
    spans.add(end - m[2]!.length - (m[1]?.length ?? 0), end, 'name');
  }
  for (const m of matchesOf(NICKNAMED, text)) {
    const start = m.index + m[0].length - m[1]!.length;
    const f = fold(m[1]!);
    // "called me 'Mother'": a relation is no nickname that identifies.
    if (!isCalendar(m[1]!) && !FUNCTION_WORDS.has(f) && !BEFORE_NAME.has(f) && !TITLES.has(f))
      spans.add(start, start + m[1]!.length, 'name');
  }
}

function markOtherMentions(list: Word[], names: Set<string>, spans: Spans): void {
  // Every other mention, in the same case: "Hope" again, but not "hope"; with a case ending too ("Elif'in"). A known
  // first name that is no English word in lower case too: "Shanice and Kai … kai fell" (not "Flashcards… flashcards").
  const knownName = (f: string) => !isEnglishWord(f) && (isFirstName(f) || isGivenName(f));
  const lower = new Set([...names].filter((n) => knownName(fold(n))).map((n) => n.toLowerCase()));
  const declined = new Set([...names].flatMap(polishForms));
  for (const w of names.size > 0 ? list : []) {
    const stem = /['’]/.test(w.text) ? (/^(.+?)['’]\p{L}{1,5}$/u.exec(w.text)?.[1] ?? w.text) : w.text;
    const again = names.has(stem) || declined.has(stem) || (w.shape === 'lower' && lower.has(stem));
    if (again && !spans.overlaps(w.start, w.end)) spans.add(w.start, w.start + stem.length, 'name');
  }
}

/**
 * A woman's name in Polish's other cases: "z Zosią" (with), "widzę Zosię" (I see) and "Zosia" (who) are one person.
 * Only "-a" against "-ą" and "-ę", letters no other language's names end in: "Ana" may add "Aną", never "Ano".
 */
function polishForms(name: string): string[] {
  const m = /^(\p{Lu}\p{Ll}+)[aąę]$/u.exec(name);
  return m ? [`${m[1]}a`, `${m[1]}ą`, `${m[1]}ę`].filter((form) => form !== name) : [];
}

/** "jaz and kenji": beside a name written in lower case, in a text that has capitals elsewhere. */
function lowerNameBeside(list: Word[], i: number, names: Spans): boolean {
  const k = AND.has(list[i + 1]?.folded ?? '') ? i + 2 : AND.has(list[i - 1]?.folded ?? '') ? i - 2 : -1;
  const other = list[k];
  if (!other || other.shape !== 'lower' || /(?:ed|ing)$/.test(list[i]!.folded)) return false;
  return names.list.some((s) => s.kind === 'name' && s.start === other.start);
}

/** Words that are never a name whatever surrounds them. */
function neverAName(w: Word, capital: boolean, english: boolean, next?: Word): boolean {
  const f = w.folded;
  // "Ella's party" in English is a name, though "ella" is a Spanish pronoun.
  const functionWord = FUNCTION_WORDS.has(f) && !(english && capital && !w.initial && isClearFirstName(f));
  // "Babysitting Lola": a capitalised title that is also a clear first name, with no name after it, is the name.
  const titleName = capital && !w.initial && isClearFirstName(f) && !(next && adjacent(next) && next.shape === 'title');
  if (isCalendar(w.text) || (TITLES.has(f) && !titleName) || BEFORE_NAME.has(f) || functionWord || isPlace(f))
    return true;
  // Contractions ("hasn't", "They're"), French elisions ("J'ai") and compounds of ordinary words ("Fifty-nine").
  if (/['’](?:t|re|ve|ll|d|m)$/.test(f) || /^(?:j|l|d|m|t|s|n|qu|c)['’]/.test(f)) return true;
  if ((f.includes('-') && f.split('-').every(isEnglishWord)) || STREET_WORDS.has(f)) return true;
  // Shouted names are names ("told JAKE"); acronyms ("ED", "DVDs"), numbers and "I" are not.
  const odd = isFirstPerson(w) || /^\d/.test(f) || /\p{Lu}{2}/u.test(w.text);
  return odd && !(w.shape === 'upper' && f.length > 2 && isClearFirstName(f));
}

/** Names known by their shape: "Lisa-Marie", "Hyun-woo", "Chen Wei". */
function nameByShape(list: Word[], i: number, casing: Casing): boolean {
  const w = list[i]!;
  const f = w.folded;
  if (w.shape !== 'title' || casing.caseless) return false;
  // Two first names joined ("Jean-Luc"), or a given name in two syllables ("Seo-yeon").
  if (/^[^-]+-[^-]+$/.test(f)) {
    const parts = f.split('-');
    if (parts.every((part) => isClearFirstName(part))) return true;
    if (/^\p{Lu}\p{Ll}+-\p{Ll}{2,4}$/u.test(w.text) && !parts.some((part) => isKnownWord(part))) return true;
  }
  // A known surname or first name with a second name after it: "Chen Wei from front desk".
  const next = list[i + 1];
  if (!next || next.sentence !== w.sentence || !isSurname(next, w, casing) || isEnglishWord(f)) return false;
  return (isLastName(f) || isClearFirstName(f)) && (isLastName(next.folded) || isClearFirstName(next.folded));
}

function isName(list: Word[], i: number, casing: Casing, english: boolean, text: string): boolean {
  const w = list[i]!;
  const f = w.folded;
  const capital = w.shape === 'title' && !casing.caseless;
  const prev = list[i - 1]?.sentence === w.sentence ? list[i - 1] : undefined;
  const next = list[i + 1]?.sentence === w.sentence ? list[i + 1] : undefined;
  if (neverAName(w, capital, english, next)) return false;
  // A relation or a greeting names whoever follows; a person's action or a possessive only hints. So does where
  // someone lives: "Glenys next door", "Pat from next door".
  const at = next?.folded === 'from' ? i + 2 : i + 1;
  const neighbour =
    next !== undefined && adjacent(next) && list[at]?.folded === 'next' && list[at + 1]?.folded === 'door';
  const strong =
    (neighbour && (capital || isFirstName(f))) ||
    (capital && withWriter(list, i)) ||
    (prev !== undefined && BEFORE_NAME.has(prev.folded) && !/['’]s$/.test(prev.text) && adjacent(w)) ||
    (GREETINGS.test(text.slice(0, w.start)) && /^[.!?]?\s*$/.test(text.slice(w.end, w.end + 2)));
  // "a Italia", "the big Tesco": a country in another language, or a firm the lexicon knows and no name, unless a
  // relation says otherwise ("mój brat Kuba"), or the word speaks: countries and firms do not write or say things
  // ("Kuba napisał", "Jordan texted"). A firm with its town after it is left to be hidden ("Ikea i Älmhult").
  const speaks = capital && next !== undefined && adjacent(next) && SPEECH_VERBS.has(next.folded);
  if (!strong && !speaks && (isFirm(f, next) || isCountry(w.text))) return false;
  // "gave maya my hoodie": a person between a verb of giving and the thing given.
  const given = prev !== undefined && GIVING.has(prev.folded) && THING_AFTER.has(next?.folded ?? '');
  // Cues before the word hold in any case; a verb after it only when the word is capitalised ("Will said", not
  // "it will never").
  const hintBefore = (prev !== undefined && PERSON_BEFORE.has(prev.folded)) || /['’]s$/.test(w.text) || given;
  // "Ivy made me a card": doing something to someone, in the past.
  const toSomeone =
    next !== undefined && adjacent(next) && isPastTense(next.folded) && OBJECTS.has(list[i + 2]?.folded ?? '');
  const hint =
    hintBefore ||
    (next !== undefined &&
      (PERSON_VERBS.has(next.folded) || (PLACE_AFTER.has(next.folded) && (!isEnglishWord(f) || isFirstName(f))))) ||
    (english && toSomeone);
  const ordinary = isEnglishWord(f);
  // "gave jordan the login": between a giving and the thing given, a word the lexicon knows only as something else
  // (a country, a brand) is a person. Ordinary words stay ("gave it my all", "handed in my notice").
  if (given && !capital && english && !ordinary && !/s$/.test(f)) return true;
  if (nameByShape(list, i, casing)) return true;
  if (capital && introduced(list, i)) return true;
  // In another language, a given name of names.ts in lower case ("bei mehmet am eck", "rocio es la unica", "com a
  // dani"): that list leaves out the words of those languages, so lower case is just how the writer types. Not the
  // shortest, which other languages use as words ("ben", "tim"); and English articles are no articles there.
  const lowerGiven = !english && w.shape === 'lower' && f.length > 3 && isGivenName(f) && !WORDS_THAT_ARE_NAMES.has(f);
  if (!strong && !lowerGiven && prev !== undefined && DETERMINERS.has(prev.folded) && !(capital && !w.initial))
    return false;
  // "I'm a Leo", "a Grace moment": after "a", a name that is also a word is the word.
  if (!strong && (prev?.folded === 'a' || prev?.folded === 'an') && ordinary && english) return false;
  if (capital && !ordinary && germanArticleName(w, prev)) return true;
  if (prev !== undefined && GERMAN_DETERMINERS.has(prev.folded) && !isClearFirstName(f)) return false;
  // "le Travail, la Maison": French and Spanish put articles before nouns, rarely before names (Portuguese's
  // "o Ricardo" does, so o/a stay out). After a feeling verb comes a feeling: "I feel Foggy".
  // Spanish speech puts el/la before a friend's name ("con la Cami", "el Chino me pasó"): a capital there on a word no
  // lexicon knows is a name. French "la" is left ("le Boulot, la Maison"): only "el", or "la" after a Spanish word.
  // In a text that is clearly Spanish, "la" after a comma too: "mi compi, la Nuria, …" (not "La Liga empieza").
  // In a text that is clearly Spanish, "la" inside a sentence too: "llamé a la Cata", "casa de la Nuri" (a sentence
  // opened by "La Liga" or "La Moncloa" more often names a thing, unless she acts on the writer: "La Bea me llamó").
  const spanishArticle = prev?.folded === 'el' || (prev?.folded === 'la' && spanishLa(list, i));
  const spokenArticle = capital && !w.initial && !english && spanishArticle && !isKnownWord(f);
  if (!strong && prev !== undefined && ROMANCE_ARTICLES.has(prev.folded) && !isClearFirstName(f) && !spokenArticle)
    return false;
  // "so Mike wouldn't hear": "so" joins clauses too, and a name that is only a name is no feeling.
  // "so" joining clauses, not after a feeling ("feel so Blah"): a capital no lexicon knows is the name that opens the
  // clause, "so Orla thinks I'm fine" ("kinda Spacey" stays a feeling).
  const joinsClause = prev?.folded === 'so' && !COMPLEMENT.has(list[i - 2]?.folded ?? '');
  const nameAfterSo = capital && !w.initial && (isClearFirstName(f) || (joinsClause && !isKnownWord(f)));
  if (!strong && prev !== undefined && COMPLEMENT.has(prev.folded) && !nameAfterSo) return false;
  // "Termin bei Müller", "mit Schneider telefoniert": where nouns take capitals, a family name the lexicon knows after
  // a preposition a person follows. Not elsewhere: "im Keller", "an Fuchs" are a cellar and a fox.
  const germanPerson = casing.nounCapitals && !w.initial && GERMAN_PERSON_BEFORE.has(prev?.folded ?? '');
  if (capital && germanPerson && f.length > 3 && isLastName(f) && !ordinary && !isPlace(f) && !isCity(f)) return true;
  // A capital inside a sentence, where capitals mean something: anything but an ordinary word.
  if (capital && !w.initial && !casing.nounCapitals) return !ordinary || isFirstName(f) || strong || hint;
  if (isClearFirstName(f) && !ordinary)
    return capital || english || strong || hint || spokenName(list, i) || lowerGiven;
  // Names that are words too ("Grace", "frank") need a cue; in lower case, doing what only a person does will do
  // ("and lily fainted").
  if (isFirstName(f)) return strong || (capital ? hint : hintBefore) || (english && actsAsPerson(list, i));
  // A word the lexicon does not know: after a relation ("my roommate Zeynep"), or starting a sentence
  // and doing what people do ("Dev wants…"). Lower-case unknown words after a hint are left: without a
  // full dictionary, "with priya" cannot be told from "with lasagne".
  // "Ramirez texted me", "Halvorsen wrote me up", "Kowalczyk rang": a capitalised word opening an English sentence
  // with a full verb after it is the verb's subject; when it is no ordinary English word (a surname, or a word no
  // lexicon knows) that subject is a person.
  // A word no lexicon knows needs a past tense or a person as object after it: "Lasagne seems to fix everything".
  // An adverb may stand between: "Priya nearly dropped the cuff".
  const skip = next !== undefined && BETWEEN_SUBJECT_AND_VERB.has(next.folded) ? 1 : 0;
  const act = list[i + 1 + skip];
  const subjectOfVerb =
    w.initial && next !== undefined && act !== undefined && adjacent(next) && adjacent(act) && isFiniteVerb(act.folded);
  // "Izzy needs a costume", "Maddie wants my charger": a verb with a thing after it, on a pet name's ending ("-y",
  // "-ie", "-i") that no lexicon knows ("Lasagne needs a good hour" stays).
  const thingAfter = THING_AFTER.has(list[i + 2 + skip]?.folded ?? '') && /(?:y|ie|i)$/.test(f) && !isCompound(f);
  const personAct =
    isLastName(f) || OBJECTS.has(list[i + 2 + skip]?.folded ?? '') || isPastTense(act?.folded ?? '') || thingAfter;
  if (capital && english && !casing.nounCapitals && !ordinary && subjectOfVerb && personAct) return true;
  // "my daughter Lily", "Jean and I": after a relation, or beside the writer, a capital names
  // whoever it is, even on a word the lexicon also knows as a thing (not where nouns take capitals: "Nachbarin Tee").
  if (strong && capital && !casing.nounCapitals && (!w.initial || withWriter(list, i))) return true;
  // "Murat abi", "Raghav bhaiya's": an honorific after the name.
  if (capital && next !== undefined && adjacent(next) && AFTER_TITLES.has(next.folded) && !isEnglishWord(f)) {
    return !POSSESSIVES_BEFORE_TITLE.has(f);
  }
  if (capital && kinAfter(list, i, english)) return true;
  const nameShaped = capital ? !ordinary || isFirstName(f) : english && (isFirstName(f) || !isKnownWord(f));
  if (nameShaped && f.length > 2 && placedThenSpeaks(list, i)) return true;
  if (capital && english && w.initial && !isKnownWord(f) && !isPlace(f) && personState(list, i)) return true;
  // "Kayden and them", "Marit and the girls": a person and the people around them.
  if (capital && english && !isKnownWord(f) && !isPlace(f) && next?.folded === 'and' && adjacent(next)) {
    const after = `${list[i + 2]?.folded} ${list[i + 3]?.folded}`;
    if (/^(?:them|the (?:girls|boys|kids|lads|others|family|gang|rest))\b/.test(after)) return true;
  }
  if (isKnownWord(f) || f.length < 3) return false;
  const object = (prev !== undefined && PERSON_OBJECT.has(prev.folded) && adjacent(w) && !/s$/.test(f)) || given;
  const subject = english && actsAsPerson(list, i);
  // "sleepover at bri's.": someone's home, with nothing after the possessive.
  const home = english && /^(?:at|to|from)$/.test(prev?.folded ?? '') && /['’]s$/.test(w.text) && !next;
  // "me and tayshawn": after the writer, a word the lexicon does not know is the other person, in any case.
  const afterWriter =
    english && withWriter(list, i) && WRITER.has(list[i - 2]?.folded ?? '') && isFiniteVerb(next?.folded ?? '');
  if (strong || object || afterWriter || subject || home) return capital || english;
  // French "chez" is someone's home: "crêpes chez fatou" (not "chez moi").
  if (prev?.folded === 'chez' && !CHEZ_PRONOUNS.has(f)) return true;
  if (capital && next !== undefined && SPEECH_VERBS.has(next.folded)) return true;
  return capital && hint && english && !casing.nounCapitals;
}

/** "la" before the word is Spanish speech's article before a friend's name: after a Spanish word ("con la Cami"),
 * inside a sentence of a Spanish text, or opening one when she acts on the writer ("La Bea me llamó", "La Tati nos
 * dijo"; "La Liga empieza" stays). */
function spanishLa(list: Word[], i: number): boolean {
  const [prev, next] = [list[i - 1]!, list[i + 1]];
  if (SPANISH_BEFORE_ARTICLE.has(list[i - 2]?.folded ?? '')) return true;
  const toWriter = next?.sentence === prev.sentence && adjacent(next) && PERSON_AFTER_ARTICLE.has(next.folded);
  return (!prev.initial || toWriter) && spanishText(list);
}

// Where someone works or comes from, between their name and what they said: "Noor at the bakery asked", "Ailsa at
// the deli covered for me", "kit from choir texted".
const PLACED_AT = wordSet('at from on');
const SPOKE = wordSet('asked said says told texted called rang messaged replied covered');

/** A clause opened by the word, then "at/from/on" and a few words of a place, then a person's speaking. */
function placedThenSpeaks(list: Word[], i: number): boolean {
  const w = list[i]!;
  const opens = w.initial || CLAUSE_OPENERS.has(list[i - 1]?.folded ?? '');
  if (!opens || !PLACED_AT.has(list[i + 1]?.folded ?? '') || !adjacent(list[i + 1]!)) return false;
  for (let k = i + 2; k <= i + 5; k++) {
    const x = list[k];
    if (!x || x.sentence !== w.sentence || !adjacent(x)) return false;
    if (SPOKE.has(x.folded)) return k > i + 2;
  }
  return false;
}

/** "Ravi mama", "Latha akka": a South Indian kin word after a name the lexicon does not know ("mama" only in
 * lower case in English text). */
function kinAfter(list: Word[], i: number, english: boolean): boolean {
  const [w, next] = [list[i]!, list[i + 1]];
  if (next?.sentence !== w.sentence || !adjacent(next) || !KIN_AFTER.has(next.folded)) return false;
  if (isKnownWord(w.folded) || POSSESSIVES_BEFORE_TITLE.has(w.folded)) return false;
  return !MOTHERS.has(next.folded) || (english && next.shape === 'lower');
}

/** "der Franz", "die Vroni": Southern German puts an article before a first name (a given name of names.ts, which
 * leaves out German nouns). */
const germanArticleName = (w: Word, prev: Word | undefined): boolean =>
  GERMAN_NAME_ARTICLES.has(prev?.folded ?? '') && isGivenName(w.folded);

/** "jaz and kenji came over", "because jordyn texted": a clause opened by the word, a person's verb after it. Not
 * a plural ("lungs said thank you"). */
function actsAsPerson(list: Word[], i: number): boolean {
  const [w, next] = [list[i]!, list[i + 1]];
  if (!next || next.sentence !== w.sentence || !adjacent(next) || /s$/.test(w.folded)) return false;
  const opensClause = w.initial || CLAUSE_OPENERS.has(list[i - 1]?.folded ?? '');
  const acting = SUBJECT_VERBS.has(next.folded) || SUBJECT_PHRASES.test(`${next.folded} ${list[i + 2]?.folded}`);
  return opensClause && acting;
}

/** A name in lower case as people say it: "ankit bhaiya" (an honorific after it), Spanish "el nico", "con la
 * sofi" (an article before a friend's name, in a text that is Spanish). Asked only of a known first name. */
function spokenName(list: Word[], i: number): boolean {
  const w = list[i]!;
  const next = list[i + 1];
  if (next?.sentence === w.sentence && adjacent(next) && AFTER_TITLES.has(next.folded)) return true;
  const prev = list[i - 1];
  // Only a name of names.ts, which leaves out Spanish words: compromise's English lexicon calls "cara", "luz" names.
  const article = prev?.sentence === w.sentence && (prev.folded === 'el' || prev.folded === 'la');
  return article && isGivenName(w.folded) && spanishText(list);
}

/** "Kelsey is still posting", "Sneha got Infosys": a state or a gain only a person has, after a word no lexicon knows. */
function personState(list: Word[], i: number): boolean {
  const w = list[i]!;
  const [verb, after] = [list[i + 1], list[i + 2]];
  if (!verb || !after || verb.sentence !== w.sentence || after.sentence !== w.sentence || !adjacent(verb)) return false;
  // Typos and words the lexicon lacks open sentences too ("Finaly got the job"): those end like words.
  if (/(?:ly|ed|ing|s)$/.test(w.folded) || w.folded.length < 3 || isCompound(w.folded)) return false;
  // "is still posting", not "is still there"; "was giving out", "is getting the cake": a person's doing, with
  // something after it (a thing "is raining", "was loading" with nothing after).
  if (PERSON_STATE.has(verb.folded)) {
    const doing = (k: number) =>
      /ing$/.test(list[k]?.folded ?? '') && adjacent(list[k]!) && DOING_AFTER.has(list[k + 1]?.folded ?? '');
    const agent = PERSON_DOINGS.has(after.folded) && THING_AFTER.has(list[i + 3]?.folded ?? '');
    return (
      (PERSON_STATE_AFTER.has(after.folded) && /ing$/.test(list[i + 3]?.folded ?? '')) ||
      doing(i + 2) ||
      PERSON_STATES.has(after.folded) ||
      agent
    );
  }
  // "Sneha got Infosys": what is got may be a firm's name.
  return PERSON_GETS.has(verb.folded) && (OWNED.has(after.folded) || (after.shape === 'title' && adjacent(after)));
}

/** Two English words run together: "burnout", "blowtorch" (no family name splits so). */
function isCompound(folded: string): boolean {
  for (let k = 3; k <= folded.length - 3; k++)
    if (isEnglishWord(folded.slice(0, k)) && isEnglishWord(folded.slice(k))) return true;
  return false;
}

/** A firm the lexicon knows and no name, with no town after it ("Walmart in Tulsa" is left to be hidden). */
const isFirm = (f: string, next: Word | undefined): boolean =>
  isOrganisation(f) && !isFirstName(f) && !isLastName(f) && !CITY_FRAME.has(next?.folded ?? '');

/** "Peanut (my nephew…)", "Earl, who's eighty-one": a word introduced as someone. */
function introduced(list: Word[], i: number): boolean {
  const w = list[i]!;
  const next = list[i + 1];
  if (!next || ANYONE.test(w.folded)) return false;
  if (/^\s*\($/.test(next.gap) && /^(?:my|our|his|her|mi|meu|minha|mon|ma|mein|meine)$/.test(next.folded))
    return BEFORE_NAME.has(list[i + 2]?.folded ?? '') || TITLES.has(list[i + 2]?.folded ?? '');
  return /^,\s*$/.test(next.gap) && /^who(?:se|m)?$/.test(next.folded) && next.sentence === w.sentence;
}

// Words only Spanish (or only French) uses often: which of the two a text is, where "la" comes before names.
const SPANISH_ONLY = wordSet('y el los yo pero muy estoy hoy mi con es porque también tambien ayer nada');
const FRENCH_ONLY = wordSet('et le je les est une avec pas mais ce mon ma suis ai dans');
const spanishAnswers = new WeakMap<Word[], boolean>();
function spanishText(list: Word[]): boolean {
  let answer = spanishAnswers.get(list);
  if (answer === undefined) {
    let score = 0;
    for (const w of list) score += SPANISH_ONLY.has(w.folded) ? 1 : FRENCH_ONLY.has(w.folded) ? -1 : 0;
    answer = score >= 2;
    spanishAnswers.set(list, answer);
  }
  return answer;
}

/** "Emeka and I", "me and Jo": the writer and the person, in either order. */
function withWriter(list: Word[], i: number): boolean {
  const w = list[i]!;
  const same = (k: number) => (list[k]?.sentence === w.sentence ? list[k] : undefined);
  // "im Rucksack und ich": after an article or a preposition the word is a thing.
  const before = same(i - 1)?.folded ?? '';
  // "la Vale y yo", "o Rui e eu": Spanish and Portuguese speech put an article before a friend's capitalised name.
  const spokenArticle = w.shape === 'title' && SPOKEN_ARTICLES.has(before);
  const thing = FUNCTION_WORDS.has(before) || DETERMINERS.has(before) || GERMAN_DETERMINERS.has(before);
  if (thing && !spokenArticle) return false;
  // "German, and I said" is no pair: the "and" sits right beside the word.
  const forward = AND.has(same(i + 1)?.folded ?? '') && adjacent(list[i + 1]!) && WRITER.has(same(i + 2)?.folded ?? '');
  const backward = AND.has(same(i - 1)?.folded ?? '') && WRITER.has(same(i - 2)?.folded ?? '');
  return forward || backward;
}

// Particles that open a family name after a title: "M. Le Bihan", "Mme De Smet", "Herr Van Dijk", "Sra. Dos Santos".
const PARTICLES = wordSet('le la de du des van von der den di da del della dos das');

/** "Le Goff" after "Mme": a capitalised particle, then the capitalised name it belongs to. */
function particleName(list: Word[], i: number, casing: Casing): boolean {
  const [w, next] = [list[i]!, list[i + 1]];
  if (w.shape !== 'title' || casing.caseless || !PARTICLES.has(w.folded)) return false;
  return next !== undefined && next.sentence === w.sentence && adjacent(next) && next.shape === 'title';
}

// Titles one addresses a stranger by, which in German, French and Spanish a bare surname follows even in lower case.
const HONORIFICS = wordSet(
  'herr herrn frau fraulein monsieur madame mme mlle senor senora sr sra srta seu dona pak mbak kak',
);

const OWNERS = wordSet('my mi mis meu minha mon ma ta sa ihre seine');

/** "hoffe frau krüger fragt", "monsieur dupuis": an honorific written in lower case like the rest, used as one, not
 * a noun after an article or a possessive ("meine frau ruft an", "la señora del quinto"). A capitalised one with a
 * word in lower case after it is the noun ("der alte Herr aus Zimmer 12"). */
function addressed(list: Word[], t: number): boolean {
  const title = list[t];
  // "kak, aku pinjam": a title on its own, calling someone, with the sentence going on after a comma.
  if (!title || title.shape !== 'lower' || !HONORIFICS.has(title.folded) || !adjacent(list[t + 1]!)) return false;
  const before = list[t - 1]?.sentence === title.sentence ? (list[t - 1]?.folded ?? '') : '';
  return ![GERMAN_DETERMINERS, ROMANCE_ARTICLES, DETERMINERS, OWNERS].some((set) => set.has(before));
}

/** After a title: a capitalised word, or in English one nobody would look up ("mr okafor"), not "my sister said";
 * in lower case a first name ("uncle ray", not "my uncle will"), or after an honorific in any language a word no
 * lexicon knows ("frau schäfer"). */
function nameLike(w: Word, title: Word, casing: Casing, english: boolean, honorific: boolean): boolean {
  const capital = (w.shape === 'title' || w.shape === 'upper') && !casing.caseless;
  // "Grandma June", "Uncle Des": a month that is a given name, or a French or Spanish word in English text.
  const month = capital && MONTH_NAMES.has(w.folded);
  const foreign = capital && english && FUNCTION_WORDS.has(w.folded) && !isEnglishWord(w.folded) && w.folded.length > 2;
  if ((isCalendar(w.text) && !month) || (FUNCTION_WORDS.has(w.folded) && !foreign) || /^\d/.test(w.folded))
    return false;
  if (capital) return true;
  // Lower case after a title: a surname or a first name the lexicon knows ("coach ramirez", "ms. delgado").
  if (isLastName(w.folded) || isClearFirstName(w.folded)) return true;
  // A name that is a word too, after a title that is no verb ("I miss summer"): "uncle ray", not "my uncle will".
  if (isFirstName(w.folded) && !isModal(w.folded) && title.folded !== 'miss') return true;
  return (english || honorific) && !isKnownWord(w.folded) && w.folded.length > 2 && /^[\p{L}-]+$/u.test(w.folded);
}

function isFamilyNameBefore(before: Word | undefined, w: Word, casing: Casing): boolean {
  if (!before || before.sentence !== w.sentence || !adjacent(w) || before.shape !== 'title' || casing.caseless)
    return false;
  if (casing.nounCapitals || TITLES.has(before.folded) || isCalendar(before.text) || /['’]s$/.test(before.text))
    return false;
  // Unknown family names are short ("Zhou", "Kaya", "Tran"); longer unknown words there are verbs and adjectives
  // the lexicon lacks ("Rewatched Titanic", "Silent Assassin").
  const short = before.folded.length <= 5 && !/(?:ed|ing|ly)$/.test(before.folded);
  return isLastName(before.folded) || (short && !isKnownWord(before.folded) && !isPlace(before.folded));
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
