import { MEDIA_LIMITS } from '@reklamo/contract';
import { AUDIO_MAX_BYTES } from '@reklamo/scene';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { pingDatabase } from '@reklamo/db';
import type { AppDeps } from './deps.ts';
import { isDatabaseUnavailable } from './http/db-errors.ts';
import { apiError, AppError } from './http/errors.ts';
import { authGuard } from './middleware/auth-guard.ts';
import { globalBodyLimit } from './middleware/body-limit.ts';
import { isLoopback } from './middleware/client-ip.ts';
import { csrfGuard } from './middleware/csrf.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { requestLog } from './middleware/request-log.ts';
import { devRoutes } from './routes/dev.ts';
import { healthRoutes } from './routes/health.ts';
import { billingRoutes } from './routes/billing.ts';
import { brainRoutes } from './routes/brain.ts';
import { draftRoutes } from './routes/drafts.ts';
import { mediaRoutes } from './routes/media.ts';
import { meRoutes } from './routes/me.ts';
import { settingsRoutes } from './routes/settings.ts';
import { supportRoutes } from './routes/support.ts';
import { usageRoutes } from './routes/usage.ts';
import { videoRoutes } from './routes/videos.ts';
import { voiceRoutes } from './routes/voice.ts';
import { pronunciationRoutes } from './routes/pronunciations.ts';
import { illustrationRoutes } from './routes/illustrations.ts';
import { publishingRoutes } from './routes/publishing.ts';
import { ourOrigins } from './http/origins.ts';

/** Builds the whole HTTP app without listening (tests call `app.request()`). */
export function createApp(deps: AppDeps) {
  const { config, auth, logger, metrics } = deps;
  const app = new Hono();

  app.use(requestLog(logger, metrics));
  app.use(securityHeaders({ production: config.isProduction }));
  // Text responses (JS, CSS, HTML, JSON) gzip to a third; media types are left alone.
  app.use(compress());
  app.onError((err, c) => {
    if (err instanceof AppError) {
      const retryAfterSec = err.details?.retryAfterSec;
      if (err.status === 429) c.header('Retry-After', String(typeof retryAfterSec === 'number' ? retryAfterSec : 60));
      return apiError(c, err.status, err.code, err.details ? { details: err.details } : {});
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err, path: c.req.path }, 'database unavailable');
      c.header('Retry-After', '5');
      return apiError(c, 503, 'SERVICE_UNAVAILABLE');
    }
    logger.error({ err, path: c.req.path }, 'unhandled error');
    return apiError(c, 500, 'INTERNAL');
  });

  // Before anything reads a body: our routes, better-auth's and the webhook's alike.
  app.use(
    '/api/*',
    globalBodyLimit([
      { path: '/api/billing/webhook', maxBytes: 1024 * 1024 },
      // Clips and recordings are larger than the multipart ceiling; their routes stream the body and check the exact limit.
      { path: '/api/media', maxBytes: MEDIA_LIMITS.clipMaxBytes + 256 * 1024, streamed: true },
      { path: '/api/voice', maxBytes: AUDIO_MAX_BYTES + 64 * 1024, streamed: true },
    ]),
  );
  app.use('/api/*', csrfGuard({ allowedOrigins: allowedOrigins(config), exempt: ['/api/billing/webhook'] }));

  app.post(
    '/api/auth/*',
    authGuard({
      db: deps.database.db,
      auth,
      perIp: config.AUTH_RATE_LIMIT_PER_IP,
      perEmail: config.AUTH_RATE_LIMIT_PER_EMAIL,
      perAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowSec: config.AUTH_RATE_LIMIT_WINDOW_SEC,
      trustProxy: config.TRUST_PROXY,
    }),
  );
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const res = await auth.handler(c.req.raw);
    // better-auth answers its own failures with 500; with the database away that is a 503.
    if (res.status >= 500 && !(await pingDatabase(deps.database.pool, 1000))) {
      c.header('Retry-After', '5');
      return apiError(c, 503, 'SERVICE_UNAVAILABLE');
    }
    return res;
  });

  app.route('/api/health', healthRoutes(deps));
  app.route('/api/me', meRoutes(deps));
  app.route('/api/billing', billingRoutes(deps));
  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/support', supportRoutes(deps));
  app.route('/api/brain', brainRoutes(deps));
  app.route('/api/usage', usageRoutes(deps));
  app.route('/api/videos', videoRoutes(deps));
  app.route('/api/voice', voiceRoutes(deps));
  app.route('/api/pronunciations', pronunciationRoutes(deps));
  app.route('/api/illustrations', illustrationRoutes(deps));
  app.route('/api/media', mediaRoutes(deps));
  app.route('/api/drafts', draftRoutes(deps));
  app.route('/api/publishing', publishingRoutes(deps));
  if (!config.isProduction) app.route('/api/dev', devRoutes(deps));
  app.get('/metrics', async (c) => {
    if (!metricsAllowed(c.req.header('authorization'), config.METRICS_TOKEN) && !isLoopback(c))
      return apiError(c, 404, 'NOT_FOUND');
    return c.text(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND'));

  if (deps.webDist) mountSpa(app, deps.webDist);
  return app;
}

/** A scraper with the configured bearer token (compared in constant time). */
function metricsAllowed(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const want = Buffer.from(token);
  return given.length === want.length && crypto.timingSafeEqual(given, want);
}

/** The origins our own pages are served from: PUBLIC_URL, and in development localhost and 127.0.0.1. */
export function allowedOrigins(config: AppDeps['config']): string[] {
  return ourOrigins(config);
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
