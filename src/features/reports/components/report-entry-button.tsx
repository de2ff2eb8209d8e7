import Flag from 'lucide-react/icons/flag';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog loads on the first Report click: a feed of twenty cards carries twenty buttons, not twenty dialogs.
const ReportEntryDialog = lazy(() => import('./report-entry-dialog.tsx'));

export function ReportEntryButton({ entryId }: { entryId: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        Report
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportEntryDialog entryId={entryId} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}
