// String.prototype.matchAll without its copy of the pattern. matchAll builds a new RegExp from the pattern's
// source on every call (the spec's species constructor), and V8 then looks that source up in its compilation
// cache: for the detector's long rule patterns and the redaction recognisers, run on every entry, that copy
// cost more CPU than most of the matching (issue 15 item 8). This reads the same matches from the pattern itself.

/**
 * Every match of the global pattern `re` in `text`, exactly as `[...text.matchAll(re)]` gives them: from the
 * pattern's lastIndex, an empty match stepping on by one character (by one code point for a u or v pattern).
 * The pattern's lastIndex is left as it was, as matchAll leaves it.
 */
export function matchesOf(re: RegExp, text: string): RegExpExecArray[] {
  // matchAll's own refusal, so a pattern that lost its g flag fails here as loudly as it did there.
  if (!re.global) throw new TypeError(`matchesOf needs a global pattern: ${re}`);
  const from = re.lastIndex;
  const found: RegExpExecArray[] = [];
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      found.push(m);
      if (m[0] === '') re.lastIndex = nextIndex(text, re.lastIndex, re.unicode || re.flags.includes('v'));
    }
  } finally {
    re.lastIndex = from;
  }
  return found;
}

/** Where the last match of the global pattern `re` in `text` starts, or -1: the nearest subject before a phrase. */
export const lastMatchIndex = (re: RegExp, text: string): number => matchesOf(re, text).at(-1)?.index ?? -1;

/** The spec's AdvanceStringIndex: past a surrogate pair as one step when the pattern reads code points. */
function nextIndex(text: string, at: number, codePoints: boolean): number {
  if (!codePoints || at + 1 >= text.length) return at + 1;
  const code = text.charCodeAt(at);
  if (code < 0xd800 || code > 0xdbff) return at + 1;
  const next = text.charCodeAt(at + 1);
  return next >= 0xdc00 && next <= 0xdfff ? at + 2 : at + 1;
}
