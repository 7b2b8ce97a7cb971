/**
 * The photo move (a slow Ken Burns pan and zoom): which part of a picture the frame shows at a
 * moment. The one geometry both drawers take: the canvas (the browser's preview and the server's
 * Skia) draws this rectangle with drawImage, the server's WebAssembly converter (node/yuv/i420.ts)
 * resamples the same rectangle straight into the video frame.
 */
import { clamp01, easeInOutCubic } from '../scenes/easing.ts';
import type { Move, Shot } from './plan.ts';

/** The part of a picture shown, in the picture's own pixels. */
export type SourceRect = { sx: number; sy: number; sw: number; sh: number };

/** The source rectangle of a prepared picture at move progress `p` (always inside the picture: never stretched). */
export function kenBurnsRect(iw: number, ih: number, m: Move, p: number, extra = 1): SourceRect {
  const e = easeInOutCubic(p) * 0.7 + p * 0.3;
  const z = (m.z0 + (m.z1 - m.z0) * e) * extra;
  const sw = iw / z;
  const sh = ih / z;
  const fx = m.x0 + (m.x1 - m.x0) * e;
  const fy = m.y0 + (m.y1 - m.y0) * e;
  const sx = (iw - sw) / 2 + (fx * (iw - sw)) / 2;
  const sy = (ih - sh) / 2 + (fy * (ih - sh)) / 2;
  return { sx, sy, sw, sh };
}

/**
 * The part of a shot's picture (`iw` × `ih`) the frame shows at `t` on the ad's time axis. A clip
 * already moves, so it only pans; `extra` zooms further (the transitions' grow and settle).
 */
export function photoMoveAt(
  shot: Pick<Shot, 'kind' | 'move' | 'start' | 'end'>,
  iw: number,
  ih: number,
  t: number,
  extra = 1,
): SourceRect {
  const p = clamp01((t - shot.start) / Math.max(0.1, shot.end - shot.start));
  const move = shot.kind === 'clip' ? { ...shot.move, z0: 1, z1: 1 } : shot.move;
  return kenBurnsRect(iw, ih, move, p, extra);
}
