import { Hono } from 'hono';
import { allIndexedIcons, iconSvg, warmIcons } from '@reklamo/renderer';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';

const NAME = /^[a-z0-9-]{1,64}$/;

/**
 * One illustration of the offline set as SVG, for the preview: the set is 100 MB, so the browser
 * asks for the few icons an ad shows, by name, and keeps them (they never change for a name).
 */
export function illustrationRoutes(deps: AppDeps) {
  let warmed = false;
  return new Hono<{ Variables: AppVariables }>()
    .use(requireUser(deps.auth))
    .get('/:name', (c) => {
      // A preview asks for a dozen icons at once; each miss would read the whole set. The first
      // request cuts out every icon the keyword index can choose with one read (then on disk).
      if (!warmed) {
        warmed = true;
        warmIcons(allIndexedIcons());
      }
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
