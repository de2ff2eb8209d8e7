import { useRef, type KeyboardEvent } from 'react';
import type { SupportiveMessage } from '../../../lib/api-types.ts';
import { CRISIS_CARD_LINES, IASP_DIRECTORY } from '../../../content/crisis-lines.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { useMarkMessageRead, type MarkMessageRead } from '../api/mark-message-read.ts';

/** Spec §9: 3-item loading skeleton. */
const SKELETON_ITEMS = 3;

export function MessageListSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="grid gap-3">
      {Array.from({ length: SKELETON_ITEMS }, (_, i) => (
        <div key={i} className="rounded-box bg-base-200 p-4" aria-hidden="true">
          <div className="skeleton mb-3 h-4 w-3/4" />
          <div className="skeleton h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export function MessagesEmpty() {
  return (
    <div className="rounded-box bg-base-200 p-8 text-center">
      <p className="text-lg font-medium">No supportive messages yet</p>
      <p className="mt-1 opacity-80">When someone sends you encouragement, it will appear here</p>
    </div>
  );
}

/** Under a care message from the Hearth team: the crisis lines, each one tap away (outside the row's button). */
function CareLines() {
  return (
    <div className="mt-2 rounded-box bg-base-200 p-3 text-sm">
      <p className="font-medium">If you need someone now, free and confidential, day and night:</p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Crisis lines">
        {CRISIS_CARD_LINES.map((line) => (
          <li key={line.id}>
            <a href={line.href} className="btn btn-sm btn-outline">
              {line.action}
            </a>
          </li>
        ))}
        <li>
          <a href={IASP_DIRECTORY.href} className="btn btn-sm btn-ghost" target="_blank" rel="noreferrer">
            {IASP_DIRECTORY.action}
          </a>
        </li>
      </ul>
    </div>
  );
}

interface Props {
  messages: SupportiveMessage[];
  /** Injected in tests; the real POST otherwise. */
  markRead?: MarkMessageRead;
}

export function MessageList({ messages, markRead }: Props) {
  const mutation = useMarkMessageRead(markRead);
  // isPending reaches the component a tick late (TanStack batches notifications), so a quick
  // second press could slip through; this flag flips in the same event.
  const inFlight = useRef(false);
  const unread = messages.filter((m) => !m.isRead).length;

  // Spec §4: unread → read only when unread and no mark-read call is in flight.
  const open = (message: SupportiveMessage) => {
    if (message.isRead || inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(message.id, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent, message: SupportiveMessage) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(message);
    }
  };

  return (
    <div className="grid gap-3">
      {unread > 0 && (
        <p>
          <span className="badge badge-primary">{unread} new</span>
        </p>
      )}
      <ul className="grid h-96 content-start gap-3 overflow-y-auto p-1" aria-label="Supportive messages" tabIndex={0}>
        {messages.map((message) => {
          const body = (
            <>
              <p className="leading-relaxed">{message.message}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm opacity-80">
                <span>
                  {message.kind === 'care' || message.kind === 'notice'
                    ? 'From the Hearth team'
                    : 'Anonymous encouragement'}
                </span>
                <span aria-hidden="true">·</span>
                <time dateTime={message.timestamp}>{relativeTime(message.timestamp)}</time>
              </p>
            </>
          );
          return (
            <li key={message.id}>
              {message.isRead ? (
                <div className="rounded-box border border-base-300 bg-base-100 p-4">{body}</div>
              ) : (
                // A button-like row rather than a <button> so the message's paragraphs stay valid markup.
                <div
                  role="button"
                  tabIndex={0}
                  aria-disabled={mutation.isPending}
                  onClick={() => open(message)}
                  onKeyDown={(event) => onKeyDown(event, message)}
                  className="cursor-pointer rounded-box border-2 border-primary border-s-8 bg-primary/10 p-4 hover:bg-primary/15"
                >
                  <span className="badge badge-primary badge-sm mb-2">New</span>
                  {body}
                  <span className="sr-only">Select to mark as read.</span>
                </div>
              )}
              {message.kind === 'care' && <CareLines />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
