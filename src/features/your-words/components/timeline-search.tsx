import Search from 'lucide-react/icons/search';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { resolveMood } from '../../../../supabase/functions/_shared/domain/moods.ts';
import { entryKeys } from '../../../lib/query-keys.ts';
import { highlightParts, searchEntries } from '../api.ts';

/** A search box over the writer's own entries; results show the matching words marked. */
export function TimelineSearch() {
  const id = useId();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  // Ask once the writer pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const results = useQuery({
    queryKey: [...entryKeys.all, 'search', query],
    queryFn: ({ signal }) => searchEntries(query, signal),
    enabled: query !== '',
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h2 id={`${id}-heading`} className="sr-only">
        Search your entries
      </h2>
      <form role="search" onSubmit={(e) => (e.preventDefault(), setQuery(input.trim()))}>
        <label className="input input-bordered flex w-full items-center gap-2" htmlFor={`${id}-q`}>
          <Search aria-hidden="true" className="size-4 opacity-70" />
          <span className="sr-only">Search your entries</span>
          <input
            id={`${id}-q`}
            type="search"
            className="grow"
            placeholder="Search your entries"
            maxLength={2000}
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
        </label>
      </form>
      {query !== '' && (
        <div aria-live="polite">
          {results.isPending ? (
            <p className="text-sm opacity-80">Searching…</p>
          ) : results.isError ? (
            <p role="alert">Search is not available right now. Please try again.</p>
          ) : results.data.length === 0 ? (
            <p className="text-sm opacity-80">Nothing you wrote matches “{query}”.</p>
          ) : (
            <ol className="grid gap-3" aria-label={`Entries matching ${query}`}>
              {results.data.map((hit) => (
                <li key={hit.entryId} className="rounded-box bg-base-200 p-3">
                  <p className="text-sm opacity-80">
                    {resolveMood(hit.moodTag).emoji}{' '}
                    <time dateTime={hit.timestamp}>
                      {new Date(hit.timestamp).toLocaleDateString(undefined, { dateStyle: 'long' })}
                    </time>
                  </p>
                  <p className="leading-relaxed">
                    {highlightParts(hit.highlight).map((part, i) =>
                      part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                    )}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
