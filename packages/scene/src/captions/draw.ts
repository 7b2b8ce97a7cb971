import type { AspectRatio } from '@reklamo/contract';
import { contrastRatio, ensureContrast, mix, pickTextColor, WCAG_AA } from '../color/contrast.ts';
import { fontString, type FontSpec, type TextMeasurer } from '../layout/fit-text.ts';
import type { Ctx } from '../scenes/backgrounds.ts';
import type { Rect } from '../scenes/compose.ts';
import { clamp01, easeOutBack, easeOutCubic } from '../scenes/easing.ts';
import type { Theme } from '../styles/theme.ts';
import type { CaptionPage } from './pages.ts';
import { roundRect } from '../scenes/round-rect.ts';

/** Font size of captions per aspect, as a share of the frame's shorter side. */
const SIZE: Record<AspectRatio, number> = { '16:9': 0.06, '9:16': 0.066, '1:1': 0.058, '4:5': 0.058 };

/**
 * The caption band at the bottom of the safe area, and the safe area left for the scene above it.
 * Scenes are composed inside `content`, so a caption can never cover a headline.
 */
export function captionBand(
  safe: Rect,
  width: number,
  height: number,
  aspect: AspectRatio,
): { band: Rect; content: Rect; fontSize: number } {
  const fontSize = Math.round(Math.min(width, height) * SIZE[aspect]);
  const h = Math.round(fontSize * 1.9);
  const gap = Math.round(fontSize * 0.45);
  const band = { x: safe.x, y: safe.y + safe.h - h, w: safe.w, h };
  return { band, content: { x: safe.x, y: safe.y, w: safe.w, h: safe.h - h - gap }, fontSize };
}

export type CaptionColors = {
  pill: string;
  text: string;
  highlight: string;
  highlightText: string;
  highlightMode: 'text' | 'box';
};

/**
 * Caption colours: an opaque pill so the contrast does not depend on the moving background, the
 * words in the best-reading tone, and the spoken word in the brand's primary colour (the style's
 * accent without a brand kit): as the word's colour where it reads on the pill, else as a box behind it.
 */
export function captionColors(theme: Theme): CaptionColors {
  const id = theme.style.id;
  const darkPill = mix(theme.bg[1], '#000000', id === 'clean' || id === 'warm' || id === 'editorial' ? 0.78 : 0.55);
  const pill = id === 'luxe' || id === 'neon' || id === 'bold' ? mix(theme.bg[0], '#000000', 0.6) : darkPill;
  const text = pickTextColor(pill, [theme.style.palette.light, '#FFFFFF']).color;
  const accent = theme.accent;
  if (contrastRatio(accent, pill) >= WCAG_AA && id !== 'bold' && id !== 'warm') {
    return { pill, text, highlight: accent, highlightText: accent, highlightMode: 'text' };
  }
  // Box mode: the accent fills the word's box; the word is drawn in whatever reads on it.
  const onBox = pickTextColor(accent, [theme.onAccent, '#FFFFFF', '#111111']);
  const box = onBox.ratio >= WCAG_AA ? accent : ensureContrast(accent, onBox.color);
  return { pill, text, highlight: box, highlightText: onBox.color, highlightMode: 'box' };
}

type PlacedWord = { text: string; x: number; width: number; start: number; end: number };
type LaidPage = CaptionPage & {
  font: string;
  size: number;
  x: number;
  y: number;
  w: number;
  h: number;
  placed: PlacedWord[];
};

export type CaptionLayer = {
  pages: LaidPage[];
  colors: CaptionColors;
  radius: number;
  energetic: boolean;
  uppercase: boolean;
};

