import { readFileSync } from 'node:fs';

let compiled: WebAssembly.Module | undefined;

type Exports = {
  memory: WebAssembly.Memory;
  rgba_to_i420(src: number, w: number, h: number, dst: number): void;
  resample(
    src: number,
    sw: number,
    dst: number,
    dw: number,
    dh: number,
    groups: number,
    ng: number,
    yi: number,
    yw: number,
    buf0: number,
    buf1: number,
  ): void;
  blend_rgba(src: number, w: number, h: number, dst: number, spans: number, again: number): void;
  i420_to_rgba(src: number, w: number, h: number, dst: number): void;
  mix(dst: number, src: number, n: number, a: number): void;
};

/** Bytes of one I420 (yuv420p) frame. */
export const i420Size = (width: number, height: number) => width * height + 2 * (width / 2) * (height / 2);

/** Whether frames of this size can go through the converter (even sides, at least 8 pixels wide). */
export const i420Fits = (width: number, height: number) => width % 2 === 0 && height % 2 === 0 && width >= 8;

import type { SourceRect } from '@reklamo/scene/pictures/photo-move.ts';

export type { SourceRect };

type Picture = { at: number; w: number; h: number };

const GROUP = 48;

/**
 * The frames of a render as I420 for the encoder, made in WebAssembly (i420.wat) in one instance
 * per render, whose memory holds one RGBA frame in, one I420 frame out and the ad's photos:
 * - `convert` turns a whole RGBA frame (what the canvas drew) into I420;
 * - `picture` puts a photo's Ken Burns crop straight into the I420 frame (`clipFrame` a clip's frame,
 *   which ffmpeg decodes to I420), and `blend` lays what the canvas drew over it (text, panels, logo,
 *   on transparency) on top. A frame that is one moving photo or clip under text so skips the
 *   canvas's full-frame resampling or pixel copy, its most expensive draws;
 * - `toRgba` turns a clip's I420 frame back into RGBA for the frames the canvas draws it in.
 */
