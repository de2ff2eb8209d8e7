// Users as GoTrue stores and shows them: rows of auth.users and auth.identities, their JSON, passwords.
import bcrypt from 'bcryptjs';
import type { Queryable } from '../../supabase/functions/_shared/db.ts';
import { passwordProblem, UNUSED_BCRYPT_HASH } from '../../supabase/functions/_shared/domain/passwords.ts';
import { normalizeUsername, usernameProblem } from '../../supabase/functions/_shared/domain/usernames.ts';
import { AuthError } from './errors.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  /** For an unlisted account only: the address it asked for (see UNLISTED_DOMAIN). */
  email_change: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  email_confirmed_at?: string;
  phone_confirmed_at?: string;
  confirmed_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

const USER_COLUMNS = `id, aud, role, email, email_change, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous`;

/**
 * An account whose chosen email was already taken holds an unlisted address instead (issue 14: a
 * sign-up or upgrade must not reveal that an email has an account), and keeps the address it asked
 * for in `email_change` only to show it back: in its JSON and its tokens, exactly as a fresh account
 * shows its own. `.invalid` never delivers (RFC 2606); logins by that address reach its real owner,
 * and the unlisted account signs in by username (/api/login finds its stored email by name).
 */
const UNLISTED_DOMAIN = 'unlisted.hearth.invalid';

export const unlistedEmail = (userId: string) => `${userId}@${UNLISTED_DOMAIN}`;

export const isUnlistedEmail = (address: string | null | undefined) =>
  typeof address === 'string' && address.toLowerCase().endsWith(`@${UNLISTED_DOMAIN}`);

/** The email an account shows in its JSON and tokens. */
export const shownEmail = (user: Pick<UserRow, 'email' | 'email_change'>): string =>
  (isUnlistedEmail(user.email) ? user.email_change : user.email) ?? '';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : undefined);

function earliest(...dates: (Date | null)[]): Date | null {
  const present = dates.filter((date): date is Date => date !== null);
  return present.length ? new Date(Math.min(...present.map((date) => new Date(date).getTime()))) : null;
}

export async function loadUser(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow & Record<string, unknown>>(
    `select ${USER_COLUMNS} from auth.users where id = $1`,
    [id],
  );
  return user;
}

/**
 * GoTrue's JSON of a user. `answered`: the email a change asked for, when the answer must read as if
 * it had been made though the address was taken (see UNLISTED_DOMAIN).
 */
export async function userJson(q: Queryable, user: UserRow, answered?: string): Promise<UserJson> {
  const identities = await q.query<IdentityRow & Record<string, unknown>>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const json: UserJson = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: answered ?? shownEmail(user),
    phone: user.phone ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(earliest(user.email_confirmed_at, user.phone_confirmed_at)),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => {
      const stored = identity.identity_data?.email;
      const email = typeof stored === 'string' ? (answered ?? shownEmail(user)) : undefined;
      return {
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: email === undefined ? identity.identity_data : { ...identity.identity_data, email },
        provider: identity.provider,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: iso(identity.created_at),
        updated_at: iso(identity.updated_at),
        email,
      };
    }),
    created_at: iso(user.created_at)!,
    updated_at: iso(user.updated_at)!,
    is_anonymous: user.is_anonymous,
  };
  // GoTrue omits empty timestamps (omitempty); keep the JSON byte-for-byte comparable.
  for (const key of Object.keys(json) as (keyof UserJson)[]) if (json[key] === undefined) delete json[key];
  return json;
}

export async function insertEmailIdentity(q: Queryable, userId: string, address: string): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::text::jsonb, 'email', now(), now(), now())`,
    [userId, userId, JSON.stringify({ sub: userId, email: address, email_verified: true, phone_verified: false })],
  );
}

/** GoTrue stores bcrypt hashes as $2a$ (Go's x/crypto); bcryptjs writes the identical $2b$ variant. */
export async function hashPassword(plain: string): Promise<string> {
  return (await bcrypt.hash(plain, 10)).replace(/^\$2b\$/, '$2a$');
}

/** True when `plain` is the password of `hash`; the same bcrypt work when there is no hash. */
export async function passwordMatches(plain: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(plain, hash ?? UNUSED_BCRYPT_HASH);
  return matches && !!hash;
}

/** GoTrue's answers to a new password that breaks the rule (domain/passwords.ts). */
export async function checkNewPassword(plain: string): Promise<void> {
  const problem = await passwordProblem(plain);
  if (!problem) return;
  if (problem.reason === 'too_long') throw new AuthError(422, 'validation_failed', problem.message);
  throw new AuthError(422, 'weak_password', problem.message, {
    weak_password: { reasons: [problem.reason], message: problem.message },
  });
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hasControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (Array.isArray(value)) return value.some(hasControlCharacters);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => CONTROL.test(key) || hasControlCharacters(inner));
  }
  return false;
}

/**
 * User metadata is the user's own to write, but a username in it becomes the profile's login name
 * (a database trigger copies it). So a username may only arrive with the password that registers
 * the account — at sign-up, or when an anonymous user upgrades — must follow the one username rule,
 * and can never be changed afterwards. Nothing unprintable may ride along (NUL breaks jsonb).
 */
export function checkMetadata(
  data: Record<string, unknown>,
  context: { registering: boolean; currentUsername: unknown },
): Record<string, unknown> {
  if (hasControlCharacters(data)) {
    throw new AuthError(400, 'validation_failed', 'User metadata cannot contain control characters');
  }
  if (!('username' in data)) return data;
  const wanted = data.username;
  if (context.currentUsername !== undefined && context.currentUsername !== null) {
    if (wanted === context.currentUsername) return data;
    throw new AuthError(422, 'validation_failed', 'A username cannot be changed');
  }
  if (!context.registering) {
    throw new AuthError(422, 'validation_failed', 'A username is set only when registering with an email and password');
  }
  if (typeof wanted !== 'string') throw new AuthError(422, 'validation_failed', 'A username must be text');
  const username = normalizeUsername(wanted);
  const problem = usernameProblem(username);
  if (problem) throw new AuthError(422, 'validation_failed', problem);
  return { ...data, username };
}
