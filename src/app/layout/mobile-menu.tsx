import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '../../lib/use-lazy-dialog.ts';
import type { NavItem } from './nav-items.ts';
import { UnreadBadge } from './unread-badge.tsx';

// The dialog (Radix, with focus trapping and scroll locking) loads on first open, not with the first page.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog.tsx'));

/** The slide-out side menu on small screens; its button carries the unread count (Messages is inside). */
export function MobileMenu(props: { items: readonly NavItem[]; name: string | null; unread: number }) {
  const dialog = useLazyDialog();
  const label =
    props.unread > 0
      ? `Open menu, ${props.unread} unread supportive ${props.unread === 1 ? 'message' : 'messages'}`
      : 'Open menu';
  return (
    <>
      <button
        ref={dialog.trigger}
        type="button"
        className="btn btn-ghost btn-square relative size-11 md:hidden"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span aria-hidden="true" className="absolute -end-1 -top-1">
          <UnreadBadge count={props.unread} />
        </span>
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
