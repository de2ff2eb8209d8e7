import { ensureSession } from './supabase.ts';
import { USER_LABEL_KEY, USER_LABEL_MAX_AGE_SECONDS } from './storage-keys.ts';

// The spec's anonymous cookie survives as a label (`user_<auth uid>`): the API checks it
// matches the caller's token, so it names a person for the wire but is never a credential.
export const userLabelFor = (uid: string) => `user_${uid}`;

export function writeUserLabel(uid: string) {
  const label = userLabelFor(uid);
  try {
    localStorage.setItem(USER_LABEL_KEY, label);
  } catch {
    // Private modes may refuse storage; the cookie and the session still carry the identity.
  }
  document.cookie = `${USER_LABEL_KEY}=${label}; max-age=${USER_LABEL_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

/** The label of whoever holds the session right now (starting an anonymous one if needed). */
export async function currentUserLabel(): Promise<string> {
  const session = await ensureSession();
  return userLabelFor(session.user.id);
}
