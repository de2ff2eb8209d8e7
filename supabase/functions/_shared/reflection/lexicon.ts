// Curated lexicons for what the AFINN word list (the `sentiment` package) does not give us:
// which emotion, which topic. Patterns are word-prefix regexes over lower-cased text.

import type { Category } from './types.ts';
import type { MoodKey } from '../domain/moods.ts';

export type Emotion =
  | 'sadness'
  | 'anger'
  | 'anxiety'
  | 'overwhelm'
  | 'loneliness'
  | 'grief'
  | 'shame'
  | 'guilt'
  | 'confusion'
  | 'longing'
  | 'hope'
  | 'joy'
  | 'gratitude'
  | 'pride'
  | 'relief'
  | 'calm';

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
  joy: { adj: 'happy', noun: 'happiness' },
  gratitude: { adj: 'grateful', noun: 'gratitude' },
  pride: { adj: 'proud', noun: 'pride' },
  relief: { adj: 'relieved', noun: 'relief' },
  calm: { adj: 'at peace', noun: 'calm' },
};

const rx = (alts: string) => new RegExp(String.raw`\b(?:${alts})`, 'g');

export const EMOTION_LEXICON: Record<Emotion, RegExp> = {
  sadness: rx(
    String.raw`sad\b|sadness|down\b|low\b|blue\b|cry|cried|tears|teary|upset|heavy|miserable|unhappy|depress|gloomy|heartbr|hurt\b|hurts\b|hurting|empty|numb|disappoint|let down|bummed`,
  ),
  anger: rx(
    String.raw`angry|anger|mad\b|furious|fuming|pissed|annoy|irritat|frustrat|rage|livid|resent|fed up|unfair|hate\b|hated|sick of|infuriat|outrag|bitter|yell|scream|snapped`,
  ),
  anxiety: rx(
    String.raw`anxi|nervous|worr|panic|scared|afraid|fear|dread|overthink|on edge|stress|tense|restless|jittery|what if|can not stop thinking|racing|freak|terrif|uneasy`,
  ),
  overwhelm: rx(
    String.raw`overwhelm|too much|swamped|buried|exhaust|burn(?:ed|t) out|burnout|drained|tired|so much to do|stretched|no energy|running on empty|can not keep up`,
  ),
  loneliness: rx(
    String.raw`lonel|alone\b|isolat|left out|no one to|nobody to|invisible|disconnect|no friends|by myself|on my own|nobody (?:gets|understands|texts|calls)|no one (?:gets|understands|texts|calls)`,
  ),
  grief: rx(
    String.raw`grief|griev|passed away|died|death|funeral|mourn|loss of|lost my (?:mom|dad|mother|father|grand|brother|sister|friend|dog|cat|husband|wife|partner|son|daughter|baby)|miss (?:her|him|them) so|memorial|put (?:him|her) down|since (?:she|he) (?:died|passed)`,
  ),
  shame: rx(
    String.raw`ashamed|shame|embarrass|humiliat|stupid|failure|not good enough|worthless|pathetic|useless|hate myself|ugly|loser|cringe|idiot|disgust(?:ed|ing) with myself|imposter|fraud`,
  ),
  guilt: rx(
    String.raw`guilt|my fault|regret|sorry|should have|should not have|blame myself|let (?:her|him|them|everyone) down`,
  ),
  confusion: rx(
    String.raw`confus|unsure|uncertain|do not know|not sure|torn|mixed feelings|stuck|unclear|lost\b|no idea|can not decide|undecided|what to do|which way|foggy`,
  ),
  longing: rx(
    String.raw`wish|longing|long for|yearn|crav|searching|looking for|need someone|want someone|want to feel|want to be|miss (?:having|feeling|being)|hoping someone|someday|if only`,
  ),
  hope: rx(
    String.raw`hope|hopeful|looking forward|optimis|better days|getting better|brighter|on the mend|can not wait|excited for|new start|fresh start`,
  ),
  joy: rx(
    String.raw`happy|happiness|joy|glad|excit|great\b|amazing|wonderful|laugh|fun\b|delight|thrill|love\b|loved\b|beautiful|awesome|smil|best day|giddy|ecstatic|cheerful|yay`,
  ),
  gratitude: rx(String.raw`grateful|gratitude|thankful|thank|appreciat|blessed|lucky|fortunate`),
  pride: rx(
    String.raw`proud|accomplish|i did it|managed to|finally (?:did|finished|got|made)|achiev|nailed|succeeded|passed (?:my|the)|milestone`,
  ),
  relief: rx(String.raw`relie|weight off|finally over|can breathe|breathe again|phew|the worst is over`),
  calm: rx(String.raw`calm|peace|content\b|serene|quiet morning|relax|still\b|gentle|slow morning|at ease|settled`),
};

