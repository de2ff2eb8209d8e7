// What the redaction knows about single words: compromise's English lexicon (first and last names, places,
// organisations, and ordinary words with their part of speech) plus the short lists of cue words in the
// five languages Hearth reads (titles, family and roles, small function words) that no library holds.
import nlp from 'compromise/two';
import Sentiment from 'sentiment';
import { CITIES, CITY_WORDS } from './cities.ts';
import { GIVEN_NAMES } from './names.ts';

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string> } }).one.lexicon;

/** A set of the words in a space-separated list. */
export const wordSet = (list: string): Set<string> => new Set(list.split(' '));

/** Lower case, without accents or a possessive ending: the form the lexicon and the cue lists use. */
// Polish "ł" is a letter of its own to Unicode, not an "l" with a mark: folded by hand, as the lists write it
// ("napisał" is "napisal").
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/['’]s$|['’]$/, '');
}

const tagsOf = (folded: string): string => LEXICON[folded] ?? '';

// First names that are also ordinary words, which compromise files under the word alone.
const WORD_NAMES = new Set(
  (
    'hope faith grace joy summer autumn dawn bill ray dean frank lily rose poppy daisy ivy holly hazel iris ' +
    'violet ruby amber pearl jade crystal maya sky river storm rain sunny buddy chase hunter drew penny sandy ' +
    'rusty misty mercy patience honor precious destiny harmony melody brook brooke cliff glen heath miles ' +
    'reed wade will art rob pat sue max jack bob jean leo finn jay'
  ).split(' '),
);

/** A first name (compromise tags clear names MaleName/FemaleName, and names that are also words FirstName). */
// compromise files a few names it also knows as something else under Person ("Jordan", "Taylor", "Mason"): a
// first name that needs a cue, as words that are names do.
export const isFirstName = (folded: string): boolean =>
  WORD_NAMES.has(folded) || (/Name|^Person$/.test(tagsOf(folded)) && !/LastName/.test(tagsOf(folded)));
// compromise tags names given to boys and girls alike FirstName ("Kelsey", "Luca", "Nico"); those that are also
// a word or a firm are left to the cues ("Mark", "Chase", "Morgan", "Shelby").
const WORDLIKE_FIRST_NAMES = wordSet(
  'mark skip spike buck chuck blaze blossom pierce biff morgan shelby mina kai andi andra foster grace grant lance ' +
    'mack marshal nick peg rob stew sue',
);
/** A name that is only a name: "Marcus", "Kelsey", not "Grace" or "Mark"; or, where the English lexicon knows
 * nothing of the word, a given name of another language ("Mareike", "Piotrek", "Emre") that is no English word. */
