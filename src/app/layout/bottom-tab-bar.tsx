import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { useCurrentUser } from '../../features/identity/api/get-user.ts';
import { unreadCountQueryOptions } from '../../features/inbox/api/get-unread-count.ts';
import { PUBLIC_NAV, SIGNED_IN_NAV } from './nav-items.ts';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * Thumb-reach tabs on small screens: the five places everyone uses, and Messages (with its count)
 * once signed in. Six tabs at 360 px are 60 px each, above the 44 px a finger needs.
 */
export function BottomTabBar() {
  const { data: user } = useCurrentUser();
  // The header keeps the count fresh (poll and Realtime); the tabs only read what it holds.
  const { data: unreadCount } = useQuery({ ...unreadCountQueryOptions(), enabled: false });
  const unread = user ? (unreadCount?.count ?? 0) : 0;
  const tabs = user ? [...PUBLIC_NAV, ...SIGNED_IN_NAV.filter((item) => item.inbox)] : PUBLIC_NAV;
  return (
    <nav aria-label="Tabs" className="fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100 md:hidden">
      <ul className={`grid ${tabs.length > 5 ? 'grid-cols-6' : 'grid-cols-5'}`}>
        {tabs.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to} className="min-w-0">
              <NavLink
                to={item.to}
                end={item.to === '/'}
                aria-label={item.inbox && unread > 0 ? `${item.label}, ${unread} unread` : undefined}
                className={({ isActive }) =>
                  `flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-xs ${isActive ? 'font-semibold text-primary' : ''}`
                }
              >
                <span aria-hidden="true" className="relative">
                  <Icon aria-hidden="true" className="size-5" />
                  {item.inbox && <UnreadBadge count={unread} className="absolute -end-3 -top-2" />}
                </span>
                <span className="max-w-full truncate">{item.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
