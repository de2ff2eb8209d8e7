import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ReactionCounts, ReactionType } from '../../../lib/api-types.ts';
import { communityKeys, entryKeys } from '../../../lib/query-keys.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';

export type ReactionChange = { entryId: string; reactionType: ReactionType; remove: boolean };
export type SendReaction = (change: ReactionChange) => Promise<ReactionCounts>;

/** POST sets or switches the caller's reaction; DELETE removes it. Both answer with the new counts. */
export const sendReaction: SendReaction = async ({ entryId, reactionType, remove }) =>
  api(`/entries/${entryId}/reactions`, {
    method: remove ? 'DELETE' : 'POST',
    body: { reactionType, userCookie: await currentUserLabel() },
  });

/** Spec §4: a reaction on a community card refreshes trending, stats and the category list. */
export function useSendReaction({ refreshCommunity }: { refreshCommunity: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReaction,
    onSuccess: (_result, { entryId }) => {
      void queryClient.invalidateQueries({ queryKey: entryKeys.reactions(entryId) });
      if (refreshCommunity) void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
