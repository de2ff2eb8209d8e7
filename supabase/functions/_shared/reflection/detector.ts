// Crisis detector: rules over normalised text, tuned so that no real signal is missed.
// It reads first person vs someone else, negation ("I would never hurt myself"), quoting
// (song lyrics, reported speech), hyperbole ("this exam is killing me") and the past tense,
// and each of those can only lower a match to `concern` or drop it when it is clearly not
// about the writer now. The provider and moderation may raise the level, never lower it.

import type { Safety, SafetyLevel } from './types.ts';
import { normalize } from './text.ts';
import { readFrames } from './safety/frames.ts';
import { isReadable } from './safety/language.ts';
import { isShort, MODEL_REASONS, moodSignal, readModel } from './safety/model.ts';
import { foldText, sentencesOf } from './safety/normalize.ts';
import { lastMatchIndex, matchesOf } from './matches.ts';

type Who = 'self' | 'other' | 'subject';

interface Rule {
  re: RegExp;
  reason: string;
  level: SafetyLevel;
  /** self: the words themselves say it is the writer; other: someone else; subject: read the sentence. */
  who: Who;
  negatable: boolean;
  /** When set, the sentence must also match this (a wish, plan or judgement next to the words about death). */
  context?: RegExp;
}

export const REASONS = {
  ideation: 'suicidal thoughts',
  selfHarm: 'self-harm',
  plan: 'intent or plan',
  hopelessness: 'hopelessness',
  others: 'harm to others',
  someoneElse: 'someone else may be at risk',
  past: 'past self-harm or suicidal thoughts',
  moderation: 'moderation second opinion',
  provider: 'provider risk assessment',
} as const;

// People, not things: "I'm going to kill this presentation" is not a threat.
const PERSON = String.raw`(?:guy|man|woman|girl|boy|kid|kids|teacher|boss|manager|bully|bullies|bitch|bastard|asshole|jerk|prick|idiot|dude|person|family|neighbou?r|ex|roommate|coworker|classmate|stepdad|stepmom|dad|mom|brother|sister|husband|wife|boyfriend|girlfriend|partner|friend|cop|driver|teachers|people|everyone)`;
const OBJ = String.raw`(?:him|her|them|someone|somebody|people|everyone|everybody|(?:my|that|this|the|those|these) (?:\w+ )?${PERSON}s?)`;

const R = (src: string, reason: string, level: SafetyLevel, who: Who, negatable = true, context?: RegExp): Rule => ({
  re: new RegExp(src, 'g'),
  reason,
  level,
  who,
  negatable,
  context,
});

// The phrase lists above cannot hold every way of saying it, so the last rules compose: words about
// one's own death or absence, next to a wish, a plan, a judgement or a means, in the same sentence.
const DEATH_WORDS = String.raw`\b(?:die|dying|dead|my (?:own )?funeral|kill(?:ing)? myself|end(?:ing)? (?:it all|my life|my suffering|my pain|everything|my story)|(?:not|no longer) (?:be |being )?(?:here|around|alive)|(?:go|went|going|gone|slip|slipped) away (?:for good|forever)|gone for good|(?:not|never) wake up|sleep forever|stop (?:existing|living|breathing)|not exist|(?:not )?worth living|no (?:reason|point) (?:for me )?to (?:live|stay|go on|keep going|be here|exist)|better (?:off )?without me|without me in it|will not be (?:here|around)|overdos\w*|hang(?:ing)? myself)\b`;
const DEATH_CONTEXT =
  /\b(?:want|wanted|wanting|wish|wished|hope|hoping|plan|planning|planned|decided|deciding|going to|ready|thinking (?:of|about)|think about|thought about|picture|picturing|imagine|imagining|tonight|soon|it is time|time i|feel like|felt like|relieved|relief|easier|better|peace|peaceful|deserve|no reason|not worth|worth living|can not see any way|only way|rope|knife|pills|gun|roof|bridge|wrist|blade|because i|none of this|would be)\b/;
const MEANS = String.raw`\b(?:knife|blade|razor|gun|scissors)\b[^.!?]{0,25}?\b(?:against|to|on|into) my (?:wrist|wrists|arm|arms|neck|throat|head|skin|chest|thigh|thighs)\b|\b(?:tied|tying|tie|hung|hanging|made|making|bought|buying) (?:a |the )?(?:rope|noose)\b(?![^.!?]*\b(?:boat|swing|tent|climb\w*|dock|kayak|hammock|tree house|treehouse|gym)\b)|\bplan(?:ning|ned)? how (?:i would|i will|i am going to|to) do it\b|\btonight is the night\s*(?:[.!]|$)`;

