// Curated lexicons for what the AFINN word list (the `sentiment` package) does not give us:
// which emotion, which topic. Patterns are word-prefix regexes over lower-cased text.

import type { Category } from './types.ts';
import type { MoodKey } from './moods.ts';

export type Emotion =
  | 'sadness' | 'anger' | 'anxiety' | 'overwhelm' | 'loneliness' | 'grief' | 'shame' | 'guilt'
  | 'confusion' | 'longing' | 'hope' | 'joy' | 'gratitude' | 'pride' | 'relief' | 'calm';

export const POSITIVE_EMOTIONS: ReadonlySet<Emotion> = new Set(['hope', 'joy', 'gratitude', 'pride', 'relief', 'calm']);

/** How the engine names each feeling: plainly, the way a friend would. */
export const FEELING_WORDS: Record<Emotion, { adj: string; noun: string }> = {
  sadness: { adj: 'sad', noun: 'sadness' },
  anger: { adj: 'frustrated', noun: 'frustration' },
  anxiety: { adj: 'anxious', noun: 'worry' },
  overwhelm: { adj: 'overwhelmed', noun: 'overwhelm' },
  loneliness: { adj: 'lonely', noun: 'loneliness' },
  grief: { adj: 'heartbroken', noun: 'grief' },
  shame: { adj: 'ashamed', noun: 'self-doubt' },
  guilt: { adj: 'guilty', noun: 'guilt' },
  confusion: { adj: 'unsure', noun: 'uncertainty' },
  longing: { adj: 'restless', noun: 'longing' },
  hope: { adj: 'hopeful', noun: 'hope' },
  joy: { adj: 'happy', noun: 'joy' },
  gratitude: { adj: 'grateful', noun: 'gratitude' },
  pride: { adj: 'proud', noun: 'pride' },
  relief: { adj: 'relieved', noun: 'relief' },
  calm: { adj: 'at peace', noun: 'calm' },
};

const rx = (alts: string) => new RegExp(String.raw`\b(?:${alts})`, 'g');

export const EMOTION_LEXICON: Record<Emotion, RegExp> = {
  sadness: rx(String.raw`sad\b|sadness|down\b|low\b|blue\b|cry|cried|tears|teary|upset|heavy|miserable|unhappy|depress|gloomy|heartbr|hurt\b|hurts\b|hurting|empty|numb|disappoint|let down|bummed`),
  anger: rx(String.raw`angry|anger|mad\b|furious|fuming|pissed|annoy|irritat|frustrat|rage|livid|resent|fed up|unfair|hate\b|hated|sick of|infuriat|outrag|bitter|yell|scream|snapped`),
  anxiety: rx(String.raw`anxi|nervous|worr|panic|scared|afraid|fear|dread|overthink|on edge|stress|tense|restless|jittery|what if|can not stop thinking|racing|freak|terrif|uneasy`),
  overwhelm: rx(String.raw`overwhelm|too much|swamped|buried|exhaust|burn(?:ed|t) out|burnout|drained|tired|so much to do|stretched|no energy|running on empty|can not keep up`),
  loneliness: rx(String.raw`lonel|alone\b|isolat|left out|no one to|nobody to|invisible|disconnect|no friends|by myself|on my own|nobody (?:gets|understands|texts|calls)|no one (?:gets|understands|texts|calls)`),
  grief: rx(String.raw`grief|griev|passed away|died|death|funeral|mourn|loss of|lost my (?:mom|dad|mother|father|grand|brother|sister|friend|dog|cat|husband|wife|partner|son|daughter|baby)|miss (?:her|him|them) so|memorial|put (?:him|her) down|since (?:she|he) (?:died|passed)`),
  shame: rx(String.raw`ashamed|shame|embarrass|humiliat|stupid|failure|not good enough|worthless|pathetic|useless|hate myself|ugly|loser|cringe|idiot|disgust(?:ed|ing) with myself|imposter|fraud`),
  guilt: rx(String.raw`guilt|my fault|regret|sorry|should have|should not have|blame myself|let (?:her|him|them|everyone) down`),
  confusion: rx(String.raw`confus|unsure|uncertain|do not know|not sure|torn|mixed feelings|stuck|unclear|lost\b|no idea|can not decide|undecided|what to do|which way|foggy`),
  longing: rx(String.raw`wish|longing|long for|yearn|crav|searching|looking for|need someone|want someone|want to feel|want to be|miss (?:having|feeling|being)|hoping someone|someday|if only`),
  hope: rx(String.raw`hope|hopeful|looking forward|optimis|better days|getting better|brighter|on the mend|can not wait|excited for|new start|fresh start`),
  joy: rx(String.raw`happy|happiness|joy|glad|excit|great\b|amazing|wonderful|laugh|fun\b|delight|thrill|love\b|loved\b|beautiful|awesome|smil|best day|giddy|ecstatic|cheerful|yay`),
  gratitude: rx(String.raw`grateful|gratitude|thankful|thank|appreciat|blessed|lucky|fortunate`),
  pride: rx(String.raw`proud|accomplish|i did it|managed to|finally (?:did|finished|got|made)|achiev|nailed|succeeded|passed (?:my|the)|milestone`),
  relief: rx(String.raw`relie|weight off|finally over|can breathe|breathe again|phew|the worst is over`),
  calm: rx(String.raw`calm|peace|content\b|serene|quiet morning|relax|still\b|gentle|slow morning|at ease|settled`),
};

