import { lazy, Suspense } from 'react';
import { useToast } from '../../lib/toast-store.ts';

// Radix Toast loads with the first notification rather than with the first page.
const Toaster = lazy(() => import('./toaster.tsx'));

export function ToastHost() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