export const isClearFirstName = (folded: string): boolean => {
  const tags = tagsOf(folded);
  if (/MaleName|FemaleName/.test(tags)) return true;
  if (tags === '') return isGivenName(folded);
  return tags === 'FirstName' && folded.length >= 4 && !WORD_NAMES.has(folded) && !WORDLIKE_FIRST_NAMES.has(folded);
};
export const isLastName = (folded: string): boolean => /LastName/.test(tagsOf(folded));
/** A city, country or region (one word or several: "sao paulo"). */
export const isPlace = (folded: string): boolean => /City|Country|Region|Place/.test(tagsOf(folded));
// compromise knows countries by their English names only ("Italy", not "Italia", "Alemania", "Suíça"): the
// runtime's own ICU data (Intl.DisplayNames, in Node and Deno alike) names every country in every language Hearth
// reads. Built on first use, not at import: the edge function's cold start does not pay for it.
const COUNTRY_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'sv', 'tr', 'id'];
let countries: Set<string> | undefined;
function countryNames(): Set<string> {
  if (countries) return countries;
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const codes: string[] = [];
  for (const a of letters) for (const b of letters) if (english.of(a + b)) codes.push(a + b);
  countries = new Set<string>();
  for (const language of COUNTRY_LANGUAGES) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of codes) {
      const name = names.of(code);
      if (name && !/\s/.test(name)) countries.add(name.toLowerCase());
    }
  }
  return countries;
}
/** A country in one of Hearth's languages ("Italia", "Alemania"), unless the lexicon knows it as a name ("Jordan"). */
// Compared with accents: "Franca" is a name, "França" the country.
export const isCountry = (word: string): boolean => {
  const lower = word.toLowerCase().replace(/['’]s?$/, '');
  if (!countryNames().has(lower)) return false;
  const folded = fold(word);
  return !/Name|Person/.test(tagsOf(folded)) && !WORD_NAMES.has(folded);
};

// compromise knows a few hundred cities, most of them American; the gazetteer has the world's larger ones.
// Its sets are built on first use, not at import (about 6 ms): requests that never redact do not pay for them.
/** A function that builds a set of the "|"-separated list once, when first asked, its "ł" folded as fold() does. */
function lazySet(list: string): () => Set<string> {
  let set: Set<string> | undefined;
  return () => (set ??= new Set(list.replace(/ł/g, 'l').split('|')));
}
const gazetteer = lazySet(CITIES);
// The given names of names.ts, built on first use, without any that is a cue word, a day or a place here.
let givenNames: Set<string> | undefined;
function givenNameSet(): Set<string> {
  if (givenNames) return givenNames;
  givenNames = new Set<string>();
  for (const name of GIVEN_NAMES.split(' ')) {
    if (FUNCTION_WORDS.has(name) || TITLES.has(name) || BEFORE_NAME.has(name) || isCalendar(name)) continue;
    if (/City|Country|Region|Place/.test(tagsOf(name)) || gazetteer().has(name) || isCountry(name)) continue;
    givenNames.add(name);
  }
  return givenNames;
}
/** A given name of one of Hearth's languages that the English lexicon lacks and that is no ordinary English word
 * (its base form neither: "mats" is a mat). */
export const isGivenName = (folded: string): boolean =>
  folded.length >= 3 && givenNameSet().has(folded) && !isEnglishWord(folded);
const gazetteerWords = lazySet(CITY_WORDS);
/** A city whatever the words around it: compromise's, or the gazetteer's that are no ordinary word. */
export const isCity = (folded: string): boolean => /City/.test(tagsOf(folded)) || gazetteer().has(folded);
/** A city whose name is also a word or a name ("Reading", "Como", "Padang"): one only in a place frame. */
export const isCityWord = (folded: string): boolean => gazetteerWords().has(folded);
export const isOrganisation = (folded: string): boolean => /Organization|SportsTeam/.test(tagsOf(folded));
// Auxiliaries follow things as often as people ("Wordle was hard", "TikTok had me"): only a full verb counts.
const AUXILIARIES = wordSet('had has does did gets got');
/** A full verb in a tense a subject takes: "handed", "rang", "wants" (what follows a name that starts a sentence). */
export const isFiniteVerb = (folded: string): boolean => {
  const tags = String(tagsOf(folded));
  return /PastTense|PresentTense/.test(tags) && !/Copula/.test(tags) && !AUXILIARIES.has(folded);
};

/** "will", "may", "can": never a name after a title, though "Will" and "May" are names. */
export const isModal = (folded: string): boolean => /Modal/.test(String(tagsOf(folded)));

/** A verb in the past tense: "texted", "rang". */
export const isPastTense = (folded: string): boolean => /PastTense/.test(String(tagsOf(folded)));

const ordinaryTags = (tags: string) =>
  tags !== '' && !/Name|Person|City|Country|Region|Place|Organization|SportsTeam/.test(tags);
// Languages and nationalities ("English", "Swedish") are capitalised words, not names.
const DEMONYM = /^\p{L}{3,}(?:ish|ese|ian|can)$/u;

// The lexicon lists base forms and irregular ones; regular endings are taken off to find the base
// ("reminder" → "remind", "actually" → "actual", "cookies" → "cookie").
const ENDINGS: [RegExp, string][] = [
  [/ies$/, 'y'],
  [/ied$/, 'y'],
  [/ily$/, 'y'],
  [/(?:s|es|ed|d|ing|ly|er|ers|est|ness|ment|ments|ful|less|able|ish|y)$/, ''],
  [/(?:tion|ation)$/, 'e'],
  [/(?:ed|ing|er|est)$/, 'e'],
];

function baseTags(folded: string): string {
  const direct = tagsOf(folded);
  if (direct !== '' || folded.length < 5) return direct;
  for (const [ending, to] of ENDINGS) {
    const base = folded.replace(ending, to);
    if (base !== folded && base.length >= 3 && ordinaryTags(tagsOf(base))) return tagsOf(base);
  }
  return '';
}

// compromise infers many adjectives from their ending instead of listing them ("anxious", "furious", "ashamed"),
// so a feeling capitalised for emphasis ("a little Anxious") would read as a name: the AFINN list (the
// engine's own sentiment package) knows feelings, and the endings below only ever make ordinary words.
const afinn = new Sentiment();
const ENGLISH_ENDING = /^\p{L}{3,}(?:ous|ful|less|ness|ment|able|ible)$/u;
const isFeeling = (folded: string): boolean => /^\p{L}+$/u.test(folded) && afinn.analyze(folded).score !== 0;

// Every word of every entry is asked about, and the sentiment reader is not free: answers are kept (a bounded
// cache, cleared when full, so an edge function that lives long does not grow without end).
const englishAnswers = new Map<string, boolean>();

/** An ordinary English word: in the lexicon (or its base form is) with a tag other than a name or place. */
export function isEnglishWord(folded: string): boolean {
  let answer = englishAnswers.get(folded);
  if (answer === undefined) {
    if (englishAnswers.size > 20000) englishAnswers.clear();
    answer = englishWord(folded);
    englishAnswers.set(folded, answer);
  }
  return answer;
}

const englishWord = (folded: string): boolean =>
  ordinaryTags(baseTags(folded)) ||
  ENGLISH_ENDING.test(folded) ||
  /Demonym/.test(String(tagsOf(folded))) ||
  (baseTags(folded) === '' && (DEMONYM.test(folded) || isFeeling(folded)));

/** Known to the lexicon at all (or its base form), or one of the short function-word lists below. */
export const isKnownWord = (folded: string): boolean => baseTags(folded) !== '' || FUNCTION_WORDS.has(folded);

/** English street types after a street's name: "Mill Road", "the primark on oxford street". */
export const STREET_TYPES = wordSet('street st road rd lane ave avenue');
/** Words that end the name of a street or a place, never a person's: a street type, and "Drive", "Park", "Station"…
 * ("along Main Street" is no address without its number, and no person either). */
export const STREET_WORDS = new Set([...STREET_TYPES, ...wordSet('drive boulevard way square park bridge station')]);

/** Days, months and feasts, capitalised in most languages, and never a person's name on their own. */
const CALENDAR_WORDS = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december christmas easter halloween thanksgiving ramadan eid diwali hanukkah ' +
    'lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio agosto ' +
    'septiembre setiembre octubre noviembre diciembre navidad segunda terça quarta quinta sexta janeiro fevereiro ' +
    'março maio junho julho setembro outubro novembro dezembro natal pascoa lundi mardi mercredi jeudi vendredi ' +
    'samedi dimanche janvier février mars avril mai juin juillet août septembre octobre novembre décembre noël ' +
    'pâques montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar marz juni juli oktober ' +
    'dezember weihnachten ostern silvester aïd ' +
    // Polish months, named and after "od", "do", a date ("od maja", "3 maja"): "Maja" is a given name too.
    'styczeń stycznia luty lutego marzec marca kwiecień kwietnia maj maja czerwiec czerwca lipiec lipca sierpień ' +
    'sierpnia wrzesień września październik października listopad listopada grudzień grudnia'
  ).split(' '),
);

