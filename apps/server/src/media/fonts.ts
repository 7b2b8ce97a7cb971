import crypto from 'node:crypto';
import { GlobalFonts } from '@napi-rs/canvas';
import { fontCoversCyrillic } from '@reklamo/core';

/**
 * Whether the renderer can use an uploaded font: the canvas library loads it (as the renderer's
 * registerBrandFont will), and it has the whole Cyrillic alphabet. The trial registration is
 * removed again at once.
 */
export function fontRendersCyrillic(bytes: Buffer): boolean {
  if (!fontCoversCyrillic(bytes)) return false;
  const key = GlobalFonts.register(bytes, `upload-check-${crypto.randomBytes(6).toString('hex')}`);
  if (!key) return false;
  GlobalFonts.remove(key);
  return true;
}
