/**
 * Settings and Brand Kit on top of the pure rules in @reklamo/core: content checks, decoding,
 * and the write order that keeps a failed upload from touching the previous file
 * (write the new key, point the row at it, then delete the old file).
 */
import crypto from 'node:crypto';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  type BrandKit,
  type BrandKitSlot,
  type ErrorCode,
} from '@reklamo/contract';
import {
  accountStateOf,
  AVATAR_LOGO_MAX_PIXELS,
  hasBrandKit,
  sniffFont,
  sniffImage,
  userFilesPrefix,
  type FileFormat,
} from '@reklamo/core';
import {
  findAccount,
  findBrandKitOfUser,
  swapAvatarKey,
  swapBrandKitFile,
  type BrandKitFileColumn,
  type Db,
} from '@reklamo/db';
import { AppError } from '../http/errors.ts';
import { fontRendersCyrillic } from '../media/fonts.ts';
import { avatarFromUpload, logoFromUpload } from '../media/images.ts';
import type { Storage } from '../storage/storage.ts';

export const SLOT_COLUMNS: Record<BrandKitSlot, BrandKitFileColumn> = {
  primary_logo: 'primaryLogoKey',
  secondary_logo: 'secondaryLogoKey',
  heading_font: 'headingFontKey',
  body_font: 'bodyFontKey',
};

export const CONTENT_TYPES: Record<FileFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
};
const EXT: Record<FileFormat, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  svg: 'svg',
  ttf: 'ttf',
  otf: 'otf',
  woff: 'woff',
};

const rejected = (code: ErrorCode, reason?: string) => new AppError(code, 422, reason ? { reason } : undefined);
const newName = () => crypto.randomBytes(8).toString('hex');

/** The format of a stored key, from the extension we gave it. */
export function formatOfKey(key: string): FileFormat | undefined {
  const ext = key.split('.').pop();
  return (Object.keys(EXT) as FileFormat[]).find((f) => EXT[f] === ext);
}

export async function requireBrandKit(db: Db, userId: string) {
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('UNAUTHORIZED', 401);
  if (!hasBrandKit(accountStateOf(account))) {
    throw new AppError('FORBIDDEN', 403, { reason: 'brand_kit_not_in_plan' });
  }
}

/** Replaces the avatar with a 256×256 WebP made from a PNG, JPEG or WebP photo. */
export async function uploadAvatar(db: Db, storage: Storage, userId: string, file: { bytes: Buffer; name?: string }) {
  const sniff = sniffImage(file.bytes, file.name, ['png', 'jpeg', 'webp'], { maxPixels: AVATAR_LOGO_MAX_PIXELS });
  if (!sniff.ok) throw rejected(sniff.code, sniff.reason);
  const webp = await avatarFromUpload(file.bytes);
  if (!webp) throw rejected('INVALID_IMAGE', 'could not decode');
  const key = `${userFilesPrefix(userId)}avatar/${newName()}.webp`;
  await storage.put(key, webp);
  const old = await swapAvatarKey(db, userId, key).catch(async (err) => {
    await storage.delete(key);
    throw err;
  });
  if (old && old !== key) await storage.delete(old);
  return key;
}

export async function removeAvatar(db: Db, storage: Storage, userId: string) {
  const old = await swapAvatarKey(db, userId, null);
  if (old) await storage.delete(old);
}

export const avatarUrl = (key: string | null) =>
  key ? `/api/settings/avatar?v=${key.split('/').pop()!.split('.')[0]}` : null;

/** Checks, normalises and stores one Brand Kit file; the previous file stays until the row points at the new one. */
export async function uploadBrandKitFile(
  db: Db,
  storage: Storage,
  userId: string,
  slot: BrandKitSlot,
  file: { bytes: Buffer; name?: string },
) {
  let bytes = file.bytes;
  let format: FileFormat;
  if (slot === 'primary_logo' || slot === 'secondary_logo') {
    const sniff = sniffImage(bytes, file.name, ['png', 'jpeg', 'svg'], { maxPixels: AVATAR_LOGO_MAX_PIXELS });
    if (!sniff.ok) throw rejected(sniff.code, sniff.reason);
    format = sniff.format;
    if (format === 'png' || format === 'jpeg') {
      const normalised = await logoFromUpload(bytes, format);
      if (!normalised) throw rejected('INVALID_IMAGE', 'could not decode');
      bytes = normalised;
    }
  } else {
    const sniff = sniffFont(bytes, file.name);
    if (!sniff.ok) throw rejected(sniff.code, sniff.reason);
    format = sniff.format;
    // A font the renderer cannot load, or one without Cyrillic, would draw the ad in a fallback face.
    if (!(await fontRendersCyrillic(bytes))) throw rejected('FONT_CANNOT_RENDER', 'not loadable or no Cyrillic');
  }
  const key = `${userFilesPrefix(userId)}brand-kit/${slot.replace('_', '-')}-${newName()}.${EXT[format]}`;
  await storage.put(key, bytes);
  const old = await swapBrandKitFile(db, userId, SLOT_COLUMNS[slot], key).catch(async (err) => {
    await storage.delete(key);
    throw err;
  });
  if (old && old !== key) await storage.delete(old);
}

export async function removeBrandKitFile(db: Db, storage: Storage, userId: string, slot: BrandKitSlot) {
  const old = await swapBrandKitFile(db, userId, SLOT_COLUMNS[slot], null);
  if (old) await storage.delete(old);
}

export async function getBrandKit(db: Db, userId: string): Promise<BrandKit> {
  const row = await findBrandKitOfUser(db, userId);
  const file = (slot: BrandKitSlot) => {
    const key = row?.[SLOT_COLUMNS[slot]];
    if (!key) return null;
    const version = key.split('/').pop()!.split('.')[0];
    return { url: `/api/settings/brand-kit/files/${slot}?v=${version}`, format: formatOfKey(key) ?? 'unknown' };
  };
  return {
    primary_color: row?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    secondary_color: row?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
    files: {
      primary_logo: file('primary_logo'),
      secondary_logo: file('secondary_logo'),
      heading_font: file('heading_font'),
      body_font: file('body_font'),
    },
    saved: Boolean(row),
  };
}
