import { api, ApiError } from '../../lib/api.ts';

export type SessionUser = { id: string; name: string; email: string };
export type Session = { user: SessionUser } | null;

export const getSession = () => api<Session>('/api/auth/get-session');

export const signUp = (input: { name: string; email: string; password: string }) =>
  api<{ user?: SessionUser }>('/api/auth/sign-up/email', { method: 'POST', json: input });

export const signIn = (input: { email: string; password: string; rememberMe: boolean }) =>
  api<{ user?: SessionUser }>('/api/auth/sign-in/email', { method: 'POST', json: input });

/**
 * Sign-up answers alike whether or not the address already has an account, and opens no session
 * (decision 115): signing in with the password just chosen does. When that fails the address had
 * an account already, and its owner has been e-mailed: SIGNUP_CHECK_EMAIL says so without more.
 */
export async function signUpAndSignIn(input: { name: string; email: string; password: string }) {
  await signUp(input);
  try {
    return await signIn({ email: input.email, password: input.password, rememberMe: true });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw new ApiError(409, 'SIGNUP_CHECK_EMAIL');
    throw err;
  }
}

export const signOut = () => api<unknown>('/api/auth/sign-out', { method: 'POST', json: {} });

export const requestPasswordReset = (email: string) =>
  api<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: `${window.location.origin}/reset-password` },
  });

export const resetPassword = (token: string, newPassword: string) =>
  api<unknown>('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
