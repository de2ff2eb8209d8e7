// Street addresses as people write them in English (US, UK, Ireland, Canada, Australia, India), Spanish,
// Portuguese, French, German, Italian, Dutch, Polish, Turkish, Indonesian and the Nordic languages, with their
// flat or unit, postcode and city; and postcodes on their own when their shape or a label gives them away.
import type { Spans } from './text.ts';
import { fold, isEnglishWord } from './words.ts';
import { matchesOf } from '../matches.ts';

const NAME_WORD = String.raw`[\p{Lu}\d][\p{L}\p{M}'’.-]*`;
// A name in languages that capitalise it even where the street type is lower case ("via dei Mille", "ul. 3 Maja").
// "No" after it starts the house number ("Jl. Sudirman No. 5").
const CAPITAL_NAME = String.raw`(?:\d{1,2}\s+)?\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?!No\b)\p{Lu}[\p{L}\p{M}'’-]*){0,3}`;
const PARTICLES = String.raw`(?:(?:de|del|de la|da|do|dos|das|du|des|la|le|l'|d'|di|della|dei|degli|delle|dello|dell'|von|am)\s+)*`;

const STREET_EN = String.raw`Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Ter|Tce|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Crescent|Cres|Close|Row|Mews|Grove|Gardens|Walk|Parade|Pde|Circuit|Cct|Esplanade`;
/** Alternatives whose first letter may be either case: "Via"/"via", "Calle"/"calle". */
const anyInitialCase = (alternatives: string): string =>
  alternatives.replace(
    /(^|\|)(\p{L})/gu,
    (_, bar: string, letter: string) => `${bar}[${letter.toUpperCase()}${letter.toLowerCase()}]`,
  );

// Street types written before the name. Those that are also everyday words ("via", "corso" a course, "camino" a
// path, "largo" long) need the name's capital; the others take a name in lower case too ("rua das flores 210").
const STREET_FIRST = String.raw`Calle|C\/|Avenida|Avda\.?|Av\.|Pza\.?|Calzada|Travesía|Rua|Travessa|Praça|Rodovia|Viale|Vicolo|Piazza|Piazzale|Lungomare|Lungotevere|Carrer`;
const STREET_FIRST_WORDY = String.raw`Via|Corso|Paseo|Plaza|Camino|Carrera|Cra\.?|Ronda|Largo|Alameda|Estrada|Rambla`;
const STREET_FR = String.raw`rue|avenue|av\.|boulevard|bd|place|allée|allee|chemin|impasse|quai|cours|route|square|passage`;
const STREET_DE = String.raw`straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|ufer|chaussee|steig|pfad`;
// Dutch and Nordic streets are one word ending in their type: Keizersgracht, Drottninggatan, Nørrebrogade.
const STREET_ENDING = String.raw`straat|weg|laan|plein|gracht|kade|dijk|singel|steeg|gatan|gata|vägen|gränd|torget|gade|vej|veien|vegen|stræde|plads|torv`;
const STREET_TR = String.raw`Caddesi|Cad\.|Cd\.|Sokak|Sokağı|Sok\.|Sk\.|Mahallesi|Mah\.|Mh\.|Bulvarı|Blv\.`;

// Abbreviations that end in a full stop inside an address, so the stop ends no sentence there.
const ABBREVIATIONS = String.raw`ul|al|os|pl|jl|jln|gg|kel|kec|kab|cad|cd|sok|sk|mah|mh|blv|no|av|avda|pza|cra|str|lok`;
const SENTENCE_END = new RegExp(String.raw`\b(?!(?:${ABBREVIATIONS})\.)\p{L}{2,}\.\s`, 'iu');

// "10/12": the house and the flat in Poland.
const POLISH_NUMBER = String.raw`\d{1,4}[a-zA-Z]?(?:\/\d{1,4}[a-zA-Z]?)?\b`;
// The house number after the street: "No: 12", "No:3/1" (Turkish), "No. 5" (Indonesian).
const HOUSE_NUMBER = String.raw`No\s*[.:]?\s*\d{1,5}[A-Za-z]?(?:\/\d{1,4})?`;

// The name and number after a street type: "de Atocha 45", "Augusta, 120", "Paulista nº 1000", "dei Mille n. 5".
const NAMED_FIRST = String.raw`${PARTICLES}${NAME_WORD}(?:\s+${PARTICLES}${NAME_WORD}){0,3},?\s*(?:(?:n[º°o]?|nr)\.?\s*)?\d{1,5}[A-Za-z]?\b`;

