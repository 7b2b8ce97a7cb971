import { Hono } from 'hono';
import { iconSvg, warmIconsInTurns } from '@reklamo/renderer/illustrations';
import { allIndexedIcons } from '@reklamo/scene';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';

const NAME = /^[a-z0-9-]{1,64}$/;

/**
 * One illustration of the offline set as SVG, for the preview: the set is 100 MB, so the browser
 * asks for the few icons an ad shows, by name, and keeps them (they never change for a name).
 */
export function illustrationRoutes(deps: AppDeps) {
  let warming: Promise<void> | null = null;
  return new Hono<{ Variables: AppVariables }>().use(requireUser(deps.auth)).get('/:name', async (c) => {
    // A preview asks for a dozen icons at once; each miss would read the whole set. The first
    // request cuts out every icon the keyword index can choose, in turns of the event loop (other
    // users' requests go on meanwhile), and the previews wait for it.
    warming ??= warmIconsInTurns(allIndexedIcons()).catch((err) =>
      deps.logger.warn({ err }, 'illustrations not warmed'),
    );
    await warming;
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