const RULES: Rule[] = [
  // Suicidal thoughts, explicit and indirect.
  R(
    String.raw`\b(?:kill|killing|killed|hang|hanging|hanged|shoot|shooting|drown|drowning|off|offing) myself\b`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:kill|killing|killed|hang|hanging|hanged|shoot|shooting|drown|drowning) (?:himself|herself|themselves|themself)\b`,
    REASONS.someoneElse,
    'concern',
    'other',
    false,
  ),
  R(String.raw`\b(?:end|ending|take|taking|took|ended) (?:my|my own) life\b`, REASONS.ideation, 'crisis', 'self'),
  R(
    String.raw`\b(?:end|ending|take|taking|took|ended) (?:his|her|their) (?:own )?life\b`,
    REASONS.someoneElse,
    'concern',
    'other',
    false,
  ),
  R(
    String.raw`\bsuicid(?:e|al|ality)\b(?! (?:prevention|awareness|hotline|lifeline|crisis line|helpline|hotlines))`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(String.raw`\bunalive\b|\bkms\b|\bkys\b`, REASONS.ideation, 'crisis', 'subject'),
  R(
    String.raw`\b(?:want|wants|wanted|wanting|going|plan|plans|planning|ready|decided|deserve|deserves|meant|supposed) to die\b`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:wish|wished|wishing) (?:that )?(?:i|i had|i would have) (?:was|were|been|be|had been|never been|was never|were never|am) ?(?:dead|never born|born|gone)\b`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  R(
    String.raw`\bwish(?:ed|ing)? (?:that )?i (?:could|would|can) (?:just )?(?:die|disappear|vanish|stop existing|not exist|sleep forever|fall asleep and (?:never|not) wake up|not wake up|never wake up)\b`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:better off|happier|easier|lighter|fine) (?:dead|without me|if i (?:was|were|am|was not|were not|am not|did not|had not|disappeared|died|was gone|were gone)\b)`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:when|once|after|if) i am (?:gone|dead|not here any ?more|no longer here)\b`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:do not|does not|no longer|never|not|hardly) (?:really |even )?want(?:ed|ing)? to (?:be alive|live|exist|be here any ?more|wake up|keep living|be around)\b`,
    REASONS.ideation,
    'crisis',
    'subject',
    false,
  ),
  R(
    String.raw`\b(?:not sure|unsure|do not know) (?:if |whether |that )?i (?:want|can|will) (?:to )?(?:live|be alive|keep living|be here|stay alive|exist)\b`,
    REASONS.ideation,
    'crisis',
    'self',
    false,
  ),
  R(
    String.raw`\bno (?:reason|point) (?:left )?(?:to|in) (?:live|living|stay|staying|be alive|being alive|being here|exist|existing|go on|going on)\b`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\bend it all\b|\b(?:want|wanted|going|plan|planning|ready|decided|thinking about|think about|thought about) (?:to )?(?:just )?end(?:ing)? (?:it|everything|things|my story)\b(?! with)`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(String.raw`\bwant (?:it|everything|this|it all) (?:all )?to end\b`, REASONS.ideation, 'crisis', 'subject'),
  R(
    String.raw`\b(?:sleep|fall asleep|go to sleep) and (?:never|not) wake up\b|\bnever wake up again\b`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:disappear|vanish) (?:forever|for good|permanently|from (?:this|the) (?:world|earth))\b|\bstop existing\b|\bcease to exist\b|\bnot exist any ?more\b`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:thoughts?|thinking|think|thought|fantasi[sz]e|fantasi[sz]ing|dream|dreaming) (?:about|of) (?:dying|being dead|killing myself|ending (?:it|my life|things)|not being (?:here|alive|around)|not waking up|disappearing forever)\b`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\bwill not be (?:around|here|a (?:burden|problem)(?: to anyone)?) (?:for )?(?:much|very) (?:longer|long)\b|\bnot (?:be )?(?:around|here) (?:for )?much longer\b`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:nobody|no one|none of them) (?:would|will) (?:even )?(?:notice|care|miss me) if i (?:was|were|am|died|disappeared|was gone|were gone)\b`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:anyone|anybody|people|they|everyone) (?:would|will) (?:even )?(?:notice|care|miss me) if i (?:just )?(?:stopped|disappeared|left|was not|were not|vanished)\b`,
    REASONS.hopelessness,
    'concern',
    'self',
  ),
  // After a death: wanting to follow the person is suicidal thinking, not only grief.
  R(
    String.raw`\b(?:want|wanted|ready|going|need) to (?:join (?:him|her|them)|be with (?:him|her|them) again|go (?:there|where (?:he|she|they) (?:is|are|went)) too|see (?:him|her|them) again soon)\b`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  // Wishing to be dead, in its many indirect forms ("I hope I don't wake up", "I wish a car would hit me").
  R(
    String.raw`\b(?:wish|wished|wishing|hope|hoping|pray|praying|want|wanting|would like)(?: that)?\b[^.!?]{0,50}?\b(?:die|dead|not wake up|never wake up|sleep forever|stay asleep|hit me|kill me|take me|end me|stop existing|not exist|not be here|not be around|be gone|disappear forever|(?:heart|breathing) (?:would |will )?(?:just )?stops?|stop breathing)\b`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:stopped|stop|quit) being (?:around|here|alive)\b|\b(?:do not|will not|not) (?:plan on|planning on|expect to|think i will) (?:be |being )?(?:here|around|alive)\b|\b(?:do not think i will|not going to|will not|might not|may not) make it (?:to|through) (?:the weekend|tomorrow|tonight|the morning|next week|next month|christmas|new year|my birthday|the end of)\b`,
    REASONS.ideation,
    'crisis',
    'subject',
    false,
  ),
  R(
    String.raw`\bthe only (?:thing|one|reason|person)s? (?:keeping|that keeps?|that is keeping) me (?:here|alive|going|around)\b|\bi am (?:so |just )?done\b[^?]{0,30}?\b(?:permanently|forever|for good)\b|\bmade (?:my )?peace with (?:it|dying|death|leaving|going)\b[^.!?]*\bdecided\b|\bnow that i have decided\s*(?:[.!]|$)`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\bmake it look like an accident\b|\b(?:stand|standing|stood|sit|sitting|sat|lean|leaning) (?:at|on|near|over) the edge of (?:the |a )?(?:platform|roof|bridge|cliff|balcony|building|tracks)\b|\bnot turn(?:ing)? the wheel\b|\blet(?:ting)? go of the wheel\b|\bswerv\w* into (?:a |the |on)`,
    REASONS.plan,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:easier|easy|better|simpler|peaceful|relief)\b[^.!?]{0,30}?\b(?:not (?:be|being) (?:here|around|alive)|not exist(?:ing)?|stop existing|be gone|being gone|to die|dying|end(?:ing)? it|disappear(?:ing)? (?:forever|for good))\b`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:do not|can not|no longer) see myself (?:being |still )?(?:here|around|alive)\b|\b(?:do not|can not) (?:want to )?(?:do|live) (?:life|this life) any ?more\b|\bsleep forever\b|\beternal sleep\b`,
    REASONS.ideation,
    'crisis',
    'self',
  ),
  R(String.raw`\bwould rather (?:be dead|die)\b|\brather die than\b`, REASONS.ideation, 'concern', 'subject'),
  // Self-injury described without the usual words.
  R(
    String.raw`\b(?:scratch|scratching|scratched|pick|picking|picked|pinch|pinching|hit|hitting|punch|punching|bang|banging|slam|slamming|bite|biting)\b[^.!?]{0,40}?\buntil (?:it|they|i|my \w+) (?:bleed|bleeds|bled|bruise|bruises|bruised|split|splits|broke|break|breaks)\b`,
    REASONS.selfHarm,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\bdeserve (?:to|the) (?:hurt|pain|suffer|die|be hurt|be punished|punishment|feel pain|bleed)\b|\b(?:make|made|making) myself (?:bleed|hurt|suffer)\b|\b(?:hit|hitting|bang|banging) my head (?:against|on|into)\b`,
    REASONS.selfHarm,
    'crisis',
    'subject',
  ),
  R(String.raw`\b(?:make|made|making) myself (?:throw up|puke|vomit|starve)\b`, REASONS.selfHarm, 'concern', 'subject'),
  // Preparations and goodbyes.
  R(
    String.raw`\bwho gets my (?:stuff|things|belongings)\b|\b(?:put|putting|get|getting) my affairs in order\b|\b(?:my|a) last (?:entry|post|message|goodbye)\b|\bgoodbye (?:everyone|world|forever)\b|\b(?:take|took|swallow|swallowed|taking) (?:all|a bunch|a handful|the whole bottle|all of) (?:of )?(?:my |the )?(?:pills|meds|tablets)\b|\b(?:pills|meds|tablets) (?:in front of me|lined up|counted out)\b`,
    REASONS.plan,
    'crisis',
    'subject',
  ),
  // Intent or plan: preparations, means, goodbyes.
  R(
    String.raw`\bhow many (?:pills|tablets|sleeping pills|of my (?:pills|meds))\b|\blethal dose\b|\boverdos(?:e|ed|ing)\b`,
    REASONS.plan,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:saving|saved|stockpiling|stockpiled|hoarding|collecting) (?:up )?(?:my |all my |some |all of my )?(?:\w+ )?(?:pills|meds|medication|tablets)\b`,
    REASONS.plan,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:goodbye|suicide|farewell) (?:note|letter|letters|notes|message|messages)\b|\b(?:notes?|letters?) (?:to|for) (?:everyone|my family|my parents|my kids|my mom|my dad)\b[^.!?]{0,40}\bjust in case\b`,
    REASONS.plan,
    'crisis',
    'self',
  ),
  R(
    String.raw`\bgiv(?:e|ing|en|ven) away (?:all )?(?:of )?my (?:stuff|things|belongings|possessions|favorite things|cat|dog|pets?)\b`,
    REASONS.plan,
    'crisis',
    'self',
  ),
  R(
    String.raw`\bjump(?:ing|ed)? (?:off|from) (?:a|the|that) (?:bridge|roof|building|balcony|cliff|overpass|ledge)\b|\b(?:step|jump|walk)(?:ing|ed)? in front of (?:a|the) (?:train|bus|car|truck)\b`,
    REASONS.plan,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:bought|buy|buying|got|have|found|hid|hidden) (?:a )?noose\b|\b(?:looked|looking|look|searched|searching|googled|googling) up (?:how|ways|the easiest way|the best way|methods?) to (?:die|end|kill|overdose)\b`,
    REASONS.plan,
    'crisis',
    'subject',
  ),
  R(DEATH_WORDS, REASONS.ideation, 'crisis', 'subject', true, DEATH_CONTEXT),
  R(MEANS, REASONS.plan, 'crisis', 'subject'),
  // Finality next to a wish: "I want everything to stop permanently", "I deserve to disappear".
  R(
    String.raw`\b(?:want|wants|wanted|wish|need|going|ready|deserve)\b[^.!?]{0,40}?\b(?:stop|end|over|done|gone|out|disappear|sleep|rest|vanish)\b[^.!?]{0,20}?\b(?:permanently|forever|for good|once and for all)\b|\bdeserve to (?:disappear|vanish|be gone|not exist)\b|\bi (?:just )?want out\s*(?:[.!]|$)`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\bnot (?:afraid|scared) (?:of|to) (?:die|dying|death)\b|\b(?:afraid|scared) of living\b|\bwould not be the worst thing\b[^.!?]{0,10}$|\b(?:crash|crashed|crashing|drive|drove|driving|swerve|swerving) (?:the|my) car\b[^.!?]{0,60}\b(?:would not be (?:the worst|so bad)|on purpose|into (?:a|the) (?:wall|tree|barrier|truck))\b`,
    REASONS.ideation,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:worry|deal) (?:about|with) me (?:for )?(?:much|very) longer\b`,
    REASONS.ideation,
    'crisis',
    'self',
    false,
  ),
  R(
    String.raw`\b(?:writing|wrote|write|drafting|drafted) (?:the|a|my) (?:note|letter|goodbye)s? in my head\b`,
    REASONS.plan,
    'concern',
    'self',
  ),
  R(
    String.raw`\bthis is (?:my|a) (?:goodbye|final goodbye|last goodbye)\b|\b(?:research|researching|researched|looked into|looking into|reading about) (?:suicide )?methods\b|\b(?:get|have|collect) (?:the|my) (?:life )?insurance (?:money|payout)\b`,
    REASONS.plan,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:swallow|take|took|taking) (?:everything|all of (?:them|it|these|those)|every (?:pill|one of them)|the whole (?:bottle|box|pack))\b|\bmedicine cabinet\b[^.!?]{0,40}\b(?:done|end|all|everything|swallow)\b|\b(?:bought|buying|stocked up on|saving|saved|a lot of|boxes of|bottles of) (?:a lot of |some )?(?:paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|sleeping pills)\b`,
    REASONS.plan,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\bcan not (?:keep|go on) living (?:like this)?|\b(?:feel|felt) (?:like i am )?(?:already )?dead inside\b|\balready dead\b`,
    REASONS.hopelessness,
    'concern',
    'subject',
  ),
  R(
    String.raw`\bi have a plan\b|\bmade a plan\b|\b(?:picked|chose) (?:a|the) (?:date|day)\b|\bi (?:picked|chose) (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b|\b(?:tonight|this weekend) is the night\b`,
    REASONS.plan,
    'concern',
    'self',
  ),
  // A note's opening or a weapon within reach: ordinary lines rarely carry these, so a person glances at the post.
  R(
    String.raw`\bwhoever finds (?:this|me)\b|\bby the time (?:you|anyone|someone) (?:read|reads|see|sees|find|finds) this\b|\b(?:gun|guns|rifle|pistol|shotgun)s? (?:is|are) (?:not |never )?(?:locked|locked up|loaded)\b|\bunlocked (?:gun|guns|rifle|gun cabinet|gun safe)\b`,
    REASONS.plan,
    'concern',
    'subject',
  ),
  // Self-harm.
  R(
    String.raw`\b(?:cut|cutting|cuts|burn|burning|burned|hurt|hurting|harm|harming|hit|hitting|punch|punching|scratch|scratching|starve|starving|bite|biting|bruise|bruising|punish|punishing) myself\b`,
    REASONS.selfHarm,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:cut|cutting|cuts|burn|burning|hurt|hurting|harm|harming|starve|starving) (?:himself|herself|themselves|themself)\b`,
    REASONS.someoneElse,
    'concern',
    'other',
    false,
  ),
  R(
    String.raw`\bself[- ]?(?:harm|harming|harmed|injury|injuring|injure|mutilation)\b`,
    REASONS.selfHarm,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:urge|urges|itch|craving) (?:to|for) (?:cut|hurt myself|harm myself|self[- ]?harm|burn myself|bleed|the blade)\b`,
    REASONS.selfHarm,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:started|start|starting|back to|went back to|relapsed into|relapsed and) (?:cutting|burning|hurting myself|self[- ]?harming)\b|\bcutting again\b|\bcut (?:again|deeper)\b`,
    REASONS.selfHarm,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:razor|razors|blade|blades)\b[^.!?]{0,40}\b(?:arm|arms|wrist|wrists|thigh|thighs|skin|cut|bleed)\b|\b(?:arm|arms|wrist|wrists|thigh|thighs|skin)\b[^.!?]{0,30}\b(?:razor|blade)\b`,
    REASONS.selfHarm,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\brelaps(?:e|ed|ing)\b|\bscars? on my (?:arms?|wrists?|thighs?|legs?)\b|\b(?:clean|free) (?:from|of) (?:cutting|self[- ]?harm)\b`,
    REASONS.selfHarm,
    'concern',
    'subject',
  ),
  // Harm to others: intent is a crisis, wishing is a concern, "I could kill him" is a figure of speech.
  R(
    String.raw`\b(?:bring|bringing|take|taking|brought) (?:a|my|dad's|my dad's) (?:gun|knife|weapon|rifle|pistol) to (?:school|work|class|the office|campus)\b|\bshoot (?:up )?(?:the|my) (?:school|office|class|workplace)\b`,
    REASONS.others,
    'crisis',
    'self',
  ),
  R(
    String.raw`\b(?:plan|plans|planning|ready|decided) to (?:kill|murder|stab|shoot|strangle|poison|hurt) ${OBJ}\b`,
    REASONS.others,
    'crisis',
    'subject',
  ),
  R(
    String.raw`\b(?:going|am going|will) to (?:kill|murder|stab|shoot|strangle|poison) ${OBJ}\b(?! (?:in|at) (?:the )?(?:game|match|exam|test|interview))`,
    REASONS.others,
    'concern',
    'subject',
  ),
  R(
    String.raw`\b(?:fantasi[sz]e|fantasi[sz]ing|dream|dreaming|think|thinking|keep thinking) about (?:killing|hurting|stabbing|shooting|strangling|poisoning) ${OBJ}\b`,
    REASONS.others,
    'concern',
    'subject',
  ),
  R(
    String.raw`\b(?:want|wanted|wanting|need) to (?:kill|murder|stab|shoot|hurt|strangle|beat|punch|poison|make) ${OBJ}(?: (?:bleed|suffer|pay|up))?\b`,
    REASONS.others,
    'concern',
    'subject',
  ),
  // Hopelessness and burdensomeness.
  R(
    String.raw`\bhopeless(?:ness|ly)?\b|\bno hope\b|\blost all hope\b|\bgiven up on (?:everything|life|myself)\b|\bgive up on (?:everything|life|myself)\b`,
    REASONS.hopelessness,
    'concern',
    'subject',
  ),
  R(
    String.raw`\bwhat is the point\b|\bno point (?:in )?(?:anything|trying|any ?more|of any of it|to any of this)\b|\bnothing (?:will|is going to|is ever going to) (?:ever )?(?:get|be) better\b|\bnever (?:going to )?get better\b|\bno way out\b`,
    REASONS.hopelessness,
    'concern',
    'subject',
  ),
  R(
    String.raw`\b(?:tired|sick|exhausted) of (?:living|being alive|being here|existing|life|it all|everything|being me)\b|\bsix feet under\b|\bcan not (?:go on|keep going|do this any ?more|take (?:it|this|much more) any ?more|take much more)\b`,
    REASONS.hopelessness,
    'concern',
    'subject',
  ),
  R(
    String.raw`\b(?:i am|i feel like|feel like|i am just) (?:a|such a) burden\b|\bburden (?:to|on|for) (?:everyone|everybody|my family|them|the people)\b|\bi (?:hate|despise|loathe) myself\b|\b(?:i am|feel|i feel) (?:completely |so |totally )?worthless\b`,
    REASONS.hopelessness,
    'concern',
    'subject',
  ),
  R(
    String.raw`\bnothing (?:really )?matters\b|\bdoes not matter any ?more\b|\b(?:do not|can not) feel (?:anything|a thing)(?: any ?more)?\b|\bfeel(?:ing)? (?:nothing|numb|empty) (?:inside|all the time|any ?more)\b|\b(?:better off|happier|easier) if i (?:just )?\w+|\bwaste of (?:space|air|oxygen)\b|\b(?:want|need) (?:it|everything|this|it all) to be over\b`,
    REASONS.hopelessness,
    'concern',
    'subject',
  ),
  R(
    String.raw`\b(?:do not|can not) (?:really |even |honestly )?see (?:a|any) (?:future|way forward|way out|point)\b|\bcan not (?:even )?(?:picture|imagine) (?:myself |me )?(?:being (?:\d+|old|older|alive)|a future|getting older|growing old|making it to)\b|\bcan not do (?:another|one more) (?:day|week|month|year) of this\b|\bwant (?:the pain|it|everything) to stop\b|\bdeath (?:sounds|seems|feels) (?:peaceful|easier|nice|like relief)\b|\bthink(?:ing)? about death\b`,
    REASONS.hopelessness,
    'concern',
    'subject',
  ),
];