// How the engine reads each mood. Record<MoodKey, …>: a new mood in domain/moods.ts does not compile
// until it has all three here (its emotion, what contradicts it, and its place in a growth summary).

/** The mood the writer chose is a prior, not the answer: the words usually know better. */
export const MOOD_EMOTION: Record<MoodKey, Emotion> = {
  sad: 'sadness',
  angry: 'anger',
  confused: 'confusion',
  pleading: 'longing',
  'upside-down': 'hope',
  happy: 'joy',
};

/** Where a growth summary says the writer's words have mostly been ("… from a reflective place"). */
export const MOOD_PLACE: Record<MoodKey, string> = {
  sad: 'a reflective place',
  angry: 'a place of frustration',
  confused: 'an uncertain place',
  pleading: 'a place of searching',
  'upside-down': 'a place of change',
  happy: 'a joyful place',
};

/**
 * Topic words per category. Strong words name the topic outright ("professor", "funeral");
 * weak ones lean toward it but show up elsewhere too ("work", "sleep", "happy").
 */
export const CATEGORY_STRONG: Record<Category, RegExp> = {
  relationships: rx(
    String.raw`boyfriend|girlfriend|partner|husband|wife|dating|breakup|broke up|break up|\bex\b|crush|relationship|marriage|married|divorc|ghosted|cheat|fianc|engaged|situationship|falling for|fell for|feelings for|asked (?:him|her|them) out|said yes to (?:coffee|a date|dinner)|cute (?:guy|girl)|best friend|closest friend|close friend|bestie|move in together|moving in together|maid of honou?r|first date|anniversary|old friend|friendship`,
  ),
  family: rx(
    String.raw`mom\b|mum\b|mother|dad\b|father|parent|sister|brother|sibling|grandma|grandpa|grandmother|grandfather|grandparent|nana\b|granny|aunt\b|uncle|cousin|family|my son|my daughter|my kids|children|stepdad|stepmom|in-laws|nephew|niece|new baby|baby girl|baby boy`,
  ),
  'work and school': rx(
    String.raw`boss|manager|coworker|co-worker|colleague|office|promotion|fired|laid off|layoff|interview|career|salary|exam|midterm|finals|professor|semester|thesis|homework|assignment|grade|lecture|internship|phd|dissertation|coursework|performance review|shift lead|customer|client|group project|my major|law school|med school|grad school|registration|commute|all-hands|\bcv\b|resume|job\b|jobs\b|workplace|study group|tuition|advisor|graduat`,
  ),
  'health and body': rx(
    String.raw`doctor|hospital|diagnos|chronic|insomnia|surgery|medication|meds\b|injur|specialist|flare-up|flare up|blood test|symptom|physio|migraine|crutches|ankle|joints?\b|\d+k\b|stroke|back pain|my body|my legs|stomach|illness|sick\b|covid|flu\b|pregnan|nutrition|allerg|my health|test results|fever|sprain|fracture|celiac|diabetes|asthma|arthritis|recovery from|biopsy|\bmri\b|x-ray|\bscan\b|clinic|nurse|emergency room|prescription|appointment|my (?:back|knee|knees|neck|shoulder|shoulders|ankle|wrist|hip|head|teeth|tooth|skin|chest|lungs|heart rate)\b|spin class|workout`,
  ),
  'self-worth': rx(
    String.raw`not good enough|worthless|imposter|fraud\b|self-esteem|self esteem|hate myself|never enough|not enough|compar(?:e|ing) myself|my worth|my needs|kinder to myself|down on myself|believe in myself|proud of myself|like myself|love myself|talk to myself|useless|failure|what am i\b|be earned|productive|any good at|good at this|mess up|messed up everything|disappointment|let everyone down|let (?:them|my parents) down`,
  ),
  'anxiety and stress': rx(
    String.raw`anxi|panic|overthink|racing thoughts|dread|stressed|stress\b|stressful|worr|nervous|heart races|heart racing|heart (?:was )?pounding|chest (?:feels )?tight|can not switch off|can not stop thinking|can not stop worrying|what if|on edge|spiral|freaking out|can not sleep|could not sleep|can not relax`,
  ),
  'grief and loss': rx(
    String.raw`died|death|passed away|passed\b|funeral|grief|griev|mourn|put (?:him|her|\w+) down|memorial|since (?:she|he|they) (?:died|passed|left)|without (?:mom|dad|him|her|them)\b|miss you|dementia|ashes|rest in peace|gone forever|lost (?:my|our) |by suicide|last conversation`,
  ),
  'gratitude and joy': rx(
    String.raw`good things|good thing about|grateful|thankful|gratitude|blessed|small joys|simple things|best day|good day|great day|made my day|little things|soaked it in|so much joy|pure joy`,
  ),
  'growth and change': rx(
    String.raw`growth|growing|progress|habit|new chapter|fresh start|start over|starting over|therap|becoming|version of myself|milestone|sober|sobriety|quit (?:drinking|smoking|vaping)|days clean|years clean|first time ever|moved to|new city|transition|figuring (?:it|that|things) out|who am i|recogni[sz]e myself|how far i|far i have come|people-pleasing|people pleasing|trying something new|set a boundary|boundaries`,
  ),
  creativity: rx(
    String.raw`poem|poetry|paint|drawing|\bart\b|artwork|guitar|piano|violin|songs?\b|quilt|pottery|ceramic|sketch|novel|podcast|manuscript|linework|literary|my writing|canvas|crochet|knit|sewing|compos|photograph|lyrics|creative|creativity|illustrat|my music|my band|studio|gallery|screenplay|choir|dance class|craft`,
  ),
  loneliness: rx(
    String.raw`lonel|alone\b|isolat|left out|invisible|no friends|no one to|nobody to|nobody texts|no one texts|nobody calls|do not (?:really )?know anyone|only person i talk to|on the outside|outsider|do not belong|ate (?:dinner )?alone|eat alone|by myself|listened to|listener|ask how i am|someone to (?:talk|ask|hang|listen)|hang out|group chat|no one (?:notices|cares|gets)|nobody (?:notices|cares|gets)|make friends|new friends|have people`,
  ),
  'anger and conflict': rx(
    String.raw`angry|anger|furious|livid|rage|argument|argu|fight|fought|yell|scream|conflict|pissed|resent|disrespect|slammed|betray|fuming|infuriat|had it out|passive-aggressive|stewing|mad at|so mad|tension`,
  ),
};

