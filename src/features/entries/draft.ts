import { localKeys, sessionKeys } from '../../lib/storage-keys.ts';

// Nothing typed is ever lost: the write screen keeps its draft on this device until the
// entry is saved, through reloads, closed tabs and failed submits.

export interface Draft {
  text: string;
  mood: string | null;
  isPublic: boolean;
}

export function loadDraft(): Draft | null {
  try {
    const raw = localStorage.getItem(localKeys.writeDraft);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft.text !== 'string') return null;
    return {
      text: draft.text,
      mood: typeof draft.mood === 'string' ? draft.mood : null,
      isPublic: draft.isPublic === true,
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft) {
  try {
    if (!draft.text && !draft.mood) localStorage.removeItem(localKeys.writeDraft);
    else localStorage.setItem(localKeys.writeDraft, JSON.stringify(draft));
  } catch {
    // Storage full or refused: writing goes on, only the safety net is missing.
  }
}

export function clearDraft() {
  localStorage.removeItem(localKeys.writeDraft);
}

/** Text started on Home's Try-it card, handed over once to the write screen. */
export function handOverStartedText(text: string) {
  sessionStorage.setItem(sessionKeys.startedText, text);
}

export const readStartedText = (): string | null => sessionStorage.getItem(sessionKeys.startedText);

/** Once the write screen holds the started text, its own draft keeps it. */
export const clearStartedText = () => sessionStorage.removeItem(sessionKeys.startedText);

/** A prompt chosen on Home or Community stays chosen until a new one is asked for or the entry is saved. */
export const selectedPrompt = {
  read: () => sessionStorage.getItem(sessionKeys.selectedPrompt),
  set: (prompt: string) => sessionStorage.setItem(sessionKeys.selectedPrompt, prompt),
  clear: () => sessionStorage.removeItem(sessionKeys.selectedPrompt),
};
