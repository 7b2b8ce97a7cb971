import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { defaultFfmpegPath } from '../ffmpeg.ts';
import { createI420Converter, i420Size } from './i420.ts';
// @ts-expect-error: a plain ES module script without types
import { compileWat } from '../../../../../scripts/build-wasm.mjs';

/** ffmpeg's own conversion of the same RGBA frame (swscale), which the encoder used to do. */
function swscale(rgba: Uint8Array, w: number, h: number): Buffer {
  const r = spawnSync(
    defaultFfmpegPath(),
    [
      '-v',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      `${w}x${h}`,
      '-i',
      '-',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'yuv420p',
      '-',
    ],
    {
      input: rgba,
      maxBuffer: 64 << 20,
    },
  );
  if (r.status !== 0) throw new Error(r.stderr.toString());
  return r.stdout;
}

/** A gradient with coloured dots over it, `w`×`h`: the detail of a photo or an ad's background. */
function busyCanvas(w: number, h: number, dots: number) {
  const c = createCanvas(w, h);
  const g = c.getContext('2d');
  const gr = g.createLinearGradient(0, 0, w, h);
  gr.addColorStop(0, '#c0392b');
  gr.addColorStop(1, '#1b6ca8');
  g.fillStyle = gr;
  g.fillRect(0, 0, w, h);
  for (let k = 0; k < dots; k++) {
    g.fillStyle = `hsl(${(k * 37) % 360} 70% ${30 + (k % 50)}%)`;
    g.beginPath();
    g.arc((k * 977) % w, (k * 613) % h, 2 + (k % 40) * Math.max(0.1, w / 1000), 0, Math.PI * 2);
    g.fill();
  }
  return { c, g };
}

/** A frame with flat colours, gradients, small shapes and text: what an ad's frame holds. */
function busyFrame(w: number, h: number): Uint8Array {
  const { c, g } = busyCanvas(w, h, 60);
  g.fillStyle = '#fff';
  g.font = `bold ${Math.round(h / 6)}px sans-serif`;
  g.fillText('Торти', w * 0.1, h * 0.6);
  return c.data();
}

function diff(a: Uint8Array, b: Uint8Array, from: number, to: number) {
  let max = 0;
  let sum = 0;
  for (let i = from; i < to; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    if (d > max) max = d;
    sum += d;
  }
  return { max, mean: sum / (to - from) };
}

