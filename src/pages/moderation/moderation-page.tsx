import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';
import { RadioChoices } from '../../components/radio-choices.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useCurrentUser } from '../../features/identity/api/get-user.ts';
import {
  useCareMessages,
  useModerate,
  useModerationActions,
  useModerationQueue,
  type ModerationCommand,
} from '../../features/moderation/api/moderation.ts';
import { toast } from '../../lib/toast-store.ts';
import { ApiError, serverMessage } from '../../lib/api-client.ts';
import type { ModerationAction, QueuedEntry } from '../../lib/api-types.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { resolveMood } from '../../../supabase/functions/_shared/domain/moods.ts';

type Action = ModerationCommand['action'];

/** "12 minutes", "3 hours", "less than a minute": how long an entry has waited. */
export function waited(since: string | null, now = new Date()): string {
  if (!since) return 'a moment';
  const ago = relativeTime(since, now);
  return ago === 'Just now' ? 'less than a minute' : ago.replace(/ ago$/, '');
}

const CONFIRM: Record<Action, { title: string; description: string; button: string; done: string }> = {
  release: {
    title: 'Release this entry?',
    description: 'It will be public again in the feed. The reports it has now will never hold it again.',
    button: 'Release entry',
    done: 'Released: the entry is public again',
  },
  hide: {
    title: 'Hide this entry for good?',
    description:
      'It will stay out of every public list. Its writer keeps it and is told, kindly, that it stays private.',
    button: 'Hide entry',
    done: 'Hidden: the entry stays private',
  },
  care: {
    title: 'Send a care message?',
    description:
      'The writer receives it in their Messages, signed “from the Hearth team”, with the crisis lines. One per entry.',
    button: 'Send care message',
    done: 'Care message sent',
  },
};