export const CATEGORY_WEAK: Record<Category, RegExp> = {
  relationships: rx(
    String.raw`friend|friends|texted|texting|\bdate\b|love (?:him|her)|in love|trust (?:him|her)|fell out|together`,
  ),
  family: rx(String.raw`childhood|kids\b|baby\b|son\b|daughter|at dinner`),
  'work and school': rx(
    String.raw`(?:at|to|from|after|before|for|off|my|of) work\b|work(?:ing)? (?:late|overtime|today|tonight|shift|day|week|stuff|friends)|workday|working (?:on|at|for|with)|shift|meeting|deadline|project|class\b|classes|school|college|universit|stud(?:y|ying|ied)|test\b|tests\b|presentation|library|teacher|team\b|workload|quarterly`,
  ),
  'health and body': rx(
    String.raw`sleep|pain\b|weight|eating|appetite|exercis|gym|\brun\b|\bran\b|running|jog|healthy|health|body|ache|aches|tired|exhausted|energy|rested`,
  ),
  'self-worth': rx(
    String.raw`confidence|insecur|ugly|stupid|loser|pathetic|mirror|deserve|talented|mistake|compar|guilty|embarrass|ashamed|shame`,
  ),
  'anxiety and stress': rx(
    String.raw`money|rent\b|bills|debt|afford|paycheck|overwhelm|pressure|tense|scared|afraid|fear|foggy|will not stop|shaking|nerves|terrif|uneasy`,
  ),
  'grief and loss': rx(String.raw`loss\b|miss (?:him|her|them)|gone\b|goodbye|while i could|cancer|memory|memories`),
  'gratitude and joy': rx(
    String.raw`joy|happy|amazing|wonderful|celebrat|laugh|beautiful|sunshine|\bsun\b|fun\b|smil|appreciat|lucky|delight|excited|content\b|warm|loved|perfect|giggl|thank`,
  ),
  'growth and change': rx(
    String.raw`change|changed|changing|for the first time|a year ago|learning to|learn|realiz|lesson|journey|letting go|let go|used to|different person|step by step|slowly|\bnew\b|starting|beginning|proud|tools`,
  ),
  creativity: rx(
    String.raw`writ(?:e|ing)\b|wrote|draw|music|sing|creat|stor(?:y|ies)\b|design|danc|band\b|melody|chapter|blog|film|clay|make things|made something`,
  ),
  loneliness: rx(
    String.raw`no one|nobody|on my own|disconnect|empty apartment|quiet house|everyone else|weekend|friday night`,
  ),
  'anger and conflict': rx(
    String.raw`mad\b|annoy|irritat|unfair|rude|blam|snapped|frustrat|sick of|done being|so over it|fed up|could scream`,
  ),
};

