import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FolderKanban, LifeBuoy, LogOut, Menu, Search, Settings, Video, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/auth-layout.tsx';
import { m } from '../../messages/index.ts';
import { signOut } from '../auth/api.ts';
import { setSession } from '../auth/use-session.ts';
import { sectionHref, type Section } from './sections.ts';
import type { Profile } from './use-profile.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

const NAV: Array<{ id: Section; icon: typeof Video }> = [
  { id: 'dashboard', icon: FolderKanban },
  { id: 'inspiration', icon: Video },
  { id: 'settings', icon: Settings },
  { id: 'billing', icon: CreditCard },
  { id: 'support', icon: LifeBuoy },
];

export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } finally {
      qc.clear();
      setSession(null);
      navigate('/login', { replace: true });
    }
  };
}

type Props = { profile: Profile; section: Section; children: ReactNode };

export function DashboardShell({ profile, section, children }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenu, setUserMenu] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const search = new URLSearchParams(location.search).get('q') ?? '';
  const [query, setQuery] = useState(search);
  const userMenuRef = useRef<HTMLDivElement>(null);

  useEffect(() => setMenuOpen(false), [location.key]);
  useEffect(() => setQuery(search), [search]);
  // Escape closes the phone menu and the user menu, as it does the dialogs.
  useEffect(() => {
    if (!menuOpen && !userMenu) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      setUserMenu(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, userMenu]);
  useEffect(() => {
    if (!userMenu) return;
    const close = (e: MouseEvent) => {
      if (!userMenuRef.current?.contains(e.target as Node)) setUserMenu(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [userMenu]);

  // "Search in projects" filters the user's videos: it opens the library with the query.
  const submitSearch = (e: React.FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    navigate(q ? `/dashboard?section=inspiration&q=${encodeURIComponent(q)}` : '/dashboard?section=inspiration');
  };

  const sidebar = (
    <nav aria-label="Основна навигация" className="flex h-full flex-col gap-1 p-4">
      <div className="mb-6 px-2">
        <Logo />
      </div>
      {NAV.map(({ id, icon: Icon }) => (
        <Link
          key={id}
          to={sectionHref(id)}
          aria-current={section === id ? 'page' : undefined}
          className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition ${
            section === id ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
          }`}
        >
          <Icon size={18} aria-hidden /> {m.dashboard.nav[id]}
        </Link>
      ))}
      <button onClick={logout} className="mt-auto flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100">
        <LogOut size={18} aria-hidden /> {m.dashboard.logout}
      </button>
    </nav>
  );

  return (
    <div className="min-h-screen bg-slate-50 lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white lg:block">{sidebar}</aside>
      {menuOpen && (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label={m.dashboard.menu}>
          <div className="absolute inset-0 bg-slate-900/40" onClick={() => setMenuOpen(false)} aria-hidden />
          <aside className="absolute inset-y-0 left-0 w-72 bg-white shadow-xl">
            <button autoFocus onClick={() => setMenuOpen(false)} className="absolute right-3 top-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100" aria-label={m.dashboard.closeMenu}>
              <X size={20} aria-hidden />
            </button>
            {sidebar}
          </aside>
        </div>
      )}
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:px-6">
        <button onClick={() => setMenuOpen(true)} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden" aria-label={m.dashboard.openMenu}>
          <Menu size={20} aria-hidden />
        </button>
        <form onSubmit={submitSearch} role="search" className="relative max-w-md flex-1">
          <Search size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={m.dashboard.search}
            aria-label={m.dashboard.search}
            className="w-full rounded-lg border border-slate-200 bg-slate-50 py-2 pl-9 pr-3 text-sm focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </form>
        <div className="relative ml-auto" ref={userMenuRef}>
          <button onClick={() => setUserMenu((o) => !o)} className="flex items-center gap-3 rounded-lg p-1.5 hover:bg-slate-100" aria-haspopup="menu" aria-expanded={userMenu} aria-label={m.dashboard.userMenu}>
            <span className="hidden text-right sm:block">
              <span className="block text-sm font-semibold text-slate-900">{profile.full_name}</span>
              <span className="block text-xs text-slate-500">{profile.email}</span>
            </span>
            {profile.avatar_url ? (
              <img src={profile.avatar_url} alt="" width={36} height={36} className="h-9 w-9 rounded-full object-cover" />
            ) : (
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 font-semibold text-white" aria-hidden>
                {profile.full_name.trim().charAt(0).toUpperCase() || '?'}
              </span>
            )}
          </button>
          {userMenu && (
            <div role="menu" className="absolute right-0 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
              <Link role="menuitem" to={sectionHref('settings')} onClick={() => setUserMenu(false)} className="block px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50">
                {m.dashboard.myProfile}
              </Link>
              <button role="menuitem" onClick={logout} className="block w-full px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50">
                {m.dashboard.logout}
              </button>
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <VerifyEmailBanner profile={profile} />
        {children}
      </main>
    </div>
  );
}
