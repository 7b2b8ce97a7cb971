import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { Logo } from '../components/auth-layout.tsx';
import { FullScreenSpinner } from '../components/full-screen-spinner.tsx';
import { signOut } from '../features/auth/api.ts';
import { SESSION_KEY } from '../features/auth/use-session.ts';
import { api } from '../lib/api.ts';
import { m } from '../messages.ts';

export type Profile = {
  id: string;
  full_name: string;
  email: string;
  subscription_status: 'trial' | 'starter' | 'pro' | 'agency';
  free_generations_used: number;
  free_generations_limit: number;
  created_at: string;
};

export const PROFILE_KEY = ['me'] as const;

export default function DashboardScreen() {
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: () => api<Profile>('/api/me'), retry: 1 });
  const qc = useQueryClient();
  const navigate = useNavigate();

  async function logout() {
    try {
      await signOut();
    } finally {
      qc.setQueryData(SESSION_KEY, null);
      qc.removeQueries({ queryKey: PROFILE_KEY });
      navigate('/login', { replace: true });
    }
  }

  if (profile.isPending) return <FullScreenSpinner />;
  // SPEC.md section 2: an error while loading the user leads to /login.
  if (profile.isError) return <Navigate to="/login" replace />;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3">
        <Logo />
        <div className="flex items-center gap-4">
          <div className="hidden text-right sm:block">
            <p className="text-sm font-semibold text-slate-900">{profile.data.full_name}</p>
            <p className="text-xs text-slate-500">{profile.data.email}</p>
          </div>
          <button onClick={logout} className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
            <LogOut size={16} aria-hidden /> {m.dashboard.logout}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-6 py-10">
        <h1 className="text-3xl font-bold text-slate-900">{m.dashboard.greeting(profile.data.full_name)}</h1>
      </main>
    </div>
  );
}
