import type { MiddlewareHandler } from 'hono';

/**
 * The web app's policy: only our own scripts (the built SPA has no inline script), no framing by
 * anyone, no plugins. Styles may be inline (style attributes); blob: and data: serve the in-browser
 * preview (canvas fonts, posters).
 */
export const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API answers are data, never documents: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response, in every mode. A header a route set itself (the sandbox CSP
 * on stored files, long caching of assets and posters) is kept. JSON from /api is never stored by a
 * browser or proxy: it is private to the signed-in user.
 */
export function securityHeaders(opts: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const setDefault = (name: string, value: string) => {
      if (!h.has(name)) h.set(name, value);
    };
    const api = c.req.path.startsWith('/api/') || c.req.path === '/metrics';
    setDefault('Content-Security-Policy', api ? API_CSP : SPA_CSP);
    setDefault('X-Content-Type-Options', 'nosniff');
    setDefault('X-Frame-Options', 'DENY');
    setDefault('Referrer-Policy', 'same-origin');
    setDefault(
      'Permissions-Policy',
      'camera=(), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    setDefault('Cross-Origin-Opener-Policy', 'same-origin');
    setDefault('Cross-Origin-Resource-Policy', 'same-origin');
    if (opts.production) setDefault('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (api) setDefault('Cache-Control', 'no-store');
  };
}
