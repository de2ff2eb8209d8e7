import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { entryKeys } from '../../../lib/query-keys.ts';

/** The catalogue of pre-written responses one may send to this entry's writer. */
export const fetchSupportiveResponses = (entryId: string) => api(`/supportive-responses/${entryId}`);

export const supportiveResponsesQueryOptions = (entryId: string, load = fetchSupportiveResponses) =>
  queryOptions({ queryKey: entryKeys.supportiveResponses(entryId), queryFn: () => load(entryId), staleTime: Infinity });
