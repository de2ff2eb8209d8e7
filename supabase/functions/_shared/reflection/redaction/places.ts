// Workplaces and employers, schools, and the city when the text also names a workplace or school (a city alone
// identifies nobody; "the Ford plant in Louisville" does). Found by the shape of a name ("Mercy General",
// "Lincoln High", "University of Edinburgh", "hôpital Saint-Louis"), by a word about work or study before it
// ("quit mcdonalds", "estágio no Itaú", "Zusage von der TU München"), and by compromise's organisations and cities.
import { type Casing, type Spans, type Word, adjacent, isFirstPerson, stemEnd } from './text.ts';
import {
  BEFORE_NAME,
  FUNCTION_WORDS,
  isCalendar,
  TITLES,
  isCity,
  isCityWord,
  isCountry,
  isClearFirstName,
  isEnglishWord,
  isFirstName,
  isGivenName,
  isLastName,
  isKnownWord,
  isOrganisation,
  isPlace,
  STREET_TYPES,
  wordSet,
} from './words.ts';
import { matchesOf } from '../matches.ts';

const ORG_SUFFIXES = wordSet(
  'inc llc ltd gmbh ag sa co corp corporation company group bank hospital clinic general diner cafe bakery ' +
    'restaurant pub bar grill market supermarket pharmacy salon studio studios hardware church chapel mosque ' +
    'synagogue temple pd police department hotel motel center centre medical dental store stores shop gym fitness ' +
    'factory mills farms deli pizzeria kitchen tavern inn lodge solutions systems technologies consulting partners ' +
    'associates agency services insurance motors logistics foundation labs living healthcare rehab',
);
const ORG_PREFIXES = wordSet(
  'hospital hôpital hopital clínica clinica clinique klinikum krankenhaus praxis banco banque café cafe ' +
    'restaurante padaria panadería panaderia bäckerei baeckerei loja tienda magasin supermercado mercado farmacia ' +
    'farmácia pharmacie hotel hôtel empresa firma entreprise société societe igreja iglesia église ' +
    // Agencies, day-care centres, factories, and the French university hospitals (CHU, CHR) named by their city.
    'agencia agência agence agentur kita fábrica fabrica fabrik usine chu chr chru ' +
    // French care homes by their name: "l'EHPAD Les Tilleuls".
    'ehpad ' +
    // German care homes, pharmacies and nurseries by their name: "im Seniorenheim Abendrot", "Apotheke am Markt".
    'seniorenheim pflegeheim altenheim apotheke kindergarten',
);
// What kind of clinic, written between the word and its name: "clinique vétérinaire des Tilleuls".
const PREFIX_QUALIFIERS = wordSet(
  'vétérinaire veterinaire veterinaria veterinária veterinario veterinário dentaire dental dentária dentaria',
);
// A bar by its name, with the article the name carries: "el bar La Tasquita", "au bar Le Zinc".
const NAMED_BY_ARTICLE = wordSet('bar');
const NAME_ARTICLES = wordSet('la el le il lo los las les');
const SCHOOL_WORDS = wordSet(
  'high school college university uni academy institute elementary primary middle secondary prep polytechnic ' +
    // English primaries by their part: "Greenfield Juniors", "St Mary's Infants".
    'juniors infants ' +
    'colegio escuela instituto universidad facultad liceo escola colégio colegio universidade faculdade ' +
    'lycée lycee collège college école ecole université universite fac gymnasium grundschule realschule ' +
    'gesamtschule hauptschule hochschule universität universitat fachhochschule tu fh lmu kita ies nursery preschool ' +
    'kindergarten daycare ' +
    // Italian, Dutch, Polish, Indonesian, Hindi: "Politecnico", "Hogeschool", "Liceum", "Kendriya Vidyalaya".
    'istituto università universita politecnico scuola hogeschool universiteit lyceum basisschool liceum ' +
    'uniwersytet politechnika technikum szkola universitas institut sekolah politeknik vidyalaya ' +
    'vidyapeeth mahavidyalaya ' +
    // Turkish names the school last, in the possessive: "Kadıköy Anadolu Lisesi", "Ege Üniversitesi".
    'lisesi universitesi üniversitesi ortaokulu ilkokulu koleji okulu',
);
const LOWER_SCHOOL = wordSet('high middle elementary primary academy college');
const SCHOOL_TITLES = wordSet(
  'colegio escuela instituto universidad facultad liceo escola colégio universidade faculdade lycée lycee college ' +
    'école ecole université universite gymnasium grundschule realschule gesamtschule hochschule universität tu uni fh ' +
    // What students call them: "la facul", "el insti", "la fac".
    'facul insti fac ' +
    // "Liceo Galilei", "Università di Bologna", "Universiteit Utrecht", "basisschool De Regenboog", "Szkoła
    // Podstawowa nr 5", "Uniwersytet Jagielloński", "Universitas Gadjah Mada".
    'istituto università universita politecnico scuola hogeschool universiteit basisschool lyceum liceum ' +
    'uniwersytet politechnika technikum szkola universitas institut politeknik',
);
// Titles English also uses for school in general: in lower case they name no school ("uni library").
const GENERAL_SCHOOL_WORDS = wordSet(
  'college university uni tu fh fac scuola universita universiteit hogeschool szkola universitas',
);
// Words that say which kind of school before its name: "Escola Estadual Rui Barbosa", "école maternelle Les Lilas".
const SCHOOL_LEVELS = wordSet(
  'estadual municipal federal técnica tecnica pública publica privada particular nacional maternelle primaire ' +
    'élémentaire elementaire primaria secundaria superior politécnica politecnica ' +
    // "Liceo Scientifico", "Istituto Tecnico Statale", "Szkoła Podstawowa", "Liceum Ogólnokształcące".
    'scientifico classico linguistico statale tecnico comprensivo professionale elementare media ' +
    'podstawowa ogolnoksztalcace',
);
// A school's name inside a compound: "Goethe-Gymnasium", "Anne-Frank-Realschule", "Humboldt-Universität".
const SCHOOL_COMPOUND = /^\p{Lu}[\p{L}-]*-(?:gymnasium|\p{L}*schule|universität|hochschule|akademie|kolleg)$/iu;
// Swedish and Dutch write it as one word: "Polhemsgymnasiet", "Katedralskolan", "Montessorischool" (not the
// general "Basisschool", "Högskolan", "Grundskolan").
const SOLID_SCHOOL_COMPOUND =
  /^(?!(?:basis|middelbare|hoge|hog|grund|gymnasie|high|pre|sommar|zomer))\p{L}{4,}(?:gymnasiet|skolan|school)$/u;
// New York's numbered schools: "PS 118", "I.S. 61", "JHS 45" (two or three digits: "PS 5" is a console).
// "U of T", "U of M": how students name a university by its initial.
// Indonesia's state schools by level and number, with the town: "SMA Negeri 3 Bandung", "SMPN 1", "SD Negeri 2".
// India's national institutes by their city ("IIT Bombay", "NIT Trichy") and Delhi Public School ("DPS").
const NUMBERED_SCHOOL =
  /(?<![\p{L}\p{N}])(?:(?:P\.?S\.?|I\.?S\.?|J\.?H\.?S\.?)\s?\d{2,3}|U of \p{Lu}[\p{L}]*|(?:SD|SMP|SMA|SMK)N?(?: Negeri| Swasta)? \d{1,3}(?: \p{Lu}\p{Ll}+)?|(?:IIT|NIT|IIIT|IIM|BITS|AIIMS) \p{Lu}\p{Ll}+|DPS)(?![\p{L}\p{N}])/gu;
// A sentence about studying, where an acronym after "at", "la" or "campus" is the university: "scholarship to
// NYU", "En la UNAM ya di de baja las materias", "dekat kampus UGM".
const STUDY_CONTEXT =
  /\b(?:scholarship|campus|kampus|semesters?|semestre|dorms?|lectures?|professors?|profe|class(?:es)?|courses?|major|degree|tuition|admissions?|counsell?ing|facult(?:y|ad|ade)|facul|carrera|materias?|licenciatura|graduat\w*|enrolled|midterms?|finals|exams?|examen|aulas?|prova|vestibular|amphi|partiels?|cours|vorlesung\w*|studium|stud(?:y|ying|ied|ies|ent|ents)|studier\w*|estud\w*|étudi\w*|kuliah|skripsi|studuj\p{L}*|sesiun\p{L}*|s[ıi]nav\p{L}*|curs(?:ar|ando|é)|enrol\p{L}*|m[aá]ster|mestrado|exames|studi(?:a|ów|uje\w*|uję)|plugg\w*|dosen|keterima|diterima|okul\w*)\b/iu;
