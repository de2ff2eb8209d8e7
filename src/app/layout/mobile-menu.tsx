import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useRef, useState } from 'react';
import type { NavItem } from './nav-items.ts';

// The dialog (Radix, with focus trapping and scroll locking) loads on first open, not with the first page.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog.tsx'));

/** The slide-out side menu on small screens. */
export function MobileMenu(props: { items: readonly NavItem[]; name: string | null; unread: number }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-square md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDialog {...props} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}
