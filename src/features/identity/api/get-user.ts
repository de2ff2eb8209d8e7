import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/api-types.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { ensureSession } from '../../../lib/supabase.ts';

/** GET /api/user; 401 means "not logged in" (spec §7), which is an answer, not an error. */
export async function fetchCurrentUser(): Promise<User | null> {
  // An anonymous session is "not logged in" already; asking would only log a 401 in the console.
  if ((await ensureSession()).user.is_anonymous) return null;
  try {
    return await api('/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: userKeys.me(), queryFn: fetchCurrentUser, staleTime: 5 * 60_000 });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** The name the navigation shows: username, else email, else "User" (spec §2). */
export const displayName = (user: User) => user.username || user.email || 'User';
