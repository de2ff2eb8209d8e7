import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-items.ts';

/** One navigation link; Messages carries the unread badge when there is something to read. */
export function NavLinkItem({
  item,
  unread,
  className,
  onNavigate,
}: {
  item: NavItem;
  unread: number;
  className: string;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  const showBadge = item.inbox && unread > 0;
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) => `${className} ${isActive ? 'bg-base-300 font-semibold' : ''}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>{item.label}</span>
      {showBadge && (
        <span className="badge badge-sm badge-primary">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </NavLink>
  );
}
