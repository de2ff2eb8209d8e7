import { localKeys } from './storage-keys.ts';

// Only a public entry can be answered, so a visitor who has shared one is someone a supportive
// message can reach: from then on their unread count is live (Realtime), not only polled.

export function rememberSharedPublicly(): void {
  try {
    window.localStorage.setItem(localKeys.sharedPublicly, '1');
  } catch {
    // Storage refused (private mode, quota): the 30-s poll still brings the count.
  }
}

export function hasSharedPublicly(): boolean {
  try {
    return window.localStorage.getItem(localKeys.sharedPublicly) === '1';
  } catch {
    return false;
  }
}
