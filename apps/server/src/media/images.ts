import type { Image } from '@napi-rs/canvas';

/** The native canvas comes in with the first avatar or logo, never with the API's start. */
const canvasLib = () => import('@napi-rs/canvas');

export const AVATAR_SIZE = 256;

/**
 * Decodes at most this many images at once in this process: each holds its full bitmap, so
 * parallel uploads would otherwise multiply memory (12 × a 40 MP PNG took 1.8 GB).
 */
export const DECODE_CONCURRENCY = 2;
const decodeSlots = limitConcurrency(DECODE_CONCURRENCY);

/** Decodes a raster image for real (the header check alone does not prove the pixels are valid). */
export async function decodeImage(bytes: Buffer): Promise<Image | undefined> {
  return decodeSlots(async () => {
    try {
      const { loadImage } = await canvasLib();
      const img = await loadImage(bytes);
      return img.width > 0 && img.height > 0 ? img : undefined;
    } catch {
      return undefined;
    }
  });
}

/**
 * Decodes `bytes` and runs `use` on the image inside one decode slot, so the bitmap is bounded
 * until it has been turned into its small stored form; undefined when the bytes do not decode.
 */
export async function withDecodedImage<T>(bytes: Buffer, use: (img: Image) => Promise<T>): Promise<T | undefined> {
  return decodeSlots(async () => {
    let img: Image;
    try {
      const { loadImage } = await canvasLib();
      img = await loadImage(bytes);
    } catch {
      return undefined;
    }
    if (!(img.width > 0 && img.height > 0)) return undefined;
    return use(img);
  });
}

/** Runs at most `n` of the given tasks at a time, the rest in arrival order. */
export function limitConcurrency(n: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** The avatar as stored: the centre square of the photo, AVATAR_SIZE × AVATAR_SIZE WebP. */
export async function avatarFromImage(img: Image): Promise<Buffer> {
  const side = Math.min(img.width, img.height);
  const { createCanvas } = await canvasLib();
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
  const { createCanvas } = await canvasLib();
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, w, h);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}
