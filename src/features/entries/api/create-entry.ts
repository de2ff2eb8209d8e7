import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CreatedEntry, Visibility } from '../../../lib/api-types.ts';
import { communityKeys, entryKeys, growthKeys } from '../../../lib/query-keys.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';
import { rememberSharedPublicly } from '../../../lib/listening.ts';
import { storeCurrentEntry } from '../current-entry.ts';

export type NewEntry = {
  moodTag: string;
  promptUsed: string;
  journalText: string;
  visibility: Visibility;
  /** The key the entry was written with: the API writes an entry once per key (offline writing). */
  clientKey?: string;
};

export async function createEntry(input: NewEntry): Promise<CreatedEntry> {
  const { entry } = await api('/entries', {
    method: 'POST',
    body: { ...input, userCookie: await currentUserLabel() },
  });
  return entry;
}

/** Spec §4: on success the entry goes to session storage and feed, timeline and growth refresh. */
export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: (entry, input) => {
      storeCurrentEntry(entry);
      if (input.visibility === 'public') rememberSharedPublicly();
      void queryClient.invalidateQueries({ queryKey: entryKeys.all });
      void queryClient.invalidateQueries({ queryKey: growthKeys.all });
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
