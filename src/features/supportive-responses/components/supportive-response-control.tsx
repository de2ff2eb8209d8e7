import { useQuery } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import MessageCircleHeart from 'lucide-react/icons/message-circle-heart';
import { useId, useState, type ReactNode } from 'react';
import { supportiveResponsesQueryOptions } from '../api/get-supportive-responses.ts';
import { useSendSupportiveResponse, type SendSupportiveResponse } from '../api/send-supportive-response.ts';

type Props = {
  entryId: string;
  /** Tests pass their own; the app uses the API. */
  load?: (entryId: string) => Promise<string[]>;
  send?: SendSupportiveResponse;
  /** Another action sharing the toggle's row (the card's Report button). */
  aside?: ReactNode;
};

/**
 * Spec §4: a collapsed button; opened, the choices load; a sent one is confirmed as
 * anonymous. A failure says nothing (spec §8) and leaves the choices open to try again.
 */
export function SupportiveResponseControl({ entryId, load, send, aside }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const options = useQuery({ ...supportiveResponsesQueryOptions(entryId, load), enabled: open });
  const mutation = useSendSupportiveResponse(send);

  if (mutation.isSuccess) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          role="status"
          className="flex w-fit items-center gap-2 rounded-field border border-success/40 bg-success/10 px-3 py-2 text-sm"
        >
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
          Your encouragement was sent anonymously.
        </p>
        {aside}
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <MessageCircleHeart aria-hidden="true" className="size-4" />
          {open ? 'Hide support messages' : 'Send support'}
        </button>
        {aside}
      </div>
      {open && (
        <div id={panelId} className="rounded-box border border-base-300 bg-base-200 p-3">
          <p className="mb-2 text-sm text-base-content/80">Choose a message. It reaches the writer anonymously.</p>
          {options.isPending && (
            <p role="status" className="flex items-center gap-2 text-sm">
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              Loading messages…
            </p>
          )}
          {options.data && (
            <ul className="grid gap-2">
              {options.data.map((response) => (
                <li key={response}>
                  <button
                    type="button"
                    disabled={mutation.isPending}
                    onClick={() => mutation.mutate({ entryId, response })}
                    className="btn btn-sm btn-outline h-auto w-full justify-start border-base-300 bg-base-100 py-2 text-start font-normal normal-case"
                  >
                    {response}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