export function createI420Converter(width: number, height: number) {
  if (!i420Fits(width, height))
    throw new Error(`I420 needs even sides and a width of at least 8, not ${width}×${height}`);
  compiled ??= new WebAssembly.Module(readFileSync(new URL('./i420.wasm', import.meta.url)));
  const wasm = new WebAssembly.Instance(compiled).exports as unknown as Exports;
  const inBytes = width * height * 4;
  const outBytes = i420Size(width, height);
  const OUT = inBytes;
  const planeOut = [OUT, OUT + width * height, OUT + width * height + (width / 2) * (height / 2)];
  // The column groups and the row tables of one plane (the luma's are the largest).
  const GROUPS = OUT + outBytes;
  const ROWS = GROUPS + Math.ceil(width / 8) * GROUP;
  const BUFS = ROWS + 8 * height;
  const bufBytes = 2 * width + 32;
  // Where `blend` keeps the drawn span of each pair of rows.
  const SPANS = BUFS + 2 * bufBytes;
  let top = SPANS + 4 * height;
  // Where `toRgba` writes, and the second frame a transition is made from, past the pictures (placed on first use).
  let rgbaAt = 0;
  let scratchAt = 0;
  const pictures = new Map<number, Picture>();
  // Whether the RGBA at 0 is the overlay `blend` was last given (`convert` puts whole frames there).
  let overlayHeld = false;

  const reserve = (end: number) => {
    const have = wasm.memory.buffer.byteLength;
    // 16 bytes spare: the 16-byte loads at the end of the last picture read a little past it.
    if (end + 16 > have) wasm.memory.grow(Math.ceil((end + 16 - have) / 65536));
  };
  reserve(top);
  /** `n` bytes past everything placed so far; where they start. */
  const claim = (n: number) => {
    const at = top;
    top += n;
    reserve(top);
    return at;
  };
  /** The planes of the second frame a transition is made from (placed on first use). */
  const secondPlanes = () => {
    scratchAt ||= claim(outBytes);
    return [scratchAt, scratchAt + width * height, scratchAt + width * height + (width / 2) * (height / 2)];
  };
  /** Every row of the three planes: its plane, its index, the plane's width and how far it is subsampled. */
  const eachRow = (fn: (plane: number, row: number, pw: number, sub: number) => void) => {
    for (let plane = 0; plane < 3; plane++) {
      const sub = plane ? 2 : 1;
      for (let row = 0; row < height / sub; row++) fn(plane, row, width / sub, sub);
    }
  };
  // Views of the memory, made again after it grows (growing detaches the old ones).
  let buffer: ArrayBuffer | undefined;
  let bytes!: Uint8Array;
  let output!: Buffer;
  let i16!: Int16Array;
  let i32!: Int32Array;
  const views = () => {
    if (buffer === wasm.memory.buffer) return;
    buffer = wasm.memory.buffer;
    bytes = new Uint8Array(buffer);
    output = Buffer.from(buffer, OUT, outBytes);
    i16 = new Int16Array(buffer);
    i32 = new Int32Array(buffer);
  };
  const load = (rgba: Uint8Array) => {
    if (rgba.byteLength !== inBytes) throw new Error(`expected ${inBytes} bytes of RGBA, got ${rgba.byteLength}`);
    views();
    bytes.set(rgba, 0);
  };

  /**
   * The column groups for `n` outputs sampling `span` source pixels from `from` in a plane `size`
   * wide; false when a group of 8 outputs spans more than 15 source pixels (a zoom out beyond ~1.8×).
   */
  const columns = (from: number, span: number, n: number, size: number): number | false => {
    const k = span / n;
    const last = size - 1.0001;
    const groups = Math.ceil(n / 8);
    for (let g = 0; g < groups; g++) {
      // The last group overlaps the one before it when n is not a multiple of 8.
      const x0 = Math.min(g * 8, n - 8);
      const rec = GROUPS + g * GROUP;
      let first = 0;
      for (let m = 0; m < 8; m++) {
        const f = Math.min(last, Math.max(0, from + (x0 + m + 0.5) * k - 0.5));
        const j = Math.floor(f);
        if (m === 0) first = j;
        const d = j - first;
        if (d > 14) return false;
        bytes[rec + m] = d;
        bytes[rec + 8 + m] = d + 1;
        i16[(rec + 16) / 2 + m] = Math.round((f - j) * 256);
      }
      i32[(rec + 32) / 4] = first;
      i32[(rec + 36) / 4] = x0;
    }
    return groups;
  };

  const rows = (from: number, span: number, n: number, size: number) => {
    const k = span / n;
    const last = size - 1.0001;
    for (let y = 0; y < n; y++) {
      const f = Math.min(last, Math.max(0, from + (y + 0.5) * k - 0.5));
      const j = Math.floor(f);
      i32[ROWS / 4 + y] = j;
      i32[ROWS / 4 + n + y] = Math.round((f - j) * 256);
    }
  };

  return {
    /**
     * The frame as I420, in the converter's own memory: the next call overwrites it, so the caller
     * writes it out (and waits for the write) before converting the next frame.
     */
    convert(rgba: Uint8Array): Buffer {
      load(rgba);
      overlayHeld = false;
      wasm.rgba_to_i420(0, width, height, OUT);
      return output;
    },

    /** Whether `picture` and `blend` can make frames of this size (blend takes 8 columns at a time). */
    composites: width % 8 === 0 && width >= 16,

    /**
     * Keeps a photo (RGBA) as I420 under `key`, for `picture`. An odd side gets its last row or
     * column repeated: the crop rectangles stay in the photo's own pixels.
     */
    addPicture(key: number, rgba: Uint8Array, pw: number, ph: number) {
      if (pw < 16 || ph < 2 || rgba.byteLength !== pw * ph * 4)
        throw new Error(
          `a picture needs 16 × 2 pixels or more and its RGBA, not ${pw}×${ph} in ${rgba.byteLength} bytes`,
        );
      const w = pw + (pw % 2);
      const h = ph + (ph % 2);
      const at = top;
      // Its RGBA goes just past where its I420 will be, and is converted down into place.
      const scratch = at + i420Size(w, h);
      // Room for it with the repeated row and column.
      reserve(scratch + w * h * 4);
      views();
      if (w === pw && h === ph) bytes.set(rgba, scratch);
      else {
        for (let y = 0; y < h; y++) {
          const row = rgba.subarray(Math.min(y, ph - 1) * pw * 4, (Math.min(y, ph - 1) + 1) * pw * 4);
          const to = scratch + y * w * 4;
          bytes.set(row, to);
          if (w > pw) bytes.copyWithin(to + pw * 4, to + (pw - 1) * 4, to + pw * 4);
        }
      }
      wasm.rgba_to_i420(scratch, w, h, at);
      top = scratch;
      pictures.set(key, { at, w, h });
    },

    /**
     * Keeps a whole I420 frame of the frame's size (a clip's) under `key`, for `picture`: a transition
     * moves and zooms it like a photo. The key's slot is reused for the clip's next frame.
     */
    holdFrame(key: number, frame: Uint8Array) {
      if (frame.byteLength !== outBytes) throw new Error(`expected ${outBytes} bytes of I420, got ${frame.byteLength}`);
      let p = pictures.get(key);
      if (!p) {
        p = { at: claim(outBytes), w: width, h: height };
        pictures.set(key, p);
      } else if (p.w !== width || p.h !== height) throw new Error(`picture ${key} is not a frame`);
      views();
      bytes.set(frame, p.at);
    },

    /**
     * Draws the picture's `rect` over the whole I420 frame, bilinear, as the canvas's drawImage
     * would; false (nothing drawn) for a picture it does not hold or a rectangle more than ~1.8× the frame.
     * `into: 'second'` draws it into the second frame a transition mixes in (`mix`, `slide`, `wipe`).
     */
    picture(key: number, rect: SourceRect, into: 'frame' | 'second' = 'frame'): boolean {
      const p = pictures.get(key);
      if (!p) return false;
      const planesTo = into === 'frame' ? planeOut : secondPlanes();
      views();
      const planes = [
        { src: p.at, sw: p.w, sh: p.h, s: 1 },
        { src: p.at + p.w * p.h, sw: p.w / 2, sh: p.h / 2, s: 2 },
        { src: p.at + p.w * p.h + (p.w / 2) * (p.h / 2), sw: p.w / 2, sh: p.h / 2, s: 2 },
      ];
      let groups: number | false = 0;
      for (let i = 0; i < 3; i++) {
        const { src, sw, sh, s } = planes[i]!;
        const dw = width / s;
        const dh = height / s;
        // U and V share the chroma tables.
        if (i < 2) {
          groups = columns(rect.sx / s, rect.sw / s, dw, sw);
          if (groups === false) return false;
          rows(rect.sy / s, rect.sh / s, dh, sh);
        }
        wasm.resample(
          src,
          sw,
          planesTo[i]!,
          dw,
          dh,
          GROUPS,
          groups as number,
          ROWS,
          ROWS + 4 * dh,
          BUFS,
          BUFS + bufBytes,
        );
      }
      return true;
    },

    /** Starts the frame from a whole I420 frame of the same size (a clip's). */
    clipFrame(frame: Uint8Array) {
      if (frame.byteLength !== outBytes) throw new Error(`expected ${outBytes} bytes of I420, got ${frame.byteLength}`);
      views();
      bytes.set(frame, OUT);
    },

    /** An I420 frame of the frame's size as opaque RGBA, into `out` (a width that `composites`). */
    toRgba(frame: Uint8Array, out: Uint8Array | Uint8ClampedArray) {
      if (frame.byteLength !== outBytes || out.byteLength !== inBytes)
        throw new Error(`expected ${outBytes} bytes of I420 into ${inBytes} of RGBA`);
      if (width % 8) throw new Error('toRgba takes 8 pixels at a time: the width must be a multiple of 8');
      // Placed once, where the next picture would go (a later one goes past it).
      rgbaAt ||= claim(inBytes + outBytes);
      views();
      bytes.set(frame, rgbaAt + inBytes);
      wasm.i420_to_rgba(rgbaAt + inBytes, width, height, rgbaAt);
      out.set(bytes.subarray(rgbaAt, rgbaAt + inBytes));
    },

    /** The frame becomes itself crossfaded `alpha` (0-1) of the way to the second frame. */
    mix(alpha: number) {
      const second = secondPlanes()[0]!;
      views();
      const a = Math.round(Math.min(1, Math.max(0, alpha)) * 256);
      const n = outBytes - (outBytes % 16);
      wasm.mix(OUT, second, n, a);
      for (let i = n; i < outBytes; i++)
        bytes[OUT + i] = (bytes[OUT + i]! * (256 - a) + bytes[second + i]! * a + 128) >> 8;
    },

    /**
     * The second frame slides out to the left by `shift` pixels (even) while the frame slides in
     * behind it from the right, as the canvas's slide transition moves the two shots.
     */
    slide(shift: number) {
      const second = secondPlanes();
      views();
      eachRow((plane, row, pw, sub) => {
        const s = Math.min(pw, Math.max(0, Math.round(shift / sub)));
        const f = planeOut[plane]! + row * pw;
        const o = second[plane]! + row * pw;
        bytes.copyWithin(f + pw - s, f, f + s);
        bytes.copyWithin(f, o + s, o + pw);
      });
    },

    /**
     * Left of a slanted edge the frame stays, right of it the second frame shows: the edge is at `x`
     * on the top row and `slant` pixels further left on the bottom one (the canvas's wipe clip).
     */
    wipe(x: number, slant: number) {
      const second = secondPlanes();
      views();
      eachRow((plane, row, pw, sub) => {
        const b = Math.min(pw, Math.max(0, Math.round((x - (slant * (row + 0.5) * sub) / height) / sub)));
        const f = planeOut[plane]! + row * pw;
        bytes.copyWithin(f + b, second[plane]! + row * pw + b, second[plane]! + (row + 1) * pw);
      });
    },

    /**
     * Lays an RGBA frame with transparency over the frame `picture` made; returns it as `convert`
     * does. `null` lays the same RGBA as the last call did again (it is still in the converter's
     * memory), reading only the parts of it that have something drawn.
     */
    blend(rgba: Uint8Array | null): Buffer {
      if (rgba) load(rgba);
      else if (!overlayHeld) throw new Error('no overlay to blend again');
      overlayHeld = true;
      wasm.blend_rgba(0, width, height, OUT, SPANS, rgba ? 0 : 1);
      return output;
    },
  };
}

export type I420Converter = ReturnType<typeof createI420Converter>;
