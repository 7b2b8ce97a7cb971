/**
 * The picture layer of a frame, drawn with the standard Canvas 2D API so the browser preview can
 * reuse it: photos and clip frames with a slow Ken Burns move, illustrations that pop in, float
 * and drift, transitions between pictures, the scrim that keeps text readable over them, and the
 * corner logo. Everything here is a pure function of (track, t) apart from the clip canvases,
 * which the render loop fills with the right frame before drawing.
 */
import type { Rect } from '../scenes/compose.ts';
import { roundRect } from '../scenes/round-rect.ts';
import { clamp01, easeInCubic, easeInOutCubic, easeOutBack, easeOutCubic } from '../scenes/easing.ts';
import { BURST_DRIFT, type Placement } from './layout.ts';
import type { Shot } from './plan.ts';
import { photoMoveAt, type SourceRect } from './photo-move.ts';

export { kenBurnsRect } from './photo-move.ts';

type Ctx = CanvasRenderingContext2D;
export type Drawable = CanvasImageSource & { width: number; height: number };

export type Scrim = { rect: Rect; color: string; alpha: number; radius: number };

export type PictureTrack = {
  width: number;
  height: number;
  shots: Shot[];
  /** Per media index: a photo prepared at the frame's aspect, or the canvas a clip's frames go into. */
  media: (Drawable | null)[];
  /** The current decoded frame of each clip (frame-sized, cover-cropped), put straight onto the output. */
  clipFrames?: (ImageData | null)[];
  /** Icon bitmaps by `${name}@hero` / `${name}@burst`. */
  icons: Map<string, Drawable>;
  placements: (Placement | null)[];
  /** Per scene: the panel behind its text when a picture is under it. */
  scrims: (Scrim | null)[];
  cornerLogo?: { image: Drawable; rect: Rect; scenes: boolean[] };
  transitionSec: number;
};

export function shotAt(track: PictureTrack, t: number): number {
  const s = track.shots;
  for (let i = 0; i < s.length; i++) if (t < s[i]!.end) return i;
  return s.length - 1;
}

const covers = (s: Shot | undefined, track: PictureTrack) =>
  !!s && s.kind !== 'illustration' && s.media !== undefined && !!track.media[s.media];

/** Whether the frame at `t` is entirely covered by pictures (the style's background can be skipped). */
export function picturesCover(track: PictureTrack, t: number): boolean {
  const i = shotAt(track, t);
  const cur = track.shots[i];
  if (!covers(cur, track)) return false;
  const p = (t - cur!.start) / track.transitionSec;
  if (i > 0 && p < 1 && cur!.enter !== 'cut' && !covers(track.shots[i - 1], track)) return false;
  return true;
}

/** The part of a shot's picture the frame shows at `t` (photo-move.ts, the geometry the server's converter takes too). */
function shotRect(track: PictureTrack, shot: Shot, t: number, extra = 1): SourceRect {
  const img = track.media[shot.media!]!;
  return photoMoveAt(shot, img.width, img.height, t, extra);
}

function drawPicture(ctx: Ctx, track: PictureTrack, shot: Shot, t: number, extra = 1, direct = false) {
  const frame = shot.kind === 'clip' ? track.clipFrames?.[shot.media!] : undefined;
  if (direct && frame) {
    // Clips already move; outside transitions their frame is copied in as is (the cheapest path).
    ctx.putImageData(frame, 0, 0);
    return;
  }
  const r = shotRect(track, shot, t, extra);
  ctx.drawImage(track.media[shot.media!]!, r.sx, r.sy, r.sw, r.sh, 0, 0, track.width, track.height);
}

/** The shot that is the whole frame at `t` (out of any transition), or null. */
function soloShot(track: PictureTrack, t: number): number | null {
  const i = shotAt(track, t);
  const cur = track.shots[i]!;
  const p = (t - cur.start) / track.transitionSec;
  return i > 0 && p < 1 && cur.enter !== 'cut' ? null : i;
}

/**
 * The photo or clip that alone fills the frame at `t` (no transition, no illustration), and for a
 * photo the part of it shown: the render can put it under the frame itself and draw the rest with
 * `pictureUnder`.
 */
export function soloPictureAt(
  track: PictureTrack,
  t: number,
): { kind: 'photo'; media: number; rect: SourceRect } | { kind: 'clip'; media: number } | null {
  const i = soloShot(track, t);
  const shot = i === null ? undefined : track.shots[i];
  if (!shot || !covers(shot, track)) return null;
  if (shot.kind === 'clip') return { kind: 'clip', media: shot.media! };
  return { kind: 'photo', media: shot.media!, rect: shotRect(track, shot, t) };
}

export type PictureSide = { kind: 'photo' | 'clip'; media: number; shot: number; rect: SourceRect };

