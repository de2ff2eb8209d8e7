import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '../../../lib/api-types.ts';
import { api } from '../../../lib/api-client.ts';
import { entryKeys } from '../../../lib/query-keys.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';
import { CALENDAR_WEEKS, type DatedMood } from '../mood-calendar-data.ts';

/** The largest page GET /api/timeline serves. */
const PAGE = 50;
/** Enough for several entries a day over the calendar's span, without paging forever. */
const MAX_PAGES = 10;

/**
 * growth() has no per-day moods, so the calendar reads the writer's own timeline, newest first,
 * until it passes the calendar's first day.
 */
export async function fetchMoodHistory(now: Date = new Date()): Promise<DatedMood[]> {
  const since = now.getTime() - (CALENDAR_WEEKS * 7 + 7) * 24 * 60 * 60 * 1000;
  const userCookie = await currentUserLabel();
  const moods: DatedMood[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { entries } = await api<{ entries: TimelineEntry[] }>('/timeline', {
      query: { userCookie, limit: PAGE, offset: page * PAGE },
    });
    for (const { timestamp, moodTag } of entries) {
      if (new Date(timestamp).getTime() >= since) moods.push({ timestamp, moodTag });
    }
    const oldest = entries.at(-1);
    if (entries.length < PAGE || !oldest || new Date(oldest.timestamp).getTime() < since) break;
  }
  return moods;
}

export const moodHistoryQueryOptions = () =>
  // Under the timeline prefix so a new entry (which invalidates the timeline) refreshes the calendar too.
  queryOptions({ queryKey: [...entryKeys.timeline(), 'mood-history'] as const, queryFn: () => fetchMoodHistory() });

export function useMoodHistory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...moodHistoryQueryOptions(), enabled });
}
