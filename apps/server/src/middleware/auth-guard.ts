import type { Context, MiddlewareHandler } from 'hono';
import { FULL_NAME_MAX } from '@reklamo/contract';
import { clearRateLimits, clearRateLimitsByPrefix, hitRateLimit, peekRateLimits, type Db } from '@reklamo/db';
import type { Auth } from '../auth.ts';
import { apiError, containsNul } from '../http/errors.ts';
import { clientIp } from './client-ip.ts';

type Options = {
  db: Db;
  auth: Auth;
  /** Failed password checks per IP (any account), and sign-up/reset requests per IP, per window. */
  perIp: number;
  /** Failed password checks per e-mail from one IP; past it, that IP waits the window out. */
  perEmail: number;
  /**
   * Failed password checks on one account from all IPs; past it, every IP waits the window out.
   * Guesses spread over many addresses otherwise went on at full speed, only slowed down.
   */
  perAccount: number;
  windowSec: number;
  trustProxy: boolean;
  /** Longest progressive delay per e-mail. */
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

/** better-auth routes that check a password. */
const PASSWORD_ROUTES = new Set(['sign-in/email', 'change-password', 'verify-password', 'delete-user']);
/** better-auth routes that cost us an e-mail or an account row: limited per attempt. */
const ATTEMPT_ROUTES = new Set(['sign-up/email', 'request-password-reset', 'send-verification-email']);
/** Codes better-auth answers a wrong password with. */
const WRONG_PASSWORD = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'CREDENTIAL_ACCOUNT_NOT_FOUND']);

const TEXT_LIMITS: Record<string, number> = {
  email: 254,
  password: 128,
  newPassword: 128,
  currentPassword: 128,
  image: 2000,
  callbackURL: 2000,
  redirectTo: 2000,
  token: 500,
};

/**
 * Guards every better-auth POST: bounded fields and no NUL (better-auth has no limits of its own),
 * then throttling. Password checks count failures, not attempts: per IP, and per e-mail from one
 * IP; per e-mail across all IPs the answer only slows down progressively, so a stranger's failures
 * never lock the owner out of their account. Sign-up and reset e-mails are limited per attempt.
 * Counters live in Postgres so every API process shares them.
 */
export function authGuard(opts: Options): MiddlewareHandler {
  const maxDelay = opts.maxDelayMs ?? 8_000;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const tooMany = (c: Context) => {
    c.header('Retry-After', String(opts.windowSec));
    return apiError(c, 429, 'RATE_LIMITED');
  };
  return async (c, next) => {
    const route = c.req.path.replace(/^\/api\/auth\//, '');
    const body = await readBody(c.req.raw);
    if (body === 'unreadable') return apiError(c, 400, 'VALIDATION_FAILED', { details: { reason: 'unreadable body' } });
    if (containsNul(body)) return apiError(c, 400, 'VALIDATION_FAILED', { details: { reason: 'NUL character' } });
    const bad = fieldProblem(route, body);
    if (bad) return apiError(c, 400, 'VALIDATION_FAILED', { details: { fields: [{ path: bad, message: 'invalid' }] } });

    const ip = clientIp(c, opts.trustProxy);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';

    if (ATTEMPT_ROUTES.has(route)) {
      const ipHits = await hitRateLimit(opts.db, `auth:${route}:ip:${ip}`, opts.windowSec);
      const emailHits = email ? await hitRateLimit(opts.db, `auth:${route}:email:${email}`, opts.windowSec) : 0;
      if (ipHits > opts.perIp || emailHits > opts.perEmail) return tooMany(c);
      return next();
    }
    if (!PASSWORD_ROUTES.has(route)) return next();

    // Change/verify password and delete-user check the signed-in user's own password.
    const who =
      route === 'sign-in/email'
        ? email
        : ((await opts.auth.api.getSession({ headers: c.req.raw.headers }))?.user.email ?? '');
    const keys = { ip: `pwfail:ip:${ip}`, emailIp: `pwfail:email-ip:${who}:${ip}`, email: `pwfail:email:${who}` };
    const [ipFails, emailIpFails, emailFails] = await peekRateLimits(
      opts.db,
      [keys.ip, keys.emailIp, keys.email],
      opts.windowSec,
    );
    if (ipFails! >= opts.perIp || (who && (emailIpFails! >= opts.perEmail || emailFails! >= opts.perAccount)))
      return tooMany(c);
    if (who && emailFails! >= opts.perEmail) await sleep(Math.min(maxDelay, 500 * 2 ** (emailFails! - opts.perEmail)));

    await next();

    if (!who) return;
    if (c.res.ok) {
      await clearRateLimits(opts.db, [keys.emailIp, keys.email]);
      return;
    }
    const code = await c.res
      .clone()
      .json()
      .then((b: { code?: string }) => b?.code)
      .catch(() => undefined);
    if (c.res.status === 401 || (code && WRONG_PASSWORD.has(code))) {
      for (const key of [keys.ip, keys.emailIp, keys.email]) await hitRateLimit(opts.db, key, opts.windowSec);
    }
  };
}

/**
 * Forgets an account's failed password checks: a completed password reset proves the owner, who
 * must not stay locked out by a stranger's guesses (better-auth's onPasswordReset calls it).
 */
export async function clearPasswordFailures(db: Db, email: string): Promise<void> {
  const who = email.trim().toLowerCase();
  await clearRateLimits(db, [`pwfail:email:${who}`]);
  await clearRateLimitsByPrefix(db, `pwfail:email-ip:${who}:`);
}

/** The request's fields from either body type better-auth reads (JSON or form-encoded). */
async function readBody(req: Request): Promise<Record<string, unknown> | 'unreadable'> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  try {
    const text = await req.clone().text();
    if (!text) return {};
    if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // Not JSON: better-auth answers it; nothing here to count or check.
    return type.includes('json') ? 'unreadable' : {};
  }
}

/** The first field over its bound, or a name that is empty or too long where one is set. */
function fieldProblem(route: string, body: Record<string, unknown>): string | undefined {
  for (const [field, max] of Object.entries(TEXT_LIMITS)) {
    const v = body[field];
    if (typeof v === 'string' && v.length > max) return field;
  }
  if (route === 'sign-up/email' || (route === 'update-user' && 'name' in body)) {
    const name = body.name;
    if (typeof name !== 'string' || !name.trim() || name.trim().length > FULL_NAME_MAX) return 'name';
  }
  return undefined;
}
