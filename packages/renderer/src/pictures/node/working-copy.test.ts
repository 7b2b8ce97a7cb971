import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, writeWorkingPhoto } from './working-copy.ts';

const dir = mkdtempSync(join(tmpdir(), 'reklamo-working-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeWorkingPhoto', () => {
  it('keeps a phone photo as a baseline sRGB JPEG at most PHOTO_MAX_SIDE long, with no profile or EXIF', async () => {
    // A phone-sized progressive JPEG with a colour profile and EXIF, like a camera's.
    const src = join(dir, 'phone.jpg');
    await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c06030' } })
      .withIccProfile('p3')
      .withExif({ IFD0: { Model: 'Phone 15' } })
      .jpeg({ quality: 90, progressive: true })
      .toFile(src);
    const file = join(dir, 'photo.jpg');
    const info = await writeWorkingPhoto(src, file);
    const meta = await sharp(file).metadata();
    expect(info).toEqual({ width: PHOTO_MAX_SIDE, height: 2880, ext: 'jpg' });
    expect([meta.width, meta.height, meta.format]).toEqual([PHOTO_MAX_SIDE, 2880, 'jpeg']);
    // Baseline: decoded as it is read, not whole into memory first, as every render decodes it.
    expect(meta.isProgressive).toBe(false);
    expect(meta.icc).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps transparency as PNG', async () => {
    const src = join(dir, 'logo.png');
    await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(src);
    const info = await writeWorkingPhoto(src, join(dir, 'logo-copy'));
    expect(info).toEqual({ width: 300, height: 200, ext: 'png' });
  });
});