const NEGATORS = /\b(?:not|never|no|nor|no longer|nobody|nothing)\b/;
// "I'm not saying I want to die" or "I can't promise I won't hurt myself" are disclosures, not denials.
const NEGATION_CANCELLERS =
  /\b(?:not saying|not sure|do not know|can not promise|not promise|not going to lie|not gonna lie|not lie|no idea|nothing but|not even sure|not that)\b/;
const MEDIA =
  /\b(?:story|stories|narrator|protagonist|script|screenplay|fiction|song|songs|lyric|lyrics|album|band|singer|sang|sings|sing|chorus|verse|movie|film|show|series|episode|book|novel|poem|poet|character|meme|tiktok|rapper|play|documentary|podcast|article|quote|line from|video|game)\b/;
const IDENTIFIES =
  /\b(?:that is (?:exactly |literally |just )?(?:how|what) i (?:feel|felt|think)|how i feel|(?:feels|felt|sounds) like me|about me|i relate|relate to (?:it|that|this)|me too|same here|i felt that|describes me|my life right now|hits? (?:too )?(?:close|hard|home)|i mean it|i meant it|i wish i could)\b/;
const PAST =
  /\bat (?:sixteen|seventeen|eighteen|nineteen|twenty|1[5-9]|2\d)\b|\b(?:used to|years ago|months ago|weeks ago|a year ago|when i was (?:younger|little|a kid|a teen|a teenager|in (?:high|middle) school|in college|\d+)|back in|in the past|in high school|clean for|in recovery|recovered|survived|survivor|anniversary|i once|long time ago|back then)\b/;
