import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { RefObject } from 'react';
import { Tooltip } from '../../components/tooltip.tsx';
import { TooltipProvider } from '../../components/tooltip-provider.tsx';
import { AccountControls } from './account-controls.tsx';
import type { NavItem } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';

type Props = {
  items: readonly NavItem[];
  name: string | null;
  unread: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** A modal dialog sliding in from the left, so focus stays inside while it is open. */
export default function MobileMenuDialog({ items, name, unread, open, onOpenChange, returnFocusTo }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Start on the first place to go, not on Close (whose tooltip would pop up at once).
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLElement>('nav a')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-base-100 p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            {/* Tooltips live in the chunks that use them, keeping Radix Tooltip off the first page. */}
            <TooltipProvider>
              <Tooltip content="Close menu">
                <Dialog.Close className="btn btn-ghost btn-square size-11" aria-label="Close menu">
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </Tooltip>
            </TooltipProvider>
          </div>
          <Dialog.Description className="sr-only">Go to another part of Hearth</Dialog.Description>
          <nav aria-label="Menu">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLinkItem
                    item={item}
                    unread={unread}
                    onNavigate={close}
                    className="flex min-h-11 items-center gap-3 rounded-field px-3 py-2"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto border-t border-base-300 pt-4">
            <AccountControls name={name} unread={unread} onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
