import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawVisualLayer, duoPicturesAt, type Drawable, type PictureTrack } from '@reklamo/scene/pictures/draw.ts';
import type { PictureTransition, Shot } from '@reklamo/scene/pictures/plan.ts';
import { putTransition } from '../render-video.ts';
import { createI420Converter } from './i420.ts';

type Ctx = CanvasRenderingContext2D;

/** A photo-like picture: a gradient in its own colours with dots over it. */
function photo(w: number, h: number, hue: number) {
  const c = createCanvas(w, h);
  const g = c.getContext('2d');
  const gr = g.createLinearGradient(0, 0, w, h);
  gr.addColorStop(0, `hsl(${hue} 70% 45%)`);
  gr.addColorStop(1, `hsl(${(hue + 120) % 360} 60% 25%)`);
  g.fillStyle = gr;
  g.fillRect(0, 0, w, h);
  for (let k = 0; k < 120; k++) {
    g.fillStyle = `hsl(${(k * 37 + hue) % 360} 70% ${30 + (k % 50)}%)`;
    g.beginPath();
    g.arc((k * 977) % w, (k * 613) % h, 4 + (k % 30), 0, Math.PI * 2);
    g.fill();
  }
  return c;
}

const meanAbs = (a: Uint8Array, b: Uint8Array, from: number, to: number) => {
  let sum = 0;
  let far = 0;
  for (let i = from; i < to; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    sum += d;
    if (d > 12) far++;
  }
  return { mean: sum / (to - from), far: far / (to - from) };
};

describe('transitions between two photos, made in the converter', () => {
  const w = 640;
  const h = 360;
  const move = (z0: number, z1: number) => ({ z0, z1, x0: -0.5, y0: 0.3, x1: 0.4, y1: -0.2 });
  for (const enter of ['fade', 'zoom', 'slide', 'wipe'] as PictureTransition[]) {
    it(`${enter}: the same frame as the canvas draws, to the rounding (and a hard edge where the canvas smooths one)`, async () => {
      const pics = [photo(717, 403, 20), photo(717, 403, 200)];
      const images = await Promise.all(pics.map(async (p) => loadImage(await p.encode('png'))));
      const shots: Shot[] = [
        { scene: 0, start: 0, end: 2, kind: 'photo', media: 0, move: move(1.02, 1.1), enter: 'cut' },
        { scene: 1, start: 2, end: 4, kind: 'photo', media: 1, move: move(1.1, 1.03), enter },
      ];
      const track: PictureTrack = {
        width: w,
        height: h,
        shots,
        media: images as unknown as Drawable[],
        icons: new Map(),
        placements: [],
        scrims: [],
        transitionSec: 0.45,
      };
      const conv = createI420Converter(w, h);
      pics.forEach((p, i) => conv.addPicture(i, p.data(), 717, 403));
      for (const t of [2.1, 2.25, 2.4]) {
        const c = createCanvas(w, h);
        drawVisualLayer(c.getContext('2d') as unknown as Ctx, track, t, 1, () => {});
        const canvasDrew = Buffer.from(conv.convert(c.data()));
        const duo = duoPicturesAt(track, t)!;
        expect(duo.enter).toBe(enter);
        expect(putTransition(conv, duo, new Map())).toBe(true);
        const made = conv.blend(new Uint8Array(w * h * 4));
        const luma = meanAbs(made, canvasDrew, 0, w * h);
        const chroma = meanAbs(made, canvasDrew, w * h, made.length);
        expect(luma.mean, `${enter} at ${t}`).toBeLessThan(1.5);
        // Only along a slide's or a wipe's edge (a pixel's rounding) do single pixels differ much.
        expect(luma.far, `${enter} at ${t}`).toBeLessThan(0.01);
        expect(chroma.mean, `${enter} at ${t}`).toBeLessThan(1.5);
      }
    });
  }

  it('is nothing outside a transition, or when one side is an illustration', () => {
    const blank = createCanvas(8, 8) as unknown as Drawable;
    const shots: Shot[] = [
      { scene: 0, start: 0, end: 2, kind: 'photo', media: 0, move: move(1, 1), enter: 'cut' },
      { scene: 1, start: 2, end: 4, kind: 'illustration', icons: [], move: move(1, 1), enter: 'fade' },
    ];
    const track: PictureTrack = {
      width: w,
      height: h,
      shots,
      media: [blank],
      icons: new Map(),
      placements: [],
      scrims: [],
      transitionSec: 0.45,
    };
    expect(duoPicturesAt(track, 1)).toBeNull();
    expect(duoPicturesAt(track, 2.2)).toBeNull();
  });
});
