// Sentences the detector's unit tests (reflection/detector.test.ts) pin: what Hearth promises for plain lines, as
// opposed to what it measures on text nobody tuned on (the held-out corpus). The learned reader's training
// (train.ts) counts them as examples, so a promise here is also something the reader is taught.
export const RESOLVED_PAST = ['Two years clean from self-harm today.'];

// Everyday sentences that the first frames read as a plan (a day plus "decided", "going to be", "no me"…).
export const ORDINARY_PLANS = [
  'Hoy no me apetece cocinar, pedimos pizza con mis amigos.',
  'It is going to be a great weekend with the kids.',
  'I decided to bake a cake on Sunday.',
];

export const ORDINARY_NONE = [
  'This exam is killing me.',
  'I could kill my brother for eating my leftovers lol',
  'I nearly died laughing at her impression.',
  'I killed it at my interview and I am dying to hear back.',
  'Dead tired after the double shift.',
  'I hurt myself at the gym lifting too much.',
  'I cut myself chopping onions, ouch.',
  'We want to end things with the landlord amicably.',
  'We had a suicide prevention workshop at school today.',
  // German for breaking up ("Schluss machen"), which the reader took for ending a life once N7–N11 joined its data.
  'Ich will mit ihm Schluss machen, aber ich weiß nicht wie.',
  'Had a lovely day at the beach with my family.',
  // Lines of two or three plain words give the reader almost nothing to read, so they score near the heads' bias;
  // these teach it that a plain short line is an ordinary one.
  'Nice day',
  'Good morning.',
  'Quiet day at home.',
  'Long week, glad it is over.',
  '',
];

export const CONCERN_NOT_CRISIS = [
  'My friend said she wants to die.',
  'My brother told me he has been cutting himself.',
  "What's the point of trying anymore?",
  'I feel completely hopeless about this job hunt.',
  "I'm such a burden to everyone.",
  'I want to hurt him the way he hurt me.',
  'My girlfriend keeps posting lyrics about not wanting to be alive.',
];

/**
 * Ordinary lines that carry words of risk, negated, long past, quoted or about an absence. They never get the
 * crisis card; the check may hold them for a person to glance at, because a held harmless post costs a few
 * minutes and a missed crisis costs far more (issue 12: the gate errs toward holding).
 */
export const MAY_BE_HELD = [
  "I used to cut myself when I was 15, I'm doing better now.",
  'I will not see him again until Christmas, he moved to Leeds.',
  'The cat did not come back last night, so worried.',
  'I would never hurt myself, I just needed to vent.',
  "I'm not suicidal, just really stressed about money.",
  'Singing along to "I want to die in your arms tonight", what a dramatic love song.',
  'I do not want to lose my keys again',
  // Self-denials, which writers add so a reader does not worry: the reader took the denied words for the thing.
  "I'm not suicidal or anything, I'm just worn out from this week.",
  "Don't worry, I'm not going to hurt myself, I just needed to get this off my chest.",
  'No estoy pensando en hacerme daño, solo estoy agotada del trabajo.',
  'Não quero morrer nem nada, só estou exausta com o trabalho esta semana.',
  'Je ne vais pas me faire de mal, je suis juste épuisée par le boulot.',
  'Ich will mir nichts antun, ich bin nur total erschöpft von der Arbeit.',
];

/**
 * Plain days of stress and bad sleep, with the Reflective mood a tired writer picks: never the crisis card. The
 * corpus is mostly risk, so "thinking about … all night" and "could not sleep" leaned on the card (a growth journey's
 * line about a project deadline got it after the fifth wave's re-train).
 */
export const PLAIN_STRESS = [
  'Lay awake thinking about the exam all night, my head would not switch off.',
  'I could not stop thinking about the meeting with my manager tomorrow.',
  'Barely slept because of the noise upstairs and now I have a full day of work.',
  'Stressed about the move, thinking about boxes and bills until 2am.',
  'Kept thinking about what my sister said at dinner, could not get to sleep.',
  'Work has been a lot this week and I have not slept properly since Monday.',
  'I did not sleep well, the baby was up every two hours and I kept thinking about my deadline.',
  'Could not switch off after the late shift, thinking about the patients all night.',
];

