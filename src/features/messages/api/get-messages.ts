import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { SupportiveMessage } from '../../../lib/api-types.ts';
import { messageKeys } from '../../../lib/query-keys.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';

/** GET /api/supportive-messages — the caller's inbox, newest first. */
export async function fetchMessages(): Promise<SupportiveMessage[]> {
  const { messages } = await api('/supportive-messages', {
    query: { userCookie: await currentUserLabel() },
  });
  return messages;
}

export const messagesQueryOptions = () => queryOptions({ queryKey: messageKeys.list(), queryFn: fetchMessages });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
