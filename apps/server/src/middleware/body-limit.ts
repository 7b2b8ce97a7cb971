import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_MAX_BYTES } from '@reklamo/contract';
import { apiError } from '../http/errors.ts';
import { declaredLengthLimit } from '../http/upload-stream.ts';

/** Every request body that is not an upload: forms and JSON are small. */
export const JSON_BODY_MAX = 256 * 1024;
/** The ceiling of any multipart upload; a route applies its own, stricter, limit on top. */
export const MULTIPART_BODY_MAX = 25 * 1024 * 1024;
/** Room for the multipart envelope around one UPLOAD_MAX_BYTES file. */
export const UPLOAD_BODY_MAX = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * `streamed`: the routes under the path read their bodies as streams and count the bytes
 * themselves (http/upload-stream.ts), so only a declared Content-Length is checked here: Hono's
 * bodyLimit would hold a chunked body in memory whole.
 */
export type BodyLimitRule = { path: string; maxBytes: number; streamed?: boolean };

/**
 * One limit for every request, checked before anything reads the body (better-auth, the Stripe
 * webhook and our routes alike): a declared Content-Length over the limit is refused at once, a
 * chunked body is cut off as soon as it passes it. Routes that need more name their path prefix in
 * `rules` (the first match wins); multipart bodies get the upload ceiling.
 */
export function globalBodyLimit(rules: BodyLimitRule[] = []): MiddlewareHandler {
  const tooLarge = bodyLimitFor(JSON_BODY_MAX);
  const multipart = bodyLimitFor(MULTIPART_BODY_MAX);
  const byRule = rules.map((r) => ({
    ...r,
    limit: r.streamed ? declaredLengthLimit(r.maxBytes) : bodyLimitFor(r.maxBytes),
  }));
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const rule = byRule.find((r) => c.req.path.startsWith(r.path));
    if (rule) return rule.limit(c, next);
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    return (type.startsWith('multipart/form-data') ? multipart : tooLarge)(c, next);
  };
}

/** Hono's bodyLimit answering our 413; the connection is closed so the rest of the body is never read. */
export function bodyLimitFor(
  maxBytes: number,
  code: 'PAYLOAD_TOO_LARGE' | 'FILE_TOO_LARGE' = 'PAYLOAD_TOO_LARGE',
): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close');
      return apiError(c, 413, code, { details: { max: maxBytes } });
    },
  });
}
