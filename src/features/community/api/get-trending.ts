import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from '../../../lib/query-keys.ts';

export const TRENDING_LIMIT = 10;

export const fetchTrending = async () => (await api('/trending', { query: { limit: TRENDING_LIMIT } })).entries;

export const trendingQueryOptions = () => queryOptions({ queryKey: communityKeys.trending(), queryFn: fetchTrending });

export function useTrending() {
  return useQuery(trendingQueryOptions());
}
