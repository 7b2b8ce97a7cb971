import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { toAscii } from '@reklamo/core';
import type { Logger } from '../logger.ts';
import type { Storage } from '../storage/storage.ts';
import { apiError } from './errors.ts';

/**
 * Streams a stored file with HTTP Range support (video seeking). Only whole single ranges are
 * served; anything else gets the whole file, as RFC 9110 allows.
 */
export async function sendStoredFile(
  c: Context,
  storage: Storage,
  key: string,
  opts: { contentType: string; disposition?: string; cache?: string; logger?: Logger },
) {
  const size = await storage.size(key);
  if (size === null) {
    // A row points at an object that is gone (lost bucket object, partial restore): say so once per request.
    opts.logger?.warn({ key, storage: storage.kind }, 'stored file missing for an existing row');
    return apiError(c, 404, 'NOT_FOUND');
  }
  c.header('Content-Type', opts.contentType);
  c.header('Accept-Ranges', 'bytes');
  c.header('Cache-Control', opts.cache ?? 'private, max-age=3600');
  if (opts.disposition) c.header('Content-Disposition', opts.disposition);
  let start = 0;
  let end = size - 1;
  const range = c.req.header('range');
  const m = range?.match(/^bytes=(\d*)-(\d*)$/);
  if (m && (m[1] || m[2])) {
    if (m[1]) {
      start = Number(m[1]);
      end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    } else {
      start = Math.max(0, size - Number(m[2]));
    }
    if (start > end || start >= size) {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    c.status(206);
    c.header('Content-Range', `bytes ${start}-${end}/${size}`);
  }
  c.header('Content-Length', String(end - start + 1));
  if (c.req.method === 'HEAD') return c.body(null);
  return stream(c, async (s) => {
    for await (const chunk of storage.read(key, { start, end })) await s.write(chunk as Uint8Array);
  });
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266), so Cyrillic titles survive. */
export function attachment(fileName: string): string {
  const ascii = toAscii(fileName).replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
