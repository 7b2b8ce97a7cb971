import { Hono } from 'hono';
import { iconSvg } from '@reklamo/renderer';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';

const NAME = /^[a-z0-9-]{1,64}$/;

/**
 * One illustration of the offline set as SVG, for the preview: the set is 100 MB, so the browser
 * asks for the few icons an ad shows, by name, and keeps them (they never change for a name).
 */
export function illustrationRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AppVariables }>()
    .use(requireUser(deps.auth))
    .get('/:name', (c) => {
      const name = c.req.param('name').replace(/\.svg$/, '');
      const svg = NAME.test(name) ? iconSvg(name) : null;
      if (!svg) throw new AppError('NOT_FOUND', 404);
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'private, max-age=604800, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });
}
