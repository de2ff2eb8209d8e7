// Crisis contacts (spec §1, §9; safety practice §5): the one source for the web app (footer, crisis
// card, Insights, terms, Home's "In crisis?" line), the API's `crisisResources`, the reflection
// engine's sentences and, through those components, every page's prerendered first screen.
// Runtime-neutral: no Node, no DOM.

export interface CrisisLine {
  id: string;
  name: string;
  /** How to reach it, in plain words. */
  contact: string;
  /** The link a phone can act on in one tap (tel:, sms:) or a web page. */
  href: string;
  /** Words for the link, read by screen readers and shown on buttons. */
  action: string;
}

export const LIFELINE_NUMBER = '988';
export const EMERGENCY_NUMBER = '911';
export const CRISIS_TEXT_NUMBER = '741741';
export const CRISIS_TEXT_KEYWORD = 'HOME';

export const EMERGENCY: CrisisLine = {
  id: 'emergency',
  name: 'Emergency services',
  contact: EMERGENCY_NUMBER,
  href: `tel:${EMERGENCY_NUMBER}`,
  action: `Call ${EMERGENCY_NUMBER}`,
};

export const CRISIS_TEXT_LINE: CrisisLine = {
  id: 'crisis-text-line',
  name: 'Crisis Text Line',
  contact: `Text ${CRISIS_TEXT_KEYWORD} to ${CRISIS_TEXT_NUMBER}`,
  href: `sms:${CRISIS_TEXT_NUMBER}?body=${CRISIS_TEXT_KEYWORD}`,
  action: `Text ${CRISIS_TEXT_KEYWORD} to ${CRISIS_TEXT_NUMBER}`,
};

export const LIFELINE_988_CALL: CrisisLine = {
  id: '988-call',
  name: '988 Suicide & Crisis Lifeline',
  contact: `Call or text ${LIFELINE_NUMBER}`,
  href: `tel:${LIFELINE_NUMBER}`,
  action: `Call ${LIFELINE_NUMBER}`,
};

export const LIFELINE_988_TEXT: CrisisLine = {
  id: '988-text',
  name: '988 Suicide & Crisis Lifeline',
  contact: `Text ${LIFELINE_NUMBER}`,
  href: `sms:${LIFELINE_NUMBER}`,
  action: `Text ${LIFELINE_NUMBER}`,
};

export const SAMHSA_HELPLINE: CrisisLine = {
  id: 'samhsa',
  name: 'SAMHSA National Helpline',
  contact: '1-800-662-4357',
  href: 'tel:18006624357',
  action: 'Call 1-800-662-4357',
};

/** The old Lifeline number still routes to 988 (spec §9 lists it on Insights). */
export const LIFELINE_LEGACY: CrisisLine = {
  id: 'lifeline-legacy',
  name: '988 Suicide & Crisis Lifeline (1-800-273-8255 still routes there)',
  contact: '1-800-273-8255',
  href: 'tel:18002738255',
  action: 'Call 1-800-273-8255',
};

export const IASP_DIRECTORY: CrisisLine = {
  id: 'iasp',
  name: 'International crisis centres (IASP directory)',
  contact: 'Find a line in your country',
  href: 'https://www.iasp.info/crisis-centres-helplines/',
  action: 'Find a crisis line in your country',
};

/** The footer's four contacts, in the spec's order. */
export const FOOTER_CRISIS_LINES: readonly CrisisLine[] = [
  EMERGENCY,
  CRISIS_TEXT_LINE,
  LIFELINE_988_CALL,
  SAMHSA_HELPLINE,
];

/** The reflection screen's crisis card: act-on-able first (call, then text), emergency last. */
export const CRISIS_CARD_LINES: readonly CrisisLine[] = [
  LIFELINE_988_CALL,
  LIFELINE_988_TEXT,
  CRISIS_TEXT_LINE,
  EMERGENCY,
];

/**
 * What `POST /api/entries` answers with an entry that carries a risk signal (`crisisResources`):
 * the crisis card's lines, then the international directory for readers outside the US.
 * `url` is kept for the contract's first readers: the line's own web page, or its href.
 */
export const CRISIS_RESOURCES: readonly (CrisisLine & { url: string | null })[] = [
  ...CRISIS_CARD_LINES,
  IASP_DIRECTORY,
].map((line) => ({ ...line, url: line.href }));

/** Home's line under the calls to action (index.html paints the same words first; a test keeps them equal). */
export const HOME_CRISIS_LINE = {
  before: 'In crisis? Call or text',
  lifeline: { href: LIFELINE_988_CALL.href, text: LIFELINE_NUMBER },
  between: ', or call',
  emergency: { href: EMERGENCY.href, text: EMERGENCY_NUMBER },
  after: '.',
} as const;

/** The engine's crisis sentence: the lines in words, for a reflection a screen reader reads in one go. */
export const CRISIS_SENTENCE = `You can call or text ${LIFELINE_NUMBER} to reach the Suicide & Crisis Lifeline, text ${CRISIS_TEXT_KEYWORD} to ${CRISIS_TEXT_NUMBER} to reach the Crisis Text Line, or call ${EMERGENCY_NUMBER} if you are in immediate danger.`;
