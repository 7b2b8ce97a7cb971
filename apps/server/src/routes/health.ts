import { Hono } from 'hono';
import { pingDatabase } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { lifecycle } from '../process/lifecycle.ts';

export function healthRoutes({ database }: AppDeps) {
  return new Hono().get('/', async (c) => {
    // A load balancer takes a draining process (SIGTERM received) out of rotation.
    if (lifecycle.draining) return c.json({ status: 'draining', database: true }, 503);
    const ok = await pingDatabase(database.pool);
    return c.json({ status: ok ? 'ok' : 'unavailable', database: ok }, ok ? 200 : 503);
  });
}