/** The mood the writer chose is a prior, not the answer: the words usually know better. */
export const MOOD_EMOTION: Record<MoodKey, Emotion> = {
  sad: 'sadness',
  angry: 'anger',
  confused: 'confusion',
  pleading: 'longing',
  'upside-down': 'hope',
  happy: 'joy',
};

export const CATEGORY_LEXICON: Record<Category, RegExp> = {
  relationships: rx(String.raw`boyfriend|girlfriend|partner|husband|wife|dating|date\b|dates\b|breakup|broke up|break up|\bex\b|crush|relationship|marriage|married|divorc|friendship|best friend|bestie|ghosted|cheat|fianc|texted me|left me|situationship|our anniversary|my friends?\b|friends\b`),
  family: rx(String.raw`mom\b|mum\b|mother|dad\b|father|parent|sister|brother|sibling|grandma|grandpa|grandmother|grandfather|grandparent|aunt|uncle|cousin|family|son\b|daughter|my kids|children|my baby|stepdad|stepmom|in-laws|toddler|nephew|niece`),
  'work and school': rx(String.raw`work\b|working|job|boss|manager|coworker|co-worker|colleague|office|shift|meeting|deadline|promotion|fired|laid off|layoff|interview|career|salary|client|exam|test\b|tests\b|class\b|classes|school|college|universit|homework|assignment|grade|professor|teacher|stud(?:y|ying|ied)|semester|thesis|essay|lecture|internship|presentation|performance review|quarterly|workload|finals|midterm|dissertation|coursework`),
  'health and body': rx(String.raw`sick|illness|ill\b|doctor|hospital|diagnos|pain\b|chronic|my body|weight|eating|appetite|insomnia|sleep|exercis|gym|headache|migraine|surgery|medication|meds\b|injur|covid|flu\b|pregnan|physio|symptom|blood test|scan|fatigue|knee|back pain|healthy|health|recovery from|nutrition|workout|walked|running|yoga|energy levels`),
  'self-worth': rx(String.raw`not good enough|worthless|failure|compar|confidence|insecur|ugly|stupid|useless|deserve|imposter|hate myself|self-esteem|self esteem|believe in myself|value myself|never enough|not enough|loser|pathetic|my worth|who i am|be myself|like myself|proud of myself|love myself|mirror|disappointment to`),
  'anxiety and stress': rx(String.raw`anxi|stress|panic|worr|overthink|nervous|overwhelm|pressure|dread|racing thoughts|tense|what if|on edge|heart pound|can not breathe|chest tight|spiral|freaking out|scared|afraid`),
  'grief and loss': rx(String.raw`died|death|passed away|funeral|grief|griev|mourn|loss\b|lost (?:my|our) |miss (?:her|him) |gone forever|memorial|anniversary of|put (?:him|her) down|cancer|last goodbye|rest in peace|her ashes|his ashes|since (?:she|he) (?:died|passed)|passing|widow`),
  'gratitude and joy': rx(String.raw`grateful|thankful|gratitude|blessed|joy|happy|amazing|wonderful|celebrat|laugh|beautiful|sunshine|sunset|fun\b|smil|appreciat|lucky|delight|good day|great day|best day|made my day|little things|so good|excited`),
  'growth and change': rx(String.raw`change|changing|growth|grow|learn|progress|habit|goal|new chapter|moving|moved|start over|fresh start|heal|therap|becoming|version of myself|milestone|sober|sobriety|a year ago|realiz|lesson|boundar|journey|transition|new city|new job|quit|quitting|letting go|let go|used to be|for the first time|changed|different person|step by step|slowly`),
  creativity: rx(String.raw`writ(?:e|ing)\b|wrote a|poem|poetry|paint|draw|drawing|\bart\b|artwork|music|song|guitar|piano|sing|creat|stor(?:y|ies)\b|novel|photograph|craft|knit|design|danc|compos|sketch|ceramic|pottery|canvas|lyrics|band\b|melody|chapter|manuscript|my blog|film|crochet|sew`),
  loneliness: rx(String.raw`lonel|alone\b|isolat|no one|nobody|left out|invisible|no friends|by myself|on my own|disconnect|empty apartment|empty house|weekend alone|miss having|no one to talk|sit alone|eat alone|ate alone|outsider|don't belong|not belong|do not belong|nobody texts|no one texts|no one calls`),
  'anger and conflict': rx(String.raw`angry|anger|furious|mad\b|rage|argument|argu|fight|fought|yell|scream|conflict|unfair|annoy|pissed|resent|disrespect|rude|blam|livid|slammed|snapped|betray|lied to me|fuming|infuriat|hate (?:him|her|them|it|when)`),
};

