import type { CreatedEntry } from '../../lib/api-types.ts';
import { sessionKeys } from '../../lib/storage-keys.ts';

// The reflection screen reads the entry just written from session storage (spec §4), so a
// reload of /reflect still shows it, and a new tab does not.

export function storeCurrentEntry(entry: CreatedEntry) {
  sessionStorage.setItem(sessionKeys.currentEntry, JSON.stringify(entry));
}

export function readCurrentEntry(): CreatedEntry | null {
  const raw = sessionStorage.getItem(sessionKeys.currentEntry);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as CreatedEntry;
    return typeof entry?.journalText === 'string' ? entry : null;
  } catch {
    return null;
  }
}

export function clearCurrentEntry() {
  sessionStorage.removeItem(sessionKeys.currentEntry);
}
