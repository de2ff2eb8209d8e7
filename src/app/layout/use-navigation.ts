import { useState } from 'react';
import { displayName, useCurrentUser } from '../../features/identity/api/get-user.ts';
import { useIdentity } from '../../features/identity/identity-provider.tsx';
import { useUnreadCount } from '../../features/inbox/api/get-unread-count.ts';
import { readStoredSession } from '../../lib/supabase.ts';
import { MODERATOR_NAV, PUBLIC_NAV, SIGNED_IN_NAV, type NavItem } from './nav-items.ts';

/**
 * Who the stored session says is signed in, read synchronously so the first render already shows
 * their name instead of a "Login" that flips over when GET /api/user answers. Null for anonymous
 * visitors and for anyone without a stored session.
 */
function storedAccountName(): string | null {
  const user = readStoredSession()?.user;
  if (!user || user.is_anonymous) return null;
  const username = user.user_metadata?.username;
  return (typeof username === 'string' && username) || user.email || 'User';
}

/** What every navigation surface shows: the links for this person, their name, and the unread count. */
export function useNavigation(): { items: readonly NavItem[]; name: string | null; unread: number } {
  const { uid } = useIdentity();
  const { data: user } = useCurrentUser();
  const [storedName] = useState(storedAccountName);
  // Until /api/user has answered (undefined), the stored session decides; its answer then wins.
  const name = user === undefined ? storedName : user ? displayName(user) : null;
  const signedIn = name !== null;
  // Anonymous visitors get the badge too (spec §6); their count is polled only, which keeps a
  // Realtime connection per passing visitor off the server and its code off their first page.
  const { data: unread } = useUnreadCount({ uid, enabled: Boolean(uid), live: Boolean(user) });
  return {
    items: signedIn ? [...PUBLIC_NAV, ...SIGNED_IN_NAV, ...(user?.isModerator ? MODERATOR_NAV : [])] : PUBLIC_NAV,
    name,
    unread: unread?.count ?? 0,
  };
}
