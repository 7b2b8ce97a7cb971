import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';

export const AVATAR_SIZE = 256;

/** Decodes a raster image for real (the header check alone does not prove the pixels are valid). */
export async function decodeImage(bytes: Buffer): Promise<Image | undefined> {
  try {
    const img = await loadImage(bytes);
    return img.width > 0 && img.height > 0 ? img : undefined;
  } catch {
    return undefined;
  }
}

/** The avatar as stored: the centre square of the photo, AVATAR_SIZE × AVATAR_SIZE WebP. */
export async function avatarFromImage(img: Image): Promise<Buffer> {
  const side = Math.min(img.width, img.height);
  const canvas = createCanvas(AVATAR_SIZE, AVATAR_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, (img.width - side) / 2, (img.height - side) / 2, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return canvas.encode('webp', 85);
}

/** Logos are kept at most this many pixels on their long side: plenty for a 4K frame. */
export const LOGO_MAX_SIDE = 2048;

/**
 * A raster logo as stored: decoded and re-encoded in its own format (PNG keeps transparency),
 * which drops metadata and anything appended after the image data, scaled down if huge.
 */
export async function normaliseLogo(img: Image, format: 'png' | 'jpeg'): Promise<Buffer> {
  const scale = Math.min(1, LOGO_MAX_SIDE / Math.max(img.width, img.height));
  const w = Math.max(1, Math.round(img.width * scale));
  const h = Math.max(1, Math.round(img.height * scale));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, w, h);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}
