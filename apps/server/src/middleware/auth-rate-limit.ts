import type { MiddlewareHandler } from 'hono';
import { hitRateLimit, type Db } from '@reklamo/db';
import { apiError } from '../http/errors.ts';
import { clientIp } from './client-ip.ts';

type Options = { db: Db; perIp: number; perEmail: number; windowSec: number; trustProxy: boolean };

/**
 * Limits sign-in, sign-up and password-reset requests per IP and per e-mail address, counted in
 * Postgres so every API process shares the same budget.
 */
export function authRateLimit(opts: Options): MiddlewareHandler {
  return async (c, next) => {
    const ip = clientIp(c, opts.trustProxy);
    let email = '';
    try {
      const body = (await c.req.raw.clone().json()) as { email?: unknown };
      if (typeof body.email === 'string') email = body.email.trim().toLowerCase();
    } catch {
      /* not JSON: the auth handler answers it */
    }
    const scope = new URL(c.req.url).pathname.split('/').slice(3).join('/');
    const ipHits = await hitRateLimit(opts.db, `auth:${scope}:ip:${ip}`, opts.windowSec);
    const emailHits = email ? await hitRateLimit(opts.db, `auth:${scope}:email:${email}`, opts.windowSec) : 0;
    if (ipHits > opts.perIp || emailHits > opts.perEmail) {
      c.header('Retry-After', String(opts.windowSec));
      return apiError(c, 429, 'RATE_LIMITED');
    }
    await next();
  };
}
