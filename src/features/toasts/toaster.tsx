import * as ToastPrimitive from '@radix-ui/react-toast';
import X from 'lucide-react/icons/x';
import { dismiss, useToast } from '../../lib/toast-store.ts';

// Spec §9: shown 5 s, swipe right past 50 px dismisses, F8 focuses the area, at most 420 px wide.
export default function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast-root alert relative flex w-full items-start gap-3 pr-10 shadow-lg ${
            t.variant === 'destructive'
              ? // Calm, not alarming: the page's colours with a clay edge, not a red slab.
                'border-error/50 border-s-4 border-s-error bg-base-100 text-base-content'
              : 'border-base-300 bg-base-100 text-base-content'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className="btn btn-ghost btn-xs btn-circle absolute right-2 top-2"
            aria-label="Dismiss notification"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-20 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none md:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
