import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { userKeys } from '../../lib/query-keys.ts';
import { ensureSession, onSessionChange } from '../../lib/supabase.ts';
import { writeUserLabel } from '../../lib/user-label.ts';

type Identity = { uid: string | null };

const IdentityContext = createContext<Identity>({ uid: null });

/** Gives every visitor a session on first load and keeps the `hearth_user` label in step with it. */
export function IdentityProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [uid, setUid] = useState<string | null>(null);

  useEffect(() => {
    const follow = (event: AuthChangeEvent, session: Session | null) => {
      const next = session?.user.id ?? null;
      if (next) writeUserLabel(next);
      setUid((previous) => {
        // Another person now holds the session: nothing cached belongs to them.
        if (previous && next && previous !== next) void queryClient.invalidateQueries();
        return next;
      });
      if (event === 'USER_UPDATED') void queryClient.invalidateQueries({ queryKey: userKeys.all });
    };
    // Sign-ins, refreshes and sign-outs from now on, whether Auth's client is loaded or not
    // (it is kept off the first load; see lib/supabase.ts).
    const unsubscribe = onSessionChange(follow);
    let cancelled = false;
    ensureSession()
      .then((session) => {
        if (!cancelled) follow('INITIAL_SESSION', session);
      })
      .catch((error: unknown) => {
        // The app still renders; reads that need a session will show their own error states.
        console.warn('Could not start a session', error);
      });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [queryClient]);

  return <IdentityContext.Provider value={{ uid }}>{children}</IdentityContext.Provider>;
}

export const useIdentity = () => useContext(IdentityContext);
