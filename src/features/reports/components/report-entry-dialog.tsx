import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useReportEntry } from '../api/report-entry.ts';

export const REPORT_REASONS = [
  'It could put someone in danger',
  'Harassment or hate',
  'It shares someone’s private information',
  'Spam or advertising',
  'Something else',
] as const;

type Props = {
  entryId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** Pick a reason, confirm. A modal dialog, so focus stays inside until it closes. */
export default function ReportEntryDialog({ entryId, open, onOpenChange, returnFocusTo }: Props) {
  const [reason, setReason] = useState<string | null>(null);
  const legendId = useId();
  const mutation = useReportEntry();

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) setReason(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    mutation.mutate(
      { entryId, reason },
      {
        onSuccess: () => {
          change(false);
          toast({ title: 'Thank you for telling us', description: 'We will take a look. Your report is anonymous.' });
        },
        onError: (error) => {
          // A refused report says why in plain words (e.g. it is your own entry); anything else is ours to fix.
          const description =
            error instanceof ApiError && error.status < 500 ? serverMessage(error) : 'Please try again in a moment.';
          toast({ title: 'Your report was not sent', description, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-box bg-base-100 p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">Report this story</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-base-content/80">
            Reports are anonymous. A story several people report is hidden while we review it.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 grid gap-4">
            <fieldset aria-labelledby={legendId} className="grid gap-2">
              <legend id={legendId} className="mb-1 text-sm font-medium">
                What is wrong with it?
              </legend>
              {REPORT_REASONS.map((r) => (
                <label
                  key={r}
                  className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 px-3 py-2"
                >
                  <input
                    type="radio"
                    name="report-reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="radio radio-sm radio-primary"
                  />
                  <span className="text-sm">{r}</span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className="btn btn-ghost">Cancel</Dialog.Close>
              <button type="submit" className="btn btn-error" disabled={!reason || mutation.isPending}>
                {mutation.isPending ? 'Sending…' : 'Send report'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
