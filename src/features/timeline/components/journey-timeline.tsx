import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/spinner.tsx';
import type { TimelineEntry } from '../../../lib/api-types.ts';
import { resolveMood } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { ModerationNotice } from '../../../components/moderation-notice.tsx';
import { useTimeline, type FetchTimelinePage } from '../api/get-timeline.ts';
import { QuotedText } from '../../../components/quoted-text.tsx';
import { EntryWords } from '../../../components/entry-words.tsx';
import { reflectionLabel } from '../../../lib/reflection-label.ts';

/** High red, medium yellow, other green — the word is always shown too. */
const INTENSITY_BADGE: Record<string, string> = { high: 'badge-error', medium: 'badge-warning' };

function TimelineItem({ entry, actions }: { entry: TimelineEntry; actions?: EntryActionsSlot }) {
  const mood = resolveMood(entry.moodTag);
  const date = new Date(entry.timestamp);
  const intensity = entry.emotionalIntensity;
  return (
    <li className="relative ps-10">
      <span
        aria-hidden="true"
        className="absolute start-0 top-4 flex h-8 w-8 items-center justify-center rounded-full bg-base-100 text-lg ring-2 ring-primary"
      >
        {mood.emoji}
      </span>
      <article className="card bg-base-200">
        <div className="card-body [&>p]:grow-0 gap-3 p-4 sm:p-5">
          <header className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">
              <span className="sr-only">Mood: </span>
              {mood.label}
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={entry.timestamp} title={date.toLocaleString()}>
              {date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}
            </time>
            <span className="opacity-80">({relativeTime(entry.timestamp)})</span>
            <span className={`badge badge-sm ${entry.visibility === 'public' ? 'badge-secondary' : 'badge-ghost'}`}>
              {entry.visibility === 'public' ? 'Public' : 'Private'}
            </span>
          </header>
          <EntryWords promptUsed={entry.promptUsed} journalText={entry.journalText} />
          <ModerationNotice entry={entry} />
          {(entry.category || intensity || (entry.tags?.length ?? 0) > 0) && (
            <ul className="flex flex-wrap gap-2" aria-label="About this entry">
              {entry.category && <li className="badge badge-outline">{entry.category}</li>}
              {intensity && (
                <li className={`badge ${INTENSITY_BADGE[intensity] ?? 'badge-success'}`}>
                  {intensity[0]!.toUpperCase() + intensity.slice(1)} intensity
                </li>
              )}
              {entry.tags?.map((tag) => (
                <li key={tag} className="badge badge-ghost">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
          {entry.aiReflection && (
            <div className="rounded-box bg-base-100 p-3">
              <p className="mb-1 text-sm font-medium">{reflectionLabel(entry.reflectionBy)}</p>
              <p className="font-serif text-sm leading-relaxed">
                <QuotedText text={entry.aiReflection} />
              </p>
            </div>
          )}
          {actions?.(entry)}
        </div>
      </article>
    </li>
  );
}

export function JourneyStats({ total, days, shared }: { total: number; days: number; shared: number }) {
  const stats = [
    ['Total Entries', total],
    ['Days Writing', days],
    ['Shared Publicly', shared],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-box bg-base-200 p-3 text-center">
          <dd className="text-2xl font-semibold">{value}</dd>
          <dt className="text-sm opacity-80">{label}</dt>
        </div>
      ))}
    </dl>
  );
}

/** Stats from the loaded entries, for when the server's totals are not at hand. */
export function statsFromEntries(entries: TimelineEntry[]) {
  const days = new Set(entries.map((e) => new Date(e.timestamp).toDateString()));
  return { total: entries.length, days: days.size, shared: entries.filter((e) => e.visibility === 'public').length };
}

/** What the writer can do with an entry (edit, delete): given by the page, which composes the features. */
export type EntryActionsSlot = (entry: TimelineEntry) => ReactNode;

interface Props {
  /** Injected in tests; the real GET otherwise. */
  fetchPage?: FetchTimelinePage;
  /** Totals over all entries (from growth); otherwise counted from what is loaded. */
  totals?: { total: number; days: number; shared: number };
  actions?: EntryActionsSlot;
}

export function JourneyTimeline({ fetchPage, totals, actions }: Props) {
  const timeline = useTimeline(fetchPage);

  if (timeline.isPending) {
    return <Spinner label="Loading your journey" />;
  }
  // A failed "load earlier" keeps the pages already shown, so only a missing first page is fatal.
  if (!timeline.data) {
    return (
      <div role="alert" className="rounded-box bg-base-200 p-8 text-center">
        <p className="text-lg font-medium">Unable to load timeline</p>
        <p className="mt-1 opacity-80">Please try again later.</p>
      </div>
    );
  }

  const entries = timeline.data.pages.flat();
  if (entries.length === 0) {
    return (
      <div className="grid gap-6">
        <JourneyStats {...(totals ?? statsFromEntries(entries))} />
        <div className="rounded-box bg-base-200 p-8 text-center">
          <p className="text-lg font-medium">Your journey begins here</p>
          <p className="mt-1 opacity-80">Every entry you write will appear on this timeline, newest first.</p>
          <Link to="/prompt" className="btn btn-primary mt-4">
            Start Writing
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <JourneyStats {...(totals ?? statsFromEntries(entries))} />
      <ol
        className="relative grid gap-5 before:absolute before:start-4 before:top-0 before:bottom-0 before:w-0.5 before:bg-base-300"
        aria-label="Your entries, newest first"
      >
        {entries.map((entry) => (
          <TimelineItem key={entry.entryId} entry={entry} actions={actions} />
        ))}
      </ol>
      {timeline.isFetchNextPageError && (
        <p role="alert" className="text-center">
          Unable to load timeline. Please try again later.
        </p>
      )}
      {timeline.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            className="btn btn-outline"
            disabled={timeline.isFetchingNextPage}
            onClick={() => void timeline.fetchNextPage()}
          >
            {timeline.isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Load Earlier Entries
          </button>
        </div>
      )}
    </div>
  );
}
