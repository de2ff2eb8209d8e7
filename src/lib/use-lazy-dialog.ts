import { useRef, useState } from 'react';

/**
 * State for a dialog whose code loads on first open: it mounts once asked for and stays mounted
 * (so it can animate closed), and focus returns to the button that opened it.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return {
    loaded,
    trigger,
    open,
    onOpenChange: setOpen,
    show: () => {
      setLoaded(true);
      setOpen(true);
    },
  };
}