const STREETS: RegExp[] = [
  // 42 Elm Street · 3309 W Division St · 221 baker street · 4/22 Smith St
  new RegExp(
    String.raw`\b\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+|(?:North|South|East|West)\s+)?(?:${NAME_WORD}\s+){1,4}(?:${STREET_EN})(?![\p{L}\p{N}])\.?`,
    'giu',
  ),
  // 14 rue Oberkampf · 3 bis, avenue de la République
  new RegExp(
    String.raw`\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:${STREET_FR})\s+${PARTICLES}${NAME_WORD}(?:[\s-]${NAME_WORD}){0,3}`,
    'gu',
  ),
  // Calle de Atocha 45 · Rua Augusta, 120 · Av. Paulista nº 1000 · rua das flores 210
  new RegExp(String.raw`\b(?:${STREET_FIRST})\s+${NAMED_FIRST}`, 'giu'),
  // via dei Mille n. 5 · Corso Buenos Aires 18 (not "corso di yoga dura 8 settimane")
  new RegExp(String.raw`\b(?:${anyInitialCase(STREET_FIRST_WORDY)})\s+${NAMED_FIRST}`, 'gu'),
  // Keizersgracht 123-II · Dorpsstraat 7a · Stationsweg 14 B · Drottninggatan 53 · Nørrebrogade 20; with a capital
  // (not "onderweg 2 uur").
  new RegExp(
    String.raw`\b\p{Lu}[\p{L}-]*(?:${STREET_ENDING})\s+\d{1,4}(?:[a-z]|\s?[A-H]|-(?:I{1,3}|\d{1,3}))?(?![\p{L}\p{N}])`,
    'gu',
  ),
  // Lindenstraße 12 · Berliner Straße 5a
  new RegExp(String.raw`\b\p{Lu}[\p{L}-]*(?:${STREET_DE})\s+\d{1,4}[a-z]?\b`, 'gu'),
  new RegExp(
    String.raw`\b\p{Lu}[\p{L}-]*\s+(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm)\s+\d{1,4}[a-z]?\b`,
    'gu',
  ),
  // Karl Johans gate 22 · Bygdøy allé 12
  /\b\p{Lu}\p{L}+\s+(?:\p{Lu}\p{L}+s\s+)?(?:gate|gata|vei|veg|plass|allé)\s+\d{1,4}[A-Za-z]?\b/gu,
  // ul. Marszałkowska 10/12 · na ulicy Długiej · al. Jerozolimskie 44 · os. Tysiąclecia 12. "al." and "os." end
  // Spanish and Turkish words ("hepsini al. Murat", "años. Hoy"), so those need the number.
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:ul\.|ulicy|ulica|ulicę|aleja|alei|osiedle|osiedlu|plac|placu)\s*${CAPITAL_NAME}(?:\s+${POLISH_NUMBER})?`,
    'gu',
  ),
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:al|os|pl)\.\s*${CAPITAL_NAME}\s+${POLISH_NUMBER}`, 'gu'),
  // Atatürk Cad. · Bağdat Caddesi · Moda Mah. · Gül Sok. (not "Bu sokak", this street)
  new RegExp(
    String.raw`\b(?!(?:Bu|Şu|O|Her|Bir|Ana|Ara)\s)(?:\p{Lu}[\p{L}\p{M}]*\s+){1,2}(?:${STREET_TR})(?![\p{L}])`,
    'gu',
  ),
  // Jl. Sudirman · Jln. Merdeka · Gg. Mawar · di Jalan Gatot Subroto · Jalan Kenanga No. 5 (not "jalan kaki")
  new RegExp(String.raw`\b(?:Jl\.?|Jln\.?|Gg\.)\s*${CAPITAL_NAME}(?:\s+\d{1,4}[A-Za-z]?\b)?`, 'gu'),
  new RegExp(String.raw`(?:(?<=\bdi\s+)Jalan\s+${CAPITAL_NAME}|\bJalan\s+${CAPITAL_NAME}(?=\s+(?:No\b|\d)))`, 'gu'),
  // India: H.No. 12-3-45 · Plot No. 45 · Tilak Marg · Malviya Nagar · HSR Layout · 5th Cross
  /\b(?:H\.\s?No|House\s+No|Plot\s+No|Door\s+No)\.?\s*:?\s*\d+[A-Z]?(?:[-/]\d+[A-Z]?)*/gu,
  // "Sector 15, Noida" names its city (not "Sector 7 of the game").
  /\bSector[\s-]\d{1,3}[A-Z]?\b(?=,?\s+\p{Lu})/gu,
  /\b\p{Lu}\p{L}+\s+(?:Nagar|Marg)\b|\b[A-Z]{2,4}\s+Layout\b|\b\d{1,2}(?:st|nd|rd|th)\s+(?:Cross|Main)(?:\s+Road)?\b/gu,
  /\bP\.?\s?O\.?\s+Box\s+\d+\b/giu,
  // Without a number, where someone is: "his flat on Wellington Road", "ich wohne in der Lindenstraße", "near MG
  // Road". Main and High Street are in every town and name nobody's.
  new RegExp(
    String.raw`(?<=\b(?:on|in|off|at|near|auf der|in der)\s+)(?!(?:Main|High)\s)\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+(?:Street|Road|Avenue|Lane|Drive|Close|Crescent|Terrace|Boulevard|Straße|Strasse)\b`,
    'gu',
  ),
  // ... and in lower case, after someone lives or moves there: "i live on maple crescent" (not "on the same street").
  /(?<=\b(?:live|lives|lived|living|moved|moving|grew up|house|flat|apartment|place)\s+(?:on|to|in|at|off)\s+)(?!(?:the|a|an|this|that|my|our|your|his|her|their|same|main|high|other|next|wrong|right|one|memory|easy|quiet|busy|dead|long|little|big|old|new|every|each|some|any)\s)[a-z][a-z'’-]+(?:\s+[a-z][a-z'’-]+)?\s+(?:street|road|avenue|lane|drive|close|crescent|terrace|boulevard|court)\b/gu,
  /\b(?<=(?:in der|auf der|an der)\s+)(?!(?:Land|Haupt|Bundes|Auto)str)\p{Lu}\p{Ll}+(?:straße|strasse|gasse|allee)\b/gu,
  // In lower case with its number, after someone lives there: "wo er wohnt hauptstraße 12", "abita via solferino 9",
  // "hij woont vogelweg 3" (not "wohnt seit 12 jahren": a street's type or its word for street must be there).
  /(?<=\b(?:wohnt|wohne|wohnen|wohnte|abita|abito|abitano|woont|woon|wonen|vive|vivo|viven|habite|habitent|mora|moro|moram)\s+(?:(?:in der|in|a|op de|op|en la|en|na|no|em|à|au|dans la|dans)\s+)?)(?:[\p{Ll}-]+(?:straße|strasse|weg|gasse|allee|platz|straat|laan|plein|gracht|kade|dijk|singel)|(?:via|viale|corso|piazza|calle|avenida|rua|rue|avenue)\s+\p{Ll}+(?:\s+\p{Ll}+)?)\s+\d{1,4}[a-z]?\b/gu,
  // A unit on its own: "we're in Apt 4B now", "Flat 302, Sai Residency".
  /\b(?:Apt|Apartment|Suite|Unit|Flat)\.?\s*#?\s*\d+[A-Za-z]?\b/gu,
];

