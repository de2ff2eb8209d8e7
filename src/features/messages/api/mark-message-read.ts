import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messageKeys } from '../../../lib/query-keys.ts';

export type MarkMessageRead = (id: string) => Promise<unknown>;

/** POST /api/supportive-messages/:id/read */
export const markMessageRead: MarkMessageRead = (id) =>
  api(`/supportive-messages/${encodeURIComponent(id)}/read`, { method: 'POST' });

/** On success the inbox and the unread badge refresh (spec §7). */
export function useMarkMessageRead(markRead: MarkMessageRead = markMessageRead) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.list() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
      ]),
  });
}
