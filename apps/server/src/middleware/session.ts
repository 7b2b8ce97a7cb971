import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.ts';
import { apiError } from '../http/errors.ts';

export type SessionUser = { id: string; email: string; name: string };
export type AppVariables = { user: SessionUser; sessionId: string };

/** Rejects requests without a valid session with 401; otherwise puts the user on the context. */
export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: AppVariables }> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, 'UNAUTHORIZED');
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    c.set('sessionId', session.session.id);
    await next();
  };
}
