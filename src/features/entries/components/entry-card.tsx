import type { ReactNode } from 'react';
import type { Entry } from '../../../lib/api-types.ts';
import { resolveMood } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { relativeTime } from '../../../lib/relative-time.ts';

type Props = {
  entry: Entry;
  /** The card's heading level follows the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** What readers can do with a public story: reactions and support. */
  children?: ReactNode;
  /** Secondary actions (Report), in a "More" menu beside the mood and time. */
  more?: ReactNode;
};

/**
 * A story leads with its words, in the reading face and in the writer's own direction (dir="auto");
 * the prompt it answers sits above it, and the mood, time and "More" quietly below.
 */
export function EntryCard({ entry, headingLevel: Heading = 'h2', children, more }: Props) {
  const mood = resolveMood(entry.moodTag);
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-6">
        {/* components/entry-words.tsx's markup, written out here: as its own chunk it cost /feed a file
            and 0.6 KB, which took the first load past the 100 KB budget (first-load.spec). */}
        {entry.promptUsed && (
          <p className="text-sm text-base-content/80">
            <bdi>{entry.promptUsed}</bdi>
          </p>
        )}
        <p dir="auto" className="journal-text whitespace-pre-wrap break-words text-lg">
          {entry.journalText}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading className="flex items-center gap-2 text-sm font-semibold">
            <span aria-hidden="true" className="text-xl">
              {mood.emoji}
            </span>
            {mood.label}
          </Heading>
          <div className="flex items-center gap-1">
            <time dateTime={entry.timestamp} className="text-sm text-base-content/80">
              {relativeTime(entry.timestamp)}
            </time>
            {more}
          </div>
        </div>
        {children && <footer className="grid gap-3 border-t border-base-300 pt-3">{children}</footer>}
      </div>
    </article>
  );
}
