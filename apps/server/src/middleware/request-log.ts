import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';

// Reset tokens travel in paths; they must not end up in logs.
const redactPath = (p: string) => p.replace(/(reset-password\/)[^/?]+/, '$1:token');

export function requestLog(logger: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const seconds = (performance.now() - start) / 1000;
    const route = c.req.routePath || 'unmatched';
    metrics.httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
    metrics.httpDuration.observe({ method: c.req.method, route }, seconds);
    if (c.req.path.startsWith('/assets/')) return;
    logger.info(
      { method: c.req.method, path: redactPath(c.req.path), status: c.res.status, ms: Math.round(seconds * 1000) },
      'request',
    );
  };
}
