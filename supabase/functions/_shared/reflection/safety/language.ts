// Which language an entry is in, to know whether the check can read it. tinyld (the "light" build, ~69 KB)
// names the language; on short or mixed entries it often guesses wrong (English read as Hungarian or Turkish),
// so the function words of the languages the check reads are counted too: either one is enough.
import { detect } from 'tinyld/light';

export const READABLE = ['en', 'es', 'pt', 'fr', 'de'] as const;
export type Readable = (typeof READABLE)[number];

// The commonest function words of each language, in folded spelling (no accents).
const FUNCTION_WORDS: Record<Readable, Set<string>> = {
  en: new Set(
    (
      'i me my the a an and to of in is it that was for on with not be have do you this but at so just ' +
      'am are were been we our us they them their he she him her his its your from by as or if what all ' +
      'there here then than when how why who yes too very still again about after before into out up down'
    ).split(' '),
  ),
  es: new Set('yo me mi el la los las y de que en es no un una por con para lo se ya pero muy estoy'.split(' ')),
  pt: new Set('eu me meu minha o a os as e de que em um uma nao com para por se ja mas muito estou'.split(' ')),
  fr: new Set('je me mon ma le la les et de que en est pas un une pour avec ce ne suis j ai tout'.split(' ')),
  de: new Set('ich mich mein meine der die das und zu in ist nicht ein eine mit fur es auf habe bin'.split(' ')),
};

/** The share of words that are function words of the best-matching readable language. */
function functionWordShare(words: string[]): number {
  let best = 0;
  for (const lang of READABLE) {
    const hits = words.filter((w) => FUNCTION_WORDS[lang].has(w)).length;
    best = Math.max(best, hits / words.length);
  }
  return best;
}

/**
 * False only when the entry is clearly in a language the check cannot read. Very short entries ("relapsed 💔")
 * cannot be told apart, and are read as they are.
 */
export function isReadable(original: string, folded: string): boolean {
  const words = folded.split(' ').filter((w) => /\p{L}/u.test(w));
  if (words.length < 4) return true;
  // A script the patterns do not cover (Hebrew, Arabic, Cyrillic, CJK…) is never readable.
  if (
    /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(
      original.replace(/\p{Extended_Pictographic}/gu, ''),
    )
  )
    return functionWordShare(words) >= 0.2;
  // Function words first: they settle most entries without running the detector.
  if (functionWordShare(words) >= 0.12) return true;
  return (READABLE as readonly string[]).includes(detect(original));
}
