import type { MiddlewareHandler } from 'hono';
import { apiError } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// application/offset+octet-stream: chunks of a resumable upload (decision 091); not a type a cross-site form can send.
const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/offset+octet-stream'];

/**
 * Cross-site request forgery guard for every state-changing request under /api. A browser names
 * the page that sent a request in Origin (and Sec-Fetch-Site); anything not from our own origin is
 * refused. Bodies must be JSON or multipart: a cross-site <form> can only send urlencoded, multipart
 * or text/plain, and the Origin check already stops multipart. `exempt` lists callers that are not
 * browsers and authenticate otherwise (the Stripe webhook signs its body).
 */
export function csrfGuard(opts: { allowedOrigins: string[]; exempt?: string[] }): MiddlewareHandler {
  const allowed = new Set(opts.allowedOrigins.map((o) => new URL(o).origin));
  const exempt = opts.exempt ?? [];
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return apiError(c, 403, 'CROSS_SITE_REQUEST');
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed.has(origin)) return apiError(c, 403, 'CROSS_SITE_REQUEST');
    if (hasBody(c.req.raw)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!BODY_TYPES.includes(type)) return apiError(c, 415, 'UNSUPPORTED_CONTENT_TYPE');
    }
    return next();
  };
}

function hasBody(req: Request): boolean {
  if (req.headers.has('transfer-encoding')) return true;
  const length = req.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  // Browsers send a bodiless DELETE with neither header, and the Node adapter still gives it an
  // (empty) stream: by HTTP/1.1 such a request has no body.
  return req.body !== null && req.method !== 'DELETE';
}
