import type { Theme } from '../styles/theme.ts';
import { drawBackground, type Ctx } from './backgrounds.ts';
import type { Block, ComposedScene, Frame, TextBlock } from './compose.ts';
import { clamp01, easeInCubic, easeInOutCubic, easeOutBack, easeOutCubic } from './easing.ts';
import { drawVisualLayer, drawVisualOverlay, picturesCover, type PictureTrack } from '../pictures/draw.ts';
import { roundRect } from './round-rect.ts';

export type SceneModel = {
  frame: Frame;
  theme: Theme;
  scenes: ComposedScene[];
  durationSec: number;
  /** The logo as any image the context can draw (napi-rs Image in Node, HTMLImageElement in a browser). */
  logo?: CanvasImageSource;
  watermark: string;
  /** Photos, clips and illustrations under the text (packages/renderer/src/pictures). */
  pictures?: PictureTrack;
};

/** Seconds each scene spends leaving before the next one enters. */
const EXIT = 0.32;
const TRANSITION = 0.5;

function drawTextBlock(ctx: Ctx, b: TextBlock, th: Theme, local: number, exit: number) {
  const st = th.style;
  const L = b.layout;
  ctx.font = L.font;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = b.color;
  const ls = ctx as Ctx & { letterSpacing?: string };
  if (L.tracking) ls.letterSpacing = `${(L.tracking * L.fontSize).toFixed(2)}px`;
  const energetic = st.id === 'bold' || st.id === 'neon';
  const ease = energetic ? easeOutBack : easeOutCubic;
  const dir = st.transition === 'slide' ? 'x' : 'y';
  let k = 0;
  const exitE = easeInCubic(exit);
  for (let i = 0; i < L.lines.length; i++) {
    const line = L.lines[i]!;
    const lineX = b.align === 'center' ? b.x + (b.w - line.width) / 2 : b.x;
    const cy = b.y + (i + 0.5) * L.lineHeightPx;
    if (st.motion.per === 'line') {
      const p = clamp01((local - b.delay - i * st.motion.stagger) / st.motion.enter);
      const e = ease(p);
      if (p <= 0) continue;
      const off = (1 - e) * L.lineHeightPx * 0.9;
      ctx.globalAlpha = clamp01(p * 1.6) * (1 - exitE);
      const dx = dir === 'x' ? off * 1.5 - exitE * L.fontSize * 1.2 : 0;
      const dy = dir === 'y' ? off - exitE * L.fontSize * 0.4 : -exitE * L.fontSize * 0.2;
      if (p < 1) {
        // Mask reveal: the line slides up out of its own slot, like type set on a press.
        ctx.save();
        ctx.beginPath();
        ctx.rect(lineX - L.fontSize, cy - L.lineHeightPx * 0.75, line.width + L.fontSize * 2, L.lineHeightPx * 1.5);
        ctx.clip();
        ctx.fillText(line.text, lineX + dx, cy + dy);
        ctx.restore();
      } else ctx.fillText(line.text, lineX + dx, cy + dy);
      continue;
    }
    for (const w of line.words) {
      const p = clamp01((local - b.delay - k * st.motion.stagger) / st.motion.enter);
      k++;
      if (p <= 0) continue;
      const e = ease(p);
      ctx.globalAlpha = clamp01(p * 2) * (1 - exitE);
      const x = lineX + w.x;
      if (energetic && b.role !== 'body') {
        // Words punch in from slightly larger, anchored at their own centre.
        const s = 1 + (1 - e) * 0.35;
        ctx.save();
        ctx.translate(x + w.width / 2, cy - exitE * L.fontSize * 0.4);
        ctx.scale(s, s);
        ctx.fillText(w.text, -w.width / 2, (1 - e) * L.fontSize * 0.3);
        ctx.restore();
      } else ctx.fillText(w.text, x, cy + (1 - e) * L.fontSize * 0.45 - exitE * L.fontSize * 0.4);
    }
  }
  if (L.tracking) ls.letterSpacing = '0px';
  if (b.marker) {
    const p = easeOutCubic((local - b.delay) / 0.4);
    if (p > 0) {
      const ms = b.marker.size * p;
      const mx = b.x - b.marker.size * 1.5;
      const my = b.y + L.lineHeightPx / 2;
      ctx.globalAlpha = 1 - exitE;
      ctx.fillStyle = th.textSoft;
      if (st.id === 'editorial' || st.id === 'luxe') {
        ctx.fillRect(mx - ms * 0.6, my - Math.max(1, ms * 0.08), ms * 1.2, Math.max(2, ms * 0.16));
      } else if (st.id === 'bold' || st.id === 'neon') {
        ctx.fillRect(mx - ms / 2, my - ms / 2, ms, ms);
      } else {
        ctx.beginPath();
        ctx.arc(mx, my, ms / 2, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
  ctx.globalAlpha = 1;
}

function drawDecor(
  ctx: Ctx,
  b: Exclude<Block, TextBlock>,
  m: SceneModel,
  local: number,
  exit: number,
  overPicture: boolean,
) {
  const exitE = easeInCubic(exit);
  switch (b.type) {
    case 'panel': {
      // The hero panel grows out from its left edge with a slight overshoot.
      const p = easeOutCubic((local - b.delay) / 0.55);
      if (p <= 0) return;
      const r = b.rect;
      ctx.globalAlpha = 1 - exitE;
      ctx.fillStyle = b.color;
      const w = r.w * p;
      // It breathes on a still background; over a moving photo or clip it holds still, and the
      // render keeps the text over the picture from frame to frame instead of drawing it again.
      const pulse = overPicture ? 1 : 1 + 0.012 * Math.sin(local * 3);
      const cx = r.x + r.w / 2;
      const cy = r.y + r.h / 2;
      ctx.save();
      ctx.translate(cx, cy);
      ctx.scale(pulse, pulse);
      ctx.translate(-cx, -cy);
      roundRect(ctx, r.x + (m.theme.style.align === 'center' ? (r.w - w) / 2 : 0), r.y, w, r.h, b.radius);
      ctx.fill();
      ctx.restore();
      ctx.globalAlpha = 1;
      return;
    }
    case 'rule': {
      const p = easeInOutCubic((local - b.delay) / 0.6);
      if (p <= 0) return;
      ctx.globalAlpha = 1 - exitE;
      ctx.fillStyle = b.color;
      const w = b.rect.w * p;
      const x = m.theme.style.align === 'center' ? b.rect.x + (b.rect.w - w) / 2 : b.rect.x;
      ctx.fillRect(x, b.rect.y, w, b.rect.h);
      ctx.globalAlpha = 1;
      return;
    }
    case 'pin': {
      const p = easeOutBack((local - b.delay) / 0.45);
      if (p <= 0) return;
      const s = b.size * p;
      ctx.globalAlpha = clamp01(p) * (1 - exitE);
      ctx.fillStyle = b.color;
      ctx.beginPath();
      ctx.arc(b.x, b.y - s * 0.18, s * 0.36, Math.PI, 0);
      ctx.lineTo(b.x, b.y + s * 0.5);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = m.theme.bg[0];
      ctx.beginPath();
      ctx.arc(b.x, b.y - s * 0.18, s * 0.14, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
      return;
    }
    case 'logo': {
      if (!m.logo) return;
      const p = easeOutCubic((local - b.delay) / 0.6);
      if (p <= 0) return;
      ctx.globalAlpha = p * (1 - exitE);
      const s = 0.9 + 0.1 * p;
      const r = b.rect;
      ctx.drawImage(m.logo, r.x + (r.w * (1 - s)) / 2, r.y + (r.h * (1 - s)) / 2, r.w * s, r.h * s);
      ctx.globalAlpha = 1;
      return;
    }
  }
}

/** Scene-change effects drawn over everything; `p` runs 0→1 across the cut at 0.5. */
function drawTransition(ctx: Ctx, m: SceneModel, p: number) {
  const { width: w, height: h } = m.frame;
  const th = m.theme;
  switch (th.style.transition) {
    case 'wipe': {
      // A slanted colour bar sweeps across, hiding the cut.
      const e = easeInOutCubic(p);
      const bw = w * 0.55;
      const x = -bw - h * 0.4 + e * (w + bw * 2 + h * 0.4);
      ctx.fillStyle = th.accent;
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x + bw, 0);
      ctx.lineTo(x + bw - h * 0.4, h);
      ctx.lineTo(x - h * 0.4, h);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = th.accent2;
      ctx.fillRect(x + bw * 0.1, h * 0.5 - h * 0.01, bw * 0.4, h * 0.02);
      return;
    }
    case 'slide': {
      const e = easeInOutCubic(p);
      ctx.fillStyle = th.accent;
      const bw = w * 0.3;
      ctx.fillRect(
        -bw + e * (w + bw),
        m.frame.safe.y + m.frame.safe.h + Math.min(w, h) * 0.02,
        bw,
        Math.max(2, Math.min(w, h) * 0.008),
      );
      return;
    }
    case 'iris': {
      // Closes a disc of the accent over the old scene, then opens a hole onto the new one.
      const diag = Math.hypot(w, h) / 2;
      ctx.fillStyle = th.accent2;
      if (p < 0.5) {
        const r = easeInCubic(p * 2) * diag;
        ctx.beginPath();
        ctx.arc(w / 2, h / 2, r, 0, Math.PI * 2);
        ctx.fill();
      } else {
        const r = easeOutCubic((p - 0.5) * 2) * diag;
        ctx.beginPath();
        ctx.rect(0, 0, w, h);
        ctx.arc(w / 2, h / 2, r, 0, Math.PI * 2, true);
        ctx.fill('evenodd');
      }
      return;
    }
    case 'flash': {
      const f = 1 - Math.abs(p - 0.5) * 2;
      ctx.globalAlpha = f * 0.85;
      const bars = 5;
      for (let i = 0; i < bars; i++) {
        ctx.fillStyle = i % 2 ? th.accent : th.accent2;
        const y = ((i * 0.23 + p * 0.7) % 1) * h;
        const x = (i % 2 ? 1 - p : p) * w - w * 0.5;
        ctx.fillRect(x, y, w * (0.3 + 0.15 * i), h * 0.015 * (1 + (i % 3)));
      }
      ctx.globalAlpha = f * 0.18;
      ctx.fillStyle = th.accent2;
      ctx.fillRect(0, 0, w, h);
      ctx.globalAlpha = 1;
      return;
    }
    case 'fade': {
      ctx.globalAlpha = (1 - Math.abs(p - 0.5) * 2) * 0.85;
      ctx.fillStyle = th.bg[0];
      ctx.fillRect(0, 0, w, h);
      ctx.globalAlpha = 1;
      return;
    }
  }
}

export function sceneAt(m: SceneModel, t: number): number {
  const i = m.scenes.findIndex((s) => t < s.end);
  return i < 0 ? m.scenes.length - 1 : i;
}

/**
 * Draws the ad at time `t` seconds. Pure function of (model, t), so frames can be drawn in any order.
 * `pictureUnder`: the frame's photos or clips (pictures/draw.ts soloPictureAt, duoPicturesAt) are put under it elsewhere, and
 * everything else is drawn onto a transparent canvas.
 */
export function drawFrame(ctx: Ctx, m: SceneModel, t: number, pictureUnder = false) {
  const { width: w, height: h } = m.frame;
  ctx.globalAlpha = 1;
  const idx = sceneAt(m, t);
  const sc = m.scenes[idx]!;
  const background = () => drawBackground(ctx, m.theme, w, h, t, m.watermark);
  if (m.pictures) drawVisualLayer(ctx, m.pictures, t, idx, background, pictureUnder);
  else background();
  const local = t - sc.start;
  const isLast = idx === m.scenes.length - 1;
  const exit = isLast ? clamp01((t - (m.durationSec - 0.25)) / 0.25) : clamp01((t - (sc.end - EXIT)) / EXIT);
  const overPicture = !!m.pictures && picturesCover(m.pictures, t);
  for (const b of sc.blocks) {
    if (b.type === 'text') drawTextBlock(ctx, b, m.theme, local, exit);
    else drawDecor(ctx, b, m, local, exit, overPicture);
  }
  if (m.pictures) drawVisualOverlay(ctx, m.pictures, t, idx, sc.start);
  // Transitions straddle each cut: the end of scene i and the start of scene i+1.
  for (let i = 0; i < m.scenes.length - 1; i++) {
    const cut = m.scenes[i]!.end;
    if (Math.abs(t - cut) < TRANSITION / 2) drawTransition(ctx, m, (t - cut + TRANSITION / 2) / TRANSITION);
  }
}
