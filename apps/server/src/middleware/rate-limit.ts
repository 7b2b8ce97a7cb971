import type { MiddlewareHandler } from 'hono';
import { hitRateLimit, type Db } from '@reklamo/db';
import { AppError } from '../http/errors.ts';
import type { AppVariables } from './session.ts';

/**
 * Per-user budgets of the routes that cost money or storage. Generous for a person, tight for a
 * script: a baker makes a few videos an hour, not a hundred. Counted in Postgres, shared by every
 * API process.
 */
export const USER_RATE_LIMITS = {
  'video-create': { limit: 10, windowSec: 3600 },
  brain: { limit: 60, windowSec: 3600 },
  upload: { limit: 30, windowSec: 3600 },
  ticket: { limit: 5, windowSec: 3600 },
  refund: { limit: 10, windowSec: 3600 },
  checkout: { limit: 10, windowSec: 3600 },
  /** "Чуйте пример": each runs the voice engine or a paid provider. */
  'voice-sample': { limit: 30, windowSec: 3600 },
  /** A whole recording of the voice, or a music file: each costs ffmpeg a full decode. */
  'voice-upload': { limit: 20, windowSec: 3600 },
  /** Scene-by-scene recording: a few scenes, each redone a few times. */
  'voice-take': { limit: 120, windowSec: 3600 },
  // Preview lines not read before: three variants of five scenes, re-read after edits.
  voice: { limit: 600, windowSec: 3600 },
  /** Pronunciation fixes saved: a word tried a few ways, a few words an ad. */
  pronunciation: { limit: 120, windowSec: 3600 },
} as const satisfies Record<string, { limit: number; windowSec: number }>;
export type UserRateLimitName = keyof typeof USER_RATE_LIMITS;

/** Counts one use of `name` by the user; past the budget, a 429 RATE_LIMITED (the UI's "Твърде много опити…"). */
export async function hitUserRateLimit(db: Db, name: UserRateLimitName, userId: string): Promise<void> {
  const { limit, windowSec } = USER_RATE_LIMITS[name];
  const hits = await hitRateLimit(db, `user:${name}:${userId}`, windowSec);
  if (hits > limit) throw new AppError('RATE_LIMITED', 429, { retryAfterSec: windowSec });
}

/**
 * The same as a middleware, after requireUser: `.post('/', userRateLimit(db, 'ticket'), handler)`.
 * Put it after the request is validated where a typo should not cost a try.
 */
export function userRateLimit(db: Db, name: UserRateLimitName): MiddlewareHandler<{ Variables: AppVariables }> {
  return async (c, next) => {
    await hitUserRateLimit(db, name, c.get('user').id);
    await next();
  };
}
