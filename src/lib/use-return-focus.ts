import { useLayoutEffect, useRef } from 'react';

/**
 * For a dialog opened by state rather than by its own Trigger (Radix then has nothing to return
 * focus to, and keyboard users land at the top of the page): remembers what had focus when it
 * opened, before the dialog moves focus inside, and gives focus back there when it closes. Pass
 * the result as the Content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own (passive) effect moves focus into it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
}
