// Writing the reflection: name the feeling, quote the writer, validate, offer one gentle
// perspective, end with an open question. Wording is picked by a hash of the entry, so the
// same entry always reads the same and different entries rarely do.

import type { Category, Safety } from './types.ts';
import {
  bannedPhraseHits,
  celebratingPhraseHits,
  EMOTION_LEXICON,
  FEELING_WORDS,
  GOODBYE_CUES,
  MEANS_OR_GOODBYE_WORDS,
  MOOD_CONTRADICTS,
  PLAN_OR_METHOD_WORDS,
  POSITIVE_EMOTIONS,
  RISK_WORDS,
  type Emotion,
} from './lexicon.ts';
import type { Analysis } from './analyze.ts';
import { detectByRules, LANGUAGE_NOT_CHECKED, REASONS } from './detector.ts';
import { containsRedaction, type PersonalData, redactForSharing } from './redaction.ts';
import { capitalize, endsOnAbbreviation, hash, normalize, pick, sentences } from './text.ts';
import { CRISIS_SENTENCE, EMERGENCY_NUMBER, LIFELINE_NUMBER } from '../domain/crisis-lines.ts';

/** The crisis lines in words (domain/crisis-lines.ts is their one source). */
export const CRISIS_LINES = CRISIS_SENTENCE;

/** The detector's reason for text in a language it cannot read (issue 12, item 2): treated as unknown risk. */
export { LANGUAGE_NOT_CHECKED };

const NAME_NEGATIVE = [
  (a: string, _n: string) => `It sounds like you're feeling ${a} right now.`,
  (_a: string, n: string) => `There's a lot of ${n} in what you wrote.`,
  (a: string, _n: string) => `I can hear how ${a} you've been feeling.`,
  (a: string, _n: string) => `Feeling ${a} like this is a lot to hold.`,
  (_a: string, n: string) => `What comes through most here is ${n}.`,
  (a: string, _n: string) => `You sound ${a}, and that's worth pausing on.`,
];
const NAME_POSITIVE = [
  (_a: string, n: string) => `There's a real sense of ${n} in what you wrote.`,
  (a: string, _n: string) => `It sounds like you're feeling ${a}, and it comes through clearly.`,
  (_a: string, n: string) => `${capitalize(n)} comes through in this entry.`,
  (a: string, _n: string) => `You sound genuinely ${a} here.`,
  (_a: string, n: string) => `What comes through most here is ${n}.`,
];

const QUOTE = [
  (q: string) => `When you wrote "${q}," it showed how much this matters to you.`,
  (q: string) => `The words "${q}" stand out; they carry a lot.`,
  (q: string) => `You put it plainly: "${q}."`,
  (q: string) => `I noticed you said "${q}," and that feels important.`,
  (q: string) => `Your words, "${q}," paint a clear picture of where you are.`,
  (q: string) => `"${capitalize(q)}" says so much in just a few words.`,
];
const QUOTE_POSITIVE = [
  (q: string) => `Reading "${q}," it's easy to feel the warmth of this moment.`,
  (q: string) => `You wrote "${q}," and it sounds like it mattered.`,
  (q: string) => `"${capitalize(q)}" says a lot in just a few words.`,
  (q: string) => `I noticed you said "${q}," and it sounds like it meant a lot.`,
];

