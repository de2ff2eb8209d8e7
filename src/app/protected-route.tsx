import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../components/spinner.tsx';
import { useCurrentUser } from '../features/identity/api/get-user.ts';

/** Timeline, Growth and Messages are for signed-in people; everyone else goes home (spec §4). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner label="Checking your sign-in" />;
  if (!user) return <Navigate to="/" replace />;
  return children;
}
