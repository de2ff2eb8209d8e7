import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ReactionType } from '../../../lib/api-types.ts';
import { entryKeys } from '../../../lib/query-keys.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';

/** Spec §7: `{reactions: [types]}`, the first being the caller's current one. */
export async function fetchMyReaction(entryId: string): Promise<ReactionType | null> {
  const label = await currentUserLabel();
  const { reactions } = await api(`/entries/${entryId}/reactions/${encodeURIComponent(label)}`);
  return reactions[0] ?? null;
}

export const myReactionQueryOptions = (entryId: string) =>
  queryOptions({ queryKey: entryKeys.reactions(entryId), queryFn: () => fetchMyReaction(entryId) });

/** Only needed for entries that arrive without `myReaction` (the feed and lists carry it). */
export function useMyReaction(entryId: string, enabled: boolean) {
  return useQuery({ ...myReactionQueryOptions(entryId), enabled });
}