const VALIDATE: Record<Emotion, string[]> = {
  sadness: [
    'It makes sense to feel low when something touches you this deeply.',
    "Sadness like this often shows how much you care, and it's allowed to take up space.",
    "Feeling this way doesn't mean you're doing anything wrong; it means something matters to you.",
  ],
  anger: [
    'Frustration often shows up when something important to you has been crossed.',
    "It's understandable to feel this way when things feel unfair.",
    'Anger can be a signal that one of your values or boundaries matters.',
  ],
  anxiety: [
    "It's understandable that your mind is working overtime with so much uncertain.",
    'Worry often shows up when we care about how things turn out.',
    'Feeling on edge with this much on your plate makes a lot of sense.',
  ],
  overwhelm: [
    'Anyone holding this much at once would feel stretched thin.',
    'It makes sense to feel worn down when so much is asking for your energy.',
    'Feeling overloaded is a very human response to carrying a lot.',
  ],
  loneliness: [
    'Wanting connection is deeply human, and missing it hurts.',
    'Loneliness can feel heavy, and it says nothing about your worth.',
    'Longing for closeness is one of the most understandable feelings there is.',
  ],
  grief: [
    "Grief is a reflection of love, and there's no right way or timeline for it.",
    'Missing someone this much says a lot about what they meant to you.',
    'Loss can reshape ordinary days, and it makes sense that it still aches.',
  ],
  shame: [
    "Being this hard on yourself is painful, and you deserve the kindness you'd offer a friend.",
    "Those harsh thoughts about yourself are heavy to carry, and they aren't the whole truth about you.",
    'It takes courage to write honestly about the parts of ourselves we struggle with.',
  ],
  guilt: [
    'Feeling guilty often shows how much you care about doing right by others.',
    "Regret can be a sign of your values at work, not proof that you're a bad person.",
    'Looking back with this much care says something good about you.',
  ],
  confusion: [
    "It's okay not to have it figured out yet; uncertainty is part of working something through.",
    'Feeling torn usually means more than one thing matters to you.',
    'Not knowing which way to go is uncomfortable, and it makes sense to sit with it for a while.',
  ],
  longing: [
    'Wanting something more, or something different, is a meaningful thing to notice.',
    'That longing is worth listening to; it often points toward what you value.',
    "Reaching for something you don't have yet takes honesty.",
  ],
  hope: [
    'That hope is worth holding onto, even while things are still unfolding.',
    "It's good to notice the small openings when they appear.",
    'Hope can sit right alongside everything else you feel, and all of it is allowed.',
  ],
  joy: [
    "It's good to pause and really take in a moment like this.",
    'Moments like this deserve to be noticed and savoured.',
    'A good moment is worth writing down, so it can be remembered.',
  ],
  gratitude: [
    "Noticing what you're grateful for is a quiet kind of strength.",
    'Gratitude like this has a way of softening the rest of the day.',
    'It says a lot that you took the time to notice this.',
  ],
  pride: [
    'You have every reason to feel proud of this.',
    'That sense of accomplishment is well earned.',
    "It's worth letting yourself really feel this one.",
  ],
  relief: [
    'That relief sounds well earned after everything leading up to it.',
    'It makes sense to feel lighter now that the weight has shifted.',
    'Letting yourself exhale after something hard matters.',
  ],
  calm: [
    'Moments of calm like this are worth noticing.',
    'That steadiness is something you can come back to.',
    "There's real value in a quiet moment like this one.",
  ],
};

const PERSPECTIVE: Record<Category, string[]> = {
  relationships: [
    'Sometimes the people closest to us stir up the strongest feelings precisely because they matter so much.',
    "How this relationship feels right now isn't necessarily how it will always feel.",
  ],
  family: [
    'Family can hold love and hurt at the same time, and both can be true.',
    'The roles we carry in our families are often heavier than anyone sees.',
  ],
  'work and school': [
    "Your worth isn't measured by a grade, a deadline or a single day at work.",
    "Sometimes pressure says more about how much you care than about how you're actually doing.",
  ],
  'health and body': [
    'Your body has been carrying you through a lot, and listening to it is a form of care.',
    "Health ups and downs can affect everything else, so it's no wonder this feels big.",
  ],
  'self-worth': [
    'The voice that judges you most harshly is often not the most accurate one.',
    'Your worth was never something you had to earn in a single moment.',
  ],
  'anxiety and stress': [
    'Sometimes naming a worry, the way you just did, makes it a little smaller.',
    'Not every anxious thought that shows up needs to be believed right away.',
  ],
  'grief and loss': [
    "Grief tends to come in waves, and there's room for every one of them.",
    'The bond you had is still part of you, even as things change.',
  ],
  'gratitude and joy': [
    'Letting good moments land fully can make them easier to return to later.',
    'Small bright spots often say a lot about what truly matters to you.',
  ],
  'growth and change': [
    'Change often feels messy from the inside, even when it is moving you somewhere good.',
    'Growth rarely happens in a straight line, and noticing where you are is part of it.',
  ],
  creativity: [
    'Making something is a way of listening to yourself, whatever comes of it.',
    'Creative work often carries feelings that are hard to say any other way.',
  ],
  loneliness: [
    "Feeling alone right now doesn't mean you'll always be alone.",
    'Connection can start small, and it often starts with being honest like this.',
  ],
  'anger and conflict': [
    "Your anger may be pointing at something that matters to you, and it's allowed to be there.",
    'Conflict can feel consuming, and stepping back to write about it is already a kind of care.',
  ],
};

