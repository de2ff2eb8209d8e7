import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Entry } from '../../../lib/api-types.ts';
import { entryKeys } from '../../../lib/query-keys.ts';

export const FEED_PAGE_SIZE = 20;

export async function fetchFeed({ mood, offset }: { mood: string | null; offset: number }): Promise<Entry[]> {
  const { entries } = await api('/feed', {
    query: { mood: mood ?? undefined, limit: FEED_PAGE_SIZE, offset },
  });
  return entries;
}

/** Load More shows only when a full page came back (spec §9). */
export const nextFeedOffset = (lastPage: Entry[], lastOffset: number): number | undefined =>
  lastPage.length >= FEED_PAGE_SIZE ? lastOffset + FEED_PAGE_SIZE : undefined;

export const feedQueryOptions = (mood: string | null) =>
  infiniteQueryOptions({
    queryKey: entryKeys.feed(mood),
    queryFn: ({ pageParam }) => fetchFeed({ mood, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => nextFeedOffset(lastPage, lastOffset),
    // Spec §7: the feed is always stale and the one read refreshed when the window regains focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** A new mood is a new key, so changing the filter starts again at offset 0. */
export function useFeed(mood: string | null) {
  return useInfiniteQuery(feedQueryOptions(mood));
}
