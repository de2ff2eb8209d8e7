// Every key the SPA keeps in the browser, in one place so none collide or drift.

/** Local storage key and cookie name of the anonymous label (docs/contracts.md, SPA seam). */
export const USER_LABEL_KEY = 'hearth_user';
export const USER_LABEL_MAX_AGE_SECONDS = 31_536_000;

export const sessionKeys = {
  /** The entry just written, read by the reflection screen. */
  currentEntry: 'hearth_current_entry',
  /** A prompt chosen elsewhere (Home's Try-it card, Community's challenge) for the write screen. */
  selectedPrompt: 'hearth_selected_prompt',
  /** Text started on Home's Try-it card, continued on the write screen. */
  startedText: 'hearth_started_text',
} as const;

export const localKeys = {
  /** The write screen's autosaved draft, so nothing typed is lost to a reload or a failed submit. */
  writeDraft: 'hearth_write_draft',
  /** Entries written offline, kept until sent (features/entries/outbox.ts). */
  outbox: 'hearth_outbox',
} as const;
