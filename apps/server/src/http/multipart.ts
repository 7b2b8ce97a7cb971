import type { Context } from 'hono';
import { AppError } from './errors.ts';

/**
 * The `file` field of a multipart upload, read whole: none (or an unreadable body) is FILE_REQUIRED,
 * zero bytes is `emptyCode`, more than `maxBytes` is FILE_TOO_LARGE. Callers check what it is.
 */
export async function multipartFile(c: Context, opts: { maxBytes: number; emptyCode?: 'FILE_REQUIRED' | 'EMPTY_FILE' }): Promise<{ bytes: Buffer; name: string }> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('FILE_REQUIRED', 400);
  }
  const file = body['file'];
  if (!(file instanceof File)) throw new AppError('FILE_REQUIRED', 400);
  if (file.size === 0) throw opts.emptyCode === 'EMPTY_FILE' ? new AppError('EMPTY_FILE', 422) : new AppError('FILE_REQUIRED', 400);
  if (file.size > opts.maxBytes) throw new AppError('FILE_TOO_LARGE', 413);
  return { bytes: Buffer.from(await file.arrayBuffer()), name: file.name };
}