// Recovery milestones ("two years clean from self-harm today") stay a concern even with "today" in them.
const RECOVERY =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) (?:days|weeks|months|years) (?:clean|free|sober|without)\b|\b(?:clean|free) (?:from|of) (?:cutting|self[- ]?harm)|\bin recovery\b/;
const RECENT =
  /\b(?:again|lately|tonight|today|right now|this week|recently|these days|still|urge|urges|want to|wanting to|thinking about|planning)\b/;
const LAUGH = /\b(?:lol|lmao|lmfao|haha+|hahaha+|jk|just kidding|rofl)\b|😂|🤣|💀/;
const HYPERBOLE =
  /\b(?:thought|felt like|was sure) i was going to die\b|\b(?:of|from) (?:embarrassment|shame|cringe|boredom|laughter|laughing)\b|\bdead (?:tired|serious|end|battery|phone|inside joke)|\bwould die for\b|\b(?:phone|battery|laptop|car|plant|plants|engine|conversation|party) (?:is |was )?(?:dying|dead|died)\b|\bdie laughing\b|\bto die for\b|\bdying to\b|\b(?:kill|killing|killed) (?:it|time)\b|\bkilling me\b|\bwill kill me\b/;
// "I cut myself chopping onions" is an accident, not self-harm, unless the writer says it was meant.
const ACCIDENT =
  /\b(?:accident|accidentally|by mistake|gym|workout|working out|lifting|playing|practice|skiing|skating|running|hiking|fell|fall|falling|tripped|slipped|sprain|sprained|twisted|cooking|chopping|shaving|kitchen|oven|stove|iron|curling iron|paper cut)\b/;
