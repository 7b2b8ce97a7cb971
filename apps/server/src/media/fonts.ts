import crypto from 'node:crypto';
import { fontCoversCyrillic } from '@reklamo/core';

/**
 * Whether the renderer can use an uploaded font: the canvas library loads it (as the renderer's
 * registerBrandFont will), and it has the whole Cyrillic alphabet. The trial registration is
 * removed again at once.
 */
export async function fontRendersCyrillic(bytes: Buffer): Promise<boolean> {
  if (!fontCoversCyrillic(bytes)) return false;
  // The native canvas comes in with the first uploaded font, never with the API's start.
  const { GlobalFonts } = await import('@napi-rs/canvas');
  const key = GlobalFonts.register(bytes, `upload-check-${crypto.randomBytes(6).toString('hex')}`);
  if (!key) return false;
  GlobalFonts.remove(key);
  return true;
}
