import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { GrowthData } from '../../../lib/api-types.ts';
import { growthKeys } from '../../../lib/query-keys.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';

/** GET /api/growth, with the mood calendar counted in the writer's time zone; any non-OK is an error (spec §7). */
export async function fetchGrowth(): Promise<GrowthData> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api('/growth', { query: { userCookie: await currentUserLabel(), timeZone } });
}

export const growthQueryOptions = () => queryOptions({ queryKey: growthKeys.detail(), queryFn: fetchGrowth });

/** `enabled: false` when there is no identity, so the empty state shows without a server call. */
export function useGrowth({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...growthQueryOptions(), enabled });
}
