import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type RefObject } from 'react';
import { RadioChoices } from '../../../components/radio-choices.tsx';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useReportEntry } from '../api/report-entry.ts';

import { REPORT_REASONS, type ReportReason } from '../../../../supabase/functions/_shared/domain/report-reasons.ts';

type Props = {
  entryId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** Pick a reason, confirm. A modal dialog, so focus stays inside until it closes. */
export default function ReportEntryDialog({ entryId, open, onOpenChange, returnFocusTo }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
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
            Reports are anonymous. A person from the Hearth team reads every reported story; one that several people
            report is hidden while we look.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 grid gap-4">
            <RadioChoices
              legend="What is wrong with it?"
              name="report-reason"
              choices={REPORT_REASONS.map((r) => ({ value: r.key, label: r.label }))}
              value={reason}
              onChange={setReason}
            />
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
