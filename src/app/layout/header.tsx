import Flame from 'lucide-react/icons/flame';
import { Link } from 'react-router-dom';
import { AccountControls } from './account-controls.tsx';
import { AccountMenu } from './account-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinkItem } from './nav-link-item.tsx';
import { useNavigation } from './use-navigation.ts';

/**
 * One row at every width (tests/e2e/design.spec.ts measures 360–1440 px): below 768 px the side
 * menu and the bottom tabs carry the places; from 768 px the five public places are links (icons
 * from 1024 px) and a signed-in person's own places sit in the account menu beside them.
 */
export function Header() {
  const { items, main, account, name, known, unread } = useNavigation();
  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <MobileMenu items={items} name={name} unread={name ? unread : 0} />
        <Link to="/" className="flex min-h-11 shrink-0 items-center gap-2 text-lg font-bold text-primary">
          <Flame aria-hidden="true" className="size-6" />
          Hearth
        </Link>
        <nav aria-label="Main" className="ms-2 hidden min-w-0 flex-1 items-center gap-2 md:flex lg:ms-4">
          <ul className="flex min-w-0 flex-nowrap items-center gap-0.5 lg:gap-1">
            {main.map((item) => (
              <li key={item.to}>
                <NavLinkItem
                  item={item}
                  unread={unread}
                  iconClassName="hidden lg:block"
                  className="flex min-h-11 items-center gap-2 rounded-field px-2.5 text-sm hover:bg-base-200 lg:px-3"
                />
              </li>
            ))}
          </ul>
          {name && (
            <div className="ms-auto min-w-0">
              <AccountMenu name={name} items={account} unread={unread} />
            </div>
          )}
        </nav>
        {!name && (
          <div className="ms-auto shrink-0">
            {/* A first screen cannot know who opens it: an empty place of Login's size, not a Login
                that a signed-in person would see flip to their name (tests/e2e/platform.spec.ts). */}
            {known ? <AccountControls name={null} unread={unread} /> : <div className="h-11 w-24" />}
          </div>
        )}
      </div>
    </header>
  );
}
