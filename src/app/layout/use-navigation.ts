import { displayName, useCurrentUser } from '../../features/identity/api/get-user.ts';
import { useIdentity } from '../../features/identity/identity-provider.tsx';
import { useUnreadCount } from '../../features/inbox/api/get-unread-count.ts';
import { MODERATOR_NAV, PUBLIC_NAV, SIGNED_IN_NAV, type NavItem } from './nav-items.ts';

/** What every navigation surface shows: the links for this person, their name, and the unread count. */
export function useNavigation(): { items: readonly NavItem[]; name: string | null; unread: number } {
  const { uid } = useIdentity();
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  // Anonymous visitors get the badge too (spec §6); their count is polled only, which keeps a
  // Realtime connection per passing visitor off the server and its code off their first page.
  const { data: unread } = useUnreadCount({ uid, enabled: Boolean(uid), live: signedIn });
  return {
    items: signedIn ? [...PUBLIC_NAV, ...SIGNED_IN_NAV, ...(user?.isModerator ? MODERATOR_NAV : [])] : PUBLIC_NAV,
    name: user ? displayName(user) : null,
    unread: unread?.count ?? 0,
  };
}
