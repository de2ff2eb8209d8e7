// What others see of a shared entry: personal data replaced with a neutral mark. The writer keeps the original.

export const REDACTION_MARK = '[removed]';

const PATTERNS: RegExp[] = [
  // Emails first, so their domains are not half-taken as URLs.
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
  // URLs with a scheme or www., then bare domains with a common TLD (example.com/path).
  /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi,
  /\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|me|app|dev|info|biz|us|uk|ca|au|de|ly|gg|tv|xyz|link|site|online)\b(?:\/[^\s<>"')\]]*)?/gi,
  // @handles (not the @ inside an email, which is already gone).
  /(?<![\w@])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?/g,
  // Phone numbers: international, (555) 123-4567, 555-123-4567, 555.123.4567, 5551234567, 123-4567.
  /(?<![\w-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{2,4}[\s.-]\d{3,4}[\s.-]?\d{0,4}(?![\w-])/g,
  /(?<![\w-])\+?\d{10,13}(?![\w-])/g,
  // Street addresses: a number, up to four name words, a street type, optional unit.
  /\b\d{1,6}\s+(?:[A-Z0-9][\w'.-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Crescent|Close)\b\.?(?:,?\s+(?:Apt|Apartment|Unit|Suite|Ste|#)\.?\s*[\w-]+)?/gi,
  /\b(?:Apt|Apartment|Suite|Unit)\.?\s*#?\s*\d+[A-Za-z]?\b/g,
  /\bP\.?\s?O\.?\s+Box\s+\d+\b/gi,
];

const NOT_A_STREET_NAME = /^\d+\s+(?:\S+\s+){0,3}?(?:the|a|an|down|up|along|across|on|in|at|to|my|our|your|their|his|her|miles?|blocks?|km|kilometers?|minutes?|mins?|hours?|times?|of|from|into|onto|over|by|around|near|past|steps?|feet|yards?)\s/i;

/** The text others may see of a public entry. */
export function redactForSharing(text: string): string {
  let out = text ?? '';
  for (const re of PATTERNS) {
    out = out.replace(re, (m) => {
      // Years, times, scores and short counts are not phone numbers: require at least 7 digits.
      if (re === PATTERNS[4] && m.replace(/\D/g, '').length < 7) return m;
      // "5 miles down the road" is a distance, not an address: the words before the street type must be a name.
      if (re === PATTERNS[6] && NOT_A_STREET_NAME.test(m)) return m;
      return REDACTION_MARK;
    });
  }
  return out.replace(/\[removed\](?:[\s,]*\[removed\])+/g, REDACTION_MARK);
}
