// Ways to reach a person: e-mails (also spelled out, "name at mail dot com"), links with or without a scheme
// (linkify-it), handles on the common platforms with or without @, and phone numbers in national and
// international formats (libphonenumber-js decides what a digit group can be).
import { isPossiblePhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { LinkifyIt } from 'linkify-it';
import type { Spans } from './text.ts';
import { fold, isKnownWord } from './words.ts';
import { matchesOf } from '../matches.ts';

// Two-letter country domains are built in; these are the generic ones people put their pages on.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).tlds(
  'app art blog club design dev io live me online page photo photography site space store studio tech xyz'.split(' '),
  true,
);

// Top-level domains that are also everyday words: "tired.so i slept" is a missing space, not a link.
const WORDY_TLDS = new Set(['so', 'is', 'it', 'in', 'at', 'to', 'no', 'am', 'as', 'be', 'do', 'go', 'me', 'my', 'us']);
const TLD = 'com|org|net|edu|gov|io|co|me|info|biz|app|dev|de|fr|es|pt|br|ar|mx|uk|it|nl|ca|au|ch|at|be';

export function findLinksAndEmails(text: string, spans: Spans): void {
  // Spelled out: "dana.whitfield[at]mail.com", "intake (at) clinic (dot) org", "maria arroba hotmail punto com".
  // Any of the words for "at" and "dot", bare between spaces or in brackets: "[ät]", "(punkt)", "{dot}".
  const atWord = 'at|ät|arroba|arobase|chez|bei';
  const dotWord = 'dot|punto|ponto|point|punkt';
  // "ferdi @ gmx . de": the signs themselves, spaced out so that no filter reads them.
  const at = String.raw`\s*[[({](?:${atWord})[\])}]\s*|\s+(?:at|arroba|arobase|chez|@)\s+`;
  const dot = String.raw`\s*[[({](?:${dotWord})[\])}]\s*|\s+(?:${dotWord}|\.)\s+|\.`;
  // "kemi underscore a", "jo dash m": separators spelled out inside the name part.
  const joint = String.raw`\s+(?:${dotWord}|underscore|dash|hyphen)\s+|\.`;
  const local = String.raw`[\p{L}\p{N}_%+-]+(?:(?:${joint})[\p{L}\p{N}_%+-]+)*`;
  const spelled = new RegExp(
    String.raw`${local}(?:${at})[\p{L}\p{N}-]+(?:(?:${dot})[\p{L}\p{N}-]+)*?(?:${dot})(?:${TLD})\b`,
    'giu',
  );
  for (const m of matchesOf(spelled, text)) {
    // "meet me at home dot com" needs a separator that only e-mails use: brackets, or "dot"/"punto" words.
    if (/\s(?:at|chez)\s/i.test(m[0]) && !/dot|punto|ponto|point|punkt|\[|\(|\{|\s\.\s/i.test(m[0])) continue;
    spans.add(m.index, m.index + m[0].length, 'email');
  }
  for (const m of linkify.match(text) ?? []) {
    if (m.schema === 'mailto:' || (m.schema === '' && /^[^/]*@/.test(m.raw))) {
      spans.add(m.index, m.lastIndex, 'email');
      continue;
    }
    const bare = m.schema === '' && !/^www\./i.test(m.raw);
    const host = m.raw.replace(/^[a-z]+:\/\//i, '').split(/[/?#:]/)[0] ?? '';
    if (bare && !/[/?#]/.test(m.raw) && WORDY_TLDS.has(host.split('.').pop()!.toLowerCase())) continue;
    spans.add(m.index, m.lastIndex, 'link');
  }
}

// Letters on both sides end a word in any script: "sc" is Snapchat, the "sc" in "scène" is not. Turkish adds its
// endings to the word ("instagramı", "insta'da"): an apostrophe, or a dotless ı, starts one.
const PLATFORM =
  /(?<![\p{L}\p{N}])(?:insta(?:gram)?|[fr]insta|shout ?-?outs?|ig|tiktok|tik tok|snap(?:chat)?|twitter|threads|discord|twitch|youtube|yt|reddit|tumblr|pinterest|facebook|fb|linkedin|telegram|kik|venmo|cash ?app|spotify|steam|psn|xbox|gamertag|gamer tag|user ?name|handle|sc|bsky|bluesky|mastodon|roblox|whatsapp|signal)(?:['’]\p{Ll}{1,4}|ı\p{Ll}{0,3})?(?![\p{L}\p{N}])/iu;
// A name said to be someone's online: "he goes by nightowl", "this streamer cozycorvid", "(currently saltyfigjam)",
// "shoutout to mossyboots" (thanks on a stream or a server, which go to handles).
// In lower case or shaped only: "she goes by Sam" is a person's name, which the names recogniser takes.
const INTRODUCED_HANDLE =
  /\b(?:goes by|going by|went by|streamers?|youtubers?|tiktokers?|vtubers?|shout ?-?outs? to)\s+([\p{Ll}\p{N}_.][\p{L}\p{N}_.]{2,29})|\((?:currently|formerly|now)\s+@?([\p{Ll}\p{N}_.]{3,30})\)/gu;
// "@dark.moon_22", "u/somebody": an at sign or a Reddit user prefix, not inside an e-mail.
const AT_HANDLE = /(?<![\p{L}\p{N}@._-])(?:@|\bu\/)[\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?/gu;
// Discord's old tags ("kat#1234"), and names only a platform would spell: "wren.reads_", "GhostRider4410".
const TAGGED = /(?<![\p{L}\p{N}_.])[\p{L}\p{N}_.]{2,32}#\d{4}\b/gu;
// Also a trailing underscore ("kaffeeundkekse_") and a digit standing in for a letter ("k1ttenmittens").
const HANDLE_SHAPED =
  /(?<![\p{L}\p{N}_.@/])(?:[\p{L}\p{N}]+[._](?:[\p{L}\p{N}]+[._]?)+|_[\p{L}\p{N}_]+|[\p{L}\p{N}]{3,}_+|\p{L}+\p{N}+\p{L}{3,}[\p{L}\p{N}]*|[\p{L}]+[\p{N}]{2,}|\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+\p{N}+)(?![\p{L}\p{N}_@])/gu;
// A word for "on" and a platform right after a word: "… on snap", "… su Telegram", "… auf Insta".
const PLATFORM_AFTER = new RegExp(String.raw`^\s+(?:on|su|sur|en|no|na|auf|in|op|w|di)\s+${PLATFORM.source}`, 'iu');
// Letters, a digit for a letter, and more letters: only a platform spells words so.
const LEET = /^\p{L}+\p{N}\p{L}{3,}/u;
// Initials ("U.S."), abbreviations ("H.No.", an Indian house number), short codes ("B12"), numbers.
const NOT_A_HANDLE = /^(?:[\p{L}]\.)+[\p{L}]?\.?$|^(?:\p{Lu}\p{Ll}{0,2}\.)+$|^\p{L}{1,3}\d{2}$|^\d/u;

export function findHandles(text: string, spans: Spans): void {
  for (const m of matchesOf(AT_HANDLE, text)) spans.add(m.index, m.index + m[0].length, 'handle');
  for (const m of matchesOf(TAGGED, text)) spans.add(m.index, m.index + m[0].length, 'handle');
  for (const m of matchesOf(HANDLE_SHAPED, text)) {
    const word = m[0];
    if (NOT_A_HANDLE.test(word) || word.length < 4) continue;
    // Underscores or two dots make a handle anywhere ("wren.reads_", "mira.in.print"); one dot may be a missing
    // space ("tired.so"), and letters with digits ("GhostRider4410") a model name: those only after a platform.
    const platformShaped = (/_|\..*\./.test(word) && /\p{L}{2}/u.test(word)) || LEET.test(word);
    // The platform before it, or right after it: "(mira.lopes on snap)", "yoga.anna su Telegram".
    const after = text.slice(m.index + word.length, m.index + word.length + 16);
    const nearPlatform = PLATFORM.test(text.slice(Math.max(0, m.index - 40), m.index)) || PLATFORM_AFTER.test(after);
    if (platformShaped || nearPlatform) spans.add(m.index, m.index + word.length, 'handle');
  }
  for (const m of matchesOf(INTRODUCED_HANDLE, text)) {
    const word = m[1] ?? m[2]!;
    const start = m.index + m[0].lastIndexOf(word);
    if (/[_\d.]/.test(word) || !isKnownWord(fold(word))) spans.add(start, start + word.length, 'handle');
  }
  // After a platform word, one word that is not an ordinary word: "my insta is wrenreads", "snap: jaykay".
  const afterPlatform = new RegExp(
    String.raw`${PLATFORM.source}\s*((?:is called|is named|is|es|é|ist|est|c'est|as|under|at|como|comme|als|heißt|heisst|called|named|se llama|chama|s'appelle|:|-)\s*(?:(?:sie|er|she|he|they|ela|ele|elle|il|ella|él)\s+)?)?(?:(?:now|also|just|still)\s+)?(:?)\s*\(?([\p{L}\p{N}_.]{3,30})`,
    'giu',
  );
  // Before the platform: "add me kittyk4t on snap", "follow lunaticks_ on tiktok".
  const beforePlatform = new RegExp(
    String.raw`\b(?:add|follow|find|dm|message)\s+(?:me\s+)?(?:at\s+)?([\p{L}\p{N}_.]{3,30})\s+(?:on|in|auf|en|no|sur)\s+${PLATFORM.source}`,
    'giud',
  );
  for (const m of matchesOf(beforePlatform, text)) {
    const word = m[1]!;
    const start = m.indices![1]![0];
    if (/[_\d.]/.test(word) || !isKnownWord(fold(word))) spans.add(start, start + word.length, 'handle');
  }
  for (const m of matchesOf(afterPlatform, text)) {
    const word = m[3]!;
    const start = m.index + m[0].length - word.length;
    // A plain word only when something says it is the name there ("my snap is jaykay", "insta: wren"); without
    // that it is the sentence going on in some language ("son snap depuis", "insta privat").
    const joined = m[1] !== undefined || m[2] === ':';
    const shaped = /[_\d.]/.test(word) || /\p{Ll}\p{Lu}/u.test(word);
    // After "on insta" a long lower-case word nobody would look up is a handle even unannounced: "no insta
    // docesdamari" ("meinen discord gelöscht" is the sentence going on).
    const onPlatform = /\b(?:on|no|na|in|auf|en|sur)\s+$/i.test(text.slice(Math.max(0, m.index - 4), m.index));
    const unannounced = onPlatform && /^\p{Ll}{8,}$/u.test(word) && !/(?:mente|ment|lich|weise)$/.test(word);
    const handleLike = shaped || ((joined || unannounced) && !isKnownWord(fold(word)));
    if (handleLike) spans.add(start, start + word.replace(/\.$/, '').length, 'handle');
  }
}

// The countries whose numbering plans decide a number written without a country code: Hearth's readers'.
const COUNTRIES: CountryCode[] = ['US', 'GB', 'CA', 'AU', 'IE', 'ES', 'MX', 'AR', 'CO', 'BR', 'PT', 'FR', 'DE', 'IT'];
const PHONE_LIKE =
  /(?<![\p{L}\p{N}$€£.,/:-])(?:\+\s?|00)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,5}(?:(?:[\s.\u2013-]{1,2}|(?<=\(0\)))\(?\d{1,8}\)?){0,6}(?![\p{L}\p{N}]|[.,]\d|:\d)/gu;
const DATE_OR_TIME = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$|^\d{1,2}[.:]\d{2}$/;
const THOUSANDS = /^\d{1,3}(?:([ ,.])\d{3})(?:\1\d{3})*$/;
const YEARS = /^(?:19|20)\d\d\s*[-\u2013]\s*(?:19|20)?\d\d$/;

export function findPhones(text: string, spans: Spans): void {
  for (const m of matchesOf(PHONE_LIKE, text)) {
    const raw = m[0].replace(/[\s.\u2013-]+$/, '');
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    const international = /^(?:\+|00)/.test(raw);
    // "912 345 678" is a Portuguese or Spanish mobile, not 912 million: nine digits in threes apart are a number.
    const thousands = THOUSANDS.test(raw) && !/^\d{3} \d{3} \d{3}$/.test(raw);
    if (!international && (DATE_OR_TIME.test(raw) || thousands || YEARS.test(raw))) continue;
    // "+44 (0)7700 900 123": the trunk zero in brackets is dialled only at home.
    const e164 = international ? `+${raw.replace(/\(0\)/, '').replace(/\D/g, '').replace(/^00/, '')}` : raw;
    // A "+" and eight or more digits is a phone even when the plan has changed since ("+52 1 55 …").
    const possible = international
      ? isPossiblePhoneNumber(e164) || (/^\+/.test(raw) && digits.length >= 8)
      : COUNTRIES.some((country) => isPossiblePhoneNumber(raw, country));
    if (possible) spans.add(m.index, m.index + raw.length, 'phone');
  }
}