function ConfirmDialog({ entry, action, onClose }: { entry: QueuedEntry; action: Action; onClose: () => void }) {
  const moderate = useModerate();
  const careMessages = useCareMessages();
  const [careMessageId, setCareMessageId] = useState<number | null>(null);
  const copy = CONFIRM[action];
  const ready = action !== 'care' || careMessageId !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    const command: ModerationCommand =
      action === 'care'
        ? { action, entryId: entry.entryId, careMessageId: careMessageId! }
        : { action, entryId: entry.entryId };
    moderate.mutate(command, {
      onSuccess: () => {
        onClose();
        toast({ title: copy.done });
      },
      onError: (error) => {
        const description =
          error instanceof ApiError && error.status < 500 ? serverMessage(error) : 'Please try again in a moment.';
        toast({ title: 'That did not work', description, variant: 'destructive' });
      },
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-box bg-base-100 p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-base-content/80">{copy.description}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 grid gap-4">
            {action === 'care' &&
              (careMessages.data ? (
                <RadioChoices
                  legend="Choose the words"
                  name="care-message"
                  choices={careMessages.data.map((care) => ({ value: care.id, label: care.message }))}
                  value={careMessageId}
                  onChange={setCareMessageId}
                />
              ) : (
                <Spinner label="Loading the care messages" />
              ))}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className="btn btn-ghost">Cancel</Dialog.Close>
              <button
                type="submit"
                className={`btn ${action === 'hide' ? 'btn-error' : 'btn-primary'}`}
                disabled={!ready || moderate.isPending}
              >
                {moderate.isPending ? 'Working…' : copy.button}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QueueItem({ entry, onAction }: { entry: QueuedEntry; onAction: (action: Action) => void }) {
  const mood = resolveMood(entry.moodTag);
  const headingId = useId();
  const held = entry.moderationStatus === 'held';
  return (
    <li>
      <article aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3 p-4 sm:p-5">
          <header className="flex flex-wrap items-center gap-2 text-sm">
            <h3 id={headingId} className="font-semibold">
              <span aria-hidden="true">{mood.emoji} </span>
              {held ? 'Held' : 'Reported, still public'} · waiting {waited(entry.heldAt)}
            </h3>
            <span className="sr-only">Mood: {mood.label}.</span>
            {entry.heldAt && (
              <time dateTime={entry.heldAt} className="text-base-content/80">
                since {new Date(entry.heldAt).toLocaleString()}
              </time>
            )}
            {entry.reportCount > 0 && (
              <span className="badge badge-warning badge-sm">
                {entry.reportCount} {entry.reportCount === 1 ? 'report' : 'reports'}
              </span>
            )}
            {entry.careSent && <span className="badge badge-success badge-sm">Care sent</span>}
          </header>
          <div>
            <p className="text-sm font-medium">Why it is here</p>
            <ul className="mt-1 flex flex-wrap gap-2" aria-label="Reasons">
              {entry.reasons.map((reason) => (
                <li key={reason} className="badge badge-outline h-auto py-1">
                  {reason}
                </li>
              ))}
            </ul>
          </div>
          {entry.promptUsed && <p className="text-sm italic text-base-content/80">{entry.promptUsed}</p>}
          <blockquote className="whitespace-pre-wrap break-words rounded-field bg-base-200 p-3">
            {entry.sharedText}
          </blockquote>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Actions">
            <button type="button" className="btn btn-sm btn-primary" onClick={() => onAction('release')}>
              Release
            </button>
            <button type="button" className="btn btn-sm btn-error btn-outline" onClick={() => onAction('hide')}>
              Hide
            </button>
            <button
              type="button"
              className="btn btn-sm btn-secondary"
              onClick={() => onAction('care')}
              disabled={entry.careSent}
            >
              {entry.careSent ? 'Care message sent' : 'Send care message'}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

const ACTION_WORDS: Record<ModerationAction['action'], string> = {
  release: 'Released',
  hide: 'Hidden',
  care: 'Care message sent',
};

function RecentActions() {
  const actions = useModerationActions();
  if (!actions.data?.length) return null;
  return (
    <section aria-labelledby="actions-heading" className="grid gap-3">
      <h2 id="actions-heading" className="text-xl font-semibold">
        Recent actions
      </h2>
      <ul className="grid gap-2">
        {actions.data.slice(0, 20).map((action) => (
          <li key={action.id} className="rounded-box bg-base-200 px-3 py-2 text-sm">
            <span className="font-medium">{ACTION_WORDS[action.action]}</span> by{' '}
            {action.byMe ? 'you' : 'another moderator'},{' '}
            <time dateTime={action.timestamp}>{relativeTime(action.timestamp)}</time>
            {action.reasons.length > 0 && <> · {action.reasons.join('; ')}</>}
            {action.careMessage && <p className="mt-1 text-base-content/80">“{action.careMessage}”</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Queue() {
  const queue = useModerationQueue();
  const [open, setOpen] = useState<{ entry: QueuedEntry; action: Action } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  if (queue.isPending) return <Spinner label="Loading the queue" />;
  if (!queue.data) {
    return (
      <div role="alert" className="rounded-box bg-base-200 p-8 text-center">
        <p className="text-lg font-medium">Unable to load the queue</p>
        <p className="mt-1 opacity-80">Please try again in a moment.</p>
      </div>
    );
  }
  const entries = queue.data;
  const held = entries.filter((e) => e.moderationStatus === 'held').length;
  const summary =
    entries.length === 0
      ? 'Nothing is waiting. Thank you for looking after Hearth.'
      : `${entries.length} waiting: ${held} held, ${entries.length - held} reported but still public. Oldest first.`;
  return (
    <section aria-labelledby="queue-heading" className="grid gap-4">
      <h2 id="queue-heading" tabIndex={-1} className="text-xl font-semibold">
        Waiting for a person
      </h2>
      {/* Read out when the queue changes (it refreshes every few seconds). */}
      <p role="status" aria-live="polite" className="text-base-content/80">
        {summary}
      </p>
      {entries.length > 0 && (
        <ol className="grid gap-4" aria-label="Entries waiting for review, oldest first">
          {entries.map((entry) => (
            <QueueItem
              key={entry.entryId}
              entry={entry}
              onAction={(action) => {
                returnFocus.current = document.activeElement as HTMLElement | null;
                setOpen({ entry, action });
              }}
            />
          ))}
        </ol>
      )}
      {open && (
        <ConfirmDialog
          entry={open.entry}
          action={open.action}
          onClose={() => {
            setOpen(null);
            // The entry may have left the queue: focus its button if still there, else the heading.
            const target = returnFocus.current;
            requestAnimationFrame(() =>
              target?.isConnected ? target.focus() : document.getElementById('queue-heading')?.focus(),
            );
          }}
        />
      )}
    </section>
  );
}

export default function ModerationPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <title>Moderation · Hearth</title>
      <header>
        <h1 className="text-3xl font-semibold">Moderation</h1>
        <p className="mt-1 opacity-80">
          Shared entries that the safety check or readers asked a person to look at. You see only what was shared —
          never private entries, the writer’s own words, or who wrote it.
        </p>
      </header>
      {user?.isModerator ? (
        <>
          <Queue />
          <RecentActions />
        </>
      ) : (
        <p className="rounded-box bg-base-200 p-6">This page is for Hearth’s moderators.</p>
      )}
    </div>
  );
}
