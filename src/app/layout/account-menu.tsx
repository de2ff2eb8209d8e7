import ChevronDown from 'lucide-react/icons/chevron-down';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import UserRound from 'lucide-react/icons/user-round';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { logout } from '../../features/identity/logout.ts';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import type { NavItem } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * The signed-in person's own places (Timeline, Growth, Messages) and Logout, behind one button with
 * their name: eight links, a name and Logout do not fit one row below 1440 px (lib/use-disclosure.ts
 * says how it behaves). It closes on navigation; the unread count rides on its button.
 */
export function AccountMenu({ name, items, unread }: { name: string; items: readonly NavItem[]; unread: number }) {
  const menu = useDisclosure();
  const { pathname } = useLocation();
  const { setOpen } = menu;
  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    <div {...menu.rootProps} className="relative">
      <button
        {...menu.buttonProps}
        aria-label={`Your account: ${name}${unread > 0 ? `, ${unread} unread supportive ${unread === 1 ? 'message' : 'messages'}` : ''}`}
        className="btn btn-ghost min-h-11 max-w-56 flex-nowrap gap-2 px-3 font-normal"
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <bdi className="truncate">{name}</bdi>
        <span aria-hidden="true">
          <UnreadBadge count={unread} />
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${menu.open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        {...menu.panelProps}
        className="absolute end-0 top-full z-40 mt-2 w-60 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
      >
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLinkItem
                item={item}
                unread={unread}
                className="flex min-h-11 items-center gap-3 rounded-field px-3 hover:bg-base-200"
              />
            </li>
          ))}
        </ul>
        <div className="mt-2 grid gap-1 border-t border-base-300 pt-2">
          <Link to="/settings" className="flex min-h-11 items-center gap-3 rounded-field px-3 hover:bg-base-200">
            <Settings aria-hidden="true" className="size-4" />
            Your words and settings
          </Link>
          <button
            type="button"
            className="flex min-h-11 w-full items-center gap-3 rounded-field px-3 text-start hover:bg-base-200"
            onClick={() => void logout()}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </div>
      </div>
    </div>
  );
}
