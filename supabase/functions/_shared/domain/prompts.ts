// Hearth's own prompts that live in code, read by the SPA (Home's Try-it card, Community's challenge) and by
// the API, which keeps a prompt that is one of Hearth's own as it is and checks any other text (issue 12).
// The Write screen's prompts are the database's (public.prompts). Runtime-neutral: no Node, no DOM.

/** Home's Try-it card shows one of these at random (spec §2, §9: eight). */
export const SAMPLE_PROMPTS: readonly string[] = [
  'What is one thing that felt heavy today, and what would make it a little lighter?',
  'Describe a moment this week when you felt truly like yourself.',
  'What are you carrying right now that you have not said out loud?',
  'Who or what brought you a small comfort recently?',
  'What would you tell a close friend who was feeling the way you feel today?',
  'What is something you are quietly proud of, even if no one noticed?',
  'Where in your body do you feel today’s emotions, and what do they need?',
  'What is one gentle thing you could do for yourself tomorrow?',
];

/** Community's fixed weekly challenge (spec §2); JOIN CHALLENGE carries it to Write. */
export const WEEKLY_CHALLENGE = 'What small change has made a big difference in your life?';
