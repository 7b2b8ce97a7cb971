import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../features/auth/use-session.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';

/** /dashboard: signed-out users, and any failure of the check, go to /login. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <FullScreenSpinner />;
  if (session.isError || !session.data) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** /, /signup, /login: signed-in users go to /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <FullScreenSpinner />;
  if (session.data) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