const SOMEONE_AT = wordSet('at from da do na no de del em en');
// Romanian "la" (at), Malay "kat" (at) and Indonesian "dosen" (lecturer of): "sesiune la ASE", "dosen ITB".
const BEFORE_ACRONYM = wordSet('at to from in into en na no em à an of del de campus kampus di ke w på la kat dosen');
// Besides words about work: driving and delivering for a platform, German shift compounds ("Spätdienst",
// "Nachtschicht"), and a job title before "at" ("night loader at", "as a barista at", "als Zugbegleiterin bei").
const WORK_CUES =
  /\b(?:drive|drives|driving|driver|deliver\w*|entregador\w*|fa[çc]o entregas?|repartidor\w*|livreur|livreuse|livraisons?|lehrjahr|azubi|\p{L}*(?:dienst|schicht)|(?:an?|as|als|como|comme|night|day|head|lead|senior|shift|part-time|full-time|um|uma|un|une|una|ein|eine) [\p{L}-]+(?:er|or|ist|ista|ian|ant|ent|ier|eur|euse|ero|era|ora|erin|istin|aide|nurse|clerk|tech|intern|cook|chef|guard|temp) (?:at|for|bei|chez|en|na|no|pelo|pela|para|au|à)|work(?:s|ed|ing)?|wrk|job|jobs|start(?:s|ed|ing)?|first day|empecé|empiezo|comecei|começo|commence|commencé|angefangen|anfangen|shifts?|double|intern(?:ship|ing|ed)?|employ(?:ed|er)|hired|fired|offer|position|role|career|contract|interview(?:ed)?|placements?|entretiens?|(?:at|in|to) the office|years|manager|boss|hr|staff|capo|teamleider|leidinggevende|kierownik\w*|kierowniczk\w*|szef\w*|spv|coworkers?|colleagues?|quit|notice|resign(?:ed|ing)?|joined|laid off|jobbet|jobbar|arbetar|(?:s?he|they)(?:['’]s|['’]re| is| are) (?:at|with)(?: the)? \S+ now|let (?:me|him|her) go|trabaj\w*|curro|puesto|empleo|prácticas|echaron|despidieron|contrataron|entrevista|trabalh\w*|emprego|estágio|estagio|vaga|demitid[oa]|contratad[oa]|call center|travail\w*|boulot|stage|poste|embauch\w*|viré|virée|chez|arbeit\w*|praktikum|stelle|gekündigt|eingestellt|kasse|schicht|dienst|ausbildung|seit heute|chef|chefin|jefe|jefa|chefe|patron|patronne|plantão|plantao|turno|guardia|kündigung|erster tag|primer día|primeiro dia|premier jour|bosse|(?:i'?m|i am|(?:work|works|worked|working|job) as|soy|sou|je suis|ich bin) (?:an? |une? |uma? |ein(?:e)? )?[\p{L}-]+(?: [\p{L}-]+)? (?:at|for|en|na|no|chez|au|aux|à|bei|im))\b|\b\p{Lu}\p{Ll}+(?:erin|eurin|istin|antin|entin|ierin|arbeiter|leiter|helfer|pfleger|fahrer|verkäufer|lehrer) (?:bei|im)\b|kollegen?|kollegin|collègues?|colegas?|compañer[oa]s de trabajo|\b(?:(?:lavor\w*|assunt[oa]|colloquio|tirocinio|stage) (?:da|presso|per|alla|al|allo)|licenzia\w*|(?:werk|werkt|werken|gewerkt|baan|stage|solliciteer\w*)(?: \p{L}+){0,3} (?:bij|voor)|(?:prac\p{L}*|zatrudni\p{L}*|staż\p{L}*) (?:w|we|dla|u)|(?:kerja|bekerja|magang|kerjaan) (?:di|ke|sebagai)|kaam|naukri)\b|(?<!\p{L})(?:çalış\p{L}*|staj\p{L}*|müdür\p{L}*)/iu;
// Italian "presso", "alla"; Dutch "bij"; Polish "w", "dla", "u"; Indonesian "di".
const LINKS = wordSet(
  'at for from en de del no na da do chez à au bei für fur von pelo pela via på hos presso alla al allo bij w we dla u di ' +
    // Italian "from the": "licenziato dalla Fiat".
    'dalla dal dallo',
);
// Turkish puts "at" after the name, as a case ending: "Migros'ta", "Garanti Bankası'nda", "Koç Holding'den".
// With "-ki" the place becomes what is there: "Migros'taki müdürüm" (my manager at Migros).
const AT_ENDING = /['’]n?[dt][ae](?:n|ki)?$/u;
// Hindi too, as a word: "Infosys mein kaam karta hoon".
const AT_AFTER = wordSet('mein');
// "para" and "pour" also lead to where one goes ("salgo para Pasto"): they link only after a verb of working.
const FOR_LINKS = wordSet('para pour');
const WORK_VERB = /^(?:trabaj|trabalh|travaill|boss|bosse|curr)\p{L}*$/u;
const DIRECT_OBJECT = wordSet('quit joined left dejé deixei quitté');
const STUDY_CUES =
  /\b(?:(?:year|grade|class of|form|yr) \d{1,4} at(?: the)?|(?:\d{1,2}(?:st|nd|rd|th) grade|sixth form|homeroom|senior|junior|student|teacher|teaches|teach|detention|locker|recess|cafeteria|principal|class(?:es)?|semester|freshman|sophomore|graduation|prom|campus|dorm|counsell?ing office) at(?: the)?|(?:estudio|estudia|estudiando|estudo|estuda|estudando|faço faculdade|curso) (?:en|na|no|em)(?: la| el| a| o)?|(?:j'étudie|j'etudie|étudiante?|etudiante?|je suis en \S+) (?:à|a|au)(?: la| l')?|(?:ich studiere|studiere|ich gehe) (?:an|in|auf)(?: der| die| dem| das)?|got into|(?:waitlisted|wait-listed|deferred|rejected|applied) (?:at|to|from|by)|(?:me )?(?:aceptaron|admitieron) en(?: la| el)?|(?:fui )?(?:aceit[oa]|aprovad[oa]) (?:na|no)|entré (?:a|en)(?: la| el)?|accepted (?:to|at|into)|admitted (?:to|at)|passei (?:na|no)|dosta\S* si[eę] na|entrei (?:na|no)|studying at|study at|student at|freshman at|sophomore at|enrolled at|transfer(?:ring)? to|graduated from|first day at|zusage (?:von|für)(?: der)?|admise? (?:à|a))\s*$/i;
// "St Bede's", "San Mateo", "Sankt Georg": a saint starts many schools and hospitals, and is no place on its own.
const SAINTS = wordSet('st saint sainte san santa sao sankt');
const OF = wordSet('de del da do du des von');
const ARTICLES = wordSet('the der die dem den das el la le los las lo o a os as');
// What follows "bei der", "at the" without naming anyone's employer: "bei der Arbeit", "en la Oficina".
const GENERIC_WORKPLACES = wordSet(
  'arbeit firma schule uni büro buro praxis klinik schicht stelle work office job shop store trabajo oficina ' +
    'empresa tienda trabalho escritório escritorio loja travail bureau boulot boîte boite taf ' +
    // Wards and services every hospital has: intensive care, emergency, ambulance, care home.
    'icu er ed uti uci samu ehpad urgences urgencias notaufnahme intensivstation gp bank polizei police ' +
    // Words for the people there, and German words that follow "bei"/"über" without naming a place.
    'patienten kunden kollegen wohnheim keller über',
);
// Compared as written, not folded: "über" is a German preposition, "Uber" an employer.
const isGenericWorkplace = (w: Word): boolean => GENERIC_WORKPLACES.has(w.text.toLowerCase().replace(/['’]s$/, ''));
const SITES = wordSet(
  'plant factory office store branch warehouse site headquarters hq mill depot location campus center centre facility hub',
);
// Services and chains number their sites: "Station 7" (fire), "Precinct 12", "Ladder 3".
const NUMBERED_SITES = wordSet('station precinct firehouse ladder');
// A workplace's name inside a compound: "Marien-Klinikum", "Sankt-Josef-Krankenhaus".
const WORKPLACE_COMPOUND = /^\p{Lu}[\p{L}-]*-(?:klinik|klinikum|krankenhaus|hospital|spital|werke?)$/iu;
const NOT_ACRONYMS = wordSet(
  'ok tv dm hr pr zip dmv usa uk us eu misc gcse asap omg lol pdf id atm faq diy ceo nhs gp er icu sor drh ' +
    // Exams, degrees and rooms every school has.
    'gpa sat act ap ib pe ta ra cdi mcat lsat gre ucas bac abi enem ielts toefl phd msc bsc mba stem cv ppt',
);
const JOINERS = wordSet('of de do da dos das del la le los las les du des am an der y e di della degli van');

// French and Italian articles elided onto the next word: "l'école", "d'université", "all'Università".
const ELIDED_ARTICLE = /^([ld]|all|dell|nell|dall|sull)['’]/;
/** The word without the elided article that belongs to it. */
const unelided = (w: Word): string => w.folded.replace(ELIDED_ARTICLE, '');
/** The article elided onto a word as written ("all" of "all'Esselunga") and whether a capital follows it; the
 * apostrophe looked for first (most words have none). */
function elision(text: string): { article: string; capital: boolean } | undefined {
  if (!text.includes("'") && !text.includes('’')) return undefined;
  const m = ELIDED_ARTICLE.exec(text);
  return m ? { article: m[1]!, capital: /^\p{Lu}/u.test(text.slice(m[0].length)) } : undefined;
}

// "iFood", "eBay": a brand's capital may come second; after an elided article too ("all'Esselunga", "d'Angers").
const capitalised = (w: Word | undefined, casing: Casing) =>
  w !== undefined &&
  (w.shape === 'title' || w.shape === 'upper' || /^\p{Ll}\p{Lu}\p{Ll}/u.test(w.text) || elidedCapital(w.text)) &&
  !casing.caseless;
/** Whether the word is a capital after an elided article. */
const elidedCapital = (text: string): boolean => elision(text)?.capital === true;

/** The end index (exclusive) of a run of capitalised words from i, joined by "of", "de", "am"…; i when none. */
function runEnd(list: Word[], i: number, casing: Casing, spans: Spans): number {
  let j = i;
  while (j < list.length && list[j]!.sentence === list[i]!.sentence && !spans.overlaps(list[j]!.start, list[j]!.end)) {
    const w = list[j]!;
    // "St. Luke's": the dot after "St" does not end the name.
    if (j > i && !adjacent(w) && !(SAINTS.has(list[j - 1]!.folded) && /^\.\s$/.test(w.gap))) break;
    // "at Sunrise Senior Living I'd…": the writer ends a name.
    if (isFirstPerson(w)) break;
    if (capitalised(w, casing) || (j > i && /^\p{Lu}/u.test(w.text) && w.text.includes('-'))) {
      j++;
      const named = list[j]?.folded ?? '';
      if (/['’]s$/.test(w.text) && !ORG_SUFFIXES.has(named) && !SCHOOL_WORDS.has(named)) break;
      continue;
    }
    const next = list[j + 1];
    if (j > i && JOINERS.has(w.folded) && capitalised(next, casing) && adjacent(next!)) {
      j += 2;
      continue;
    }
    break;
  }
  return j;
}

function add(spans: Spans, list: Word[], from: number, to: number, kind: 'workplace' | 'school' | 'city'): void {
  // "St Bede's" keeps its 's: it is part of the name, not a possessive.
  const end = SAINTS.has(list[from]!.folded) ? list[to - 1]!.end : stemEnd(list[to - 1]!);
  if (to > from) spans.add(list[from]!.start, end, kind);
}

/** A run that names something rather than being an ordinary capitalised phrase. */
function namesSomething(run: Word[]): boolean {
  return run.some((w) => w.shape === 'upper' || !isEnglishWord(w.folded)) && !run.every((w) => isCalendar(w.text));
}

function findSchools(list: Word[], casing: Casing, spans: Spans, text: string): void {
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    // "Lincoln High", "Jefferson Middle School", "Santa Monica College": a capitalised run ending in a school word.
    const end = runEnd(list, i, casing, spans);
    if (end - i >= 2) {
      const run = list.slice(i, end);
      const named = run.filter((r) => !SCHOOL_WORDS.has(r.folded) && !JOINERS.has(r.folded));
      // Two or more capitalised words inside a sentence name a school even when each is a word: "Steer Clear
      // Driving School".
      const titled = named.length >= 2 && !run[0]!.initial;
      if (SCHOOL_WORDS.has(run[run.length - 1]!.folded) && named.length > 0 && (titled || namesSomething(named))) {
        add(spans, list, i, end, 'school');
        i = end - 1;
        continue;
      }
    }
    // "LO nr 5", "SP nr 12", "ZSO nr 1": Polish schools by their initials and number.
    if (w.shape === 'upper' && list[i + 1]?.folded === 'nr' && /^\d{1,3}$/.test(list[i + 2]?.text ?? '')) {
      add(spans, list, i, i + 3, 'school');
      i += 2;
      continue;
    }
    // "University of Edinburgh", "Colegio San José", "lycée Victor-Hugo", "Gymnasium am Markt", "TU München".
    const title = unelided(w);
    if (SCHOOL_TITLES.has(title) || (title === 'university' && capitalised(w, casing))) {
      const after = nameAfterSchoolTitle(list, i, casing, spans);
      if (after > i + 1) {
        add(spans, list, i, after, 'school');
        i = after - 1;
        continue;
      }
    }
    // Lower case: "at westview high", "to jefferson middle" — a word nobody would look up, then a school word.
    const kind = list[i + 1];
    if (
      w.shape === 'lower' &&
      kind &&
      adjacent(kind) &&
      LOWER_SCHOOL.has(kind.folded) &&
      /^(?:at|to|from|around|near|outside|by|of|for)$/.test(list[i - 1]?.folded ?? '')
    ) {
      if (!isEnglishWord(w.folded) && !isCalendar(w.text) && w.folded.length > 2) {
        add(spans, list, i, i + 2, 'school');
        i++;
        continue;
      }
    }
    // "passei na USP", "got into UCLA", "first day at ohio state".
    if (STUDY_CUES.test(text.slice(Math.max(0, w.start - 30), w.start))) {
      const state = list[i + 1]?.folded === 'state' && isPlace(w.folded);
      const acronym = w.shape === 'upper' && w.text.length <= 6 && !NOT_ACRONYMS.has(w.folded);
      if (state) add(spans, list, i, i + 2, 'school');
      else if (acronym) add(spans, list, i, i + 1, 'school');
      else if (capitalised(w, casing) && !NOT_ACRONYMS.has(w.folded) && (!isPlace(w.folded) || SAINTS.has(w.folded)))
        add(spans, list, i, runEnd(list, i, casing, spans), 'school');
      // "my locker at westview", "detention at bellmont": in lower case, a word nobody would look up.
      else if (lowerSchoolName(list, i)) add(spans, list, i, i + 1, 'school');
    }
  }
}

/** The end of the name after a school word ("Escola Estadual Rui Barbosa", "insti miguel hernandez"); i + 1 if none. */
function nameAfterSchoolTitle(list: Word[], i: number, casing: Casing, spans: Spans): number {
  let j = i + 1;
  while (SCHOOL_LEVELS.has(list[j]?.folded ?? '') && adjacent(list[j]!)) j++;
  // "Szkoła Podstawowa nr 5", "Liceum nr 3": a number names the school.
  if (/^(?:nr|no|n)$/.test(list[j]?.folded ?? '') && /^\d{1,3}$/.test(list[j + 1]?.text ?? '')) return j + 2;
  // "liceum im. Kopernika", "Szkoła Podstawowa im. Marii Konopnickiej": named after ("imienia") someone.
  if (list[j]?.folded === 'im' && /^\.\s+$/.test(list[j + 1]?.gap ?? '') && /^\p{Lu}/u.test(list[j + 1]!.text))
    return Math.max(j + 2, runEnd(list, j + 1, { ...casing, caseless: false }, spans));
  const joined = j;
  while (j < list.length && JOINERS.has(list[j]!.folded) && adjacent(list[j]!)) j++;
  const first = list[j];
  if (!first || !adjacent(first) || first.sentence !== list[i]!.sentence) return i + 1;
  if (/^\p{Lu}/u.test(first.text) || elidedCapital(first.text)) {
    const end = runEnd(list, j, { ...casing, caseless: false }, spans);
    // English says "Boston College" ("College Algebra" is a course); French says "Collège Jean Moulin".
    if (list[i]!.folded === 'college' && english(list, list[i]!)) return i + 1;
    return Math.max(i + 1, end);
  }
  // In lower case: "realschule am park" (after "am" any word), or up to two words of which one is a name ("insti
  // miguel hernandez"). Not after a word English uses for school in general ("uni library", "college essay"),
  // unless a city that is no ordinary word follows: "uni hamburg", "university of leeds".
  if (GENERAL_SCHOOL_WORDS.has(list[i]!.folded))
    return isCity(first.folded) && !isCityWord(first.folded) ? j + 1 : i + 1;
  const content = (w: Word | undefined) =>
    w !== undefined && adjacent(w) && !FUNCTION_WORDS.has(w.folded) && !isCalendar(w.text) && /^\p{L}/u.test(w.text);
  const proper = (w: Word | undefined) =>
    content(w) && (isFirstName(w!.folded) || isLastName(w!.folded) || SAINTS.has(w!.folded));
  if (j > joined && content(first)) return j + 1;
  // After a name, a word nobody would look up is the rest of it: "insti maria moliner".
  const rest = (w: Word | undefined) => proper(w) || (content(w) && !isKnownWord(w!.folded));
  if (proper(first)) return rest(list[j + 1]) ? j + 2 : j + 1;
  return content(first) && proper(list[j + 1]) ? j + 2 : i + 1;
}

/** "locker at westview": a word nobody would look up, with no article, in an English sentence. */
function lowerSchoolName(list: Word[], i: number): boolean {
  const w = list[i]!;
  if (w.shape !== 'lower' || w.folded.length <= 3 || isKnownWord(w.folded) || SCHOOL_WORDS.has(w.folded)) return false;
  return list[i - 1]?.folded !== 'the' && english(list, w);
}

/** Schools known by a form rather than by a word beside them. */
function findSchoolsByForm(list: Word[], casing: Casing, spans: Spans, text: string): void {
  if (!casing.caseless)
    for (const m of matchesOf(NUMBERED_SCHOOL, text)) spans.add(m.index, m.index + m[0].length, 'school');
  const studying = STUDY_CONTEXT.test(text);
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (SCHOOL_COMPOUND.test(w.text) || (w.shape === 'title' && !w.initial && SOLID_SCHOOL_COMPOUND.test(w.folded)))
      add(spans, list, i, i + 1, 'school');
    const acronym = w.shape === 'upper' && /^\p{Lu}{3,6}$/u.test(w.text) && !NOT_ACRONYMS.has(w.folded);
    // "minha amiga da USP", "my cousin at UCLA": where someone studies, in any sentence. A known company there may
    // be only where they met ("met my friend at IHOP"); sentences about work find employers.
    if (acronym && !isOrganisation(w.folded) && someonesPlace(list, i)) add(spans, list, i, i + 1, 'school');
    if (universityAcronym(list, i)) add(spans, list, i, i + 1, 'school');
    if (!studying || casing.caseless) continue;
    // "Ohio State", "Boise State": a place and "State", in a text about studying, is its university.
    if (list[i + 1]?.text === 'State' && adjacent(list[i + 1]!) && isPlace(w.folded) && capitalised(w, casing))
      add(spans, list, i, i + 2, 'school');
    // "at TMU", "to NYU", "en la UNAM", "kampus UGM": a preposition (an article may follow it) or a campus.
    const article = ARTICLES.has(list[i - 1]?.folded ?? '') ? 1 : 0;
    const before = list[i - 1 - article]?.text.toLowerCase() ?? '';
    // Polish and Swedish name universities by two letters too ("studia na UW"), only after the preposition.
    const short = w.shape === 'upper' && /^\p{Lu}{2}$/u.test(w.text) && !NOT_ACRONYMS.has(w.folded);
    // The article may be the preposition itself: Romanian "la ASE".
    const linked = BEFORE_ACRONYM.has(before) || BEFORE_ACRONYM.has(list[i - 1]?.folded ?? '');
    if ((acronym || short) && linked && STUDY_CONTEXT.test(sentenceOf(list, w, text)))
      add(spans, list, i, i + 1, 'school');
    // Turkish joins "at" to the acronym: "ODTÜ'de", "İTÜ'den".
    const ending = w.shape !== 'lower' && elidedAcronym(w.text);
    if (ending && !NOT_ACRONYMS.has(ending[0].toLowerCase()) && STUDY_CONTEXT.test(sentenceOf(list, w, text)))
      spans.add(w.start, w.start + ending[0].length, 'school');
  }
}

// Acronyms with a U at either end that are no university: countries, bodies, units, wards and services every
// hospital has (also GENERIC_WORKPLACES), a campus library ("à la BU"), parts and firms.
const NOT_UNIVERSITIES = wordSet(
  'uk us usa un uae ufo ufc uefa ups usps ubs usb utc uti uci upa uv ux ui upi uno ugc utv uhf ucas ' +
    'eu icu nicu picu samu bu cpu gpu mcu ecu tu',
);

/** "dropped out of UWA", "kuliah di UNPAD", "studia na UJ", "a year in NTU": an acronym that starts or ends with the U
 * of University (Universidad, Universiti, Uniwersytet, Üniversitesi) after a word for "at", "in", "of" or "from" is a
 * university, in any sentence ("in the UK", "at the ICU" stay). */
function universityAcronym(list: Word[], i: number): boolean {
  const w = list[i]!;
  if (w.shape !== 'upper' || !/^(?:[UÜ]\p{Lu}{1,5}|\p{Lu}{1,5}[UÜ])$/u.test(w.text) || NOT_UNIVERSITIES.has(w.folded))
    return false;
  const article = ARTICLES.has(list[i - 1]?.folded ?? '') ? 1 : 0;
  const before = list[i - 1 - article];
  return before !== undefined && before.sentence === w.sentence && BEFORE_ACRONYM.has(before.text.toLowerCase());
}

/** "ODTÜ'de": the acronym before a Turkish case ending, if the word is one. */
function elidedAcronym(text: string): RegExpExecArray | null {
  if (!text.includes("'") && !text.includes('’')) return null;
  return /^\p{Lu}{3,6}(?=['’]\p{Ll}{1,4}$)/u.exec(text);
}

/** "cousin at", "amiga da", "friend from": a relation, then the word that says where they are. */
function someonesPlace(list: Word[], i: number): boolean {
  const [who, at] = [list[i - 2], list[i - 1]];
  return who?.sentence === list[i]!.sentence && BEFORE_NAME.has(who.folded) && SOMEONE_AT.has(at!.folded);
}

/** A rule that finds a workplace starting at word i (its capitalised run ends at end): the span, or none. */
type WorkplaceRule = (
  list: Word[],
  i: number,
  end: number,
  casing: Casing,
  spans: Spans,
) => [number, number] | undefined;

/** "Mercy General", "Sweeney's Hardware", "Sunrise Senior Living", "Springfield PD", "Marien-Klinikum". */
const bySuffix: WorkplaceRule = (list, i, end) => {
  const w = list[i]!;
  if (WORKPLACE_COMPOUND.test(w.text)) return [w.start, stemEnd(w)];
  // "Bei der Bank" opens with a preposition: a sentence about a bank, not a bank's name.
  if (end - i < 2 || FUNCTION_WORDS.has(w.folded) || LINKS.has(w.folded)) return undefined;
  if (!ORG_SUFFIXES.has(list[end - 1]!.folded)) return undefined;
  // Two capitalised words before the suffix inside a sentence name a place even when each is a word.
  const named = list.slice(i, end - 1);
  return namesSomething(named) || (named.length >= 2 && !w.initial) ? [w.start, stemEnd(list[end - 1]!)] : undefined;
};

// Kinds of premises a name comes before in lower case: "the Oakwood clinic", "Rosie's Kitchen" aside.
const LOWER_PREMISES = wordSet('clinic hospital bakery cafe pharmacy salon gym pub diner deli pizzeria tavern surgery');

/** "the Oakwood clinic", "at Fenwick pharmacy": a name no lexicon knows, then what kind of premises it is. */
const byPremises: WorkplaceRule = (list, i, end) => {
  const w = list[i]!;
  const kind = list[end];
  if (end === i || w.initial || !kind || kind.shape !== 'lower' || !adjacent(kind) || !LOWER_PREMISES.has(kind.folded))
    return undefined;
  const run = list.slice(i, end);
  const plain = (r: Word) =>
    /['’]s$/.test(r.text) ||
    isEnglishWord(r.folded) ||
    FUNCTION_WORDS.has(r.folded) ||
    isCity(r.folded) ||
    isCountry(r.text) ||
    isFirstName(r.folded);
  // Initials are more often a country or a service than a name: "in UK hospital", "her GP surgery".
  const named = run.every((r) => r.shape === 'title' && !plain(r) && !isGenericWorkplace(r));
  return named && !isCalendar(w.text) ? [w.start, kind.end] : undefined;
};

/** "a hygienist at Bright Smiles in Tampa", "bei Siemens Healthineers in Erlangen": a name between "at" and a town. */
const ITALIAN_WORK = /^(?:lavor|turn|capo|capa|colleg|stipend|contratt|tirocin)/;
// "at the", "from the", "in the" elided: "all'Esselunga di Monza", "dall'Ikea di…", "nell'ASL di…".
const AT_ELISIONS = wordSet('all dall nell');
const byLinkedTown: WorkplaceRule = (list, i, runEnd, casing) => {
  const w = list[i]!;
  const before = list[i - 1];
  // Italian joins "at the" to the name: "all'Esselunga di Monza" (whose run took in "di Monza": one word is the name).
  // Only in a sentence about work there ("siamo andati all'Arena di Verona" is an outing).
  const article = elision(w.text);
  const elided =
    article?.capital === true &&
    AT_ELISIONS.has(article.article) &&
    list.some((x) => x.sentence === w.sentence && ITALIAN_WORK.test(x.folded));
  const end = elided && CITY_PREPOSITIONS.has(list[i + 1]?.folded ?? '') ? i + 1 : runEnd;
  const [on, town] = [list[end], list[end + 1]];
  if (end === i || w.initial || !before || !on || !town || on.sentence !== w.sentence || town.sentence !== w.sentence)
    return undefined;
  if (!elided && !LINKS.has(before.text.toLowerCase()) && !LINKS.has(before.folded)) return undefined;
  if (!CITY_PREPOSITIONS.has(on.folded) || !cityAt(list, end + 1, casing)) return undefined;
  const run = list.slice(i, end);
  const plain = (r: Word, at: number) =>
    /['’]s$/.test(r.text) ||
    isClearFirstName(r.folded) ||
    isCalendar(r.text) ||
    TITLES.has(r.folded) ||
    isPlace(r.folded) ||
    isGenericWorkplace(r) ||
    cityAt(list, at, casing) !== undefined;
  // Two capitalised words name a place even when each is a word ("Bright Smiles"), as they do before a suffix.
  const named = namesSomething(elided ? [{ ...w, folded: unelided(w) }] : run) || run.length >= 2;
  const start = elided ? w.start + /['’]/u.exec(w.text)!.index + 1 : w.start;
  return named && !run.some((r, k) => plain(r, i + k)) ? [start, stemEnd(list[end - 1]!)] : undefined;
};

/** "hôpital Saint-Louis", "Banco Itaú", "Hospital das Clínicas", "Banque de France", "CHU de Nantes". */
const byPrefix: WorkplaceRule = (list, i, _end, casing, spans) => {
  // Compared folded and as written: "Bäckerei" is listed with its umlaut.
  const prefix = ORG_PREFIXES.has(unelided(list[i]!)) || ORG_PREFIXES.has(list[i]!.text.toLowerCase());
  const bar = NAMED_BY_ARTICLE.has(list[i]!.folded) && NAME_ARTICLES.has(list[i + 1]?.folded ?? '');
  if (bar && capitalised(list[i + 1], casing) && capitalised(list[i + 2], casing) && adjacent(list[i + 2]!))
    return [list[i]!.start, stemEnd(list[runEnd(list, i + 1, casing, spans) - 1]!)];
  if (!prefix || !list[i + 1] || !adjacent(list[i + 1]!)) return undefined;
  let from = i + 1;
  while (PREFIX_QUALIFIERS.has(list[from]?.folded ?? '') && list[from]!.shape === 'lower' && adjacent(list[from]!))
    from++;
  while (JOINERS.has(list[from]?.folded ?? '') && adjacent(list[from]!)) from++;
  const after = from > i + 1 && !adjacent(list[from] ?? list[i]!) ? from : runEnd(list, from, casing, spans);
  return after > from ? [list[i]!.start, stemEnd(list[after - 1]!)] : undefined;
};

/** "the Starbucks on Maple", "Kroger on 5th", "the Tesco on Mill Road": a branch of a chain, named by its street. */
const byStreet: WorkplaceRule = (list, i, end, casing, spans) => {
  const on = list[end];
  const street = list[end + 1];
  if (end === i || on?.folded !== 'on' || !street || isCalendar(street.text) || isCalendar(list[end + 2]?.text ?? ''))
    return undefined;
  const numbered = /^\d+(?:st|nd|rd|th)$/i.test(street.text);
  const named = capitalised(street, casing) && street.shape !== 'upper';
  // Without "the", only a numbered street says it is a branch: "Priya on Main" could be anyone.
  const the = list[i - 1]?.folded === 'the';
  if (!(the && (named || numbered)) && !(numbered && namesSomething(list.slice(i, end)))) return undefined;
  // A street already taken as an address stays one; the chain before it is the workplace.
  return spans.overlaps(street.start, street.end)
    ? [list[i]!.start, stemEnd(list[end - 1]!)]
    : [list[i]!.start, street.end];
};

/** "the Ford plant", "the Amazon fulfillment center" (a known city there is a city: "the Chicago office"). */
const bySite: WorkplaceRule = (list, i, end) => {
  if (end === i) return undefined;
  // One lower-case word may say what the site does: "fulfillment center", "assembly plant".
  const site =
    SITES.has(list[end]?.folded ?? '') || (list[end]?.shape === 'lower' && SITES.has(list[end + 1]?.folded ?? ''));
  const run = list.slice(i, end);
  if (!site || isPlace(run.map((r) => r.folded).join(' '))) return undefined;
  return namesSomething(run) || isOrganisation(list[i]!.folded) ? [list[i]!.start, stemEnd(list[end - 1]!)] : undefined;
};

/** "Station 7", "Precinct 12", "store #1423": a numbered unit of a service or a chain. */
const byNumber: WorkplaceRule = (list, i, _end, casing) => {
  const w = list[i]!;
  const number = list[i + 1];
  if (!number || !/^\d{1,4}$/.test(number.text) || !/^\s#?$/.test(number.gap)) return undefined;
  const unit =
    (NUMBERED_SITES.has(w.folded) && capitalised(w, casing)) || (SITES.has(w.folded) && number.gap.includes('#'));
  return unit ? [w.start, number.end] : undefined;
};

const WORKPLACE_RULES: WorkplaceRule[] = [bySuffix, byPrefix, byStreet, bySite, byNumber, byPremises, byLinkedTown];

function findWorkplaces(list: Word[], casing: Casing, spans: Spans, text: string): void {
  // Whether each sentence is about work, read once per sentence rather than once per word.
  const aboutWork = new Map<number, boolean>();
  const cued = (w: Word) => {
    if (!aboutWork.has(w.sentence)) aboutWork.set(w.sentence, WORK_CUES.test(sentenceOf(list, w, text)));
    return aboutWork.get(w.sentence)!;
  };
  // Which words are towns the gazetteer knows, read once per text: the firm-and-town rule asks of every word of a
  // sentence about work whether one is near.
  let towns: boolean[] | undefined;
  const townNear = (i: number) => {
    towns ??= list.map((x) => isCity(x.folded) || isCityWord(x.folded));
    return towns.slice(i + 1, i + 5).includes(true);
  };
  // Bosses' employers last: a branch with its town ("kierownik w żabce na ursynowie") is found whole first.
  const bosses: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const end = runEnd(list, i, casing, spans);
    const found = WORKPLACE_RULES.reduce<[number, number] | undefined>(
      (hit, rule) => hit ?? rule(list, i, end, casing, spans),
      undefined,
    );
    if (found && spans.add(found[0], found[1], 'workplace')) {
      while (i + 1 < list.length && list[i + 1]!.start < found[1]) i++;
      continue;
    }
    if (BOSSES.has(list[i]!.folded) && lowerSentence(list, list[i]!, casing)) bosses.push(i);
    const branch = lowerBranch(list, i, casing, spans, cued);
    if (branch > i) {
      i = branch - 1;
      continue;
    }
    // "(Acme, Leeds)": a bracket after a sentence about work goes on with it.
    const aside = list[i]!.gap.includes('(') && i > 0 && cued(list[i - 1]!);
    const town = (cued(list[i]!) || aside) && townNear(i) ? firmBeforeTown(list, i, casing, spans) : i;
    if (town > i) {
      i = town - 1;
      continue;
    }
    if (!cued(list[i]!)) continue;
    workplaceAfterCue(list, i, casing, spans);
    workplaceBeforeCue(list, i, casing, spans);
    workplaceAfterWork(list, i, casing, spans);
  }
  for (const i of bosses) bossesWorkplace(list, i, spans, text);
}

/** A word that can be part of a firm's name before its town: no person, place, date or word for any workplace. */
function firmWord(x: Word | undefined, w: Word, casing: Casing): boolean {
  if (x === undefined || x.sentence !== w.sentence || /^\d/.test(x.text) || x.folded.length < 2 || isFirstPerson(x))
    return false;
  if (LINKS.has(x.folded) || CITY_PREPOSITIONS.has(x.folded) || BRANCH_LINKS.has(x.folded)) return false;
  const written = capitalised(x, casing) && !casing.nounCapitals;
  // In lower case only a word no lexicon knows, or a firm it knows: "shopee", "infosys".
  const lower = x.shape === 'lower' && (!isKnownWord(x.folded) || isOrganisation(x.folded));
  if (!written && !lower) return false;
  const person = isClearFirstName(x.folded) || isGivenName(x.folded) || TITLES.has(x.folded);
  const word = FUNCTION_WORDS.has(x.folded) || BEFORE_NAME.has(x.folded) || BOSSES.has(x.folded);
  // "Acme Bank Leeds": a word for a workplace may follow the name, not open it.
  const generic = x === w && isGenericWorkplace(x);
  return !person && !word && !generic && !isPlace(x.folded) && !isCalendar(x.text);
}

/**
 * In a sentence about work, a firm and the town of its branch right after it, with no link between, or a comma or
 * a place word: "got TCS Pune", "HDFC Bank Lucknow mein manager", "(Acme, Leeds)", "Globex à Lyon", "kerja di
 * tokoku bandung". The town is the gazetteer's; a name no lexicon knows before it is the employer, as people name a
 * branch. The index after the town, or i.
 */
function firmBeforeTown(list: Word[], i: number, casing: Casing, spans: Spans): number {
  const w = list[i]!;
  if (spans.overlaps(w.start, w.end) || !firmWord(w, w, casing) || cityAt(list, i, casing)) return i;
  // In lower case one word, after a word for "at" ("di", "at", "bei") unless the lexicon knows the firm.
  const lower = w.shape === 'lower';
  const before = list[i - 1]?.folded ?? '';
  if (lower && !isOrganisation(w.folded) && !LINKS.has(before) && !BRANCH_BEFORE.has(before)) return i;
  // "Ladka Kormex Bank Lucknow": an unknown word opening a sentence before the name is more often no part of it.
  const next = list[i + 1];
  if (w.initial && next && adjacent(next) && firmWord(next, w, casing) && !cityAt(list, i + 1, casing)) return i;
  let end = i + 1;
  while (
    !lower &&
    end < i + 3 &&
    adjacent(list[end] ?? w) &&
    firmWord(list[end], w, casing) &&
    !cityAt(list, end, casing)
  )
    end++;
  const link = list[end];
  if (!link || link.sentence !== w.sentence) return i;
  // "Globex à Lyon": a place word between, only after a capitalised name (in lower case "trabajo en madrid").
  // Not on a sentence's first word: that is more often a verb ("Pracuję w Warszawie", "Trabajo en Lima").
  const preposition = CITY_PREPOSITIONS.has(link.folded) && adjacent(link) && !lower && (!w.initial || end > i + 1);
  if (!adjacent(link) && !(/^,\s*$/.test(link.gap) && !lower)) return i;
  const at = preposition ? end + 1 : end;
  const town = list[at];
  const city = town?.sentence === w.sentence && (!preposition || adjacent(town)) ? cityAt(list, at, casing) : undefined;
  const run = list.slice(i, end);
  // The name opens with a word English lacks ("Acme Bank Leeds", not "Lunch Leeds"), or with a firm it knows.
  if (!city || !namesSomething(run) || (isEnglishWord(w.folded) && !isOrganisation(w.folded))) return i;
  spans.add(w.start, stemEnd(list[end - 1]!), 'workplace');
  spans.add(town!.start, city.end, 'city');
  return city.to;
}

// What joins a chain to the town or street of its branch: "the screwfix on hale road", "el mercadona de alcobendas",
// "all'esselunga di via ripamonti", "bij de albert heijn in zwolle", "w biedronce na mokotowie", "cabang bekasi".
const BRANCH_LINKS = wordSet('on in de di na w we em en do da no cabang');
const BRANCH_WORDS = wordSet('cabang branch filiale sucursal filial');
const BRANCH_ARTICLES = wordSet('the de el la le o a het');
const ARTICLE_LINKS = wordSet('at en in bij à a em');
// Links that carry their article ("au", "no", "all'") or need none (Polish "w", Indonesian "di"), and articles.
const BRANCH_BEFORE = wordSet('au al no na w we di bij chez presso alla allo bei beim im dla');
const STREET_BEFORE = wordSet('via rue calle rua ulica ul');
// "at the", "of the", "in the" elided onto a chain's name: "all'esselunga di…".
const LINK_ELISIONS = wordSet('all dell nell');

/** A word of a chain's name in lower case, in the sentence of w: one no lexicon knows, or a firm it knows. */
function branchName(x: Word | undefined, w: Word): boolean {
  if (x === undefined || x.shape !== 'lower' || x.sentence !== w.sentence) return false;
  const bare = unelided(x);
  return (
    bare.length > 2 &&
    (!isKnownWord(bare) || isOrganisation(bare)) &&
    !FUNCTION_WORDS.has(bare) &&
    !BRANCH_LINKS.has(x.folded) &&
    !TITLES.has(x.folded) &&
    !BEFORE_NAME.has(x.folded) &&
    !isCity(bare) &&
    !isGenericWorkplace(x) &&
    !isCalendar(x.text) &&
    !/^\d/.test(x.text)
  );
}

/**
 * A chain written in lower case, named by its branch: a word no lexicon knows, after "at the", "en el", "bij de",
 * "w" (or elided: "all'esselunga"), then a town the gazetteer knows or a street. In a sentence about work, or after
 * "the" with a street or town ("the primark in liverpool"). Takes the town or street too; the index after it, or i.
 */
function lowerBranch(list: Word[], i: number, casing: Casing, spans: Spans, cued: (w: Word) => boolean): number {
  const w = list[i]!;
  if (w.shape !== 'lower' || w.initial) return i;
  // The cheap tests first: most words have no branch word after them.
  const linkNext = BRANCH_LINKS.has(list[i + 1]?.folded ?? '');
  if (!linkNext && !BRANCH_LINKS.has(list[i + 2]?.folded ?? '')) return i;
  const elided = LINK_ELISIONS.has(elision(w.folded)?.article ?? '');
  const [b1, b2] = [list[i - 1], list[i - 2]];
  const the = b1?.folded === 'the';
  const linked =
    elided ||
    (b1 !== undefined && b1.sentence === w.sentence && BRANCH_BEFORE.has(b1.text.toLowerCase())) ||
    (b1 !== undefined &&
      BRANCH_ARTICLES.has(b1.folded) &&
      b2?.sentence === w.sentence &&
      ARTICLE_LINKS.has(b2.folded)) ||
    (b1 !== undefined && b2 !== undefined && b1.folded === 'de' && b2.folded === 'bij');
  if (!linked && !the) return i;
  if (!linkNext && elided) return i;
  if (spans.overlaps(w.start, w.end) || !branchName(w, w)) return i;
  let end = i + 1;
  if (!elided && branchName(list[end], w) && adjacent(list[end]!)) end++;
  const link = list[end];
  if (!link || link.sentence !== w.sentence || !adjacent(link) || !BRANCH_LINKS.has(link.folded)) return i;
  const place = list[end + 1];
  // A writer who capitalises the town would capitalise the chain: "la finca de Ciudad Real" is a farm.
  if (!place || place.sentence !== w.sentence || !adjacent(place) || /^\p{Lu}/u.test(place.text)) return i;
  let to = end + 2;
  let kind: 'city' | 'address' | undefined;
  const city = cityAt(list, end + 1, casing);
  const streetAt = [end + 2, end + 3].find((k) => STREET_TYPES.has(list[k]?.folded ?? '') && adjacent(list[k]!));
  if (BRANCH_WORDS.has(link.folded) && place.shape === 'lower' && !isKnownWord(place.folded)) {
    kind = 'city';
    if (list[to]?.shape === 'lower' && adjacent(list[to]!) && !isKnownWord(list[to]!.folded)) to++;
  } else if (STREET_BEFORE.has(place.folded) && list[end + 2] && adjacent(list[end + 2]!)) {
    kind = 'address';
    to = end + 3;
  } else if (/^\d+(?:st|nd|rd|th)$/i.test(place.text)) kind = 'address';
  else if (streetAt !== undefined) {
    kind = 'address';
    to = streetAt + 1;
  } else if (city) {
    kind = 'city';
    to = city.to;
  } else if (link.folded === 'na' && /(?:owie|ie|u)$/.test(place.folded) && !isKnownWord(place.folded)) kind = 'city';
  // English lacks a list of its common nouns ("the hotel in Kraków"): after a bare "the", only a street will do
  // unless the sentence is about work.
  if (kind === undefined || (!cued(w) && !(the && kind === 'address'))) return i;
  const start = elided ? w.start + /['’]/.exec(w.text)!.index + 1 : w.start;
  spans.add(start, stemEnd(list[end - 1]!), 'workplace');
  spans.add(place.start, kind === 'city' && city ? city.end : stemEnd(list[to - 1]!), kind);
  return to;
}

// Who runs a shop or a team, in each language: "le chef de rayon chez…", "il capo reparto della…", "die teamleider
// van…", "o gerente da…".
const BOSSES = wordSet(
  'manager boss supervisor teamleider leidinggevende chef cheffe chefin encargado encargada gerente jefe jefa ' +
    'chefe capo capa responsable filialleiter filialleiterin kierownik kierowniczka szef szefowa',
);
// What joins them to the employer: "chez", "della", "van", "bij de", "da", "del", "au".
const BOSS_LINKS = wordSet('at chez du del della dello dell da do van bij bei vom von au al w u');
const BOSS_ARTICLES = wordSet('the de la le el het der die dem o a');
// Departments, shifts and trades a boss is of, never the employer: "chef de rayon", "jefe de turno", "capo reparto".
const DEPARTMENTS = wordSet(
  'rayon reparto turno turni cocina cuisine cozinha cucina vendas ventas ventes vendite equipo equipe équipe ' +
    'servicio service servizio seccion sección secção sala salle personale personal caja caisse cassa noche nuit ' +
    'notte dia día jour giorno planta obra obras afdeling ploeg dienst schicht zmiany zmiana sklepu',
);

// A boss in a game is fought, not worked for: "el jefe final del raid", "the boss of elden ring".
const GAMES =
  /\b(?:games?|gaming|juegos?|jeux?|jogos?|giochi|gioco|spel|raids?|dungeons?|mazmorras?|levels?|nivel|niveau|livello|final boss|jefe final|boss final|chefe final|souls|ring)\b/iu;

/** A sentence written without capitals (shouting in capitals aside): there a name may be in lower case. */
const lowerSentence = (list: Word[], w: Word, casing: Casing): boolean =>
  casing.caseless || !list.some((x) => x.sentence === w.sentence && !x.initial && x.shape === 'title');

/** A boss's employer in a text without capitals: after "chez", "della", "van" a word no lexicon knows (and up to two
 * more): "le chef de rayon chez carrefour", "il capo reparto della esselunga", "die teamleider van postnl". */
function bossesWorkplace(list: Word[], i: number, spans: Spans, text: string): void {
  const boss = list[i]!;
  if (GAMES.test(sentenceOf(list, boss, text))) return;
  for (let k = i + 1; k <= i + 3 && list[k]?.sentence === boss.sentence; k++) {
    if (!BOSS_LINKS.has(list[k]!.text.toLowerCase()) && !BOSS_LINKS.has(list[k]!.folded)) {
      // Only what the boss is of stands between: "chef de rayon chez", not "a gerente ficou do lado dela".
      if (DEPARTMENTS.has(list[k]!.folded) || list[k]!.folded === 'de' || list[k]!.folded === 'di') continue;
      return;
    }
    let from = k + 1;
    if (BOSS_ARTICLES.has(list[from]?.folded ?? '') && list[from]!.sentence === boss.sentence) from++;
    // "o gerente da loja renner": the word for a shop, then its name.
    if (list[from] && isGenericWorkplace(list[from]!) && list[from]!.sentence === boss.sentence) from++;
    let to = from;
    while (to < from + 3 && bossesName(list[to], boss) && adjacent(list[to]!)) to++;
    if (to > from && !spans.overlaps(list[from]!.start, list[to - 1]!.end)) {
      spans.add(list[from]!.start, stemEnd(list[to - 1]!), 'workplace');
      return;
    }
  }
}

/** A word of an employer's name in lower case: no ordinary English word, function word, department or link. */
function bossesName(x: Word | undefined, boss: Word): boolean {
  if (x === undefined || x.shape !== 'lower' || x.sentence !== boss.sentence || /['’\d]/u.test(x.text)) return false;
  return (
    x.folded.length > 2 &&
    (!isEnglishWord(x.folded) || isOrganisation(x.folded)) &&
    !FUNCTION_WORDS.has(x.folded) &&
    !DEPARTMENTS.has(x.folded) &&
    !BOSSES.has(x.folded) &&
    !LINKS.has(x.folded) &&
    !BRANCH_LINKS.has(x.folded) &&
    !TITLES.has(x.folded) &&
    !isGenericWorkplace(x) &&
    !isCalendar(x.text)
  );
}

function sentenceOf(list: Word[], w: Word, text: string): string {
  const same = list.filter((x) => x.sentence === w.sentence);
  return text.slice(same[0]!.start, same[same.length - 1]!.end);
}

const GERMAN_NOUN_ENDING = /(?:ung|heit|keit|schaft|tat|tät|nis|chen|lein)$/u;
// German "in the", "at the" joined to the article, before a chain's name: "Spätschicht im Tedi", "Kasse beim
// Netto". German capitalises every noun, so only the shape of a brand: one piece no lexicon knows, ending in a vowel
// that German nouns rarely end in ("im Lager", "im Garten", "im Stift", "beim Füttern" stay), and not one of
// the borrowed nouns that do ("im Kino", "im Büro", "in der Kita").
const GERMAN_AT_THE = wordSet('im beim');
const GERMAN_NOUNS_ON_A_VOWEL = wordSet(
  'kino kita buro auto uni foto taxi hobby party pizza konto studio radio cafe oma opa sofa kamera firma villa zoo ' +
    'lotto casino kasino gymnasium studium trikot tablett handy baby team',
);
const brandAfterGermanAtThe = (w: Word, before: Word): boolean =>
  GERMAN_AT_THE.has(before.folded) &&
  w.shape === 'title' &&
  /^\p{L}+[aioy]$/u.test(w.text) &&
  !isKnownWord(w.folded) &&
  !GERMAN_NOUNS_ON_A_VOWEL.has(w.folded);

/** In a sentence about work: "at Boeing", "offer from DELOITTE", "quit mcdonalds", "bei Lidl", "chez Decathlon". */
function workplaceAfterCue(list: Word[], i: number, casing: Casing, spans: Spans): void {
  const w = list[i]!;
  // "at the Rusty Anchor", "bei der Sparkasse", "en el Mercadona": the article stands between the cue and the name.
  const article = ARTICLES.has(list[i - 1]?.folded ?? '') && capitalised(w, casing) && !isGenericWorkplace(w);
  const at = article ? i - 2 : i - 1;
  const before = list[at];
  if (!before || before.sentence !== w.sentence) return;
  // Compared unfolded too: "à" links ("à la FNAC"), the English article "a" does not.
  const linked =
    (casing.nounCapitals && !article && brandAfterGermanAtThe(w, before)) ||
    LINKS.has(before.text.toLowerCase()) ||
    LINKS.has(before.folded) ||
    DIRECT_OBJECT.has(before.folded) ||
    (FOR_LINKS.has(before.folded) && WORK_VERB.test(list[at - 1]?.folded ?? ''));
  // compromise's organisations, written as names ("Boeing") or in a text without capitals ("quit mcdonalds").
  const organisation = isOrganisation(w.folded) && w.folded.length > 2 && (capitalised(w, casing) || casing.caseless);
  if (!linked && !organisation) return;
  if (
    isCalendar(w.text.replace(/^\p{L}+['’]/u, '')) ||
    TITLES.has(w.folded) ||
    isClearFirstName(w.folded) ||
    isGenericWorkplace(w) ||
    w.text === 'I'
  )
    return;
  if ((isPlace(w.folded) && !SAINTS.has(w.folded)) || cityAt(list, i, casing)) return;
  // "at 2am"; "PELA TERCEIRA VEZ" is shouting, not a name in capitals (those are one word: "IBM").
  if (/^\d/.test(w.text) || (w.shape === 'upper' && list[i + 1]?.shape === 'upper' && adjacent(list[i + 1]!))) return;
  if (organisation) {
    add(spans, list, i, Math.max(i + 1, runEnd(list, i, casing, spans)), 'workplace');
    return;
  }
  // A capital inside the sentence names the place even in ordinary words ("a shift at Whole Foods").
  const end = runEnd(list, i, casing, spans);
  // German capitalises every noun: one with an abstract noun's ending is no employer ("bei der Prüfung").
  if (casing.nounCapitals && end === i + 1 && GERMAN_NOUN_ENDING.test(w.folded)) return;
  if (end > i && linked && (!w.initial || namesSomething(list.slice(i, end)))) add(spans, list, i, end, 'workplace');
  // Without capitals only a word for "at" will do: "del raid" is "of the raid".
  else if (
    casing.caseless &&
    !TIMES_OF_DAY.has(w.folded) &&
    !isKnownWord(w.folded) &&
    w.folded.length > 2 &&
    !OF.has(before.folded) &&
    english(list, w)
  )
    add(spans, list, i, i + 1, 'workplace');
}

// Working somewhere, then the word for "at": "work at costa", "ausbildung bei rewe", "je bosse chez decat".
// German only by its training nouns: in lower case "arbeite bei hitze" reads like "arbeite bei rewe".
const WORKED = wordSet(
  'work works working worked shift shifts job ausbildung praktikum ' +
    'bosse bosses bossé travaille travaillait werk werkt werken gewerkt',
);
const WORKED_AT = wordSet('at bei chez bij');
// Times of day the English lexicon lacks: "a shift at night" is no workplace.
const TIMES_OF_DAY = wordSet('night nights noon midnight afternoon afternoons');

/** In lower case, the word right after working "at" that is no ordinary English word: "work at costa", "ausbildung
 * bei rewe" (not "work at home", "a shift at night"). */
function workplaceAfterWork(list: Word[], i: number, casing: Casing, spans: Spans): void {
  const w = list[i]!;
  const [at, worked] = [list[i - 1], list[i - 2]];
  if (w.shape !== 'lower' || !at || !worked || !WORKED_AT.has(at.text.toLowerCase()) || !WORKED.has(worked.folded))
    return;
  if (worked.sentence !== w.sentence || !adjacent(w) || !lowerSentence(list, w, casing)) return;
  if (spans.overlaps(w.start, w.end) || w.folded.length < 3 || /['’\d]/u.test(w.text)) return;
  if (isEnglishWord(w.folded) || FUNCTION_WORDS.has(w.folded) || isGenericWorkplace(w) || isCalendar(w.text)) return;
  if (TITLES.has(w.folded) || BEFORE_NAME.has(w.folded) || GERMAN_NOUN_ENDING.test(w.folded)) return;
  if (TIMES_OF_DAY.has(w.folded)) return;
  add(spans, list, i, i + 1, 'workplace');
}

/** In a sentence about work, a name before Turkish or Hindi "at": "Migros'ta çalışıyorum", "TCS mein naukri". */
function workplaceBeforeCue(list: Word[], i: number, casing: Casing, spans: Spans): void {
  const w = list[i]!;
  if (!capitalised(w, casing) || spans.overlaps(w.start, w.end) || isGenericWorkplace(w)) return;
  // A sentence's first word is a name only when it is one for certain: "Ghar mein kaam" is housework. Turkish sets a
  // case ending off by an apostrophe only on a proper name: "Migros'ta" opens a sentence as one.
  const turkish = AT_ENDING.test(w.text);
  if (w.initial && w.shape !== 'upper' && !isOrganisation(w.folded) && !turkish) return;
  if (isCalendar(w.text) || TITLES.has(w.folded) || isClearFirstName(w.folded) || isPlace(w.folded)) return;
  const end = Math.max(i + 1, runEnd(list, i, casing, spans));
  const last = list[end - 1]!;
  const ending = AT_ENDING.exec(last.text);
  const after = list[end];
  const before = ending || (after?.sentence === w.sentence && adjacent(after) && AT_AFTER.has(after.folded));
  if (!before || list.slice(i, end).some((_, k) => cityAt(list, i + k, casing))) return;
  spans.add(w.start, ending ? last.start + ending.index : stemEnd(last), 'workplace');
}

/** An English sentence, where a word the lexicon lacks is a name ("quit dunkin"); elsewhere it is just a word. */
function english(list: Word[], w: Word): boolean {
  const same = list.filter((x) => x.sentence === w.sentence);
  return same.filter((x) => isEnglishWord(x.folded)).length >= same.length / 2;
}

// A city is personal data beside something it locates: a workplace, a school, a street.
const LOCATED = new Set(['workplace', 'school', 'address']);
// Words that put the place after them: "in", "outside", "near", "bei", and Italian "a Milano", "da Bari", Dutch
// "uit Utrecht", "naar Gent", Polish "w Krakowie", "we Wrocławiu", Indonesian "di Bandung", "ke Malang".
const CITY_PREPOSITIONS = wordSet('in em en à a at outside near bei nahe da di uit naar bij w we ke dari');
// Hindi puts it after: "Pune mein".
const CITY_POSTPOSITIONS = wordSet('mein');
// Polish names a place after "w" in the locative: "Krakowie", "Gdańsku", "Wrocławiu", "Warszawie", "Katowicach".
const LOCATIVE_ENDINGS: [RegExp, string][] = [
  [/owie$/, 'ow'],
  [/iu$/, ''],
  [/u$/, ''],
  [/ie$/, 'a'],
  [/ie$/, ''],
  [/ach$/, 'e'],
  [/i$/, 'ia'],
  [/[iy]$/, ''],
];
// Turkish joins its case endings to a name with an apostrophe: "İzmir'de", "Ankara'dan", "Bursa'ya".
const CASE_ENDING = /['’]\p{L}{1,5}$/u;

/** A city that starts at word i: the index after its last word, where its name ends, and whether a place word
 * frames it ("in Utrecht", "Pune mein", "İzmir'de", "w Krakowie"). */
interface CityAt {
  to: number;
  end: number;
  framed: boolean;
}

/** The city that starts at word i, if any. */
function cityAt(list: Word[], i: number, casing: Casing): CityAt | undefined {
  const w = list[i]!;
  const before = list[i - 1];
  const after = list[i + 1];
  const framed =
    (before?.sentence === w.sentence && CITY_PREPOSITIONS.has(before.folded)) ||
    (after?.sentence === w.sentence && CITY_POSTPOSITIONS.has(after.folded));
  // "Rio de Janeiro", "São Paulo": the longest name first.
  let name = w.folded;
  const longer: CityAt[] = [];
  for (let k = i + 1; k < i + 3 && list[k] && adjacent(list[k]!); k++) {
    name += ` ${list[k]!.folded}`;
    if (isCity(name)) longer.unshift({ to: k + 1, end: stemEnd(list[k]!), framed });
  }
  if (longer[0]) return longer[0];
  // "Reading", "Como", "Padang" are words too: a city only written as a name, after "in", "a", "di"….
  const isName = (name: string) => isCity(name) || (isCityWord(name) && framed && capitalised(w, casing) && !w.initial);
  if (isName(w.folded)) return { to: i + 1, end: stemEnd(w), framed };
  const ending = CASE_ENDING.exec(w.folded);
  if (ending && isName(w.folded.slice(0, ending.index)))
    return { to: i + 1, end: w.start + ending.index, framed: true };
  if (!/^we?$/.test(before?.folded ?? '')) return undefined;
  const locative = LOCATIVE_ENDINGS.some(([from, to]) => from.test(w.folded) && isName(w.folded.replace(from, to)));
  return locative ? { to: i + 1, end: w.end, framed: true } : undefined;
}

/** A known city in a place frame at word i ("a Milano", "w Krakowie"): the place, never a person's name. */
export const isFramedCity = (list: Word[], i: number, casing: Casing): boolean =>
  cityAt(list, i, casing)?.framed === true;

/** Cities, once the text names a workplace, school or street: known cities, and "… in Louisville", "… à Lille". */
function findCities(list: Word[], casing: Casing, spans: Spans): void {
  if (!spans.list.some((s) => LOCATED.has(s.kind))) return;
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (spans.overlaps(w.start, w.end)) continue;
    // In lower case a city's name is often a word too ("me rio", "nice"): only after "in", "em"…, whether the text
    // has no capitals or the writer left them off the city alone ("Deloitte in chicago").
    if (!capitalised(w, casing) && !CITY_PREPOSITIONS.has(list[i - 1]?.folded ?? '') && !movedTo(list, i)) continue;
    const city = cityAt(list, i, casing);
    if (city) {
      spans.add(w.start, city.end, 'city');
      i = city.to - 1;
    } else if (
      capitalised(w, casing) &&
      !isCalendar(w.text) &&
      (afterWorkplace(list, i, spans) || inPlace(list, i, casing))
    ) {
      add(spans, list, i, runEnd(list, i, casing, spans), 'city');
    }
  }
}

// Moving somewhere: "moved to dundee", "moving to leeds" (a city is where one moves, in any case).
const MOVED = wordSet('moved move moving moves relocated relocating');

/** "moved to dundee": the word after moving "to". */
const movedTo = (list: Word[], i: number): boolean =>
  list[i - 1]?.folded === 'to' && MOVED.has(list[i - 2]?.folded ?? '') && list[i - 2]!.sentence === list[i]!.sentence;

/** "here in Bangalore", "moved to Pune": a capitalised word after "in" or "to" that is no ordinary word. */
function inPlace(list: Word[], i: number, casing: Casing): boolean {
  const w = list[i]!;
  // "a la Ciudad de México", "in die Stadt": an article may stand between.
  const article = ARTICLES.has(list[i - 1]?.folded ?? '') ? 1 : 0;
  const preposition = list[i - 1 - article];
  if (!preposition || preposition.sentence !== w.sentence || casing.nounCapitals || w.initial) return false;
  const places = article ? /^(?:a|in|to|em|en|à|aus|nach)$/ : /^(?:in|to|em|en|à|aus|nach)$/;
  if (!places.test(preposition.text.toLowerCase())) return false;
  return !isEnglishWord(w.folded) && !isKnownWord(w.folded) && w.shape === 'title';
}

/**
 * A place word after a workplace, school or street in the same sentence, at most four words on: "the GM plant in
 * Lansing", "the Amazon fulfillment center outside Fresno", "bei Bosch in Reutlingen", "Keupstraße in Köln".
 */
function afterWorkplace(list: Word[], i: number, spans: Spans): boolean {
  const w = list[i]!;
  const preposition = list[i - 1];
  // "St. Brigid's Secondary School, Galway": a comma right after the school or workplace.
  if (preposition && /^,\s*$/.test(w.gap)) {
    const at = preposition.end;
    if (spans.list.some((s) => LOCATED.has(s.kind) && s.kind !== 'address' && s.end >= at - 2 && s.end <= at))
      return true;
  }
  if (!preposition || preposition.sentence !== w.sentence || !CITY_PREPOSITIONS.has(preposition.folded)) return false;
  let from = i - 1;
  while (from > i - 6 && list[from - 1]?.sentence === w.sentence) from--;
  const earliest = list[from]!.start;
  return spans.list.some((s) => LOCATED.has(s.kind) && s.end > earliest && s.end <= preposition.start);
}

/**
 * Known cities in an entry that names someone or something of theirs (a person, a phone, a handle…): "Jordan's
 * shift starts at six… Tulsa is so flat". There the city narrows down who it is; in "Went to Lisbon in March" it
 * does not, and stays. Runs after the people are found.
 */
export function findCitiesBesidePeople(list: Word[], casing: Casing, spans: Spans): void {
  if (!spans.list.length) return;
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    if (spans.overlaps(w.start, w.end) || !capitalised(w, casing)) continue;
    const city = cityAt(list, i, casing);
    if (city) {
      spans.add(w.start, city.end, 'city');
      i = city.to - 1;
    }
  }
}

export function findPlaces(list: Word[], casing: Casing, spans: Spans, text: string): void {
  findSchoolsByForm(list, casing, spans, text);
  findSchools(list, casing, spans, text);
  findWorkplaces(list, casing, spans, text);
  findCities(list, casing, spans);
}
