import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '../../lib/use-lazy-dialog.ts';
import type { NavItem } from './nav-items.ts';

// The dialog (Radix, with focus trapping and scroll locking) loads on first open, not with the first page.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog.tsx'));

/** The slide-out side menu on small screens. */
export function MobileMenu(props: { items: readonly NavItem[]; name: string | null; unread: number }) {
  const dialog = useLazyDialog();
  return (
    <>
      <button
        ref={dialog.trigger}
        type="button"
        className="btn btn-ghost btn-square md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {dialog.loaded && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            {...props}
            open={dialog.open}
            onOpenChange={dialog.onOpenChange}
            returnFocusTo={dialog.trigger}
          />
        </Suspense>
      )}
    </>
  );
}
