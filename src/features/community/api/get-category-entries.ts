import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { communityKeys } from '../../../lib/query-keys.ts';

export const fetchCategoryEntries = async (category: string) =>
  (await api(`/community/category/${encodeURIComponent(category)}`)).entries;

export const categoryEntriesQueryOptions = (category: string) =>
  queryOptions({ queryKey: communityKeys.category(category), queryFn: () => fetchCategoryEntries(category) });

/** Only asks the server once a category is chosen (spec §7). */
export function useCategoryEntries(category: string | null) {
  return useQuery({ ...categoryEntriesQueryOptions(category ?? ''), enabled: category !== null });
}
