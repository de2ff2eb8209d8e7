import type { ReactNode } from 'react';
import type { Entry } from '../../../lib/api-types.ts';
import { resolveMood } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { relativeTime } from '../../../lib/relative-time.ts';

type Props = {
  entry: Entry;
  /** The card's heading level follows the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** What readers can do with a public story: reactions, support, report. */
  children?: ReactNode;
};

export function EntryCard({ entry, headingLevel: Heading = 'h2', children }: Props) {
  const mood = resolveMood(entry.moodTag);
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-6">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <Heading className="flex items-center gap-2 text-base font-semibold">
            <span aria-hidden="true" className="text-2xl">
              {mood.emoji}
            </span>
            {mood.label}
          </Heading>
          <time dateTime={entry.timestamp} className="text-sm text-base-content/80">
            {relativeTime(entry.timestamp)}
          </time>
        </header>
        {entry.promptUsed && <p className="text-sm italic text-base-content/80">{entry.promptUsed}</p>}
        <p className="whitespace-pre-wrap break-words">{entry.journalText}</p>
        {children && <footer className="mt-2 grid gap-3 border-t border-base-300 pt-3">{children}</footer>}
      </div>
    </article>
  );
}
