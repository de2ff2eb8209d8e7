import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AuthResponse } from '../../../lib/api-types.ts';
import { getAuthClient } from '../../../lib/supabase.ts';

export type LoginInput = { username: string; password: string };

/** POST /api/login, then install the returned session so supabase-js refreshes it from now on. */
export async function login(input: LoginInput): Promise<AuthResponse> {
  const result = await api('/login', { method: 'POST', body: input });
  if (result.session) {
    const auth = await getAuthClient();
    const { error } = await auth.setSession(result.session);
    if (error) throw error;
  }
  return result;
}

export function useLogin({
  onSuccess,
  onError,
}: { onSuccess?: (r: AuthResponse) => void; onError?: (e: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      // A different person now holds the session: everything cached was theirs or anonymous.
      await queryClient.invalidateQueries();
      onSuccess?.(result);
    },
    onError,
  });
}
