import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';

export function supportRoutes({ auth }: AppDeps) {
  return new Hono<{ Variables: AppVariables }>().use(requireUser(auth));
}
