import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { entryKeys, moderationKeys } from '../../../lib/query-keys.ts';
import { getRealtimeClient } from '../../../lib/supabase.ts';

/**
 * How often the open queue asks again anyway. Changes arrive at once on the private Realtime channel
 * `moderation` (moderators only); this covers a channel that is down.
 */
export const QUEUE_REFRESH_MS = 15_000;

/** While mounted: every change to the queue (a hold, a report, any moderator's action) refreshes it. */
export function useModerationLive() {
  const client = useQueryClient();
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    const refresh = () => void client.invalidateQueries({ queryKey: moderationKeys.all });
    void getRealtimeClient().then((realtime) => {
      if (cancelled) return;
      const channel = realtime
        .channel('moderation', { config: { private: true } })
        .on('broadcast', { event: 'queue' }, refresh)
        .subscribe((status) => {
          // Whatever changed before the channel was up is read now.
          if (status === 'SUBSCRIBED') refresh();
        });
      cleanup = () => void realtime.removeChannel(channel);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [client]);
}

export function useModerationQueue() {
  useModerationLive();
  return useQuery({
    queryKey: moderationKeys.queue(),
    queryFn: async () => (await api('/moderation/queue')).entries,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

export function useCareMessages() {
  return useQuery({
    queryKey: moderationKeys.careMessages(),
    queryFn: async () => (await api('/moderation/care-messages')).careMessages,
    staleTime: 10 * 60_000,
  });
}

export function useModerationActions() {
  return useQuery({
    queryKey: moderationKeys.actions(),
    queryFn: async () => (await api('/moderation/actions')).actions,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

export type ModerationCommand =
  { action: 'release' | 'hide'; entryId: string } | { action: 'care'; entryId: string; careMessageId: number };

/** Release, hide or send care; the queue, the audit trail and the public lists are read afresh. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: ModerationCommand): Promise<unknown> =>
      command.action === 'care'
        ? api(`/moderation/entries/${command.entryId}/care`, {
            method: 'POST',
            body: { careMessageId: command.careMessageId },
          })
        : api(`/moderation/entries/${command.entryId}/${command.action}`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moderationKeys.all }),
        client.invalidateQueries({ queryKey: entryKeys.feeds() }),
      ]),
  });
}
