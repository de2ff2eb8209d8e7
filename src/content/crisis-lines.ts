// Crisis contacts (spec §1, §9). Each carries the link a phone can act on in one tap.

export interface CrisisLine {
  id: string;
  name: string;
  /** How to reach it, in plain words. */
  contact: string;
  href: string;
  /** Words for the link, read by screen readers and shown on buttons. */
  action: string;
}

export const EMERGENCY: CrisisLine = {
  id: 'emergency',
  name: 'Emergency services',
  contact: '911',
  href: 'tel:911',
  action: 'Call 911',
};

export const CRISIS_TEXT_LINE: CrisisLine = {
  id: 'crisis-text-line',
  name: 'Crisis Text Line',
  contact: 'Text HOME to 741741',
  href: 'sms:741741?body=HOME',
  action: 'Text HOME to 741741',
};

export const LIFELINE_988_CALL: CrisisLine = {
  id: '988-call',
  name: '988 Suicide & Crisis Lifeline',
  contact: 'Call or text 988',
  href: 'tel:988',
  action: 'Call 988',
};

export const LIFELINE_988_TEXT: CrisisLine = {
  id: '988-text',
  name: '988 Suicide & Crisis Lifeline',
  contact: 'Text 988',
  href: 'sms:988',
  action: 'Text 988',
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

export const IASP_DIRECTORY = {
  name: 'International crisis centres (IASP directory)',
  href: 'https://www.iasp.info/crisis-centres-helplines/',
  action: 'Find a crisis line in your country',
} as const;

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
