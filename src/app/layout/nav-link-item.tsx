import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-items.ts';
import { UnreadBadge } from './unread-badge.tsx';

/** One navigation link; Messages carries the unread badge when there is something to read. */
export function NavLinkItem({
  item,
  unread,
  className,
  iconClassName = '',
  onNavigate,
}: {
  item: NavItem;
  unread: number;
  className: string;
  iconClassName?: string;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) => `${className} whitespace-nowrap ${isActive ? 'bg-base-300 font-semibold' : ''}`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${iconClassName}`} />
      <span>{item.label}</span>
      {item.inbox && <UnreadBadge count={unread} />}
    </NavLink>
  );
}
