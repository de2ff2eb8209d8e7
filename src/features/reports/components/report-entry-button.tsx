import Flag from 'lucide-react/icons/flag';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '../../../lib/use-lazy-dialog.ts';

// The dialog loads on the first Report click: a feed of twenty cards carries twenty buttons, not twenty dialogs.
const ReportEntryDialog = lazy(() => import('./report-entry-dialog.tsx'));

export function ReportEntryButton({ entryId }: { entryId: string }) {
  const dialog = useLazyDialog();
  return (
    <>
      <button
        ref={dialog.trigger}
        type="button"
        className="btn btn-ghost btn-sm"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
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
            returnFocusTo={dialog.trigger}
          />
        </Suspense>
      )}
    </>
  );
}
