// Shown first on the reflection screen when an entry reads as a crisis (safety practice §5: act-on-able lines).
export const CRISIS_RESOURCES = [
  { name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988', url: 'https://988lifeline.org' },
  { name: 'Crisis Text Line', contact: 'Text HOME to 741741', url: 'https://www.crisistextline.org' },
  { name: 'Emergency services', contact: 'Call 911', url: null },
  {
    name: 'International crisis centres (IASP directory)',
    contact: 'Find a line in your country',
    url: 'https://www.iasp.info/crisis-centres-helplines/',
  },
] as const;
