import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { postSignInPath, useSession } from '../features/auth/use-session.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';

/** /dashboard: signed-out users, and any failure of the check, go to /login. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <FullScreenSpinner />;
  if (session.isError || !session.data) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** /, /signup, /login: signed-in users go to /dashboard (or on to the plan they picked). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullScreenSpinner />;
  if (session.data) return <Navigate to={postSignInPath(location.search)} replace />;
  return <>{children}</>;
}
