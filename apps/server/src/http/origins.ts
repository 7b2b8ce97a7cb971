import type { Config } from '../config.ts';

/** The origins our own pages are served from: PUBLIC_URL, and in development its loopback aliases. */
export function ourOrigins(config: Pick<Config, 'publicUrl' | 'isProduction' | 'PORT'>): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (!config.isProduction) {
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
export function pageOrigin(config: Pick<Config, 'publicUrl' | 'isProduction' | 'PORT'>, origin: string | undefined): string {
  const fallback = new URL(config.publicUrl).origin;
  return origin && ourOrigins(config).includes(origin) ? origin : fallback;
}
