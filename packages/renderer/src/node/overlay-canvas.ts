import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export type OverlayCanvas = {
  ctx: SKRSContext2D;
  /** Starts a frame: every pixel transparent, the context's state back to its defaults. */
  begin(): void;
  /**
   * What was drawn since `begin`, premultiplied RGBA: the same Buffer every frame, valid until the
   * next `begin`.
   */
  pixels(): Buffer;
};

/**
 * The canvas the text over a composited photo or clip is drawn on (render-video.ts), read without
 * a new Buffer each frame.
 *
 * `canvas.data()` in @napi-rs/canvas 1.0.7 returns a Buffer over the surface's own pixels, not a
 * copy (decision 109), but every call makes a new 8 MB external Buffer, and V8 answers each 64 MB
 * of those with a full mark-compact: about 85 collections and over a second of CPU in a 30 s ad.
 * Here `data()` is called once and its Buffer kept; later frames are rasterised into the same
 * pixels by drawing the canvas onto a 1 × 1 one (drawImage flushes its source's deferred drawing).
 *
 * That holds while the surface's pixels stay where they are. They move only when Skia copies them
 * on write, because a snapshot of them is alive while something draws. So:
 * - every frame drawn starts with `reset()`, which drops the canvas's recorded layers (a flush of
 *   more than one layer consolidates them into a snapshot) and its state stack;
 * - the 1 × 1 canvas's recording, which holds the snapshot its drawImage took, is dropped at once;
 * - nothing else draws this canvas or reads it.
 * A test holds the kept Buffer to what a fresh canvas draws, frame after frame.
 */
export function overlayCanvas(width: number, height: number): OverlayCanvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const sink = createCanvas(1, 1).getContext('2d');
  let held: Buffer | undefined;
  return {
    ctx,
    begin: () => ctx.reset(),
    pixels() {
      if (!held) return (held = canvas.data());
      sink.drawImage(canvas, 0, 0, 1, 1, 0, 0, 1, 1);
      sink.reset();
      return held;
    },
  };
}
