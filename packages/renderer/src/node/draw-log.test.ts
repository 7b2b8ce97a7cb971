import { createCanvas, type Image } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawAdFrame, prepareAd } from '@reklamo/scene/ad/prepare-ad.ts';
import type { Drawable, PictureTrack } from '@reklamo/scene/pictures/draw.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { drawLog } from './draw-log.ts';
import { registerDefaultFonts } from './fonts.ts';
import { frameSize, storyboardOf } from './render-video.ts';

type Ctx = CanvasRenderingContext2D;

describe('drawLog', () => {
  it('logs the same for the same drawing, and differs for any changed argument, state, stop or picture', () => {
    const c = createCanvas(64, 64);
    const log = drawLog(c.getContext('2d') as unknown as Ctx);
    const pic = createCanvas(8, 8) as unknown as Image;
    const draw = (o: { x?: number; alpha?: number; stop?: string; image?: unknown } = {}) => {
      const ctx = log.ctx;
      ctx.save();
      ctx.globalAlpha = o.alpha ?? 0.5;
      const g = ctx.createLinearGradient(0, 0, 64, 0);
      g.addColorStop(0, '#000');
      g.addColorStop(1, o.stop ?? '#fff');
      ctx.fillStyle = g;
      ctx.fillRect(o.x ?? 4, 4, 20, 20);
      ctx.font = '12px sans-serif';
      ctx.fillText('Пекарна', 2, 40, ctx.measureText('Пекарна').width);
      ctx.drawImage((o.image ?? pic) as CanvasImageSource, 0, 0);
      ctx.restore();
      return log.same();
    };
    // Nothing to be the same as at first, nor after the canvas was drawn on without the log.
    expect(draw()).toBe(false);
    expect(draw()).toBe(true);
    log.forget();
    expect(draw()).toBe(false);
    expect(draw()).toBe(true);
    // Any change differs, and the frame after it (drawn as before) differs from it too.
    for (const change of [{ x: 4.001 }, { alpha: 0.51 }, { stop: '#ffe' }, { image: createCanvas(8, 8) }]) {
      expect(draw(change), JSON.stringify(change)).toBe(false);
      expect(draw()).toBe(false);
      expect(draw()).toBe(true);
    }
  });

  it('draws nothing until asked, then what the frame said, and starts every frame from the defaults', () => {
    const c = createCanvas(32, 32);
    const ctx = c.getContext('2d');
    const log = drawLog(ctx as unknown as Ctx);
    const frame = (baseline: CanvasTextBaseline | null) => {
      const g = log.ctx;
      g.font = '20px sans-serif';
      // What a frame reads back sees the state it set, not what the frame before it left.
      const ascent = g.measureText('Н').actualBoundingBoxAscent;
      if (baseline) g.textBaseline = baseline;
      g.fillStyle = '#f00';
      g.translate(4, 0);
      g.fillRect(0, 0, 8, 8);
      return ascent;
    };
    const first = frame('top');
    expect(log.same()).toBe(false);
    // Kept frames (nothing drawn) and changed ones (drawn from the log) alike.
    expect(frame(null)).toBe(first);
    expect(log.same()).toBe(false);
    expect(frame('top')).toBe(first);
    expect(log.same()).toBe(false);
    expect(c.data().every((b) => b === 0)).toBe(true);
    ctx.reset();
    log.draw();
    const px = (x: number, y: number) => [...c.data().subarray((y * 32 + x) * 4, (y * 32 + x) * 4 + 4)];
    expect(px(5, 2)).toEqual([255, 0, 0, 255]);
    expect(px(2, 2)).toEqual([0, 0, 0, 0]);
    // The frame's state is gone from the context once it is drawn, as after a reset.
    expect(ctx.textBaseline).toBe('alphabetic');
    expect(ctx.getTransform().e).toBe(0);
    expect(frame(null)).toBe(first);
  });

  it('over a whole ad, a frame that logs the same as the one before rasterises to the same pixels', () => {
    registerDefaultFonts();
    const { width, height } = frameSize('16:9', 320);
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d') as unknown as Ctx;
    const storyboard = storyboardOf({ details: SAMPLE_DETAILS, aspectRatio: '16:9', style: 'bold', durationSec: 15 });
    const voices = storyboard.scenes.map((s) => ({ durationSec: s.durationSec * 0.8 }));
    const ad = prepareAd({ ctx, storyboard, aspect: '16:9', style: 'bold', width, height, voices, captions: true });
    // One photo under the whole ad (put under elsewhere, as the render does), with a panel behind each scene's text.
    const photo = createCanvas(width, height) as unknown as Drawable;
    ad.model.pictures = {
      width,
      height,
      shots: [
        {
          scene: 0,
          start: 0,
          end: 15,
          kind: 'photo',
          media: 0,
          move: { z0: 1, z1: 1.1, x0: 0, y0: 0, x1: 0, y1: 0 },
          enter: 'cut',
        },
      ],
      media: [photo],
      icons: new Map(),
      placements: [],
      scrims: ad.model.scenes.map(() => ({
        rect: { x: 8, y: 8, w: width / 2, h: height / 3 },
        color: '#101010',
        alpha: 0.6,
        radius: 6,
      })),
      transitionSec: 0.45,
    } satisfies PictureTrack;
    const log = drawLog(ctx);
    let last: Buffer | null = null;
    let same = 0;
    let changed = 0;
    for (let f = 0; f < 15 * 30; f += 2) {
      // What lies over a picture: the text, panels and captions the render keeps when they stand still.
      drawAdFrame(log.ctx, ad, f / 30, true);
      const isSame = log.same();
      // Drawn from the log (every frame here, to compare) onto a reset canvas, as the render draws a changed one.
      ctx.reset();
      log.draw();
      const pixels = Buffer.from(canvas.data());
      // The same as drawing the frame straight onto a reset canvas.
      const direct = createCanvas(width, height);
      drawAdFrame(direct.getContext('2d') as unknown as Ctx, ad, f / 30, true);
      expect(pixels.equals(direct.data()), `frame ${f} drawn from the log`).toBe(true);
      if (isSame) {
        same++;
        expect(pixels.equals(last!), `frame ${f}`).toBe(true);
      } else if (last && !pixels.equals(last)) changed++;
      last = pixels;
    }
    // Both happen in an ad: text settles, then moves again at the next scene and caption.
    expect(same).toBeGreaterThan(20);
    expect(changed).toBeGreaterThan(20);

    // Over the photo a scene's panel holds still once its text has settled (it breathes only on a
    // still background), so those frames log the same and are kept.
    const captionless = prepareAd({
      ctx,
      storyboard,
      aspect: '16:9',
      style: 'bold',
      width,
      height,
      voices,
      captions: false,
    });
    captionless.model.pictures = ad.model.pictures;
    const withPanel = captionless.model.scenes.filter(
      (sc) => sc.blocks.some((b) => b.type === 'panel') && sc.end - sc.start > 2,
    );
    expect(withPanel.length).toBeGreaterThan(0);
    for (const sc of withPanel) {
      log.forget();
      drawAdFrame(log.ctx, captionless, sc.start + 1.6, true);
      log.same();
      drawAdFrame(log.ctx, captionless, sc.start + 1.7, true);
      expect(log.same(), `scene at ${sc.start}`).toBe(true);
    }
  });
});
