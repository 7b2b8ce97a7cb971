import { Hono } from 'hono';
import { pingDatabase } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';

export function healthRoutes({ database }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const ok = await pingDatabase(database.pool);
    return c.json({ status: ok ? 'ok' : 'unavailable', database: ok }, ok ? 200 : 503);
  });
}
