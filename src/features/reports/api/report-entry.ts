import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';

export const reportEntry = async ({ entryId, reason }: { entryId: string; reason: string }) =>
  api<{ reported: boolean }>(`/entries/${entryId}/report`, {
    method: 'POST',
    body: { reason, userCookie: await currentUserLabel() },
  });

export function useReportEntry() {
  // Whether a story is held is moderation state: nothing the reporter sees changes.
  return useMutation({ mutationFn: reportEntry });
}
