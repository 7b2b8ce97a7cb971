import { createBrowserRouter, Outlet, redirect } from 'react-router';
import { RedirectIfSignedIn, RequireSignIn } from './components/guards.tsx';

// Each screen is its own chunk, so the landing page loads none of the dashboard's code.
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: '/signup',
    element: (
      <RedirectIfSignedIn>
        <Outlet />
      </RedirectIfSignedIn>
    ),
    children: [{ index: true, lazy: lazy(() => import('./routes/signup.tsx')) }],
  },
  {
    path: '/login',
    element: (
      <RedirectIfSignedIn>
        <Outlet />
      </RedirectIfSignedIn>
    ),
    children: [{ index: true, lazy: lazy(() => import('./routes/login.tsx')) }],
  },
  { path: '/forgot-password', lazy: lazy(() => import('./routes/forgot-password.tsx')) },
  { path: '/reset-password', lazy: lazy(() => import('./routes/reset-password.tsx')) },
  {
    lazy: lazy(() => import('./lib/query-layout.tsx')),
    children: [
      {
        path: '/dashboard',
        element: (
          <RequireSignIn>
            <Outlet />
          </RequireSignIn>
        ),
        children: [{ index: true, lazy: lazy(() => import('./routes/dashboard.tsx')) }],
      },
      // Only a signed-in buyer has a subscription to show; a visitor signs in first.
      {
        path: '/success',
        element: (
          <RequireSignIn>
            <Outlet />
          </RequireSignIn>
        ),
        children: [{ index: true, lazy: lazy(() => import('./routes/success.tsx')) }],
      },
      // The built-in test payments provider's checkout and portal pages (payments provider `test`).
      {
        path: '/test-checkout/:sessionId',
        element: (
          <RequireSignIn>
            <Outlet />
          </RequireSignIn>
        ),
        children: [{ index: true, lazy: lazy(() => import('./routes/test-checkout.tsx')) }],
      },
      {
        path: '/test-portal',
        element: (
          <RequireSignIn>
            <Outlet />
          </RequireSignIn>
        ),
        children: [{ index: true, lazy: lazy(() => import('./routes/test-portal.tsx')) }],
      },
    ],
  },
  // A platform's sign-in (Facebook, Google) comes back to /settings?social=…; Settings live in the dashboard.
  {
    path: '/settings',
    loader: ({ request }) => {
      const q = new URL(request.url).searchParams;
      q.set('section', 'settings');
      return redirect(`/dashboard?${q}`);
    },
  },
  {
    path: '/',
    element: (
      <RedirectIfSignedIn>
        <Outlet />
      </RedirectIfSignedIn>
    ),
    children: [{ index: true, lazy: lazy(() => import('./routes/landing.tsx')) }],
  },
  // SPEC.md: any other path is the landing page (signed-in users are not redirected there).
  { path: '*', lazy: lazy(() => import('./routes/landing.tsx')) },
]);
