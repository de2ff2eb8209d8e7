// The local stack's moderators (issue 16): HEARTH_MODERATORS names them by username, and a registered
// user with one of those names carries app_metadata.role = 'moderator' from their next sign-up,
// sign-in or token refresh — in auth.users as on Supabase, so the access token and auth.jwt() agree.
// A name taken off the list loses the role the same way. Without HEARTH_MODERATORS nothing is
// touched: a role an admin set in the database stays.
import type { Queryable } from '../../supabase/functions/_shared/db.ts';
import { normalizeUsername } from '../../supabase/functions/_shared/domain/usernames.ts';
import type { UserRow } from './users.ts';

export const MODERATOR_ROLE = 'moderator';

const key = (username: string) => normalizeUsername(username).toLowerCase();

/** `HEARTH_MODERATORS="ana, sam"` → the names, compared case-insensitively in NFKC form. */
export function parseModerators(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The user as their next token should carry them: with the role when their username is listed, without it when not. */
export async function applyModeratorRole(q: Queryable, user: UserRow, moderators: readonly string[]): Promise<UserRow> {
  if (moderators.length === 0) return user;
  const appMetadata = user.raw_app_meta_data ?? {};
  const has = appMetadata.role === MODERATOR_ROLE;
  let listed = false;
  if (!user.is_anonymous) {
    const [profile] = await q.query<{ username: string | null }>(`select username from public.profiles where id = $1`, [
      user.id,
    ]);
    const names = new Set(moderators.map(key));
    listed = !!profile?.username && names.has(key(profile.username));
  }
  if (listed === has) return user;
  const next: Record<string, unknown> = { ...appMetadata };
  if (listed) next.role = MODERATOR_ROLE;
  else delete next.role;
  await q.query(`update auth.users set raw_app_meta_data = $2::text::jsonb where id = $1`, [
    user.id,
    JSON.stringify(next),
  ]);
  return { ...user, raw_app_meta_data: next };
}
