import { Hono } from 'hono';
import { listOutboxEmails } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';

/** Development-only views; never mounted in production. */
export function devRoutes({ database }: AppDeps) {
  return new Hono().get('/outbox', async (c) => {
    const emails = await listOutboxEmails(database.db, c.req.query('to') ?? undefined);
    return c.json({ emails });
  });
}