const QUESTION: Record<Category, string[]> = {
  relationships: [
    'What do you wish this person understood about how you feel?',
    'What would feel like a caring next step for you in this relationship?',
  ],
  family: [
    'What would you want your family to know about what this has been like for you?',
    'What do you need most from the people at home right now?',
  ],
  'work and school': [
    "What's one part of this that's actually within your control?",
    'What would a kinder pace look like for you this week?',
  ],
  'health and body': [
    'What does your body seem to need most right now?',
    'What would taking care of yourself look like today, in a small way?',
  ],
  'self-worth': [
    'What would you say to a close friend who wrote these same words?',
    "What's one thing you value about yourself that this moment doesn't erase?",
  ],
  'anxiety and stress': [
    'What helps you feel even a little more grounded when your mind starts racing?',
    'Which of these worries feels most pressing, and which could wait?',
  ],
  'grief and loss': ["What's a memory you'd like to hold onto today?", 'What helps you feel close to what you lost?'],
  'gratitude and joy': [
    'What made this moment feel so good, and how might you invite more of it?',
    'Who or what would you like to thank for today?',
  ],
  'growth and change': [
    "What's one thing you've learned about yourself through this?",
    'What would you like to carry with you into the next chapter?',
  ],
  creativity: [
    'What does making this give you that nothing else quite does?',
    'What would you create if no one else were ever going to see it?',
  ],
  loneliness: [
    "Who is one person, even someone you haven't talked to in a while, you might feel okay reaching out to?",
    'What kind of connection would feel good to you right now?',
  ],
  'anger and conflict': [
    'What would it look like to honour this anger without letting it run the show?',
    'What do you need in order to feel respected here?',
  ],
};

const POSITIVE_PERSPECTIVE = [
  'Letting good moments land fully can make them easier to return to later.',
  'Small bright spots often say a lot about what truly matters to you.',
  'Moments like this can become something to lean on during harder days.',
];
const POSITIVE_QUESTION = [
  'What do you want to remember most about this?',
  'Who would you like to share this with?',
  'What does this moment tell you about what matters to you?',
];
const SOMEONE_ELSE_QUESTION = [
  'What kind of support would help you while you look out for them?',
  'Who could you lean on while you help carry this?',
];

const SUPPORT_SELF = [
  `If things start to feel heavier, you don't have to hold them alone: talking with someone you trust, or calling or texting ${LIFELINE_NUMBER}, can help.`,
  `If this weight keeps building, reaching out to someone you trust, or calling or texting ${LIFELINE_NUMBER}, is always an option.`,
];
const SUPPORT_OTHER = [
  `If someone you care about may be at risk, you can call or text ${LIFELINE_NUMBER} together or on their behalf, and call ${EMERGENCY_NUMBER} if they are in immediate danger.`,
  `It's a lot to hold someone else's pain; you can call or text ${LIFELINE_NUMBER} for guidance on how to support them, or ${EMERGENCY_NUMBER} if they are in immediate danger.`,
];
const SUPPORT_OTHERS_HARM = [
  `If these feelings toward someone start to feel hard to control, calling or texting ${LIFELINE_NUMBER} can help you through that moment, and ${EMERGENCY_NUMBER} is there if anyone is in immediate danger.`,
];
// Words the check could not read: one gentle line, with a way to find a line outside the US too.
const SUPPORT_UNREAD = [
  `If anything you are carrying feels heavy, you can call or text ${LIFELINE_NUMBER} in the US, or look up a crisis line in your country; you don't have to hold it alone.`,
];

// The steady reply: for entries with any risk or goodbye signal. It names no feeling the writer did
// not choose, celebrates nothing, and asks about now and about support.
const STEADY_NAME = [
  'Thank you for putting this into words.',
  "I'm glad you wrote this down.",
  'Thank you for sharing what is on your mind.',
];
const STEADY_VALIDATE = [
  'Whatever is behind these words, they deserve care and attention.',
  'Writing this down can take a lot, and it matters that you did.',
  'What you are going through matters, and so do you.',
];
const STEADY_QUESTION = [
  'How are you really doing right now, underneath it all?',
  'Who is someone you could talk with about what is on your mind?',
  'What would help you feel a little more supported today?',
];

