import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mediaChild, MEDIA_CHILD_CONCURRENCY } from '../media-child/client.ts';

export { limitConcurrency } from '../media-child/client.ts';

/**
 * Decodes at most this many images at once: each holds its full bitmap, so parallel uploads would
 * otherwise multiply memory (12 × a 40 MP PNG took 1.8 GB). The media child runs them.
 */
export const DECODE_CONCURRENCY = MEDIA_CHILD_CONCURRENCY;

/**
 * Runs an avatar or logo task on `bytes` in the media child (they travel by a temp file) and gives
 * back what it wrote; undefined when the bytes do not decode, or the child crashed or hung on them,
 * which the user is told the same way: the image cannot be used.
 */
async function remade(
  bytes: Buffer,
  task: (src: string, out: string) => Promise<boolean>,
): Promise<Buffer | undefined> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'reklamo-image-'));
  try {
    const src = path.join(dir, 'upload');
    const out = path.join(dir, 'out');
    await fsp.writeFile(src, bytes);
    return (await task(src, out).catch(() => false)) ? await fsp.readFile(out) : undefined;
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** The avatar as stored: the centre square of the photo, 256 × 256 WebP; undefined when it does not decode. */
export const avatarFromUpload = (bytes: Buffer) =>
  remade(bytes, (src, out) => mediaChild().run({ op: 'avatar', src, out }));

/**
 * A raster logo as stored: decoded and re-encoded in its own format (PNG keeps transparency),
 * which drops metadata and anything appended after the image data, scaled down if huge.
 */
export const logoFromUpload = (bytes: Buffer, format: 'png' | 'jpeg') =>
  remade(bytes, (src, out) => mediaChild().run({ op: 'logo', src, out, format }));
