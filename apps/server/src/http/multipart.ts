import fsp from 'node:fs/promises';
import type { Context } from 'hono';
import { MULTIPART_ENVELOPE_BYTES, withUploadedFile } from './upload-stream.ts';

/**
 * The `file` field of a small multipart upload (avatar, Brand Kit files: a few MB) as bytes. It is
 * streamed to a temp file with the limit counted as it arrives (http/upload-stream.ts), then read;
 * none (or an unreadable body) is FILE_REQUIRED, zero bytes is `emptyCode`, more than `maxBytes`
 * is FILE_TOO_LARGE. Callers check what it is. Large files use withUploadedFile and keep the path.
 */
export async function multipartFile(
  c: Context,
  opts: { maxBytes: number; tmpDir: string; emptyCode?: 'FILE_REQUIRED' | 'EMPTY_FILE' },
): Promise<{ bytes: Buffer; name: string }> {
  return withUploadedFile(c, { ...opts, maxBodyBytes: opts.maxBytes + MULTIPART_ENVELOPE_BYTES }, async (f) => ({
    bytes: await fsp.readFile(f.path),
    name: f.name,
  }));
}
