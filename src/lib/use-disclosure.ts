import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';

/**
 * A button that shows and hides a small panel of links or actions (the account menu, a card's
 * "More" menu). A disclosure, not an ARIA menu: Tab moves through the panel as through the page.
 * Escape or a click elsewhere closes it, Escape gives focus back to the button, and tabbing out of
 * the panel closes it so it never hangs over what has focus.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return {
    open,
    setOpen,
    button,
    rootProps: {
      ref: root,
      onBlur: (event: FocusEvent) => {
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      },
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
