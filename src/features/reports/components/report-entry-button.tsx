import Flag from 'lucide-react/icons/flag';
import { lazy, Suspense, type RefObject } from 'react';
import { useLazyDialog } from '../../../lib/use-lazy-dialog.ts';

// The dialog loads on the first Report click: a feed of twenty cards carries twenty buttons, not twenty dialogs.
const ReportEntryDialog = lazy(() => import('./report-entry-dialog.tsx'));

/**
 * Report, as an item of a card's "More" menu: opening the dialog closes the menu (`onOpen`), and
 * closing the dialog gives focus to `returnFocusTo` (the menu's button) or else to this button.
 */
export function ReportEntryButton({
  entryId,
  onOpen,
  returnFocusTo,
}: {
  entryId: string;
  onOpen?: () => void;
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
}) {
  const dialog = useLazyDialog();
  return (
    <>
      <button
        ref={dialog.trigger}
        type="button"
        className="flex min-h-11 w-full items-center gap-3 rounded-field px-3 text-start text-sm hover:bg-base-200"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={() => {
          dialog.show();
          onOpen?.();
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        Report
      </button>
      {dialog.loaded && (
        <Suspense fallback={null}>
          <ReportEntryDialog
            entryId={entryId}
            open={dialog.open}
            onOpenChange={dialog.onOpenChange}
            returnFocusTo={returnFocusTo ?? dialog.trigger}
          />
        </Suspense>
      )}
    </>
  );
}
