import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { messageKeys } from '../../../lib/query-keys.ts';
import { getRealtimeClient } from '../../../lib/supabase.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';

export const UNREAD_POLL_MS = 30_000;

export type UnreadCount = { count: number };

export async function fetchUnreadCount(): Promise<UnreadCount> {
  return api('/supportive-messages/unread-count', { query: { userCookie: await currentUserLabel() } });
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.unread(), queryFn: fetchUnreadCount, refetchInterval: UNREAD_POLL_MS });

/**
 * The unread badge: polled every 30 s (spec §9) and, when `live` and while the private Realtime
 * channel `inbox:<uid>` is up, updated the moment a message arrives or is read. The same event
 * refreshes an open Messages list (a query nobody shows is only marked stale), so a message sent
 * or read elsewhere appears there at once instead of after the next visit.
 */
export function useUnreadCount({
  uid,
  enabled,
  live = true,
}: {
  uid: string | null;
  enabled: boolean;
  live?: boolean;
}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || !live || !uid) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void getRealtimeClient().then((realtime) => {
      if (cancelled) return;
      const channel = realtime
        .channel(`inbox:${uid}`, { config: { private: true } })
        .on('broadcast', { event: 'unread' }, ({ payload }) => {
          const count = (payload as { unread?: unknown } | undefined)?.unread;
          if (typeof count === 'number') queryClient.setQueryData<UnreadCount>(messageKeys.unread(), { count });
          void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
        })
        .subscribe((status) => {
          // Whatever arrived before the channel was up is counted now, not at the next poll.
          if (status === 'SUBSCRIBED') void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        });
      cleanup = () => void realtime.removeChannel(channel);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [enabled, live, uid, queryClient]);
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}
