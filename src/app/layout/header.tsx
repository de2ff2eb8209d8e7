import Flame from 'lucide-react/icons/flame';
import { Link } from 'react-router-dom';
import { AccountControls } from './account-controls.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import { useNavigation } from './use-navigation.ts';

export function Header() {
  const { items, name, unread } = useNavigation();
  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <MobileMenu items={items} name={name} unread={unread} />
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-primary">
          <Flame aria-hidden="true" className="size-6" />
          Hearth
        </Link>
        <nav aria-label="Main" className="ml-4 hidden flex-1 md:block">
          <ul className="flex flex-wrap items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLinkItem
                  item={item}
                  unread={unread}
                  className="flex items-center gap-2 rounded-field px-3 py-2 text-sm hover:bg-base-200"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden md:block">
          <AccountControls name={name} unread={unread} />
        </div>
        {!name && (
          <div className="ml-auto md:hidden">
            <AccountControls name={null} unread={unread} />
          </div>
        )}
      </div>
    </header>
  );
}
