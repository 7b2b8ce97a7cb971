import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setSession } from '../features/auth/use-session.ts';
import { setUnauthorizedHandler } from './api.ts';

export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/** Screens with server data get TanStack Query; the landing and auth screens never load it. */
export default function QueryLayout() {
  const navigate = useNavigate();
  // Any 401 from our API on these screens: the session ended elsewhere (another tab logged out).
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      setSession(null);
      // Already on the way out (logout, account deleted): keep the screen's own message.
      if (window.location.pathname !== '/login') navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
