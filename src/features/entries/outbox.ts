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

// A send can fail just after the connection returns (the network not quite up, a session being
// refreshed, a busy server): then it is tried again, less often each time, rather than waiting for
// the next 'online' event, which may never come while the page stays open.
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 60_000;

/** Sends kept entries now if online, whenever the connection returns, and again after a failed try. Returns the stop function. */
export function startSendingKeptEntries(queryClient: QueryClient): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  const send = () => {
    clearTimeout(retry);
    if (stopped || !navigator.onLine || !read().length) return;
    void sendKeptEntries(queryClient).then(() => {
      if (stopped) return;
      if (!read().length) {
        delay = FIRST_RETRY_MS;
        return;
      }
      retry = setTimeout(send, delay);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    });
  };
  send();
  window.addEventListener('online', send);
  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener('online', send);
  };
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
