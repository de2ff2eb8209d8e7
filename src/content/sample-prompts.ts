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
