// The one username rule (issue 14): letters, digits, '_', '.' and '-', NFKC-normalised, letters of one
// script (no look-alike mixing such as Latin 'a' beside Cyrillic 'а'), nothing invisible. /api/register
// and the local Auth server both apply it; the database keeps what it can express (profiles' check:
// length, NFKC, nothing invisible, no Latin, Cyrillic and Greek letters mixed).
// Names of one script can still look like another's ("аdmin" all in Cyrillic, "j0hn", "IoI"), so no
// two names may share a skeleton (UTS #39's idea, on a small table of the common confusables): the
// database's private.username_skeleton() and its unique index hold the same table (tested equal).

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const USERNAME_MESSAGES = {
  length: `Usernames have ${USERNAME_MIN} to ${USERNAME_MAX} characters.`,
  characters: 'Usernames use letters, digits, dot, dash and underscore.',
  scripts: 'Usernames use the letters of one alphabet, not a mix that could look like another name.',
} as const;

// After NFKC: letters (with their combining marks), ASCII digits, and three separators. Everything
// invisible (zero-width joiners, direction overrides, controls, spaces) falls outside this class.
const ALLOWED = /^(?:\p{L}\p{M}*|[0-9_.-])+$/u;

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Thai',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Han',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

// Scripts that are written together: Japanese mixes kanji and both kana; Korean, hangul and hanja.
const WRITTEN_TOGETHER = [new Set(['Han', 'Hiragana', 'Katakana']), new Set(['Hangul', 'Han'])];

function scriptOf(letter: string): string {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'Other';
}

/** NFKC form, trimmed: what is stored and compared. */
export function normalizeUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** What is wrong with a (normalised) username, or null. */
export function usernameProblem(username: string): string | null {
  const length = [...username].length;
  if (length < USERNAME_MIN || length > USERNAME_MAX) return USERNAME_MESSAGES.length;
  if (!ALLOWED.test(username)) return USERNAME_MESSAGES.characters;
  const scripts = new Set([...username.matchAll(/\p{L}/gu)].map(([letter]) => scriptOf(letter)));
  if (scripts.size > 1 && !WRITTEN_TOGETHER.some((group) => [...scripts].every((script) => group.has(script)))) {
    return USERNAME_MESSAGES.scripts;
  }
  return null;
}

/**
 * Letters and digits that look like a Latin lowercase letter, and the letter they look like (the
 * common cases of Unicode's confusables.txt for Cyrillic, Greek, digits and Latin itself; ASCII
 * capitals fold to lowercase here too, capital I to "l" as it prints in most sans-serif fonts).
 * Must equal the two strings of private.username_skeleton() in the migrations (tests/db/usernames.test.ts).
 */
export const CONFUSABLES: readonly (readonly [string, string])[] = [
  ...[...'ABCDEFGHJKLMNOPQRSTUVWXYZ'].map((upper) => [upper, upper.toLowerCase()] as const),
  ['I', 'l'],
  ['0', 'o'],
  ['1', 'l'],
  ['ı', 'i'],
  ['ɑ', 'a'],
  ['ɡ', 'g'],
  // Cyrillic capitals and small letters
  ...pairs('АВЕКМНОРСТХУЅІЈӀҮҺԚԜЁЇ', 'abekmhopctxysljlyhqwëï'),
  ...pairs('авекмнорстхуѕіјӏүһԛԝёїпгԁ', 'abekmhopctxysijlyhqwëïnrd'),
  // Greek capitals and small letters
  ...pairs('ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'abezhlkmnoptyx'),
  ...pairs('αικνορσυχγη', 'aikvopouxyn'),
];

function pairs(from: string, to: string): (readonly [string, string])[] {
  const [source, target] = [[...from], [...to]];
  if (source.length !== target.length) throw new Error('confusables: the two lists differ in length');
  return source.map((letter, i) => [letter, target[i]!] as const);
}

const FOLD = new Map(CONFUSABLES);

/** What a (normalised) username looks like: two names with one skeleton could pass for each other. */
export function usernameSkeleton(username: string): string {
  return [...username].map((ch) => FOLD.get(ch) ?? ch).join('');
}
