// The password rule of both homes (local Auth and /api/register), as NIST SP 800-63B and OWASP ASVS
// 2.1 ask: long enough, not blank-like, not a well-known password, and no longer than bcrypt reads.

export const MIN_PASSWORD_CHARACTERS = 8;
/** bcrypt ignores every byte past the 72nd, so a longer password would not be what protects the account. */
export const MAX_PASSWORD_BYTES = 72;

/** GoTrue's weak_password reasons ('length', 'characters', 'pwned'), plus a password too long to hash. */
export type PasswordReason = 'length' | 'characters' | 'pwned' | 'too_long';

export interface PasswordProblem {
  reason: PasswordReason;
  /** For people: shown as it is. */
  message: string;
}

export const PASSWORD_MESSAGES: Record<PasswordReason, string> = {
  length: `Password should be at least ${MIN_PASSWORD_CHARACTERS} characters.`,
  characters: 'Password cannot be only spaces, invisible characters or one character repeated.',
  pwned: 'This password is one of the most common passwords. Please choose another.',
  too_long: `Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes (accented letters and emoji take two to four each).`,
};

/**
 * A bcrypt hash of no one's password (cost 10, GoTrue's): compared against when an account does not
 * exist, so "no such user" takes as long as "wrong password" and answers cannot be told apart by time.
 */
export const UNUSED_BCRYPT_HASH = '$2a$10$7EqJtq98hPqEX7fNZaFWoOhi5BWX4Z7S4fFBv3b3a1FvVx8bqm0/K';

// Spaces, line breaks, and characters that print nothing (zero-width, direction marks, controls).
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}]/gu;

let common: Promise<Set<string>> | undefined;
/**
 * The 49,233 most common passwords of zxcvbn-ts's common dictionary (about 380 KB), loaded on the
 * first password check rather than at start, so a cold start that never checks one does not pay.
 */
function commonPasswords(): Promise<Set<string>> {
  return (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'] as string[]),
  ));
}

/** What is wrong with a new password, or null when it may be used. */
export async function passwordProblem(plain: string): Promise<PasswordProblem | null> {
  const problem = (reason: PasswordReason) => ({ reason, message: PASSWORD_MESSAGES[reason] });
  if (new TextEncoder().encode(plain).length > MAX_PASSWORD_BYTES) return problem('too_long');
  if ([...plain].length < MIN_PASSWORD_CHARACTERS) return problem('length');
  const visible = [...plain.replace(INVISIBLE, '')];
  if (visible.length < MIN_PASSWORD_CHARACTERS || new Set(visible).size === 1) return problem('characters');
  if ((await commonPasswords()).has(plain.toLowerCase())) return problem('pwned');
  return null;
}