// "5 miles down the river road" is a distance, not an address: the words before the street type must be a name.
const NOT_A_STREET_NAME =
  /^\d+\s+(?:\S+\s+){0,3}?(?:the|a|an|down|up|along|across|on|in|at|to|my|our|your|their|his|her|miles?|blocks?|km|kilometers?|minutes?|mins?|hours?|hrs?|times?|each|every|of|from|into|onto|over|by|around|near|past|steps?|feet|yards?)\s/i;
// "I sent it via Zoom 3 times", "la Plaza Mayor 3 veces", "Stationsweg 2 uur": the number counts something.
const COUNTED =
  /^\s*(?:times?|x|hours?|hrs?|minutes?|mins?|days?|nights?|weeks?|months?|years?|people|persons?|%|km|veces|horas|días|semanas|meses|años|personas|vezes|dias|anos|pessoas|fois|heures|jours|semaines|mois|ans|personnes|Mal|Stunden|Tage|Wochen|Monate|Jahre|Leute|volte|ore|minuti|giorni|settimane|mesi|anni|persone|keer|uur|minuten|dagen|weken|jaar|mensen|razy|godzin|dni|lat|osób|kez|saat|gün|yıl|kişi|kali|jam|hari|tahun|orang|gånger|timmar|dagar|år|gange|timer|dage|ganger)(?![\p{L}])/u;

