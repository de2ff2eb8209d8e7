import { NavLink } from 'react-router-dom';
import { PUBLIC_NAV } from './nav-items.ts';

/** Thumb-reach tabs on small screens for the five places everyone uses. */
export function BottomTabBar() {
  return (
    <nav aria-label="Tabs" className="fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100 md:hidden">
      <ul className="grid grid-cols-5">
        {PUBLIC_NAV.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) =>
                  `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs ${isActive ? 'font-semibold text-primary' : ''}`
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
