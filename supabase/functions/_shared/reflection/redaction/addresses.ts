// Street addresses as people write them in English, Spanish, Portuguese, French and German, with their flat or
// unit, postcode and city; and postcodes on their own when their shape or a label gives them away.
import type { Spans } from './text.ts';
import { fold, isEnglishWord } from './words.ts';
import { matchesOf } from '../matches.ts';

const NAME_WORD = String.raw`[\p{Lu}\d][\p{L}\p{M}'’.-]*`;
const PARTICLES = String.raw`(?:(?:de|del|de la|da|do|dos|das|du|des|la|le|l'|d'|di|della|von|am)\s+)*`;

const STREET_EN = String.raw`Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Crescent|Close|Row|Mews|Grove|Gardens|Walk`;
const STREET_FIRST = String.raw`Calle|C\/|Avenida|Avda\.?|Av\.|Paseo|Plaza|Pza\.?|Camino|Carrera|Cra\.?|Calzada|Ronda|Travesía|Rua|Travessa|Praça|Largo|Alameda|Estrada|Rodovia|Via|Viale|Corso|Piazza|Carrer|Rambla`;
const STREET_FR = String.raw`rue|avenue|av\.|boulevard|bd|place|allée|allee|chemin|impasse|quai|cours|route|square|passage`;
const STREET_DE = String.raw`straße|strasse|str\.|weg|gasse|allee|platz|ring|damm|ufer|chaussee|steig|pfad`;

const STREETS: RegExp[] = [
  // 42 Elm Street · 3309 W Division St · 221 baker street
  new RegExp(
    String.raw`\b\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+|(?:North|South|East|West)\s+)?(?:${NAME_WORD}\s+){1,4}(?:${STREET_EN})(?![\p{L}\p{N}])\.?`,
    'giu',
  ),
  // 14 rue Oberkampf · 3 bis, avenue de la République
  new RegExp(
    String.raw`\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:${STREET_FR})\s+${PARTICLES}${NAME_WORD}(?:[\s-]${NAME_WORD}){0,3}`,
    'gu',
  ),
  // Calle de Atocha 45 · Rua Augusta, 120 · Av. Paulista nº 1000
  new RegExp(
    String.raw`\b(?:${STREET_FIRST})\s+${PARTICLES}${NAME_WORD}(?:\s+${PARTICLES}${NAME_WORD}){0,3},?\s*(?:n[º°o]\.?\s*)?\d{1,5}[A-Za-z]?\b`,
    'giu',
  ),
  // Lindenstraße 12 · Berliner Straße 5a
  new RegExp(String.raw`\b\p{Lu}[\p{L}-]*(?:${STREET_DE})\s+\d{1,4}[a-z]?\b`, 'gu'),
  new RegExp(
    String.raw`\b\p{Lu}[\p{L}-]*\s+(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Gasse|Ring|Damm)\s+\d{1,4}[a-z]?\b`,
    'gu',
  ),
  /\bP\.?\s?O\.?\s+Box\s+\d+\b/giu,
  // Without a number, where someone is: "his flat on Wellington Road", "ich wohne in der Lindenstraße". Main and
  // High Street are in every town and name nobody's.
  new RegExp(
    String.raw`(?<=\b(?:on|in|off|at|auf der|in der)\s+)(?!(?:Main|High)\s)\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+(?:Street|Road|Avenue|Lane|Drive|Close|Crescent|Terrace|Boulevard|Straße|Strasse)\b`,
    'gu',
  ),
  /\b(?<=(?:in der|auf der|an der)\s+)(?!(?:Land|Haupt|Bundes|Auto)str)\p{Lu}\p{Ll}+(?:straße|strasse|gasse|allee)\b/gu,
];

// "5 miles down the river road" is a distance, not an address: the words before the street type must be a name.
const NOT_A_STREET_NAME =
  /^\d+\s+(?:\S+\s+){0,3}?(?:the|a|an|down|up|along|across|on|in|at|to|my|our|your|their|his|her|miles?|blocks?|km|kilometers?|minutes?|mins?|hours?|times?|of|from|into|onto|over|by|around|near|past|steps?|feet|yards?)\s/i;

const UNIT = String.raw`(?:Apt|Apartment|Unit|Suite|Ste|Flat|Piso|Apto|Depto|Bloco|Bloque|Wohnung|#)\.?\s*#?\s*\d+[A-Za-z]?|\d{1,2}\s?[ºª°]\s?[A-Za-z]{0,4}\b`;
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}`;
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const CITY = String.raw`\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?`;
const POSTCODE_CITY = String.raw`\d{4,5}(?:-\d{3,4})?(?:\s+${CITY})?`;
const CITY_STATE_ZIP = String.raw`${CITY},?\s+(?:${US_STATES})\.?\s+\d{5}(?:-\d{4})?`;
// What may follow a street on the same line: ", Apt 3", ", Unit 7, Austin TX 78704", ", SE15 4QT", ", 28012 Madrid",
// and a town that ends the sentence (", Springfield.").
const TAIL = new RegExp(
  String.raw`^(?:,?\s*(?:${UNIT}|${UK_POSTCODE}|${CITY_STATE_ZIP}|${POSTCODE_CITY}|${CITY},?\s+${UK_POSTCODE}))*(?:,\s*${CITY}(?=\s*(?:[.!?\n]|$)))?`,
  'u',
);
const HEAD = new RegExp(String.raw`(?:${UNIT}),?\s*$`, 'iu');

const POSTCODES: RegExp[] = [
  new RegExp(String.raw`\b${UK_POSTCODE}\b`, 'gu'),
  /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/gu, // Canada
  new RegExp(String.raw`\b${CITY_STATE_ZIP}\b`, 'gu'),
  /\b\d{4}-\d{3}\b(?!-\d)|\b\d{5}-\d{3}\b(?!-\d)/gu, // Portugal, Brazil (not a phone's "07700-900-123")
  // Labelled: "zip 30307", "código postal 28012", "PLZ 10969".
  /\b(?:zip(?:\s?code)?|post\s?code|postal code|c\.p\.|código postal|codigo postal|cep|plz|code postal)\s*:?\s*[A-Z0-9]{3,5}(?:[\s-][A-Z0-9]{3,4})?\b/giu,
];
// "28012 Madrid", "75011 Paris": five digits and a place name (not "10000 Steps").
const POSTCODE_AND_CITY = new RegExp(String.raw`(?<![\d$€£.,])\b\d{5}\s+(${CITY})`, 'gu');

export function findAddresses(text: string, spans: Spans): void {
  for (const re of STREETS) {
    for (const m of matchesOf(re, text)) {
      // A sentence ends inside ("95 looking back. mine had way"): no street runs across a full stop.
      if (NOT_A_STREET_NAME.test(m[0]) || /\p{L}{2}\.\s/u.test(m[0])) continue;
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
  // A unit on its own: "we're in Apt 4B now".
  for (const m of matchesOf(/\b(?:Apt|Apartment|Suite|Unit|Flat)\.?\s*#?\s*\d+[A-Za-z]?\b/gu, text)) {
    spans.add(m.index, m.index + m[0].length, 'address');
  }
}