/** How much each emotion's words count toward its nearest category. */
export const EMOTION_CATEGORY_WEIGHT = 0.4;

/** Feelings that point at a topic; sadness, confusion and longing fit any topic, so they point nowhere. */
export const EMOTION_CATEGORY: Partial<Record<Emotion, Category>> = {
  anger: 'anger and conflict',
  anxiety: 'anxiety and stress',
  overwhelm: 'anxiety and stress',
  loneliness: 'loneliness',
  grief: 'grief and loss',
  shame: 'self-worth',
  guilt: 'self-worth',
  hope: 'growth and change',
  joy: 'gratitude and joy',
  gratitude: 'gratitude and joy',
  relief: 'gratitude and joy',
  calm: 'gratitude and joy',
};

export const INTENSIFIERS =
  /\b(?:so|really|very|extremely|completely|totally|absolutely|utterly|incredibly|literally|insanely|seriously|always|never|every single|at all|so much|too much|beyond|deeply)\b/g;

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
  'die',
  'dying',
  'dead',
  'death',
  'kill',
  'killing',
  'suicide',
  'suicidal',
  'pill',
  'pills',
  'overdose',
  'cut',
  'cutting',
  'blade',
  'razor',
  'rope',
  'noose',
  'gun',
  'bridge',
  'hurt',
  'harm',
  'hang',
  'jump',
  'knife',
  'bleed',
  'blood',
  'wrist',
  'wrists',
  'scar',
  'scars',
  'end',
  'gone',
  'note',
  'unalive',
  'kms',
  'weapon',
  'shoot',
  'self-harm',
  'burden',
  'disappear',
  'urge',
  'worthless',
  'punish',
  'funeral',
  'paracetamol',
  'medication',
  'goodbye',
  'exist',
  'alive',
  'insurance',
  'method',
  'methods',
  'lighter',
  'burn',
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
    'tell told ask asked look looked looking give gave start started thing via every instead already though whenever ' +
    'first second third ' +
    // Words of time, degree and filler that came up as Growth "themes" without saying anything (issue 18).
    'bit bits lately recently finally usually probably definitely especially simply totally completely ' +
    'hour hours minute minutes moment moments month months weekend happen happens happened happening ' +
    'somewhere anywhere everywhere nowhere mean means meant seriously'
  ).split(/\s+/),
);

