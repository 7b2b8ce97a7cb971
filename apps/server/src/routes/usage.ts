import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { getUsage } from '../services/videos.service.ts';

export function usageRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AppVariables }>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json(await getUsage(deps, c.get('user').id)));
}
