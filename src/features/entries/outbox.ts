import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { communityKeys, entryKeys, growthKeys } from '../../lib/query-keys.ts';
import { localKeys } from '../../lib/storage-keys.ts';
import { createEntry, type NewEntry } from './api/create-entry.ts';

// Offline writing (issue 18): an entry written without a connection is kept here, in this
// device's local storage, until it has been sent. Each carries the key chosen when it was written;
// the API writes an entry once per key, so sending it again (a lost answer, two tabs coming back
// online together) never makes a second copy. An entry leaves the outbox only once the API has it.

export type KeptEntry = { clientKey: string; entry: NewEntry; writtenAt: string };

const CHANGED = 'hearth-outbox-changed';

function read(): KeptEntry[] {
  try {
    const kept = JSON.parse(localStorage.getItem(localKeys.outbox) ?? '[]') as KeptEntry[];
    return Array.isArray(kept) ? kept : [];
  } catch {
    return [];
  }
}

function write(kept: KeptEntry[]) {
  if (kept.length) localStorage.setItem(localKeys.outbox, JSON.stringify(kept));
  else localStorage.removeItem(localKeys.outbox);
  window.dispatchEvent(new Event(CHANGED));
}

export const newClientKey = () => crypto.randomUUID();

/** Keeps an entry on this device to be sent when the connection returns. */
export function keepEntry(entry: NewEntry, clientKey = newClientKey()) {
  write([
    ...read().filter((kept) => kept.clientKey !== clientKey),
    { clientKey, entry, writtenAt: new Date().toISOString() },
  ]);
}

/** True for a failure that says nothing reached the API (no connection), as opposed to an answer. */
export const isOffline = (error: unknown) =>
  !navigator.onLine || (!(error instanceof ApiError) && error instanceof TypeError);

let sending: Promise<void> | undefined;

/**
 * Sends every kept entry, oldest first, and forgets each once the API has it. Stops at the first
 * that cannot be sent (still offline, or the API refused it for now) and keeps it for next time.
 */
export function sendKeptEntries(queryClient: QueryClient): Promise<void> {
  sending ??= (async () => {
    let sent = 0;
    for (const kept of read()) {
      try {
        await createEntry({ ...kept.entry, clientKey: kept.clientKey });
      } catch {
        break;
      }
      sent += 1;
      write(read().filter((other) => other.clientKey !== kept.clientKey));
    }
    if (sent) {
      void queryClient.invalidateQueries({ queryKey: entryKeys.all });
      void queryClient.invalidateQueries({ queryKey: growthKeys.all });
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    }
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

/** Sends kept entries now if online, and whenever the connection returns. Returns the stop function. */
export function startSendingKeptEntries(queryClient: QueryClient): () => void {
  const send = () => {
    if (navigator.onLine && read().length) void sendKeptEntries(queryClient);
  };
  send();
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  // Another tab kept or sent one.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
};
let snapshot: { raw: string | null; kept: KeptEntry[] } = { raw: null, kept: [] };
const getSnapshot = () => {
  const raw = localStorage.getItem(localKeys.outbox);
  if (raw !== snapshot.raw) snapshot = { raw, kept: read() };
  return snapshot.kept;
};

/** The entries waiting on this device. */
export const useKeptEntries = () => useSyncExternalStore(subscribe, getSnapshot, () => []);