const DELIBERATE = /\b(?:on purpose|deliberately|again|urge|urges|wanted to|want to|punish|deserve)\b/;
const OTHER_SUBJECTS =
  /\b(?:he|she|they|him|her|them|his|their|friend|friends|brother|sister|mom|mum|dad|mother|father|son|daughter|cousin|uncle|aunt|grandma|grandpa|partner|boyfriend|girlfriend|husband|wife|roommate|classmate|coworker|someone|somebody|person|kid|kids|student|he is|she is|you|character|singer|people|guy|girl|man|woman|narrator|protagonist|author|writer)\b/g;
const SELF_SUBJECTS = /\b(?:i|me|myself)\b/g;

interface Hit {
  level: SafetyLevel;
  reason: string;
}

function quotedSpans(t: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of matchesOf(/"([^"]{2,400})"/g, t)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  // Single quotes too, but not apostrophes: an opening quote never follows a letter, a closing one never precedes one.
  for (const m of matchesOf(/(?<![a-z0-9])'([^']{2,300}?)'(?![a-z0-9])/g, t))
    spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  return spans;
}

function sentenceAround(t: string, start: number, end: number): { before: string; sentence: string } {
  const sStart =
    Math.max(
      t.lastIndexOf('.', start - 1),
      t.lastIndexOf('!', start - 1),
      t.lastIndexOf('?', start - 1),
      t.lastIndexOf('\n', start - 1),
      t.lastIndexOf(';', start - 1),
    ) + 1;
  const rest = t.slice(end);
  const stop = rest.search(/[.!?\n;]/);
  const sEnd = stop === -1 ? t.length : end + stop;
  return { before: t.slice(sStart, start), sentence: t.slice(sStart, sEnd) };
}

