import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The caller's IP: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (fwd) return fwd;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** Headers a reverse proxy adds: a request carrying one came from further away than its socket. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'via'];

/**
 * Whether the request came over a loopback socket and not through a proxy (never trusts
 * X-Forwarded-For). A reverse proxy on the same host connects over loopback too, so a forwarded
 * request is not a local one whatever its socket says.
 */
export function isLoopback(c: Context): boolean {
  if (FORWARDED.some((h) => c.req.header(h) !== undefined)) return false;
  const ip = clientIp(c, false);
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');
}

/** Whether a listen address is reachable only from this machine. */
export const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');