/**
 * The numbers of the transition into shot `i` at `t`, which drawVisualLayer draws and duoPicturesAt
 * gives the converter: its eased progress, the time the outgoing shot holds, the wipe's edge (at `x`
 * on the top row, `slant` further left on the bottom one), how much the outgoing shot has grown and
 * the incoming one still zooms in a `zoom`, and the outgoing shot's opacity in a fade or zoom.
 */
function transitionAt(track: PictureTrack, i: number, t: number) {
  const e = easeInOutCubic((t - track.shots[i]!.start) / track.transitionSec);
  const slant = track.height * 0.3;
  return {
    e,
    prevT: Math.min(t, track.shots[i - 1]!.end),
    x: e * (track.width + slant),
    slant,
    grow: 1 + 0.5 * e,
    intoZoom: 1.12 - 0.12 * e,
    alpha: 1 - e,
  };
}

/**
 * A transition between two photos or clips at `t`, as the converter makes it (node/yuv/i420.ts):
 * the incoming shot `into` and the outgoing `from`, each with the part of it shown, and how they
 * meet. The same geometry as drawVisualLayer draws; null outside such a transition.
 */
export function duoPicturesAt(
  track: PictureTrack,
  t: number,
):
  | ({ into: PictureSide; from: PictureSide } & (
      | { enter: 'fade' | 'zoom'; alpha: number }
      | { enter: 'slide'; shift: number }
      | { enter: 'wipe'; x: number; slant: number }
    ))
  | null {
  if (soloShot(track, t) !== null) return null;
  const i = shotAt(track, t);
  const cur = track.shots[i]!;
  const prev = track.shots[i - 1]!;
  if (!covers(cur, track) || !covers(prev, track)) return null;
  const w = track.width;
  const { e, prevT, x, slant, grow, intoZoom, alpha } = transitionAt(track, i, t);
  const side = (shot: Shot, k: number, at: number, extra = 1): PictureSide => ({
    kind: shot.kind as 'photo' | 'clip',
    media: shot.media!,
    shot: k,
    rect: shotRect(track, shot, at, extra),
  });
  switch (cur.enter) {
    case 'slide': {
      // The frame moves by whole even pixels (for the half-size chroma too); what is left of the
      // shift moves both crops instead, so each picture lands where the canvas's translate puts it.
      const shift = 2 * Math.floor((e * w) / 2);
      const nudge = (p: PictureSide): PictureSide => ({
        ...p,
        rect: { ...p.rect, sx: p.rect.sx + ((e * w - shift) * p.rect.sw) / w },
      });
      return { enter: 'slide', shift, into: nudge(side(cur, i, t)), from: nudge(side(prev, i - 1, prevT)) };
    }
    case 'wipe':
      return { enter: 'wipe', x, slant, into: side(cur, i, t), from: side(prev, i - 1, prevT) };
    case 'zoom': {
      // The outgoing shot grows about the frame's centre: its crop shrinks about its own centre.
      const r = shotRect(track, prev, prevT);
      const from = {
        ...side(prev, i - 1, prevT),
        rect: {
          sx: r.sx + (r.sw * (1 - 1 / grow)) / 2,
          sy: r.sy + (r.sh * (1 - 1 / grow)) / 2,
          sw: r.sw / grow,
          sh: r.sh / grow,
        },
      };
      return { enter: 'zoom', alpha, into: side(cur, i, t, intoZoom), from };
    }
    case 'fade':
    case 'cut':
      return { enter: 'fade', alpha, into: side(cur, i, t), from: side(prev, i - 1, prevT) };
  }
}

function drawIcon(
  ctx: Ctx,
  img: Drawable,
  x: number,
  y: number,
  size: number,
  scale: number,
  rot: number,
  alpha: number,
) {
  if (scale <= 0.01 || alpha <= 0.01) return;
  ctx.save();
  ctx.globalAlpha = clamp01(alpha);
  ctx.translate(x, y);
  if (rot) ctx.rotate(rot);
  const s = size * scale;
  ctx.drawImage(img, -s / 2, -s / 2, s, s);
  ctx.restore();
}

