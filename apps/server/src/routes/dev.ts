import { Hono } from 'hono';
import { listOutboxEmails } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { apiError } from '../http/errors.ts';
import { isLoopback } from '../middleware/client-ip.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';

/**
 * Development-only views; never mounted in production. A development server may still be reachable
 * from a network, so the outbox (reset and verification links) answers only a browser on this
 * machine, and only with the signed-in user's own e-mails.
 */
export function devRoutes({ auth, database }: AppDeps) {
  return new Hono<{ Variables: AppVariables }>()
    .use(async (c, next) => (isLoopback(c) ? next() : apiError(c, 404, 'NOT_FOUND')))
    .use(requireUser(auth))
    .get('/outbox', async (c) => {
      const emails = await listOutboxEmails(database.db, c.get('user').email.toLowerCase());
      return c.json({ emails });
    });
}
