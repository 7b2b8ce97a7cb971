import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode } from '@reklamo/contract';

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  extra: Omit<ApiErrorBody['error'], 'code'> = {},
) {
  return c.json({ error: { code, ...extra } } satisfies ApiErrorBody, status);
}

/** A domain error a route turns into its HTTP status and error code. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly status: ContentfulStatusCode = 400,
    public readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** Parses a JSON body with a contract schema; an invalid body is a 400 with the field paths. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('VALIDATION_FAILED', 400, { reason: 'invalid JSON' });
  }
  if (containsNul(body)) throw new AppError('VALIDATION_FAILED', 400, { reason: 'NUL character' });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 400, {
      fields: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return parsed.data;
}

/** True when any string (or key) in a parsed JSON value holds U+0000, which Postgres text refuses. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}