// When the words speak only of feelings the chosen mood contradicts, the reply names none.
const UNNAMED_NAME = ['Thank you for putting this into words.', 'Thank you for sharing what is on your mind.'];
const UNNAMED_VALIDATE = [
  'Writing things down like this is a way of taking yourself seriously.',
  'Whatever you are feeling about it, there is room for all of it here.',
];

// Perspectives and questions that fit any topic, for when a topic's own wording would name a
// feeling the writer's mood contradicts (a "Joyful" entry that reads as being about worry).
const GENERAL_PERSPECTIVE = [
  'Putting something into words can make it a little easier to see clearly.',
  'Noticing what stands out to you is already a way of listening to yourself.',
];
const GENERAL_QUESTION = [
  'What feels most important to you about this right now?',
  'What would you like to remember about this day?',
];

// The feeling a topic's perspective and question speak of.
const CATEGORY_FEELING: Partial<Record<Category, Emotion>> = {
  'anger and conflict': 'anger',
  'anxiety and stress': 'anxiety',
  loneliness: 'loneliness',
  'grief and loss': 'grief',
  'self-worth': 'shame',
  'gratitude and joy': 'joy',
};

const CRISIS_OPEN = [
  "I'm really glad you wrote this down, and I'm concerned about what you are going through right now.",
  "Thank you for putting this into words; it sounds like you're carrying something really painful, and your safety matters.",
  "I'm so sorry things feel this heavy right now, and I'm glad you shared it.",
];
const CRISIS_HARM_OPEN = [
  "It sounds like these feelings have reached a point that feels frightening, and I'm glad you put them into words.",
];
// When the mood the writer chose names no pain (a "Joyful" goodbye), the reply names none either.
const CRISIS_MATTERS_STEADY = [
  'What you wrote matters, and so do you.',
  'You matter, and so does whatever brought you to write this.',
];
const CRISIS_MATTERS = [
  (n: string) => `The ${n} you describe is real, and you matter.`,
  (n: string) => `You matter, and so does the ${n} you are carrying.`,
  (n: string) => `There is so much ${n} in what you wrote, and you deserve support with it.`,
  (n: string) => `Feeling this much ${n} is exhausting, and you deserve care right now.`,
];
const CRISIS_HOPE = [
  "You don't have to face this alone, and with support these feelings can change, even if that's hard to believe right now.",
  'Reaching out is a sign of strength, and people want to help you through this.',
  'Many people who have felt this way have found their way through with support, and you deserve that support too.',
  'Talking to someone, even for a few minutes, can make this moment a little more bearable.',
];
const CRISIS_QUESTION = [
  'Is there someone you trust you could reach out to right now, or would you be willing to contact one of these lines?',
  'Would you be willing to reach out to one of these lines, or to someone close to you, tonight?',
  'Who is one person you could let know how you are feeling today?',
];
const CRISIS_HARM_QUESTION = [
  'Could you put some distance between yourself and the situation right now, and reach out to one of these lines?',
];

// Even when no check rated the entry, "a moment worth keeping", "lovely" and "joy shines through"
// were once said to goodbye notes: the engine's own words no longer include them at all. The
// writer's feeling of joy is named "happiness".
// Words about dying or harm are never quoted back: safe messaging, and the quote may be shown to others.
const RISKY_PHRASE =
  /suicid|kill|die\b|dying|dead|death|harm|hurt|cutting|pills|overdose|better off|disappear|burden|hopeless|no point|the point|alive|wake up|bridge|jump|gun|end it|end my|be here|not be around|gone|worthless|hate myself|myself with/;

const ANY_FEELING = new RegExp(
  Object.values(EMOTION_LEXICON)
    .map((r) => r.source)
    .join('|'),
);

const ENGLISH_WORD =
  /\b(?:i|i'm|i've|i'll|my|the|and|was|it's|of|with|this|that|is|feel|feeling|felt|just|been|have|had|not|you|we|our|for|at|day|today|really|very|got|am|are|be|ever|about|what|when|how|can|could|would|will|did|do|he|she|they|them|him|his|her|their|after|before|again|still|much|more|some|every|time|little|bit|lot|off|out|up|can't|don't|didn't|won't)\b/;

