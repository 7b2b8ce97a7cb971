import type { ErrorCode } from '@reklamo/contract';

/**
 * A platform's refusal. `kind` decides what happens next: `auth` marks the connection for
 * "Свържете отново", `rate` and `transient` try again later, `final` fails the post.
 */
export class PlatformError extends Error {
  constructor(
    public readonly kind: 'auth' | 'rate' | 'transient' | 'final',
    public readonly code: ErrorCode,
    message: string,
    public readonly status: number | null = null,
    public readonly answer: unknown = null,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** Graph API error codes: 190 token invalid/expired, 4/17/32/613 rate limits (app, user, page, custom). */
export function graphError(status: number, body: unknown): PlatformError {
  const err = (body as { error?: { code?: number; message?: string; error_subcode?: number } } | null)?.error;
  const code = err?.code;
  const message = err?.message ?? `HTTP ${status}`;
  if (code === 190 || code === 102) return new PlatformError('auth', 'SOCIAL_RECONNECT', message, status, body);
  if (code === 4 || code === 17 || code === 32 || code === 613)
    return new PlatformError('rate', 'PLATFORM_RATE_LIMITED', message, status, body);
  if (status >= 500 || code === 1 || code === 2)
    return new PlatformError('transient', 'PLATFORM_ERROR', message, status, body);
  return new PlatformError('final', 'PLATFORM_ERROR', message, status, body);
}
