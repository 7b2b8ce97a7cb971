import { Hono } from 'hono';
import { findUserById } from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { apiError } from '../http/errors.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { avatarUrl } from '../services/settings.service.ts';

export function meRoutes({ auth, database }: AppDeps) {
  return new Hono<{ Variables: AppVariables }>().use(requireUser(auth)).get('/', async (c) => {
    const row = await findUserById(database.db, c.get('user').id);
    if (!row) return apiError(c, 404, 'NOT_FOUND');
    return c.json({
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      email_verified: row.emailVerified,
      subscription_status: row.subscriptionStatus,
      free_generations_used: row.freeGenerationsUsed,
      free_generations_limit: row.freeGenerationsLimit,
      created_at: row.createdAt.toISOString(),
      avatar_url: avatarUrl(row.avatarKey),
    });
  });
}
