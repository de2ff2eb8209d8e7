// The account rules people see before and after submitting, read from the one place the server
// applies them (supabase/functions/_shared/domain): never a second copy that could drift.
import {
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_CHARACTERS,
  PASSWORD_MESSAGES,
} from '../../../../supabase/functions/_shared/domain/passwords.ts';
import {
  USERNAME_MESSAGES,
  normalizeUsername,
  usernameProblem,
} from '../../../../supabase/functions/_shared/domain/usernames.ts';

export const USERNAME_HINT = `${USERNAME_MESSAGES.length} ${USERNAME_MESSAGES.characters}`;
export const PASSWORD_HINT = `${PASSWORD_MESSAGES.length} A few words together make one that is strong and easy to remember.`;

/** What is wrong with a username as typed, by the server's own rule; null when it may be used. */
export const checkUsername = (raw: string): string | null =>
  raw.trim() ? usernameProblem(normalizeUsername(raw)) : null;

/**
 * The password rules a browser can check without the 380 KB list of common passwords (the server
 * checks that one and its answer lands beside the field).
 */
export function checkPassword(plain: string): string | null {
  if (!plain) return null;
  if (new TextEncoder().encode(plain).length > MAX_PASSWORD_BYTES) return PASSWORD_MESSAGES.too_long;
  if ([...plain].length < MIN_PASSWORD_CHARACTERS) return PASSWORD_MESSAGES.length;
  return null;
}

export type AccountField = 'username' | 'email' | 'password';

/** Which field a server's refusal is about, so it can be shown beside that field. */
export function fieldOf(message: string): AccountField | null {
  if ((Object.values(USERNAME_MESSAGES) as string[]).includes(message) || /username/i.test(message)) return 'username';
  if ((Object.values(PASSWORD_MESSAGES) as string[]).includes(message) || /password/i.test(message)) return 'password';
  if (/e-?mail/i.test(message)) return 'email';
  return null;
}