/** A day, month or feast; compared with accents, so that "Marco" is not "março". */
export const isCalendar = (word: string): boolean => CALENDAR_WORDS.has(word.toLowerCase().replace(/['’]s$/, ''));

/** Titles that a name follows: "Mr. Alvarez", "Coach Briggs", "tía Carmen", "Mme Durand", "Herr Wolf". */
export const TITLES = new Set(
  (
    'mr mrs ms miss mx dr doc prof professor coach officer sergeant sgt captain capt pastor reverend rev father ' +
    'sister brother sir dame lady lord judge nurse aunt auntie aunty uncle cousin grandma grandpa granny nana ' +
    'nan gran grandad papa abuela abuelo don dona sr sra srta senor senora tia tio profe seu m mme mlle monsieur ' +
    'madame maitre d tata tonton herr herrn frau fraulein onkel tante oma opa nonna nonno babcia dziadek lola lolo yiayia ' +
    'bibi ammi amma appa dadi nani dra profa profesora professora professorin doktor doktorin ' +
    // Italian uncles and doctors, Spanish and French doctors: "zio Franco", "dott. Ferri", "la doctora Soler".
    'zio zia dott dottore dottoressa doctora docteur ' +
    // French grandparents, and Indonesian titles for a man, an older sister, an elder: "pak Joko", "mbak Rina".
    'mamie mamy papi papy pak mbak kak ' +
    // Filipino elder brother and aunt: "Kuya Ben", "Tita Mel" (not "tito", also a Spanish name: "el Tito").
    'kuya tita'
  ).split(' '),
);

/** Words for a person someone knows; the next word, when it is a name, names them ("my boss Kevin"). */
export const BEFORE_NAME = new Set(
  (
    'friend friends bestie bff buddy mate pal boss manager mgr supervisor lead coworker co-worker colleague ' +
    'roommate flatmate housemate neighbour neighbor landlord landlady teacher tutor therapist counsellor counselor ' +
    'physio dentist psychiatrist psychologist pharmacist midwife ' +
    'doctor sister brother sis bro cousin niece nephew son daughter husband wife partner boyfriend girlfriend bf gf ' +
    'fiance fiancee ex mom mum mother dad father stepmom stepdad grandma grandpa ' +
    'amigo amiga jefe jefa compañero compañera hermano hermana primo prima sobrino sobrina hijo hija novio novia ' +
    'esposo esposa vecino vecina profesor profesora irmao irma namorado namorada marido mulher filho filha ' +
    'ami amie copain copine collegue frere soeur cousin cousine fils fille mari femme blonde chum voisin voisine ' +
    // Dutch, Italian, Swedish and Polish.
    'broer zus vriend vriendin fratello sorella amico amica marito moglie figlio figlia bror syster kompis ' +
    'brat siostra kolega kolezanka przyjaciel maz zona syn corka ' +
    'freund freundin kumpel chef chefin kollege kollegin bruder schwester cousine sohn tochter mann frau nachbar nachbarin ' +
    // Polish and Dutch relations, Turkish ones with "my" joined on ("kardeşim", "müdürüm"), Indonesian and Hindi.
    'szef szefowa kuzyn kuzynka neef neefje nichtje kardesim abim ablam mudurum arkadasim temen teman kakak adik dost'
  ).split(' '),
);

/** Short function words of Spanish, Portuguese, French and German that compromise's English lexicon lacks. */
export const FUNCTION_WORDS = new Set(
  (
    'el la los las un una unos unas y o pero que de del al en con sin por para como mi mis tu tus su sus se me te ' +
    'le les lo nos yo ella ellos ellas es son fue muy mas ya hoy no si esta este esto eso ese esa hay ' +
    'o a os as um uma e mas do da dos das no na nos nas em com sem pra pro meu minha eu ele ela eles elas voce ' +
    'nao sim isso esse essa tem foi muito hoje ja tudo ' +
    'le la les un une des et ou mais que qui de du au aux en dans avec sans pour par sur mon ma mes ton ta ses ' +
    'je tu il elle nous vous ils elles est sont pas ne ce cette ca tres aujourd hui ' +
    'der die das den dem des ein eine einen einem einer und oder aber dass von vom zu zum zur mit ohne fur auf ' +
    'im am an bei mein meine dein sein ihr ich du er sie es wir ist sind war nicht auch noch heute sehr schon ' +
    // Informal English that the lexicon lacks.
    'im ive id ill dont cant wont didnt isnt wasnt u ur idk tbh ngl rn smh wanna ppl thx bday irl kms ily hw ' +
    'lmao lmaooo omw jk nvm tmr tmrw ty xx xo hasnt doesnt arent werent couldnt wouldnt shouldnt havent hadnt ' +
    'theyre youre were weve theyve shes hes thats whats ' +
    // German and Romance words the lexicon lacks that open or join clauses.
    'uber unter wer wie wo was weil wenn dann nur mir dich dir uns vraiment tambien todos todas siempre sempre ' +
    'onde donde cuando quando ou wo ' +
    // God in the five languages, and the apps everyone names: never a person others could find.
    'god dieu deus dios gott allah jesus cristo christ netflix youtube whatsapp spotify instagram tiktok xbox ' +
    'playstation facebook snapchat discord'
  ).split(' '),
);
