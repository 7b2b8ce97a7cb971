import { useSyncExternalStore } from 'react';
import { getSession, type Session } from './api.ts';

/**
 * The sign-in check, as a tiny store instead of a TanStack query: it runs on every route, including
 * the landing page, whose JavaScript budget has no room for the query library.
 */
type State = { status: 'idle' | 'pending' | 'ready' | 'error'; data?: Session; fetchedAt: number };

const STALE_MS = 30_000;
let state: State = { status: 'idle', fetchedAt: 0 };
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(next: State) {
  state = next;
  for (const l of listeners) l();
}

function ensureFresh() {
  if (inflight || (state.status !== 'idle' && Date.now() - state.fetchedAt < STALE_MS)) return;
  if (state.status === 'idle') emit({ ...state, status: 'pending' });
  inflight = getSession()
    .then(
      (data) => emit({ status: 'ready', data: data ?? null, fetchedAt: Date.now() }),
      () => emit({ status: 'error', data: undefined, fetchedAt: Date.now() }),
    )
    .finally(() => {
      inflight = null;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  ensureFresh();
  return () => listeners.delete(listener);
}

export function useSession() {
  const s = useSyncExternalStore(subscribe, () => state);
  return { isPending: s.status === 'idle' || s.status === 'pending', isError: s.status === 'error', data: s.data };
}

/** After sign-in, sign-up, sign-out or account deletion: the answer is known, no request needed. */
export function setSession(data: Session) {
  emit({ status: 'ready', data, fetchedAt: Date.now() });
}

const PAID_PLANS = ['starter', 'pro'];

/**
 * Where a visitor goes once signed in: the dashboard, or the plan chooser when they came from the
 * landing page's paid-plan button (/signup?plan=pro, with &period=year when yearly was picked). The sign-up form and the guard both use it.
 */
export function postSignInPath(search: string): string {
  const params = new URLSearchParams(search);
  const plan = params.get('plan');
  if (!plan || !PAID_PLANS.includes(plan)) return '/dashboard';
  // The landing page's Годишно choice rides along to the plan chooser (and so to checkout).
  return `/dashboard?section=billing&choose=1${params.get('period') === 'year' ? '&period=year' : ''}`;
}

const NOTICE_KEY = 'reklamo.loginNotice';
export type LoginNotice = 'accountDeleted';

/**
 * A message for the login screen that survives however the app gets there (the sign-in guard
 * redirects too, without any navigation state): kept for this tab until the login screen shows it.
 */
export function setLoginNotice(notice: LoginNotice) {
  sessionStorage.setItem(NOTICE_KEY, notice);
}
export const peekLoginNotice = (): LoginNotice | null =>
  sessionStorage.getItem(NOTICE_KEY) === 'accountDeleted' ? 'accountDeleted' : null;
export const clearLoginNotice = () => sessionStorage.removeItem(NOTICE_KEY);
