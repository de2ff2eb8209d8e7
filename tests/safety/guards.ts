// Sentences the detector's unit tests (reflection/detector.test.ts) pin as no signal, or as a concern but not a
// crisis. The learned reader's training (train.ts) uses the same lists as guards: its thresholds sit above them.
export const RESOLVED_PAST = [
  "I used to cut myself when I was 15, I'm doing better now.",
  'Two years clean from self-harm today.',
];

// Everyday sentences that the first frames read as a plan (a day plus "decided", "going to be", "no me"…).
export const ORDINARY_PLANS = [
  'Hoy no me apetece cocinar, pedimos pizza con mis amigos.',
  'It is going to be a great weekend with the kids.',
  'I decided to bake a cake on Sunday.',
  'I will not see him again until Christmas, he moved to Leeds.',
  'The cat did not come back last night, so worried.',
];

export const ORDINARY_NONE = [
  'This exam is killing me.',
  'I would never hurt myself, I just needed to vent.',
  "I'm not suicidal, just really stressed about money.",
  'I could kill my brother for eating my leftovers lol',
  'I nearly died laughing at her impression.',
  'I killed it at my interview and I am dying to hear back.',
  'Dead tired after the double shift.',
  'I hurt myself at the gym lifting too much.',
  'I cut myself chopping onions, ouch.',
  'Singing along to "I want to die in your arms tonight", what a dramatic love song.',
  'We want to end things with the landlord amicably.',
  'We had a suicide prevention workshop at school today.',
  'Had a lovely day at the beach with my family.',
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
