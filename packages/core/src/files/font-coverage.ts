import { inflateSync } from 'node:zlib';

/** The letters a Bulgarian ad needs: А-Я and а-я (U+0410-U+044F). */
const CYRILLIC = Array.from({ length: 0x44f - 0x410 + 1 }, (_, i) => 0x410 + i);

/** The raw bytes of one table of a TTF/OTF (sfnt) or WOFF font; undefined if absent or broken. */
function fontTable(bytes: Buffer, tag: string): Buffer | undefined {
  const sig = bytes.toString('latin1', 0, 4);
  if (sig === 'wOFF') {
    const n = bytes.readUInt16BE(12);
    for (let i = 0; i < n; i++) {
      const e = 44 + i * 20;
      if (e + 20 > bytes.length) return undefined;
      if (bytes.toString('latin1', e, e + 4) !== tag) continue;
      const offset = bytes.readUInt32BE(e + 4);
      const compLength = bytes.readUInt32BE(e + 8);
      const origLength = bytes.readUInt32BE(e + 12);
      const data = bytes.subarray(offset, offset + compLength);
      return compLength < origLength ? inflateSync(data) : data;
    }
    return undefined;
  }
  const n = bytes.readUInt16BE(4);
  for (let i = 0; i < n; i++) {
    const e = 12 + i * 16;
    if (e + 16 > bytes.length) return undefined;
    if (bytes.toString('latin1', e, e + 4) !== tag) continue;
    const offset = bytes.readUInt32BE(e + 8);
    const length = bytes.readUInt32BE(e + 12);
    return bytes.subarray(offset, offset + length);
  }
  return undefined;
}

/** Whether a cmap subtable (format 4 or 12) maps `cp` to a real glyph. */
function mapsCodePoint(cmap: Buffer, sub: number, cp: number): boolean {
  const format = cmap.readUInt16BE(sub);
  if (format === 4) {
    const segX2 = cmap.readUInt16BE(sub + 6);
    const ends = sub + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const rangeOffsets = deltas + segX2;
    for (let i = 0; i < segX2; i += 2) {
      const end = cmap.readUInt16BE(ends + i);
      if (cp > end) continue;
      const start = cmap.readUInt16BE(starts + i);
      if (cp < start) return false;
      const delta = cmap.readInt16BE(deltas + i);
      const ro = cmap.readUInt16BE(rangeOffsets + i);
      if (ro === 0) return ((cp + delta) & 0xffff) !== 0;
      const glyphAt = rangeOffsets + i + ro + (cp - start) * 2;
      if (glyphAt + 2 > cmap.length) return false;
      const glyph = cmap.readUInt16BE(glyphAt);
      return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
    }
    return false;
  }
  if (format === 12) {
    const groups = cmap.readUInt32BE(sub + 12);
    for (let g = 0; g < groups; g++) {
      const at = sub + 16 + g * 12;
      const start = cmap.readUInt32BE(at);
      const end = cmap.readUInt32BE(at + 4);
      if (cp >= start && cp <= end) return cmap.readUInt32BE(at + 8) + (cp - start) !== 0;
    }
  }
  return false;
}

/**
 * Whether the font has glyphs for the whole Cyrillic alphabet, read from its Unicode cmap: a brand
 * font without them would draw every Bulgarian word in a fallback face (or as boxes).
 */
export function fontCoversCyrillic(bytes: Buffer): boolean {
  try {
    const cmap = fontTable(bytes, 'cmap');
    if (!cmap) return false;
    const count = cmap.readUInt16BE(2);
    for (let i = 0; i < count; i++) {
      const platform = cmap.readUInt16BE(4 + i * 8);
      const encoding = cmap.readUInt16BE(6 + i * 8);
      const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
      if (!unicode) continue;
      const sub = cmap.readUInt32BE(8 + i * 8);
      if (CYRILLIC.every((cp) => mapsCodePoint(cmap, sub, cp))) return true;
    }
    return false;
  } catch {
    return false;
  }
}