// Markup is never quoted back: HTML tags and markdown marks are taken out before clauses are read,
// and a clause with any left (brackets, entities, code) is not a candidate.
const MARKUP_LEFT = /[<>*_#`~|{}\\[\]]|&#?\w+;|\]\(|(?:^|\s)[-+]\s/;
function withoutMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/(\*\*|__|~~)(?=\S)([^\n]*?\S)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^\n*_]*?\S)[*_](?=[\s).,!?;:]|$)/g, '$1$2')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-+*]|\d+[.)])\s+/gm, '');
}

/**
 * A short phrase of the writer's own words: the most feeling-laden clause, never risk wording,
 * personal data or markup, and never cut at an abbreviation. `careful` (any risk or goodbye
 * signal): never words about a plan, means or goodbye, nothing celebratory, nothing the detector rates.
 */
export function chooseQuote(text: string | PersonalData, emotion: Emotion, careful = false): string | null {
  const safeText = withoutMarkup(redactForSharing(text));
  const quotable = (phrase: string): boolean => {
    const lower = phrase.toLowerCase();
    if (containsRedaction(phrase) || MARKUP_LEFT.test(phrase) || endsOnAbbreviation(phrase)) return false;
    if (lower.split(/[^a-z']+/).some((w) => RISK_WORDS.has(w)) || RISKY_PHRASE.test(lower)) return false;
    // Plan, means and goodbye words are never echoed, whatever the check said: a missed goodbye
    // must not hear its own plan read back ("Made my decision last night").
    if (MEANS_OR_GOODBYE_WORDS.test(lower) || (careful && PLAN_OR_METHOD_WORDS.test(lower))) return false;
    // The word checks above read English: words in another language are not echoed into an English reply.
    if (!ENGLISH_WORD.test(lower)) return false;
    if (careful && celebratingPhraseHits(lower).length > 0) return false;
    // The writer's own "calm down" or "diagnosis" quoted back reads as Hearth saying it.
    return bannedPhraseHits(lower).length === 0;
  };
  const candidates: { phrase: string; score: number; pos: number }[] = [];
  let pos = 0;
  for (const sentence of sentences(safeText)) {
    for (const clause of sentence.split(
      /\s*(?:[,;:()]|\s[-–—]\s|\.\.\.|…)\s*|\s+(?=(?:and|but|because|although|though|while|when|until)\s)/i,
    )) {
      pos++;
      const cleaned = clause
        .replace(/^["'\s]+|["'\s!?]+$/g, '')
        // A closing full stop goes, unless it belongs to an abbreviation ("St.", "e.g.").
        .replace(/\.+$/, (dots, _at: number, whole: string) => (endsOnAbbreviation(whole) ? dots : ''))
        .replace(/"/g, "'")
        .replace(
          /^(?:and|but|because|so|although|though|while|when|until|then|or|also|honestly|anyway|like|well)\s+/i,
          '',
        );
      const ws = cleaned.split(/\s+/).filter(Boolean);
      if (ws.length < 3 || containsRedaction(cleaned)) continue;
      const phrase = ws.length > 14 ? windowAround(ws, emotion) : cleaned;
      if (phrase.split(/\s+/).length < 3 || !quotable(phrase)) continue;
      const lower = phrase.toLowerCase();
      const re = EMOTION_LEXICON[emotion];
      re.lastIndex = 0;
      const feeling = re.test(lower) ? 3 : 0;
      const anyFeeling = ANY_FEELING.test(lower) ? 1.5 : 0;
      const firstPerson = /\b(?:i|i'm|my|me|myself)\b/.test(lower) ? 1 : 0;
      const n = phrase.split(/\s+/).length;
      const sizeFit = n >= 4 && n <= 10 ? 1 : 0;
      candidates.push({ phrase, score: feeling + anyFeeling + firstPerson + sizeFit, pos });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.pos - b.pos);
  // After a crisis or concern, not even hopeless words are echoed back (checked lazily: the rules cost more). The
  // rules judge a phrase, as they judge every line under 12 words: the learned reader's reading of a few words
  // sits near its bias and would hold half of all plain phrases (detector.ts decideLevel).
  const calm = (phrase: string) => detectByRules(phrase).level === 'none';
  const best = careful ? candidates.find((c) => calm(c.phrase)) : candidates[0];
  if (best) return best.phrase;
  // Very short entries ("New city, new me.") have no clause long enough: quote a whole short sentence.
  const whole = sentences(safeText)
    .map((x) =>
      x.replace(/[!?…]+$/, '').replace(/\.+$/, (d, _at: number, w: string) => (endsOnAbbreviation(w) ? d : '')),
    )
    .map((x) => x.replace(/"/g, "'"))
    .find((x) => {
      const n = x.split(/\s+/).length;
      return n >= 3 && n <= 14 && quotable(x) && (!careful || calm(x));
    });
  return whole ?? null;
}

function windowAround(ws: string[], emotion: Emotion): string {
  const re = EMOTION_LEXICON[emotion];
  let at = ws.findIndex((w) => ((re.lastIndex = 0), re.test(w.toLowerCase())));
  if (at < 0) at = 0;
  let start = Math.max(0, Math.min(at - 4, ws.length - 10));
  // Never open on the word after an abbreviation ("Mary's" of "St. Mary's").
  while (start > 0 && endsOnAbbreviation(ws[start - 1] ?? '')) start--;
  const window = ws.slice(start, start + 10);
  // A quote that trails off on "of the" or "Dr." reads as a mistake: end on a word that carries meaning.
  while (window.length > 4 && (TRAILING.test(window[window.length - 1] ?? '') || endsOnAbbreviation(window.join(' '))))
    window.pop();
  return window.join(' ');
}

const TRAILING =
  /^(?:a|an|the|of|to|in|on|at|for|with|and|but|or|my|your|his|her|their|our|is|was|be|i|that|this|so|very|whole|just|from|by|as|if|it)$/i;

/** The gentle mention of support that a `concern` reflection carries. */
export function supportSentence(text: string, safety: Safety): string {
  const seed = hash(text);
  if (safety.reasons.includes(REASONS.others)) return pick(SUPPORT_OTHERS_HARM, seed, 6);
  // Also when it was the prompt the check could not read ("language not checked (in the prompt)").
  if (safety.reasons.some((r) => r.startsWith(LANGUAGE_NOT_CHECKED))) return pick(SUPPORT_UNREAD, seed, 6);
  const aboutWriter = safety.reasons.some((r) => r !== REASONS.someoneElse);
  return pick(aboutWriter || safety.reasons.length === 0 ? SUPPORT_SELF : SUPPORT_OTHER, seed, 6);
}

/** Goodbye or plan wording the detector may not rate: enough to turn the reply's tone steady. */
export function hasGoodbyeCue(text: string): boolean {
  return GOODBYE_CUES.test(normalize(text));
}

/** A feeling the reply may name: one the writer's mood allows, and under any risk never a bright one. */
function nameable(emotion: Emotion, analysis: Analysis, risky: boolean): boolean {
  if (MOOD_CONTRADICTS[analysis.mood].has(emotion)) return false;
  return !(risky && POSITIVE_EMOTIONS.has(emotion));
}

// Named plainly but gently: a crisis reply speaks of pain only when the writer's mood allows it.
function crisisMatters(analysis: Analysis, seed: number): string {
  const e = analysis.emotion;
  if (analysis.unnamed || !nameable(e, analysis, true) || MOOD_CONTRADICTS[analysis.mood].has('sadness'))
    return pick(CRISIS_MATTERS_STEADY, seed, 2);
  const noun = e === 'sadness' || e === 'confusion' || e === 'longing' ? 'pain' : FEELING_WORDS[e].noun;
  return pick(CRISIS_MATTERS, seed, 2)(noun);
}

/**
 * A steady reply, for any risk or goodbye signal short of crisis (and for words the check could not
 * read): name only a feeling the mood allows and that is not a bright one, quote only safe words,
 * validate, mention support gently, and ask about now.
 */
function steadyReflection(entry: PersonalData, analysis: Analysis, safety: Safety, seed: number): string {
  const { text } = entry;
  const unread = safety.reasons.includes(LANGUAGE_NOT_CHECKED);
  const named = !unread && !analysis.unnamed && nameable(analysis.emotion, analysis, true);
  const { adj, noun } = FEELING_WORDS[analysis.emotion];
  const name = named ? pick(NAME_NEGATIVE, seed, 1)(adj, noun) : pick(STEADY_NAME, seed, 1);
  // Words the check could not read are never echoed (nobody here knows what they say), nor any
  // words of a goodbye: like a crisis reply, that one quotes nothing.
  const quote = unread || hasGoodbyeCue(text) ? null : chooseQuote(entry, analysis.emotion, true);
  const quoted = quote ? pick(QUOTE, seed, 2)(quote) : null;
  const validate = named ? pick(VALIDATE[analysis.emotion], seed, 3) : pick(STEADY_VALIDATE, seed, 3);
  const aboutSomeoneElse = safety.reasons.length > 0 && !safety.reasons.some((r) => r !== REASONS.someoneElse);
  const closing = aboutSomeoneElse ? pick(SOMEONE_ELSE_QUESTION, seed, 5) : pick(STEADY_QUESTION, seed, 5);
  const reply = [name, quoted, validate, supportSentence(text, safety), closing].filter(Boolean).join(' ');
  // The last guard: a steady reply never celebrates, whatever the lexicon found.
  if (celebratingPhraseHits(reply).length === 0) return reply;
  return [pick(STEADY_NAME, seed, 1), pick(STEADY_VALIDATE, seed, 3), supportSentence(text, safety), closing].join(' ');
}

/** `entry`: the words with their personal data already found, which no quote may carry. */
export function composeReflection(entry: PersonalData, analysis: Analysis, safety: Safety): string {
  const { text } = entry;
  const seed = hash(text);
  const harmToOthers = safety.reasons.includes(REASONS.others);

  if (safety.level === 'crisis') {
    // No quote here: in a crisis even harmless-looking words ("I wrote letters to my parents",
    // "I haven't decided anything") can belong to a plan, and echoing them back is unsafe.
    return [
      pick(harmToOthers ? CRISIS_HARM_OPEN : CRISIS_OPEN, seed, 1),
      CRISIS_LINES,
      crisisMatters(analysis, seed),
      pick(CRISIS_HOPE, seed, 3),
      pick(harmToOthers ? CRISIS_HARM_QUESTION : CRISIS_QUESTION, seed, 4),
    ].join(' ');
  }

  // Any risk or goodbye signal: a steady reply, never a celebration.
  if (safety.level === 'concern' || hasGoodbyeCue(text)) return steadyReflection(entry, analysis, safety, seed);

  const quote = chooseQuote(entry, analysis.emotion);
  const { adj, noun } = FEELING_WORDS[analysis.emotion];
  const positive = POSITIVE_EMOTIONS.has(analysis.emotion);
  const second =
    analysis.secondary && nameable(analysis.secondary, analysis, false) ? FEELING_WORDS[analysis.secondary] : null;
  let name = pick(positive ? NAME_POSITIVE : NAME_NEGATIVE, seed, 1)(adj, noun);
  if (second && pick([true, false], seed, 7)) {
    name = `It sounds like you're feeling ${adj}, with some ${second.noun} mixed in.`;
  }
  if (analysis.unnamed) name = pick(UNNAMED_NAME, seed, 1);
  const quoted = quote ? pick(positive && !analysis.unnamed ? QUOTE_POSITIVE : QUOTE, seed, 2)(quote) : null;
  const validate = analysis.unnamed ? pick(UNNAMED_VALIDATE, seed, 3) : pick(VALIDATE[analysis.emotion], seed, 3);
  // Joyful entries get a perspective and question that stay with the good moment, whatever the topic.
  const savouring = positive && analysis.emotion !== 'hope' && !analysis.unnamed;
  // A topic whose wording names a feeling the mood contradicts gets words that fit any topic.
  const topicFeeling = CATEGORY_FEELING[analysis.category];
  const topicFits = !topicFeeling || !MOOD_CONTRADICTS[analysis.mood].has(topicFeeling);
  const perspective = pick(
    savouring ? POSITIVE_PERSPECTIVE : topicFits ? PERSPECTIVE[analysis.category] : GENERAL_PERSPECTIVE,
    seed,
    4,
  );
  const question = pick(
    savouring
      ? [...POSITIVE_QUESTION, ...QUESTION['gratitude and joy']]
      : topicFits
        ? QUESTION[analysis.category]
        : GENERAL_QUESTION,
    seed,
    5,
  );
  return [name, quoted, validate, perspective, question].filter(Boolean).join(' ');
}