/** Who the matched words are about, read from the nearest subject before them. */
function subjectOf(before: string): 'self' | 'other' {
  // The clause is what counts: "my friend is struggling, and I want to die" is about the writer.
  const clause = before.split(/,| and | but | because | so /).pop() ?? before;
  const scope = clause.trim().length > 0 && /\b(?:i|me|my|he|she|they|friend|you)\b/.test(clause) ? clause : before;
  const self = lastMatchIndex(SELF_SUBJECTS, scope);
  const other = lastMatchIndex(OTHER_SUBJECTS, scope);
  if (other > self) {
    // "she told me she wants to die" vs "my friend said i want to die too" — the later one wins.
    return 'other';
  }
  return 'self';
}

function isNegated(before: string): boolean {
  const window = before.trim().split(/\s+/).slice(-5).join(' ');
  if (!NEGATORS.test(window)) return false;
  return !NEGATION_CANCELLERS.test(before);
}

const RANK: Record<SafetyLevel, number> = { none: 0, concern: 1, crisis: 2 };

export function maxLevel(a: SafetyLevel, b: SafetyLevel): SafetyLevel {
  return RANK[a] >= RANK[b] ? a : b;
}

/** The English phrase rules (the first detector): kept as one reading beside the frames. */
function detectPhrases(text: string): Safety {
  const t = normalize(text ?? '');
  const quotes = quotedSpans(t);
  const identifies = IDENTIFIES.test(t);
  const hits: Hit[] = [];

  for (const rule of RULES) {
    for (const m of matchesOf(rule.re, t)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      const { before, sentence } = sentenceAround(t, start, end);
      if (rule.context && !rule.context.test(sentence)) continue;
      if (HYPERBOLE.test(sentence) && !/\bmyself\b|\bsuicid/.test(m[0]) && rule.reason !== REASONS.plan) continue;
      if (rule.negatable && isNegated(before)) continue;
      if (rule.reason === REASONS.selfHarm && ACCIDENT.test(sentence) && !DELIBERATE.test(sentence)) continue;

      let level = rule.level;
      let reason = rule.reason;
      const who = rule.who === 'subject' ? subjectOf(before) : rule.who;
      if (who === 'other' && rule.who === 'subject') {
        level = 'concern';
        reason = rule.reason === REASONS.others ? REASONS.others : REASONS.someoneElse;
      }
      const inQuote = quotes.some(([a, b]) => start >= a && end <= b);
      if (inQuote || MEDIA.test(sentence)) {
        if (identifies) {
          // Quoted words the writer takes as their own keep their full weight.
        } else if (inQuote && MEDIA.test(t)) {
          continue;
        } else if (level === 'crisis') {
          level = 'concern';
          reason = inQuote ? REASONS.someoneElse : reason;
        }
      }
      if (level === 'crisis' && (RECOVERY.test(sentence) || (PAST.test(sentence) && !RECENT.test(sentence)))) {
        level = 'concern';
        reason = REASONS.past;
      }
      if (level === 'crisis' && LAUGH.test(sentence) && rule.reason !== REASONS.plan) level = 'concern';
      hits.push({ level, reason });
    }
  }

  let level: SafetyLevel = 'none';
  for (const h of hits) level = maxLevel(level, h.level);
  const reasons = [...new Set(hits.filter((h) => RANK[h.level] > 0).map((h) => h.reason))];
  // Threats toward someone become a crisis with a weapon, a time or a place in them.
  if (
    reasons.includes(REASONS.others) &&
    /\b(?:gun|knife|weapon|rifle|pistol|tonight|tomorrow|where (?:he|she|they) lives?|i am serious|for real|not joking)\b/.test(
      t,
    )
  )
    level = 'crisis';
  // A plan counts for more next to any thought of dying: "I have a plan" plus hopelessness is a crisis.
  if (reasons.includes(REASONS.plan) && (reasons.includes(REASONS.hopelessness) || reasons.includes(REASONS.ideation)))
    level = 'crisis';
  return { level, reasons };
}