const UNIT = String.raw`(?:Apt|Apartment|Unit|Suite|Ste|Flat|Piso|Apto|Depto|Bloco|Bloque|Wohnung|#)\.?\s*#?\s*\d+[A-Za-z]?|\d{1,2}\s?[ºª°]\s?[A-Za-z]{0,4}\b`;
// The quarter of a North American city: "88 Queen St E", "1600 Pennsylvania Ave NW".
const DIRECTION = String.raw`(?:[NS][EW]?|[EW])(?![\p{L}\p{N}])`;
// Inside a building, after the street: "m. 5" (Polish), "D: 4", "Daire 4", "Kat 3" (Turkish), "2. th." (Danish).
const FLAT = String.raw`(?:m|lok)\.\s*\d{1,4}|D\s*[:.]\s*\d{1,4}|Daire\s*:?\s*\d{1,4}|Kat\s*:?\s*\d{1,3}|(?:\d{1,2}\.|st\.)\s*(?:th|tv|mf|sal)\b\.?|bus\s+\d{1,4}`;
// The neighbourhood of an Indonesian address: "RT 03/RW 05", "Kel. Menteng", "Kec. Tebet".
const NEIGHBOURHOOD = String.raw`RT\.?\s?\d{1,3}\s?\/\s?RW\.?\s?\d{1,3}|(?:Kel|Kec|Kab)\.\s*\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?`;
// Indian addresses name the building and a landmark: "Sai Residency", "Near City Hospital".
const BUILDING = String.raw`(?:\p{Lu}[\p{L}'’-]+\s+){1,3}(?:Residency|Apartments?|Towers?|Enclave|Heights|Society|Complex|Niwas|Nivas|Bhavan|Bhawan|Mansions?)\b|(?:Near|Opp\.?|Opposite|Behind)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}`;
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}`;
const CANADA_POSTCODE = String.raw`[A-Z]\d[A-Z]\s?\d[A-Z]\d`;
// Ireland: a routing key and four letters or digits, at least one of each ("D02 X285", not "A10 ROAD").
const EIRCODE = String.raw`(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?(?=[0-9AC-FHKNPRTV-Y]{0,3}\d)(?=[0-9AC-FHKNPRTV-Y]{0,3}[A-Z])[0-9AC-FHKNPRTV-Y]{4}`;
// "Co. Cork": Irish addresses name the county.
const IRISH_COUNTY = String.raw`Co\.\s+\p{Lu}\p{Ll}+`;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const AU_STATES = 'NSW|VIC|QLD|SA|WA|TAS|NT|ACT';
const CANADA_PROVINCES = 'ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU';
const CITY = String.raw`\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?`;
// Postcodes whose shape is their own: "1015 CJ" (Dutch), "00-950" (Polish), "113 51" (Swedish), "DK-2100".
const SHAPED_POSTCODE = String.raw`[1-9]\d{3}\s?[A-Z]{2}(?![\p{L}])|\d{2}-\d{3}|[1-9]\d{2}\s\d{2}|(?:DK|SE|NO|FI|IS)-\s?\d{3,4}(?:\s\d{2})?`;
// India's PIN: "560034", "560 034".
const PIN = String.raw`[1-9]\d{2}\s?\d{3}`;
// Any postcode before its city, also "28012" and "4050-262" (the Dutch shape first, before its digits alone take
// "CJ" for the city); with an Italian province after the city, "20121 Milano (MI)", or a Turkish one,
// "34710 Kadıköy/İstanbul".
const POSTCODE = String.raw`${SHAPED_POSTCODE}|\d{4,5}(?:-\d{3,4})?`;
const PROVINCE = String.raw`\s*\([A-Z]{2}\)|\/${CITY}`;
const POSTCODE_CITY = String.raw`(?:${POSTCODE})(?:\s+${CITY}(?:${PROVINCE})?)?`;
// A city before its postcode: "Jakarta Selatan 12810", "Bangalore - 560034", "Koramangala, Bangalore 560034".
const CITY_POSTCODE = String.raw`(?:${CITY},\s*){0,2}${CITY}\s*[-–]?\s*(?:${PIN}|\d{5})(?!\d|[.,]\d)`;
const CITY_STATE_ZIP = String.raw`${CITY},?\s+(?:(?:${US_STATES})\.?\s+\d{5}(?:-\d{4})?|(?:${AU_STATES})\s+\d{4}|(?:${CANADA_PROVINCES})\s+${CANADA_POSTCODE})`;
// What may follow a street on the same line: ", Apt 3", ", Unit 7, Austin TX 78704", ", SE15 4QT", ", 28012 Madrid",
// "No: 12 D: 4", ", RT 03/RW 05", and a town that ends the sentence (", Springfield.", ", Kadıköy/İstanbul.").
const TAIL = new RegExp(
  String.raw`^(?:,?\s*(?:${DIRECTION}|${UNIT}|${IRISH_COUNTY}|${HOUSE_NUMBER}|${FLAT}|${NEIGHBOURHOOD}|${BUILDING}|${UK_POSTCODE}|${CANADA_POSTCODE}|${EIRCODE}|${CITY_STATE_ZIP}|${CITY_POSTCODE}|${POSTCODE_CITY}|${CITY},?\s+${UK_POSTCODE}))*(?:,\s*${CITY}(?:\/${CITY})?(?=\s*(?:[.!?\n]|$)))?`,
  'u',
);
// What may come before: "Apt 3, ", "Unit 4/", "4/" (Australia's unit over street number).
const HEAD = new RegExp(String.raw`(?:(?:${UNIT}),?\s*|(?:${UNIT}|\b\d{1,4}[A-Za-z]?)\/)$`, 'iu');

// The city and state first, so that "Ottawa, ON K1A 0B1" is one address.
const POSTCODES: RegExp[] = [
  new RegExp(String.raw`\b${CITY_STATE_ZIP}\b`, 'gu'),
  new RegExp(String.raw`\b${UK_POSTCODE}\b`, 'gu'),
  new RegExp(String.raw`\b${CANADA_POSTCODE}\b`, 'gu'),
  new RegExp(String.raw`\b${EIRCODE}\b`, 'gu'),
  /\b\d{4}-\d{3}\b(?!-\d)|\b\d{5}-\d{3}\b(?!-\d)/gu, // Portugal, Brazil (not a phone's "07700-900-123")
  // Labelled, with a digit in it (not "cepillo"): "zip 30307", "código postal 28012", "PLZ 10969",
  // "postcode 3511 LX", "pincode 560034", "kode pos 12950".
  /\b(?:zip(?:\s?code)?|post\s?code|postal code|c\.p\.|código postal|codigo postal|cep|plz|code postal|kod pocztowy|posta kodu|kode pos|pin\s?code|postnummer|postnr\.?)\s*:?\s*(?=[A-Z]{0,4}\d)[A-Z0-9]{3,6}(?:[\s-][A-Z0-9]{2,4})?\b/giu,
  // Italy's CAP and India's PIN only in capitals: "capable", "pineapple".
  new RegExp(String.raw`\b(?:CAP|PIN)\s*:?\s*(?:\d{5}|${PIN})\b`, 'gu'),
  // India: "Bangalore - 560034".
  new RegExp(String.raw`\b${CITY}\s*[-–]\s*${PIN}\b`, 'gu'),
];
// "28012 Madrid", "75011 Paris", "1012 AB Amsterdam", "00-950 Warszawa", "113 51 Stockholm": a postcode and a
// place name (not "10000 Steps").
const POSTCODE_AND_CITY = new RegExp(
  String.raw`(?<![\d$€£.,])\b(?:\d{5}|${SHAPED_POSTCODE})\s+(${CITY})(?:${PROVINCE})?`,
  'gu',
);

/** A street match that is something else: a distance, a sentence running on, or a count ("via Zoom 3 times"). */
function isNotAStreet(m: RegExpExecArray, text: string): boolean {
  return NOT_A_STREET_NAME.test(m[0]) || SENTENCE_END.test(m[0]) || COUNTED.test(text.slice(m.index + m[0].length));
}

export function findAddresses(text: string, spans: Spans): void {
  for (const re of STREETS) {
    for (const m of matchesOf(re, text)) {
      if (isNotAStreet(m, text)) continue;
      let start = m.index;
      let end = m.index + m[0].length;
      end += TAIL.exec(text.slice(end))?.[0].length ?? 0;
      start -= HEAD.exec(text.slice(Math.max(0, start - 20), start))?.[0].length ?? 0;
      spans.add(start, end, 'address');
    }
  }
  for (const re of POSTCODES) for (const m of matchesOf(re, text)) spans.add(m.index, m.index + m[0].length, 'address');
  for (const m of matchesOf(POSTCODE_AND_CITY, text)) {
    if (isEnglishWord(fold(m[1]!.split(/\s+/)[0]!))) continue;
    spans.add(m.index, m.index + m[0].length, 'address');
  }
}
