import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/spinner.tsx';
import { useCurrentUser } from '../features/identity/api/get-user.ts';

/** Timeline, Growth and Messages are for signed-in people; everyone else goes home (spec §4). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  if (isPending) return <Spinner label="Checking your sign-in" />;
  // Home then says in one sentence what an account would give here (layout/sign-up-notice.tsx).
  if (!user) return <Navigate to="/" replace state={{ signUpFor: pathname }} />;
  return children;
}
