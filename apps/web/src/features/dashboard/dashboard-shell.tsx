import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FolderKanban, Images, LifeBuoy, LogOut, Menu, Settings, Video, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/auth-layout.tsx';
import { useFocusTrap } from '../../components/use-focus-trap.ts';
import { m } from '../../messages/index.ts';
import { signOut } from '../auth/api.ts';
import { setSession } from '../auth/use-session.ts';
import { sectionHref, type Section } from './sections.ts';
import { TopSearch } from './top-search.tsx';
import type { Profile } from './use-profile.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

const NAV: Array<{ id: Section; icon: typeof Video }> = [
  { id: 'dashboard', icon: FolderKanban },
  { id: 'inspiration', icon: Video },
  { id: 'media', icon: Images },
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
  const location = useLocation();
  const userMenuRef = useRef<HTMLDivElement>(null);

  useEffect(() => setMenuOpen(false), [location.key]);
  // Escape closes the phone menu and the user menu, as it does the dialogs.
  // Escape closes the user menu (the phone menu is a dialog and handles its own keys).
  useEffect(() => {
    if (!userMenu) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setUserMenu(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [userMenu]);
  useEffect(() => {
    if (!userMenu) return;
    const close = (e: MouseEvent) => {
      if (!userMenuRef.current?.contains(e.target as Node)) setUserMenu(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [userMenu]);

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
      <button
        onClick={logout}
        className="mt-auto flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
      >
        <LogOut size={18} aria-hidden /> {m.dashboard.logout}
      </button>
    </nav>
  );

  return (
    <div className="min-h-screen bg-slate-50 lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white lg:block">
        {sidebar}
      </aside>
      {menuOpen && <PhoneMenu onClose={() => setMenuOpen(false)}>{sidebar}</PhoneMenu>}
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:px-6">
        <button
          onClick={() => setMenuOpen(true)}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
          aria-label={m.dashboard.openMenu}
        >
          <Menu size={20} aria-hidden />
        </button>
        <TopSearch />
        <div className="relative ml-auto min-w-0 shrink" ref={userMenuRef}>
          <button
            onClick={() => setUserMenu((o) => !o)}
            className="flex max-w-full items-center gap-3 rounded-lg p-1.5 hover:bg-slate-100"
            aria-expanded={userMenu}
            aria-controls="user-menu"
            title={`${profile.full_name}\n${profile.email}`}
          >
            <span className="sr-only">{m.dashboard.userMenu}: </span>
            <span className="hidden min-w-0 max-w-56 text-right sm:block" data-testid="user-identity">
              <span className="block truncate text-sm font-semibold text-slate-900">{profile.full_name}</span>
              <span className="block truncate text-xs text-slate-600">{profile.email}</span>
            </span>
            {profile.avatar_url ? (
              <img
                src={profile.avatar_url}
                alt=""
                width={36}
                height={36}
                className="h-9 w-9 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 font-semibold text-white"
                aria-hidden
              >
                {profile.full_name.trim().charAt(0).toUpperCase() || '?'}
              </span>
            )}
          </button>
          {userMenu && (
            <div
              id="user-menu"
              className="absolute right-0 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
            >
              <Link
                to={sectionHref('settings')}
                onClick={() => setUserMenu(false)}
                className="block px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50"
              >
                {m.dashboard.myProfile}
              </Link>
              <button
                onClick={logout}
                className="block w-full px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50"
              >
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

/** The sidebar as a dialog on narrow screens: focus stays inside until it closes. */
function PhoneMenu({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, onClose);
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/40" onClick={onClose} aria-hidden />
      <aside
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={m.dashboard.menu}
        className="absolute inset-y-0 left-0 w-72 bg-white shadow-xl"
      >
        <button
          data-autofocus
          onClick={onClose}
          className="absolute right-3 top-3 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          aria-label={m.dashboard.closeMenu}
        >
          <X size={20} aria-hidden />
        </button>
        {children}
      </aside>
    </div>
  );
}