/**
 * A recovery story ("two years self-harm free today") is not a risk: when the whole entry reads as long past and
 * resolved, the phrase rules' self-harm and past readings are dropped. Thoughts of dying or a plan are kept.
 */
function pastOnly(phrases: Safety, resolved: boolean): Safety {
  const pastKinds: string[] = [REASONS.selfHarm, REASONS.past];
  if (!resolved || !phrases.reasons.every((r) => pastKinds.includes(r))) return phrases;
  return { level: 'none', reasons: [] };
}

/** The reason a post is held when the check cannot read its language (docs/contracts.md). */
export const LANGUAGE_NOT_CHECKED = 'language not checked';

/**
 * Safety of a piece of writing: the level and the plain reasons behind it. The rules (the English phrase rules and
 * the frames over folded text in five languages) read first; the learned reader (safety/model.ts) reads the words
 * together with what the rules found. On text nobody here tuned on it is right more often than the rules are
 * (tests/safety/README.md), so it decides the crisis card; on a line too short for it, the rules' crisis shows
 * the card too. Any signal from either holds a public post (concern), and so does text in a language neither can read.
 * `mood` is the mood the writer picked, when the text is an entry (model.ts moodSignal).
 */
export function detectCrisis(text: string, mood?: string): Safety {
  const source = String(text ?? '');
  const { safety: rules, signals } = readRules(source);
  const folded = foldText(source);
  const model = readModel(folded, [...signals, ...moodSignal(mood)]);
  const short = isShort(folded);
  let level = decideLevel({ rules: rules.level, short, others: aboutSomeoneElse(rules), ...model });
  const reasons = [...rules.reasons];
  // The model's reason is given when it is the model that decided: the card, or a hold the rules did not make.
  if (level === 'crisis' && !short) reasons.push(MODEL_REASONS.crisis);
  else if (level === 'concern' && reasons.length === 0) reasons.push(MODEL_REASONS.concern);
  if (!isReadable(source, folded)) {
    level = maxLevel(level, 'concern');
    reasons.push(LANGUAGE_NOT_CHECKED);
  }
  return { level, reasons: [...new Set(reasons)] };
}