describe('RGBA → I420 in WebAssembly', () => {
  it('is built from the .wat beside it (npm run build:wasm)', async () => {
    const wat = fileURLToPath(new URL('./i420.wat', import.meta.url));
    const built: Buffer = await compileWat(wat);
    expect(built.equals(readFileSync(wat.replace(/\.wat$/, '.wasm')))).toBe(true);
  });

  it('gives the BT.601 studio-range values of flat colours', () => {
    const w = 16;
    const h = 2;
    const conv = createI420Converter(w, h);
    const cases: [number[], [number, number, number]][] = [
      [
        [255, 255, 255],
        [235, 128, 128],
      ],
      [
        [0, 0, 0],
        [16, 128, 128],
      ],
      [
        [255, 0, 0],
        [82, 90, 240],
      ],
      [
        [0, 255, 0],
        [145, 54, 34],
      ],
      [
        [0, 0, 255],
        [41, 240, 110],
      ],
    ];
    for (const [rgb, [y, u, v]] of cases) {
      const px = new Uint8Array(w * h * 4);
      for (let i = 0; i < w * h; i++) px.set([...rgb, 255], i * 4);
      const out = conv.convert(px);
      const got = [out[0]!, out[w * h]!, out[w * h + (w / 2) * (h / 2)]!];
      // BT.601 studio range, to the rounding of 8-bit coefficients.
      got.forEach((g, k) =>
        expect(Math.abs(g - [y, u, v][k]!), `${rgb.join(',')} → ${got.join(',')}`).toBeLessThanOrEqual(1),
      );
      expect(new Set(out.subarray(0, w * h)).size).toBe(1);
    }
  });

  // Widths that are and are not a multiple of the 8 pixels the converter takes at a time.
  for (const [w, h] of [
    [1920, 1080],
    [180, 100],
    [64, 36],
  ] as const) {
    it(`matches ffmpeg's own conversion at ${w}×${h}`, () => {
      const rgba = busyFrame(w, h);
      const ours = createI420Converter(w, h).convert(rgba);
      const ref = swscale(rgba, w, h);
      expect(ours.length).toBe(i420Size(w, h));
      expect(ref.length).toBe(ours.length);
      const luma = diff(ours, ref, 0, w * h);
      const chroma = diff(ours, ref, w * h, ours.length);
      // Luma to the rounding; chroma differs only where swscale's filter spreads a sharp edge wider
      // (on a 64 × 36 frame of dots nearly every chroma sample is at an edge).
      expect(luma.max).toBeLessThanOrEqual(1);
      expect(luma.mean).toBeLessThan(0.3);
      expect(chroma.mean).toBeLessThan(w < 100 ? 2 : 1);
    });
  }

  // A photo with edges and gradients, the Ken Burns crop of it, and text, a half-transparent
  // panel and a half-transparent disc over it: the canvas drawing all of it, converted, against
  // the photo put in directly and the rest blended over it.
  for (const [w, h, pw, ph] of [
    [1920, 1080, 2150, 1210],
    [1080, 1920, 1210, 2150],
    [160, 90, 179, 101],
  ] as const) {
    it(`puts a photo's crop under a frame as the canvas draws it, at ${w}×${h} from ${pw}×${ph}`, async () => {
      const { c: big } = busyCanvas(pw, ph, 200);
      const img = await loadImage(await big.encode('png'));
      const rect = { sx: pw * 0.017, sy: ph * 0.018, sw: pw * 0.953, sh: ph * 0.953 };
      const over = (g: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => {
        g.fillStyle = 'rgba(0,0,0,0.55)';
        g.fillRect(w * 0.05, h * 0.55, w * 0.6, h * 0.3);
        g.font = `bold ${Math.round(h / 12)}px sans-serif`;
        g.fillStyle = '#fff';
        g.fillText('Торти по поръчка', w * 0.08, h * 0.68);
        g.fillStyle = 'rgba(255,200,0,0.8)';
        g.beginPath();
        g.arc(w * 0.8, h * 0.3, Math.min(w, h) * 0.15, 0, Math.PI * 2);
        g.fill();
      };
      const conv = createI420Converter(w, h);
      expect(conv.composites).toBe(true);
      conv.addPicture(0, big.data(), pw, ph);

      const c = createCanvas(w, h);
      const g = c.getContext('2d');
      g.drawImage(img, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, w, h);
      over(g);
      const canvasDrew = Buffer.from(conv.convert(c.data()));

      const o = createCanvas(w, h);
      over(o.getContext('2d'));
      expect(conv.picture(0, rect)).toBe(true);
      const composited = conv.blend(o.data());
      const first = Buffer.from(composited);
      // The same overlay laid again, from the converter's memory, over the picture moved on: the
      // frame a fresh blend of it makes there (laid again, only the parts with something drawn are read).
      const moved = { sx: rect.sx + 3.5, sy: rect.sy + 2.25, sw: rect.sw * 0.99, sh: rect.sh * 0.99 };
      expect(conv.picture(0, moved)).toBe(true);
      const again = Buffer.from(conv.blend(null));
      expect(conv.picture(0, moved)).toBe(true);
      expect(again.equals(conv.blend(o.data()))).toBe(true);
      expect(again.equals(first)).toBe(false);
      expect(conv.picture(0, rect)).toBe(true);
      expect(conv.blend(o.data()).equals(first)).toBe(true);

      const luma = diff(first, canvasDrew, 0, w * h);
      const chroma = diff(first, canvasDrew, w * h, first.length);
      expect(luma.max).toBeLessThanOrEqual(2);
      expect(luma.mean).toBeLessThan(0.2);
      // Chroma is resampled from the photo's half-size planes, so sharp colour edges differ a
      // little (more on a tiny frame, where the photo's dots are finer than its chroma).
      expect(chroma.mean).toBeLessThan(w < 1000 ? 3 : 0.3);
    });
  }

  it('turns a clip frame back into RGBA (for the transitions the canvas draws it in) and starts a frame from it', () => {
    const w = 64;
    const h = 36;
    const rgba = busyFrame(w, h);
    const conv = createI420Converter(w, h);
    const i420 = Buffer.from(conv.convert(rgba));
    const back = new Uint8ClampedArray(w * h * 4);
    conv.toRgba(i420, back);
    // Against ffmpeg's own yuv420p → rgba of the same I420 frame.
    const r = spawnSync(
      defaultFfmpegPath(),
      [
        '-v',
        'error',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'yuv420p',
        '-s',
        `${w}x${h}`,
        '-i',
        '-',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgba',
        '-',
      ],
      { input: i420 },
    );
    const ref = new Uint8Array(r.stdout);
    expect(ref.length).toBe(back.length);
    let sum = 0;
    for (let i = 0; i < back.length; i++) if (i % 4 !== 3) sum += Math.abs(back[i]! - ref[i]!);
    expect(sum / ((back.length * 3) / 4)).toBeLessThan(3);
    expect(back.filter((_, i) => i % 4 === 3).every((a) => a === 255)).toBe(true);
    // Exactly the 8.8 fixed-point formula, clamps included, for any Y, U and V (the SIMD against plain arithmetic).
    const any = Buffer.from(i420.map((_, i) => (i * 97 + (i >> 3) * 31) & 255));
    conv.toRgba(any, back);
    const clamp = (v: number) => Math.max(0, Math.min(255, v >> 8));
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const c = 298 * (any[y * w + x]! - 16) + 128;
        const ci = (y >> 1) * (w / 2) + (x >> 1);
        const d = any[w * h + ci]! - 128;
        const e = any[w * h + (w / 2) * (h / 2) + ci]! - 128;
        const want = [clamp(c + 409 * e), clamp(c - 100 * d - 208 * e), clamp(c + 516 * d), 255];
        expect([...back.subarray((y * w + x) * 4, (y * w + x) * 4 + 4)], `${x},${y}`).toEqual(want);
      }
    }
    // A flat colour comes back as itself, to the rounding.
    const flat = new Uint8Array(w * h * 4).fill(255);
    for (let i = 0; i < w * h; i++) flat.set([200, 120, 40], i * 4);
    conv.toRgba(Buffer.from(conv.convert(flat)), back);
    expect([...back.subarray(0, 3)].map((v, k) => Math.abs(v - flat[k]!)).every((d) => d <= 2)).toBe(true);
    // The frame started from the clip's I420 and with nothing over it is the clip's frame.
    conv.clipFrame(i420);
    expect(conv.blend(new Uint8Array(w * h * 4)).equals(i420)).toBe(true);
  });

  it('keeps photos of odd sides wherever they fall in its memory', () => {
    const conv = createI420Converter(64, 36);
    // A photo with an odd side takes a row or column more than its RGBA: some of these end where the memory does.
    for (let k = 0; k < 60; k++) {
      const pw = 301 + 2 * k;
      const ph = 201;
      const rgba = new Uint8Array(pw * ph * 4).fill(200);
      conv.addPicture(k, rgba, pw, ph);
    }
    expect(conv.picture(59, { sx: 0, sy: 0, sw: 64, sh: 36 })).toBe(true);
  });

  it('refuses a frame of the wrong size or an odd side', () => {
    expect(() => createI420Converter(1921, 1080)).toThrow(/even/);
    expect(() => createI420Converter(64, 36).convert(new Uint8Array(10))).toThrow(/RGBA/);
  });
});
