import type { Ctx } from './backgrounds.ts';

/**
 * Starts a new path: a rectangle with corners of radius `r` (clamped to half the shorter side).
 * Drawn with arcTo rather than the newer `ctx.roundRect` so every canvas the preview runs on has it.
 */
export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}