/**
 * Feelings a reply may never name for a mood, because they contradict what the writer chose: a
 * "Reflective" writer is not told they are frustrated, a "Joyful" one is not told they are sad.
 * The words of the entry still pick among the rest; Transforming (🙃) holds any mix.
 */
export const MOOD_CONTRADICTS: Record<MoodKey, ReadonlySet<Emotion>> = {
  sad: new Set(['anger']),
  angry: new Set(['joy', 'calm', 'gratitude', 'pride', 'relief']),
  confused: new Set(['joy', 'pride', 'calm']),
  pleading: new Set(['anger', 'joy', 'pride', 'calm']),
  'upside-down': new Set(),
  happy: new Set([
    'sadness',
    'anger',
    'anxiety',
    'overwhelm',
    'loneliness',
    'grief',
    'shame',
    'guilt',
    'confusion',
    'longing',
  ]),
};

/**
 * Words a reply never uses once an entry carries any risk or goodbye signal: they celebrate, and a
 * goodbye note is not a moment to savour. Checked on the whole reply, quotes included.
 */
export const CELEBRATING_PHRASES: readonly string[] = [
  'joy',
  'lovely',
  'worth keeping',
  'shines through',
  'shine through',
  'happy',
  'happiness',
  'wonderful',
  'delight',
  'savour',
  'savor',
  'celebrat',
  'warmth',
  'proud',
  'excit',
  'beautiful',
  'bright spot',
  'best day',
  'best time',
  'good moment',
  'feel so good',
  'remember most',
  'share this with',
  'thank for today',
  'genuinely',
  'well earned',
  'accomplishment',
  'at peace',
  'peaceful',
  'relief',
  'relieved',
];

export function celebratingPhraseHits(text: string): string[] {
  const t = text.toLowerCase();
  return CELEBRATING_PHRASES.filter((p) => t.includes(p));
}

/**
 * Goodbye and plan wording the detector may not rate, read over normalised text. The reply's tone
 * turns steady when it is there (it never changes the safety level: that is the detector's), and
 * no clause holding it is ever quoted back.
 */
