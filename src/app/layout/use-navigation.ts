import { useState, useSyncExternalStore } from 'react';
import { displayName, useCurrentUser } from '../../features/identity/api/get-user.ts';
import { useIdentity } from '../../features/identity/identity-provider.tsx';
import { useUnreadCount } from '../../features/inbox/api/get-unread-count.ts';
import { hasSharedPublicly } from '../../lib/listening.ts';
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

const noSubscription = () => () => {};

/**
 * False while the build prerenders a first screen (src/app/prerender.tsx: React's server snapshot),
 * true in the browser. A first screen is the same HTML for everyone, so it cannot know who opens it.
 */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * What every navigation surface shows: the places everyone goes (`main`), the signed-in person's own
 * places (`account`: Timeline, Growth, Messages, and Moderation for moderators), their name, and the unread count.
 */
export function useNavigation(): {
  items: readonly NavItem[];
  main: readonly NavItem[];
  account: readonly NavItem[];
  name: string | null;
  /** Whether `name` is known: false in a prerendered first screen, which leaves the account area empty. */
  known: boolean;
  unread: number;
} {
  const { uid } = useIdentity();
  const { data: user } = useCurrentUser();
  const inBrowser = useInBrowser();
  const [storedName] = useState(() => (inBrowser ? storedAccountName() : null));
  // Until /api/user has answered (undefined), the stored session decides; its answer then wins.
  const name = user === undefined ? storedName : user ? displayName(user) : null;
  const signedIn = name !== null;
  // Anonymous visitors have a session and an inbox too (spec §6), so their count is live as well,
  // once they can be sent anything at all: after sharing an entry publicly from this device. A
  // visitor who only reads keeps the 30-s poll and never opens a Realtime connection.
  const { data: unread } = useUnreadCount({
    uid,
    enabled: Boolean(uid),
    live: Boolean(user) || hasSharedPublicly(),
  });
  const account = signedIn ? [...SIGNED_IN_NAV, ...(user?.isModerator ? MODERATOR_NAV : [])] : [];
  return {
    items: [...PUBLIC_NAV, ...account],
    main: PUBLIC_NAV,
    account,
    name,
    known: inBrowser,
    unread: unread?.count ?? 0,
  };
}
