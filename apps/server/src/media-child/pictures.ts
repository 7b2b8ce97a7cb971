/**
 * The upload work that needs sharp or the native canvas, done inside the media child
 * (media-child/main.ts) so that neither addon is ever mapped into the API process.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, GlobalFonts, loadImage, type Image } from '@napi-rs/canvas';
import { cropPhoto, writeWorkingPhoto } from '@reklamo/renderer/pictures';
import sharp from 'sharp';
import type { MediaResults, MediaTask } from './protocol.ts';

const THUMB_SIDE = 320;
export const AVATAR_SIZE = 256;
/** Logos are kept at most this many pixels on their long side: plenty for a 4K frame. */
export const LOGO_MAX_SIDE = 2048;

/** Decodes a raster image for real (the header check alone does not prove the pixels are valid). */
async function decode(src: string): Promise<Image | undefined> {
  try {
    const img = await loadImage(await fsp.readFile(src));
    return img.width > 0 && img.height > 0 ? img : undefined;
  } catch {
    return undefined;
  }
}

/** The avatar as stored: the centre square of the photo, AVATAR_SIZE × AVATAR_SIZE WebP. */
function avatarFromImage(img: Image): Promise<Buffer> {
  const side = Math.min(img.width, img.height);
  const canvas = createCanvas(AVATAR_SIZE, AVATAR_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, (img.width - side) / 2, (img.height - side) / 2, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return canvas.encode('webp', 85);
}

/**
 * A raster logo as stored: decoded and re-encoded in its own format (PNG keeps transparency),
 * which drops metadata and anything appended after the image data, scaled down if huge.
 */
function normaliseLogo(img: Image, format: 'png' | 'jpeg'): Promise<Buffer> {
  const scale = Math.min(1, LOGO_MAX_SIDE / Math.max(img.width, img.height));
  const w = Math.max(1, Math.round(img.width * scale));
  const h = Math.max(1, Math.round(img.height * scale));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, w, h);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

export async function runMediaTask(task: MediaTask): Promise<MediaResults[MediaTask['op']]> {
  switch (task.op) {
    case 'photo': {
      const file = path.join(task.dir, 'photo');
      const info = await writeWorkingPhoto(task.src, file);
      const thumb = path.join(task.dir, 'thumb');
      await sharp(file)
        .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover', position: sharp.strategy.attention })
        .webp({ quality: 80 })
        .toFile(thumb);
      return { file, thumb, ext: info.ext, width: info.width, height: info.height };
    }
    case 'crop': {
      const { data, W, H } = await cropPhoto(task.src, task.width, task.height);
      await sharp(data, { raw: { width: W, height: H, channels: 4 } })
        .jpeg({ quality: 92 })
        .toFile(task.out);
      return null;
    }
    case 'avatar':
    case 'logo': {
      const img = await decode(task.src);
      if (!img) return false;
      await fsp.writeFile(
        task.out,
        task.op === 'avatar' ? await avatarFromImage(img) : await normaliseLogo(img, task.format),
      );
      return true;
    }
    case 'font': {
      // The trial registration is removed again at once.
      const key = GlobalFonts.register(
        await fsp.readFile(task.src),
        `upload-check-${crypto.randomBytes(6).toString('hex')}`,
      );
      if (!key) return false;
      GlobalFonts.remove(key);
      return true;
    }
  }
}
