import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from '../../../lib/query-keys.ts';

export const fetchCommunityStats = () => api('/community/stats', { everyone: true });

export const communityStatsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.stats(), queryFn: fetchCommunityStats });

export function useCommunityStats() {
  return useQuery(communityStatsQueryOptions());
}
