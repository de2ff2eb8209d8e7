import Ellipsis from 'lucide-react/icons/ellipsis';
import type { ReactNode, RefObject } from 'react';
import { useDisclosure } from '../lib/use-disclosure.ts';

/**
 * A card's secondary actions behind one "More" button, so the card leads with the words. An action
 * that opens a dialog closes the panel (`close`) and hands focus back to this button afterwards
 * (`returnFocusTo`), since its own button is hidden by then.
 */
export function MoreMenu({
  label,
  children,
}: {
  label: string;
  children: (panel: { close: () => void; returnFocusTo: RefObject<HTMLButtonElement | null> }) => ReactNode;
}) {
  const menu = useDisclosure();
  return (
    <div {...menu.rootProps} className="relative">
      <button {...menu.buttonProps} aria-label={label} className="btn btn-ghost btn-square btn-sm">
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
      <div
        {...menu.panelProps}
        className="absolute end-0 top-full z-20 mt-1 w-48 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
      >
        {children({ close: () => menu.setOpen(false), returnFocusTo: menu.button })}
      </div>
    </div>
  );
}
