import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { registerDefaultFonts } from './fonts.ts';
import { overlayCanvas } from './overlay-canvas.ts';

/** One frame of overlay-like drawing that moves with `i`, and leaves a save and a transform open. */
function draw(ctx: SKRSContext2D, i: number) {
  ctx.fillStyle = 'rgba(20, 20, 40, 0.6)';
  ctx.fillRect(40 + i * 7, 30, 300, 90);
  const g = ctx.createLinearGradient(0, 150, 0, 230);
  g.addColorStop(0, `hsl(${i * 40} 80% 50%)`);
  g.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 150, 480, 80);
  ctx.font = `900 ${36 + i}px "RK montserrat-900"`;
  ctx.fillStyle = '#fff';
  ctx.fillText(`Пекарна ${i}`, 60, 90);
  ctx.save();
  ctx.translate(200, 200);
  ctx.rotate(i * 0.1);
  ctx.fillStyle = '#ffd400';
  ctx.fillRect(-30, -10, 60, 20);
  // No restore: the next frame must not start inside this save, nor with this font or transform.
}

describe('overlayCanvas', () => {
  it('gives each frame exactly what a fresh canvas draws, in the one Buffer it keeps', () => {
    registerDefaultFonts();
    const [w, h] = [480, 270];
    const over = overlayCanvas(w, h);
    let kept: Buffer | undefined;
    let last: Buffer | undefined;
    for (let i = 0; i < 12; i++) {
      over.begin();
      draw(over.ctx, i);
      const px = over.pixels();
      // The same Buffer every frame: no new 8 MB external Buffer per frame for V8 to collect.
      kept ??= px;
      expect(px).toBe(kept);

      const fresh = createCanvas(w, h);
      draw(fresh.getContext('2d'), i);
      const want = Buffer.from(fresh.data());
      expect(px.equals(want), `frame ${i}`).toBe(true);
      // Frames differ, so equality above is not the kept Buffer matching itself.
      if (last) expect(want.equals(last)).toBe(false);
      last = want;
    }
  });
});
