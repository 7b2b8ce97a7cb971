import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppDeps } from './deps.ts';
import { apiError, AppError } from './http/errors.ts';
import { authRateLimit } from './middleware/auth-rate-limit.ts';
import { requestLog } from './middleware/request-log.ts';
import { devRoutes } from './routes/dev.ts';
import { healthRoutes } from './routes/health.ts';
import { billingRoutes } from './routes/billing.ts';
import { brainRoutes } from './routes/brain.ts';
import { mediaRoutes } from './routes/media.ts';
import { meRoutes } from './routes/me.ts';
import { settingsRoutes } from './routes/settings.ts';
import { supportRoutes } from './routes/support.ts';
import { usageRoutes } from './routes/usage.ts';
import { videoRoutes } from './routes/videos.ts';

const RATE_LIMITED_AUTH_PATHS = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset'];

/** Builds the whole HTTP app without listening (tests call `app.request()`). */
export function createApp(deps: AppDeps) {
  const { config, auth, logger, metrics } = deps;
  const app = new Hono();

  app.use(requestLog(logger, metrics));
  // Text responses (JS, CSS, HTML, JSON) gzip to a third; media types are left alone.
  app.use(compress());
  app.onError((err, c) => {
    if (err instanceof AppError) return apiError(c, err.status, err.code, err.details ? { details: err.details } : {});
    logger.error({ err, path: c.req.path }, 'unhandled error');
    return apiError(c, 500, 'INTERNAL');
  });

  const limiter = authRateLimit({
    db: deps.database.db,
    perIp: config.AUTH_RATE_LIMIT_PER_IP,
    perEmail: config.AUTH_RATE_LIMIT_PER_EMAIL,
    windowSec: config.AUTH_RATE_LIMIT_WINDOW_SEC,
    trustProxy: config.TRUST_PROXY,
  });
  for (const p of RATE_LIMITED_AUTH_PATHS) app.post(p, limiter);
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/me', meRoutes(deps));
  app.route('/api/billing', billingRoutes(deps));
  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/support', supportRoutes(deps));
  app.route('/api/brain', brainRoutes(deps));
  app.route('/api/usage', usageRoutes(deps));
  app.route('/api/videos', videoRoutes(deps));
  app.route('/api/media', mediaRoutes(deps));
  if (!config.isProduction) app.route('/api/dev', devRoutes(deps));
  app.get('/metrics', async (c) => c.text(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType }));
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND'));

  if (deps.webDist) mountSpa(app, deps.webDist);
  return app;
}

/** Serves the built SPA; every other path gets index.html and the client router decides. */
function mountSpa(app: Hono, dist: string) {
  const root = path.relative(process.cwd(), dist) || '.';
  // Read per request (it is small and cached by the OS): after a rebuild it names the new assets.
  const indexHtml = () => fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => c.html(indexHtml()));
}
