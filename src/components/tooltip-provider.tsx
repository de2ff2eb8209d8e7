import { Provider } from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** Spec §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the wait. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Provider>
  );
}
