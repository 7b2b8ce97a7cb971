import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fontCoversCyrillic } from '@reklamo/core';
import { mediaChild } from '../media-child/client.ts';

/**
 * Whether the renderer can use an uploaded font: the canvas library loads it (as the renderer's
 * registerBrandFont will; tried in the media child, which removes it again at once), and it has
 * the whole Cyrillic alphabet. A child that crashes or hangs on it refuses it like a broken font.
 */
export async function fontRendersCyrillic(bytes: Buffer): Promise<boolean> {
  if (!fontCoversCyrillic(bytes)) return false;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'reklamo-font-'));
  try {
    const src = path.join(dir, 'font');
    await fsp.writeFile(src, bytes);
    return await mediaChild()
      .run({ op: 'font', src })
      .catch(() => false);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
