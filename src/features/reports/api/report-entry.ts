import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';
import type { ReportReason } from '../../../../supabase/functions/_shared/domain/report-reasons.ts';

export const reportEntry = async ({ entryId, reason }: { entryId: string; reason: ReportReason }) =>
  api(`/entries/${entryId}/report`, {
    method: 'POST',
    body: { reason, userCookie: await currentUserLabel() },
  });

export function useReportEntry() {
  // Whether a story is held is moderation state: nothing the reporter sees changes.
  return useMutation({ mutationFn: reportEntry });
}