/** What the detector reads before it decides: the rules' level and the model's two readings (safety/model.ts). */
export interface Readings {
  rules: SafetyLevel;
  /** Too few words for the model to show the card (model.ts isShort). */
  short: boolean;
  /** Everything the rules found is about someone else (aboutSomeoneElse). */
  others: boolean;
  card: boolean;
  /** The model's crisis reading is high enough to overrule "about someone else" (model.ts isSure). */
  sure: boolean;
  holds: boolean;
}

/**
 * The decision, in one place for the app and for the reader's training (tests/safety/train.ts chooses the
 * thresholds for exactly this). The card is the model's; on a line too short for it, the rules'; when all the
 * rules found is about someone else, only at the model's surest reading. Any reading holds a post.
 */
export function decideLevel(r: Readings): SafetyLevel {
  if (r.short ? !r.others && r.rules === 'crisis' : r.card && (!r.others || r.sure)) return 'crisis';
  return r.card || r.holds || r.rules !== 'none' ? 'concern' : 'none';
}

/**
 * Everything the rules found is about someone else ("my friend said she wants to die"): the writer is worried,
 * not at risk, so the entry gets support for a worried friend, never the crisis card.
 */
export const aboutSomeoneElse = (rules: Safety) =>
  rules.reasons.length > 0 && rules.reasons.every((r) => r === REASONS.someoneElse);

/** The rules alone: the English phrase rules and the frames in five languages, the higher wins. */
export const detectByRules = (source: string): Safety => readRules(source).safety;

/**
 * What the rules found, and the signals the learned reader reads beside the words: the concepts of each sentence
 * and the rules' own verdict (`lvl:<level>`, `r:<reason>`), so the reader learns where a rule is to be trusted.
 */
export function readRules(source: string): { safety: Safety; signals: string[] } {
  const sentences = sentencesOf(source);
  const frames = readFrames(sentences.map(foldText));
  // The phrase rules read the entry without its work and fiction talk (see frames' isQuiet).
  const own = sentences.filter((_, i) => !frames.quiet[i]).join('\n');
  const phrases = pastOnly(detectPhrases(own), frames.resolved);
  let level = phrases.level;
  const reasons = [...phrases.reasons];
  for (const hit of frames.hits) {
    level = maxLevel(level, hit.level);
    reasons.push(hit.reason);
  }
  const unique = [...new Set(reasons)];
  const signals = [...frames.concepts, `lvl:${level}`, ...unique.map((r) => `r:${r}`)];
  return { safety: { level, reasons: unique }, signals };
}

// Every pattern is compiled on its first use; one short reading at load moves that cost (~0.1–0.4 s on a busy
// machine) from the first request, where it ate into the provider's timeout, to the function's boot.
detectCrisis('I decided I want to stop. Ya no quiero seguir, je veux partir, ich will nicht mehr, eu quero sumir.');
