import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserLabel } from '../../../lib/user-label.ts';

export type SendSupportiveResponse = (input: { entryId: string; response: string }) => Promise<unknown>;

export const sendSupportiveResponse: SendSupportiveResponse = async ({ entryId, response }) =>
  api(`/entries/${entryId}/supportive-response`, {
    method: 'POST',
    body: { response, userCookie: await currentUserLabel() },
  });

export function useSendSupportiveResponse(send: SendSupportiveResponse = sendSupportiveResponse) {
  // The writer's inbox is theirs; nothing the sender has cached changes.
  return useMutation({ mutationFn: (input: { entryId: string; response: string }) => send(input) });
}