export const GOODBYE_CUES =
  /\b(?:(?:wrote|written|writing|write|left|leaving|leave) (?:a |the |some |my )?(?:last )?(?:notes?|letters?)(?: for| to|$|[ .,!])|letters? (?:to|for) (?:everyone|each|all|my)|(?:gave|given|giving|give) (?:away )?(?:all |most )?(?:of )?my (?:stuff|things|belongings|clothes|books|games|guitar|plants|cat|dog|pets?)|(?:gave|given|giving) (?:it|them|everything|my \w+) away|(?:please|can you|could you|will you|promise to|need someone to|asked \w+ to|make sure \w+) (?:look after|take care of|feed|walk) my|(?:after|once|when) i am (?:gone|not here|not around)|(?:will|would) not be (?:around|here) (?:for|to|after|when|by|next|anymore|much longer)|not be here (?:for|to|when|after|by|next|anymore)|said my goodbyes|saying (?:my )?goodbyes|say(?:ing)? goodbye to everyone|love you all|sorry for everything|(?:final|last) (?:goodbye|message|entry|post|words)|this is (?:my )?goodbye|(?:closing|closed|close|deleting|deleted|delete) (?:all )?(?:of )?my accounts|affairs in order|(?:made|wrote|updated|making|writing) (?:out )?my will\b|will not need (?:it|them|this|these|that) (?:anymore|much longer)|no longer need (?:it|them|this)|(?:stockpil|saved up|saving up|hoard)\w* (?:my |the )?(?:meds|medication|pills|tablets)|(?:it|this) (?:will|would) all be over|(?:he|she|they|you) can have my \w+|handed over (?:my|all|everything)|paid (?:back|off) (?:everyone|everybody|all my|my debts)|(?:moved|transferred|sent) (?:it all|everything|all (?:of )?my \w+|my savings) to|(?:my own|wrote my|writing my) (?:eulogy|obituary)|thanked (?:everyone|everybody|all (?:\d+ )?(?:of )?(?:my )?\w+)|if i do not (?:post|reply|answer|come back|show up|log on|write) (?:again|tomorrow|after|anymore|for a while)|\d+ more (?:days?|nights?|sleeps?|weeks?) (?:\S+ )?(?:then|and then|until|till|til) (?:it|this|everything|the pain) (?:stops|ends|is over)|(?:made|reached|came to|come to) (?:my|a|the) (?:final )?(?:decision|choice)\b(?! (?:about|on|to|between|for) )|let the record show|(?:whoever|anyone who|the person who) (?:reads|finds) this|if you are reading this|for the last time|one last (?:time|walk|look|visit|drive|message|post|goodbye|look around))/;

/**
 * Means and goodbye words that no reply ever quotes back, whatever the check said: a goodbye the
 * check missed must not hear its own plan read back. (The wider list below is for replies to
 * entries with a risk signal; ordinary words like "tonight" or "last" stay quotable elsewhere.)
 */
export const MEANS_OR_GOODBYE_WORDS =
  /\b(?:decid\w*|decision|letters?|notes?|goodbyes?|farewell|gave (?:away|it all)|giv(?:e|ing) away|given away|can have my|handed over|hand over|paid (?:back|off)|eulogy|obituary|will\b|insurance|accounts?|stockpil\w*|sav(?:ed|ing) up|weapon\w*|guns?|rifle|pistol|revolver|sidearm|firearm|shotgun|ammo|bullets?|trigger|rope|noose|pills?|tablets?|meds|medication|dose|overdos\w*|knife|knives|blade|razor|bridge|roof|ledge|tracks|exhaust|poison|bleach|belt|cord|wrists?|veins?|hang\w*|drown\w*|shoot\w*|record show|reading this|reads this|\d+ more (?:days?|nights?|sleeps?|weeks?))\b/;

/** Plan, means and goodbye words that are never quoted back in a reply to an entry with any risk signal. */
export const PLAN_OR_METHOD_WORDS =
  /\b(?:plan\w*|affairs|in order|sorted|all set|taken care of|decid\w*|decision|tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|weekend|date|letters?|notes?|goodbyes?|farewell|gave|given|giving|give away|look after|take care of|gone|over soon|ready|time has come|accounts?|will\b|insurance|stockpil\w*|saved|sav(?:e|ing) up|collect\w*|bought|buy\w*|weapon\w*|guns?|rifle|pistol|firearm|shotgun|rope|noose|pills?|tablets?|meds|medication|dose|overdos\w*|knife|knives|blade|razor|bridge|roof|ledge|jump\w*|train|tracks|car|garage|exhaust|bottle|poison|bleach|belt|cord|bathtub|bath|wrists?|veins?|cut\w*|burn\w*|hang\w*|drown\w*|shoot\w*|last|final|forever|everything away|end\b|ends|ending|stops|finish\w*|sorry|sidearm|revolver|ammo|bullets?|trigger|eulogy|obituary|handed over|hand over|paid (?:back|off)|owed|can have my|promis\w*|\d+ more (?:days?|nights?|sleeps?|weeks?)|make it to|see (?:\d+|christmas|next)|record show|reading this|reads this|thank\w* (?:everyone|all))\b/;