/** Lays out every page once (fonts measured up front), so drawing a frame only fills rectangles and text. */
export function layoutCaptions(
  ctx: TextMeasurer,
  pages: CaptionPage[],
  o: { band: Rect; fontSize: number; theme: Theme; fonts: { heading: string; body: string } },
): CaptionLayer {
  const st = o.theme.style;
  const serif = st.id === 'editorial' || st.id === 'luxe';
  const spec: FontSpec = serif
    ? { family: o.fonts.heading, weight: 700 }
    : { family: o.fonts.heading, weight: Math.max(700, st.heading.weight) };
  const uppercase = st.heading.uppercase;
  const padX = o.fontSize * 0.55;
  const laid = pages.map((p): LaidPage => {
    let size = o.fontSize;
    let font = fontString(spec, size);
    const shown = p.words.map((w) => captionWord(w.text, uppercase));
    const measure = () => {
      ctx.font = font;
      const space = ctx.measureText(' ').width;
      const ws = shown.map((text) => ctx.measureText(text).width);
      return { ws, space, total: ws.reduce((a, b) => a + b, 0) + space * (ws.length - 1) * 1.3 };
    };
    let m = measure();
    // A long word shrinks its page to the band, never wraps.
    while (m.total + padX * 2 > o.band.w && size > o.fontSize * 0.45) {
      size *= 0.92;
      font = fontString(spec, size);
      m = measure();
    }
    const w = m.total + padX * 2;
    const h = size * 1.5;
    const x = o.band.x + (o.band.w - w) / 2;
    const y = o.band.y + (o.band.h - h) / 2;
    let cx = x + padX;
    const placed = p.words.map((word, i) => {
      const pw = { text: shown[i]!, x: cx, width: m.ws[i]!, start: word.start, end: word.end };
      cx += m.ws[i]! + m.space * 1.3;
      return pw;
    });
    return { ...p, font, size, x, y, w, h, placed };
  });
  const u = o.fontSize / 64;
  const radius =
    st.id === 'warm' ? 40 * u : st.id === 'clean' ? 16 * u : st.id === 'bold' ? 0 : st.id === 'neon' ? 8 * u : 4 * u;
  return {
    pages: laid,
    colors: captionColors(o.theme),
    radius,
    energetic: st.id === 'bold' || st.id === 'neon',
    uppercase,
  };
}

/**
 * A word as the burned-in captions show it: a page ends at a pause, so a comma, colon or full stop at
 * its end only clutters it ("ХЛЯБ," → "ХЛЯБ"), as in the captions of short social videos. An
 * abbreviation keeps its dot ("ул.", "лв."), and "?" and "!" stay. The subtitle files keep it all.
 */
export function captionWord(text: string, uppercase: boolean): string {
  const t =
    text
      .replace(/[,;:]+$/u, '')
      .replace(/(?<=\p{L}{4,}|\d)\.$/u, '')
      .replace(/…$/u, '') || text;
  return uppercase ? t.toLocaleUpperCase('bg-BG') : t;
}

/** Which caption page is on screen at `t`, if any. */
export function pageAt(layer: { pages: CaptionPage[] }, t: number): number {
  return layer.pages.findIndex((p) => t >= p.start && t < p.end);
}

/** Draws the caption layer at `t`, over the finished scene frame. Pure function of (layer, t). */
export function drawCaptions(ctx: Ctx, layer: CaptionLayer, t: number) {
  const i = pageAt(layer, t);
  if (i < 0) return;
  const p = layer.pages[i]!;
  const c = layer.colors;
  const local = t - p.start;
  const inP = clamp01(local / 0.14);
  const outP = clamp01((p.end - t) / 0.1);
  const s = layer.energetic ? 0.88 + 0.12 * easeOutBack(inP) : 0.96 + 0.04 * easeOutCubic(inP);
  ctx.save();
  ctx.globalAlpha = Math.min(easeOutCubic(inP), outP);
  const cx = p.x + p.w / 2;
  const cy = p.y + p.h / 2;
  ctx.translate(cx, cy);
  ctx.scale(s, s);
  ctx.translate(-cx, -cy);
  ctx.fillStyle = c.pill;
  roundRect(ctx, p.x, p.y, p.w, p.h, layer.radius);
  ctx.fill();
  ctx.font = p.font;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  for (const w of p.placed) {
    const speaking = t >= w.start && t < w.end;
    if (speaking && c.highlightMode === 'box') {
      const padX = p.size * 0.14;
      ctx.fillStyle = c.highlight;
      roundRect(ctx, w.x - padX, p.y + p.h * 0.1, w.width + padX * 2, p.h * 0.8, layer.radius * 0.6);
      ctx.fill();
    }
    ctx.fillStyle = speaking ? c.highlightText : c.text;
    ctx.fillText(w.text, w.x, cy + p.size * 0.04);
  }
  ctx.restore();
}
