import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CareMessage, ModerationAction, QueuedEntry } from '../../../lib/api-types.ts';
import { entryKeys, moderationKeys } from '../../../lib/query-keys.ts';

/** How often the open queue asks again, so new holds and other moderators' actions show without a reload. */
export const QUEUE_REFRESH_MS = 5_000;

export function useModerationQueue() {
  return useQuery({
    queryKey: moderationKeys.queue(),
    queryFn: async () => (await api<{ entries: QueuedEntry[] }>('/moderation/queue')).entries,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

export function useCareMessages() {
  return useQuery({
    queryKey: moderationKeys.careMessages(),
    queryFn: async () => (await api<{ careMessages: CareMessage[] }>('/moderation/care-messages')).careMessages,
    staleTime: 10 * 60_000,
  });
}

export function useModerationActions() {
  return useQuery({
    queryKey: moderationKeys.actions(),
    queryFn: async () => (await api<{ actions: ModerationAction[] }>('/moderation/actions')).actions,
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

export type ModerationCommand =
  { action: 'release' | 'hide'; entryId: string } | { action: 'care'; entryId: string; careMessageId: number };

/** Release, hide or send care; the queue, the audit trail and the public lists are read afresh. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: ModerationCommand) =>
      api(`/moderation/entries/${command.entryId}/${command.action}`, {
        method: 'POST',
        ...(command.action === 'care' ? { body: { careMessageId: command.careMessageId } } : {}),
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moderationKeys.all }),
        client.invalidateQueries({ queryKey: entryKeys.feeds() }),
      ]),
  });
}
