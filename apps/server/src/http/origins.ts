import type { Config } from '../config.ts';

type OriginConfig = Pick<Config, 'publicUrl' | 'isProduction' | 'PORT'>;

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins our own pages are served from: PUBLIC_URL, and in development its loopback aliases
 * (localhost, 127.0.0.1 and [::1] on its port, and on the API's own port).
 */
export function ourOrigins(config: OriginConfig): string[] {
  const pub = new URL(config.publicUrl);
  const origins = new Set([pub.origin]);
  if (!config.isProduction) {
    if (LOOPBACK.includes(pub.hostname))
      for (const host of LOOPBACK) origins.add(`${pub.protocol}//${host}${pub.port ? `:${pub.port}` : ''}`);
    origins.add(`http://localhost:${config.PORT}`);
    origins.add(`http://127.0.0.1:${config.PORT}`);
  }
  return [...origins];
}

/**
 * The site the user is on, for links that bring them back to it (checkout, the portal): their
 * session cookie belongs to that host, so sending someone on 127.0.0.1 to localhost signs them out.
 * Only an origin of ours counts; anything else (or none) is PUBLIC_URL, never the caller's word.
 */
export function pageOrigin(config: OriginConfig, origin: string | undefined): string {
  const fallback = new URL(config.publicUrl).origin;
  return origin && ourOrigins(config).includes(origin) ? origin : fallback;
}