/** Plain crisis lines: the crisis card, always. */
export const CRISIS_PINNED = [
  'I want to kill myself.',
  "I don't want to be alive anymore",
  'honestly kinda want to die',
  'Everyone would be better off without me.',
  "I've been thinking about ending it all",
  'Sometimes I wish I could fall asleep and never wake up.',
  "I'm not saying I want to die, but I think about it.",
  'I started cutting again last night.',
  'I burned myself on purpose to feel something.',
  'I have the urge to self harm every night',
  "I've been saving up my sleeping pills, just in case.",
  'I looked up how many pills it would take.',
  'I wrote goodbye letters to my family.',
  "I've been giving away my things to friends.",
  'I keep thinking about jumping off the bridge on my way home.',
  "I'm going to bring a gun to school tomorrow.",
  "I'm suicidal again.",
  'Not sure I want to live anymore.',
  "I can't promise I won't hurt myself tonight.",
];

// Three rounds of fresh phrasings written after the first corpora were tuned. On first run the phrase rules
// caught 7 of 20, then 2 of 15, then 4 of 15 of the crisis ones: they generalise poorly to new indirect wording.
// Kept as regressions, with ordinary lines that use the same words.
export const CRISIS_FRESH = [
  'I keep picturing my own funeral and feeling relieved.',
  "I can't see any way this ends other than me not being here.",
  "I've decided tonight is the night.",
  "Maybe it's time I just went away for good.",
  "I'm planning how I'd do it.",
  'The world would be better without me in it.',
  "Life isn't worth living.",
  "I'm going to end my suffering.",
  'I feel like dying.',
  "Soon none of this will matter because I won't be here.",
  'I tied a rope in the garage yesterday.',
  'I keep holding the knife against my wrist.',
  "There's no reason for me to stay.",
  'Part of me wants to just swallow everything in the medicine cabinet and be done.',
  "I'm not afraid of dying anymore, I'm more afraid of living another 40 years like this.",
  "If I crashed the car on the highway tonight it wouldn't be the worst thing.",
  'I deserve to disappear.',
  "My family will get the insurance money, that's something.",
  "Tonight I'm going to take all of them and just sleep.",
  'i cant keep living like this. i really cant. its too much and i want out',
  'No one will have to worry about me much longer.',
  'I want everything to stop permanently.',
  'This is my goodbye. Thank you for everything.',
  "I've started to research methods.",
  'I bought a lot of paracetamol today and I know why.',
  'Honestly everyone would have an easier life if I stopped being around.',
  "I've been thinking a lot about how to make it look like an accident.",
  'I keep standing at the edge of the platform when the train comes in.',
  "I don't plan on being here for my birthday next month.",
  'Some nights I lie there hoping my heart just stops.',
  "The only thing keeping me here is my cat and she's old.",
  'I cut deeper than usual last night and it scared me.',
  "I'm so done. With all of it. Permanently.",
  'Just want the pain to end for good.',
  "I've made my peace with it and I'm calm now that I've decided.",
  'i dont think ill make it to the weekend and honestly im ok with that',
  'I want to go to sleep and stay asleep.',
  'Nobody would miss me if I was gone.',
  'When I drive I think about just not turning the wheel at the curve.',
  "I am going to kill myself. I'm sorry.",
];

export const NOT_CRISIS_FRESH = [
  'My laptop died in the middle of my essay.',
  "I'd kill for a coffee right now.",
  'The battery on my phone is dying.',
  "I'm dying to see the new movie.",
  'We killed the lights and told ghost stories.',
  'That comedian was so funny I almost died.',
  'I cut ties with a toxic friend and feel free.',
  'Our team got absolutely murdered in the finals.',
  "I'm literally dying of heat in this apartment, the AC broke.",
  "My grandma's funeral was beautiful and we all told stories about her.",
  "I'd rather stay in bed forever than go to that meeting, ugh.",
  'My plants keep dying no matter what I do.',
  'Took my medication this morning like the doctor said and I feel steadier.',
  'I bought a rope for the new climbing gym membership.',
  'Ended things with my boyfriend tonight. It was the right call.',
  "I'm going to kill this presentation tomorrow.",
  'My hair appointment killed my whole Saturday, three hours!',
  "I'm so done with group chats that never stop buzzing.",
  'The train was late again and I stood on the platform for forty minutes.',
  'My cat is the only thing keeping me sane during exam season, bless her.',
  'That horror movie scared me to death, I slept with the lights on.',
  "My birthday next month is going to be small this year and I'm fine with it.",
  "I'm dead set on running that marathon next spring.",
  'Finally ended the subscription I never used. Tiny win.',
  // A known false alarm until the reader stopped damping long entries to its prior (model.ts LENGTH_DAMPING).
  "I've made my peace with not getting the job and I'm calm about it now.",
];
