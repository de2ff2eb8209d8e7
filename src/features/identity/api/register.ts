import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AuthResponse } from '../../../lib/api-types.ts';
import { getAuthClient } from '../../../lib/supabase.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export type RegisterInput = { username: string; email: string; password: string };

/** POST /api/register upgrades the current anonymous user in place, so nothing written is lost. */
export async function register(input: RegisterInput): Promise<AuthResponse> {
  const result = await api('/register', { method: 'POST', body: input });
  if (result.session) {
    const auth = await getAuthClient();
    const { error } = await auth.setSession(result.session);
    if (error) throw error;
  }
  return result;
}

export function useRegister({
  onSuccess,
  onError,
}: { onSuccess?: (r: AuthResponse) => void; onError?: (e: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      onSuccess?.(result);
    },
    onError,
  });
}
