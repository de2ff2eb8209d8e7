import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/error-state.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useFeed } from '../../features/entries/api/get-feed.ts';
import { MOODS } from '../../../supabase/functions/_shared/domain/moods.ts';
import { PublicEntryCard } from './components/public-entry-card.tsx';

export default function FeedPage() {
  const [mood, setMood] = useState<string | null>(null);
  const filterId = useId();
  const feed = useFeed(mood);
  const entries = feed.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <title>Community Feed · Hearth</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Community Feed</h1>
          <p className="mt-1 text-base-content/80">Stories shared anonymously by people finding their words.</p>
        </div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => void feed.refetch()}
          disabled={feed.isFetching}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${feed.isRefetching ? 'animate-spin' : ''}`} />
          Refresh
        </button>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="font-medium">
          Filter by mood
        </label>
        <select
          id={filterId}
          className="select select-bordered w-full sm:w-64"
          value={mood ?? ''}
          onChange={(event) => setMood(event.target.value || null)}
        >
          <option value="">All Posts</option>
          {MOODS.map((m) => (
            <option key={m.key} value={m.key}>
              {m.emoji} {m.label}
            </option>
          ))}
        </select>
      </div>

      {feed.isPending ? (
        <Spinner label="Loading stories" />
      ) : feed.isError ? (
        <ErrorState title="Unable to load feed" />
      ) : entries.length === 0 ? (
        <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
          <p className="text-lg font-semibold">No entries found for this mood</p>
          <p className="mt-1 text-base-content/80">Your story could be the first one here.</p>
          <Link to="/prompt" className="btn btn-primary mt-4">
            Start Writing
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid gap-4">
            {entries.map((entry) => (
              <li key={entry.entryId}>
                <PublicEntryCard entry={entry} />
              </li>
            ))}
          </ul>
          {feed.hasNextPage && (
            <button
              type="button"
              className="btn btn-outline justify-self-center"
              onClick={() => void feed.fetchNextPage()}
              disabled={feed.isFetchingNextPage}
            >
              {feed.isFetchingNextPage ? 'Loading…' : 'Load More Stories'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
