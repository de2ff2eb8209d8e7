import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { promptKeys } from '../../../lib/query-keys.ts';

export const fetchPrompt = () => api<{ prompt: string }>('/prompt');

export const promptQueryOptions = () =>
  // A prompt someone is reading stays put until they ask for another one.
  queryOptions({ queryKey: promptKeys.today(), queryFn: fetchPrompt, staleTime: Infinity });

/** Today's prompt; `refetch()` is the "Generate new prompt" control. */
export function usePrompt() {
  return useQuery(promptQueryOptions());
}