/** Topics outweigh feelings when both are present: "my boss yelled" is about work first. */
export const TOPIC_WEIGHT: Record<Category, number> = {
  relationships: 1.2,
  family: 1.2,
  'work and school': 1.2,
  'health and body': 1.1,
  'self-worth': 1.1,
  'anxiety and stress': 1,
  'grief and loss': 1.6,
  'gratitude and joy': 0.9,
  'growth and change': 0.9,
  creativity: 1.2,
  loneliness: 1.3,
  'anger and conflict': 1,
};

/** When the words name no topic, the strongest feeling picks the nearest one. */
export const EMOTION_CATEGORY: Record<Emotion, Category> = {
  sadness: 'grief and loss',
  anger: 'anger and conflict',
  anxiety: 'anxiety and stress',
  overwhelm: 'anxiety and stress',
  loneliness: 'loneliness',
  grief: 'grief and loss',
  shame: 'self-worth',
  guilt: 'self-worth',
  confusion: 'growth and change',
  longing: 'growth and change',
  hope: 'growth and change',
  joy: 'gratitude and joy',
  gratitude: 'gratitude and joy',
  pride: 'growth and change',
  relief: 'gratitude and joy',
  calm: 'gratitude and joy',
};

export const INTENSIFIERS = /\b(?:so|really|very|extremely|completely|totally|absolutely|utterly|incredibly|literally|insanely|seriously|always|never|every single|at all|so much|too much|beyond|deeply)\b/g;

/** Phrases that must never appear in a reflection: advice-giving, diagnosis, toxic positivity, unsafe framing. */
export const BANNED_PHRASES: readonly string[] = [
  'you should',
  'you must',
  'you need to',
  'you have to',
  'you ought to',
  'everything happens for a reason',
  'look on the bright side',
  'cheer up',
  'just be positive',
  'stay positive',
  'good vibes only',
  'others have it worse',
  'could be worse',
  'at least you',
  'get over it',
  'calm down',
  "don't worry",
  'do not worry',
  'man up',
  "it's all in your head",
  'you are overreacting',
  "you're overreacting",
  'you have depression',
  'you are depressed',
  "you're depressed",
  'you have anxiety',
  'disorder',
  'diagnos',
  'bipolar',
  'committed suicide',
  'successful suicide',
  'failed attempt',
  'unsuccessful attempt',
];

export function bannedPhraseHits(text: string): string[] {
  const t = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return BANNED_PHRASES.filter((p) => t.includes(p));
}

/** Never shown back as a tag: the growth view is no place to repeat these. */
export const RISK_WORDS = new Set([
  'die', 'dying', 'dead', 'death', 'kill', 'killing', 'suicide', 'suicidal', 'pill', 'pills', 'overdose',
  'cut', 'cutting', 'blade', 'razor', 'rope', 'noose', 'gun', 'bridge', 'hurt', 'harm', 'hang', 'jump', 'knife',
  'bleed', 'blood', 'wrist', 'wrists', 'scar', 'scars', 'end', 'gone', 'note', 'unalive', 'kms', 'weapon', 'shoot',
]);

export const STOP_WORDS = new Set(
  (
    'a about above after again against all almost also although always am an and another any anymore anyone anything ' +
    'anyway are around as at away back be because been before being below between both but by can cannot could ' +
    'did do does doing done down during each either else enough even ever every everyone everything feel feeling ' +
    'feelings felt few for from further get gets getting go goes going gone got gotten had has have having he her here ' +
    'hers herself him himself his how however i if in into is it its itself just keep kind know knew last least ' +
    'less let like little lot lots made make makes making many maybe me might mine more most much must my myself ' +
    'need needed never new next no nor not nothing now of off often oh ok okay on once one only or other others ' +
    'our ours ourselves out over own part people pretty put quite rather re really right said same say saying says ' +
    'see seem seemed seems she should since so some somehow someone something sometimes soon still such sure take ' +
    'taken than that the their theirs them themselves then there these they thing things think thinking this those ' +
    'though thought through til till to today together tomorrow too took toward towards tried try trying under ' +
    'until up upon us use used very via want wanted wants was way we week well went were what whatever when ' +
    'where whether which while who whole whom whose why will with within without would yeah yes yesterday yet you ' +
    'your yours yourself yourselves day days time times year years ago actually literally honestly basically ' +
    'stuff kinda sorta gonna wanna gotta lol idk tbh im ive dont cant didnt doesnt isnt wasnt wont wouldnt couldnt ' +
    'thats theres whats youre theyre hes shes lets tonight morning night afternoon evening came come comes coming ' +
    'tell told ask asked look looked looking give gave start started thing via every instead already though whenever'
  ).split(/\s+/),
);
