import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { TimelineEntry } from '../../../lib/api-types.ts';
import { entryKeys } from '../../../lib/query-keys.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';

/** Spec §9: timeline page size 20. */
export const TIMELINE_PAGE_SIZE = 20;

export type FetchTimelinePage = (offset: number) => Promise<TimelineEntry[]>;

/** GET /api/timeline?userCookie&limit=20&offset — the caller's own entries, newest first. */
export const fetchTimelinePage: FetchTimelinePage = async (offset) => {
  const { entries } = await api('/timeline', {
    query: { userCookie: await currentUserLabel(), limit: TIMELINE_PAGE_SIZE, offset },
  });
  return entries;
};

export const timelineQueryOptions = (fetchPage: FetchTimelinePage = fetchTimelinePage) =>
  infiniteQueryOptions({
    queryKey: entryKeys.timeline(),
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    // A short page means there is nothing earlier to load.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < TIMELINE_PAGE_SIZE ? undefined : pages.length * TIMELINE_PAGE_SIZE,
  });

export function useTimeline(fetchPage?: FetchTimelinePage) {
  return useInfiniteQuery(timelineQueryOptions(fetchPage));
}
