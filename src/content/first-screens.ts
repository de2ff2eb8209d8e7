// Words a page shows first, shared by the React page and the static first screen the local
// server puts in the HTML for that page (local/spa.ts), so the two never drift apart: when React
// replaces the static copy with the same words in the same place, nothing moves.
export const FEED_INTRO = {
  title: 'Community Feed',
  lead: 'Stories shared anonymously by people finding their words.',
} as const;

export const WRITE_INTRO = {
  title: 'Write',
  promptLabel: 'Today’s prompt',
} as const;

/**
 * The id of the JSON block in which the local server hands the page the prompt it already showed
 * in the first screen of /prompt, so the app shows that same prompt without asking again.
 */
export const FIRST_PROMPT_ELEMENT_ID = 'hearth-first-prompt';
