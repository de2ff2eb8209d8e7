import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CommunityStats } from '../../../lib/api-types.ts';
import { communityKeys } from '../../../lib/query-keys.ts';

export const fetchCommunityStats = () => api<CommunityStats>('/community/stats', { everyone: true });

export const communityStatsQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.stats(), queryFn: fetchCommunityStats });

export function useCommunityStats() {
  return useQuery(communityStatsQueryOptions());
}