function drawIllustration(ctx: Ctx, track: PictureTrack, i: number, t: number) {
  const shot = track.shots[i]!;
  const pl = track.placements[i];
  if (!pl || !shot.icons?.length) return;
  const local = t - shot.start;
  const dur = shot.end - shot.start;
  const out = easeInCubic((t - (shot.end - 0.28)) / 0.28);
  const drift = local / dur - 0.5;
  const hero = track.icons.get(`${shot.icons[0]}@hero`);
  if (hero) {
    const pop = easeOutBack((local - 0.08) / 0.55);
    const bob = Math.sin(local * 2.1) * pl.hero.size * 0.035;
    // Parallax: the hero drifts slowly one way, the burst (nearer) faster the other.
    drawIcon(
      ctx,
      hero,
      pl.hero.x + drift * pl.hero.size * 0.12,
      pl.hero.y + bob,
      pl.hero.size,
      pop * (1 - out * 0.6),
      Math.sin(local * 1.3) * 0.05,
      clamp01(pop * 2) * (1 - out),
    );
  }
  pl.burst.forEach((b, j) => {
    const name = shot.icons![(j + 1) % shot.icons!.length]!;
    const img = track.icons.get(`${name}@burst`);
    if (!img) return;
    const pop = easeOutBack((local - 0.3 - j * 0.13) / 0.45);
    const bob = Math.sin(local * 2.6 + j * 1.9) * b.size * 0.04;
    drawIcon(
      ctx,
      img,
      b.x - drift * b.size * 2 * BURST_DRIFT,
      b.y + bob,
      b.size,
      pop * (1 - out),
      Math.sin(local * 1.7 + j) * 0.06,
      clamp01(pop * 2) * (1 - out),
    );
  });
}

function drawShot(ctx: Ctx, track: PictureTrack, i: number, t: number, extra = 1, direct = false) {
  const s = track.shots[i]!;
  if (covers(s, track)) drawPicture(ctx, track, s, t, extra, direct);
  else drawIllustration(ctx, track, i, t);
}

/**
 * Draws the scene's pictures for time `t`: calls `background` first unless pictures cover the
 * frame, then the shot (and the one it replaces, during a transition), then the scene's scrim.
 * With `pictureUnder` (a frame `soloPictureAt` or `duoPicturesAt` found) its photos or clips are put under
 * the frame elsewhere: only the scrim is drawn.
 */
export function drawVisualLayer(
  ctx: Ctx,
  track: PictureTrack,
  t: number,
  scene: number,
  background: () => void,
  pictureUnder = false,
) {
  if (pictureUnder) {
    drawScrim(ctx, track.scrims[scene] ?? null);
    return;
  }
  const { width: w, height: h } = track;
  const i = shotAt(track, t);
  const cur = track.shots[i]!;
  const inTransition = soloShot(track, t) === null;
  if (!picturesCover(track, t)) background();
  if (!inTransition) drawShot(ctx, track, i, t, 1, true);
  else {
    // The outgoing shot holds its last position while it leaves.
    const { e, prevT, x, slant, grow, intoZoom, alpha } = transitionAt(track, i, t);
    switch (cur.enter) {
      case 'slide':
        ctx.save();
        ctx.translate(-e * w, 0);
        drawShot(ctx, track, i - 1, prevT);
        ctx.restore();
        ctx.save();
        ctx.translate((1 - e) * w, 0);
        drawShot(ctx, track, i, t);
        ctx.restore();
        break;
      case 'wipe': {
        drawShot(ctx, track, i - 1, prevT);
        ctx.save();
        ctx.beginPath();
        ctx.moveTo(0, 0);
        ctx.lineTo(x, 0);
        ctx.lineTo(x - slant, h);
        ctx.lineTo(0, h);
        ctx.closePath();
        ctx.clip();
        drawShot(ctx, track, i, t);
        ctx.restore();
        break;
      }
      case 'zoom':
        drawShot(ctx, track, i, t, intoZoom);
        ctx.save();
        ctx.globalAlpha = alpha;
        ctx.translate(w / 2, h / 2);
        ctx.scale(grow, grow);
        ctx.translate(-w / 2, -h / 2);
        drawShot(ctx, track, i - 1, prevT);
        ctx.restore();
        break;
      case 'fade':
      case 'cut':
        drawShot(ctx, track, i, t);
        ctx.save();
        ctx.globalAlpha = alpha;
        drawShot(ctx, track, i - 1, prevT);
        ctx.restore();
    }
    ctx.globalAlpha = 1;
  }
  drawScrim(ctx, track.scrims[scene] ?? null);
}

export function drawScrim(ctx: Ctx, s: Scrim | null) {
  if (!s || s.alpha <= 0) return;
  ctx.save();
  ctx.globalAlpha = s.alpha;
  ctx.fillStyle = s.color;
  const { x, y, w, h } = s.rect;
  roundRect(ctx, x, y, w, h, s.radius);
  ctx.fill();
  ctx.restore();
}

/** Drawn after the text: the small corner logo on scenes that do not show the big one. */
export function drawVisualOverlay(ctx: Ctx, track: PictureTrack, t: number, scene: number, sceneStart: number) {
  const c = track.cornerLogo;
  if (!c || !c.scenes[scene]) return;
  const a = easeOutCubic((t - sceneStart - 0.2) / 0.5);
  if (a <= 0) return;
  ctx.save();
  ctx.globalAlpha = a * 0.95;
  ctx.drawImage(c.image, c.rect.x, c.rect.y, c.rect.w, c.rect.h);
  ctx.restore();
}
