/**
 * Recognises uploads by their bytes, never by their name: images (PNG, JPEG, WebP, SVG) and fonts
 * (TTF, OTF, WOFF). Pure, so the HTTP layer only adds decoding (see apps/server/src/media).
 */
import { checkSvg } from './check-svg.ts';

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'svg';
export type FontFormat = 'ttf' | 'otf' | 'woff';
export type FileFormat = ImageFormat | FontFormat;

export type SniffResult<F extends FileFormat> =
  | { ok: true; format: F; width?: number; height?: number }
  | {
      ok: false;
      code:
        | 'UNSUPPORTED_FILE_TYPE'
        | 'FILE_TYPE_MISMATCH'
        | 'INVALID_IMAGE'
        | 'UNSAFE_SVG'
        | 'INVALID_FONT'
        | 'WOFF2_NOT_SUPPORTED';
      reason?: string;
    };

/** Raster images larger than this are refused before decoding (a 5 MB PNG can hold gigapixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Avatars and logos end up 256 px or 2048 px wide: 16 MP is plenty, and it bounds what one decode
 * holds in memory (16 MP × 4 bytes = 64 MB) before anything is decoded.
 */
export const AVATAR_LOGO_MAX_PIXELS = 16_000_000;

const EXTENSIONS: Record<string, FileFormat | 'woff2'> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jfif: 'jpeg',
  webp: 'webp',
  svg: 'svg',
  ttf: 'ttf',
  otf: 'otf',
  woff: 'woff',
  woff2: 'woff2',
};

/** The format a file name claims, if its extension is one we know. */
export function formatFromName(name: string | undefined): FileFormat | 'woff2' | undefined {
  const ext = name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return ext ? EXTENSIONS[ext] : undefined;
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len));
const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

/** Raster format and pixel size from the header, or undefined when the bytes are none of ours. */
function sniffRaster(
  b: Uint8Array,
): { format: 'png' | 'jpeg' | 'webp'; width: number; height: number } | 'corrupt' | undefined {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return 'corrupt';
    return { format: 'png', width: u32(b, 16), height: u32(b, 20) };
  }
  if (startsWith(b, [0xff, 0xd8, 0xff])) {
    // Walk the markers to the first start-of-frame, which holds the size.
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return 'corrupt';
      const marker = b[i + 1]!;
      if (marker === 0xff) {
        i++;
        continue;
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        i += 2;
        continue;
      }
      const len = u16(b, i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { format: 'jpeg', height: u16(b, i + 5), width: u16(b, i + 7) };
      }
      i += 2 + len;
    }
    return 'corrupt';
  }
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    if (b.length < 30) return 'corrupt';
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8 ') return { format: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
      return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { format: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    return 'corrupt';
  }
  return undefined;
}

function looksLikeText(b: Uint8Array) {
  const head = b.subarray(0, 512);
  return !head.includes(0);
}

/**
 * An image the upload may be: `allowed` lists the formats the slot takes (avatar: png/jpeg/webp;
 * logo: png/jpeg/svg). A file whose name claims another known format than its bytes is refused,
 * so a PNG renamed .svg never reaches a place that trusts the extension.
 */
export function sniffImage(
  bytes: Uint8Array,
  name: string | undefined,
  allowed: readonly ImageFormat[],
  opts: { maxPixels?: number } = {},
): SniffResult<ImageFormat> {
  const claimed = formatFromName(name);
  const raster = sniffRaster(bytes);
  let format: ImageFormat;
  let size: { width: number; height: number } | undefined;
  if (raster === 'corrupt') return { ok: false, code: 'INVALID_IMAGE', reason: 'truncated or corrupt header' };
  if (raster) {
    format = raster.format;
    size = raster;
  } else if (looksLikeText(bytes) && allowed.includes('svg')) {
    const svg = checkSvg(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
    if (!svg.ok)
      return svg.code === 'NOT_SVG'
        ? { ok: false, code: 'UNSUPPORTED_FILE_TYPE', reason: svg.reason }
        : { ok: false, code: 'UNSAFE_SVG', reason: svg.reason };
    format = 'svg';
  } else {
    return { ok: false, code: 'UNSUPPORTED_FILE_TYPE' };
  }
  if (!allowed.includes(format))
    return { ok: false, code: 'UNSUPPORTED_FILE_TYPE', reason: `${format} not accepted here` };
  if (claimed && claimed !== format)
    return { ok: false, code: 'FILE_TYPE_MISMATCH', reason: `named .${claimed} but is ${format}` };
  if (size) {
    if (size.width < 1 || size.height < 1) return { ok: false, code: 'INVALID_IMAGE', reason: 'empty image' };
    if (size.width * size.height > (opts.maxPixels ?? MAX_IMAGE_PIXELS))
      return { ok: false, code: 'INVALID_IMAGE', reason: 'too many pixels' };
    return { ok: true, format, ...size };
  }
  return { ok: true, format };
}

/**
 * A font by its header: TTF (0x00010000 or 'true'), OTF ('OTTO'), WOFF ('wOFF'), with a table
 * directory that fits inside the file. WOFF2 is recognised and refused with its own code: the
 * renderer cannot load it.
 */
export function sniffFont(bytes: Uint8Array, name: string | undefined): SniffResult<FontFormat> {
  const claimed = formatFromName(name);
  if (bytes.length < 12) return { ok: false, code: 'INVALID_FONT', reason: 'too short' };
  const tag = ascii(bytes, 0, 4);
  if (tag === 'wOF2') return { ok: false, code: 'WOFF2_NOT_SUPPORTED' };
  let format: FontFormat;
  if (startsWith(bytes, [0, 1, 0, 0]) || tag === 'true') format = 'ttf';
  else if (tag === 'OTTO') format = 'otf';
  else if (tag === 'wOFF') format = 'woff';
  else return { ok: false, code: 'INVALID_FONT', reason: 'not a TTF, OTF or WOFF header' };

  if (format === 'woff') {
    if (bytes.length < 44) return { ok: false, code: 'INVALID_FONT', reason: 'short WOFF header' };
    if (u32(bytes, 8) !== bytes.length) return { ok: false, code: 'INVALID_FONT', reason: 'WOFF length mismatch' };
    const numTables = u16(bytes, 12);
    if (numTables < 1 || 44 + numTables * 20 > bytes.length)
      return { ok: false, code: 'INVALID_FONT', reason: 'bad WOFF directory' };
    for (let t = 0; t < numTables; t++) {
      const e = 44 + t * 20;
      if (u32(bytes, e + 4) + u32(bytes, e + 8) > bytes.length)
        return { ok: false, code: 'INVALID_FONT', reason: 'WOFF table out of range' };
    }
  } else {
    const numTables = u16(bytes, 4);
    if (numTables < 1 || numTables > 200 || 12 + numTables * 16 > bytes.length)
      return { ok: false, code: 'INVALID_FONT', reason: 'bad table directory' };
    for (let t = 0; t < numTables; t++) {
      const e = 12 + t * 16;
      if (u32(bytes, e + 8) + u32(bytes, e + 12) > bytes.length)
        return { ok: false, code: 'INVALID_FONT', reason: 'table out of range' };
    }
  }
  // .ttf and .otf are used interchangeably for sfnt fonts; only a WOFF/sfnt swap is a mismatch.
  if (
    claimed &&
    claimed !== format &&
    !(claimed !== 'woff' && claimed !== 'woff2' && format !== 'woff' && (claimed === 'ttf' || claimed === 'otf'))
  ) {
    return { ok: false, code: 'FILE_TYPE_MISMATCH', reason: `named .${claimed} but is ${format}` };
  }
  return { ok: true, format };
}
