/**
 * Emoji typed into user text ("Пекарна 🥐") are drawn as colour pictures from the illustration set,
 * not as the font's missing-glyph box: the fonts we ship have no emoji. A wrapped 2D context makes
 * measureText/fillText emoji-aware, so the layout and the scene code need no change.
 */

import { overrideContext } from '../scenes/context-override.ts';

/** One emoji: a pictograph or flag with its modifiers, variation selectors and ZWJ joins. */
export const EMOJI_RE =
  /(?:\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*)*)/gu;

/** The same pattern without the global flag, for stateless tests. */
const HAS_EMOJI = new RegExp(EMOJI_RE.source, 'u');

export function findEmoji(text: string): string[] {
  return [...text.matchAll(EMOJI_RE)].map((m) => m[0]);
}

export type EmojiImages = Map<string, CanvasImageSource | null>;

/** Width of one emoji in ems: square pictures with a little side bearing. */
const EM = 1.12;

type Seg = { text: string; emoji: boolean };

function segments(text: string): Seg[] {
  const out: Seg[] = [];
  let last = 0;
  for (const m of text.matchAll(EMOJI_RE)) {
    if (m.index! > last) out.push({ text: text.slice(last, m.index), emoji: false });
    out.push({ text: m[0], emoji: true });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), emoji: false });
  return out;
}

const fontPx = (font: string) => Number(/([\d.]+)px/.exec(font)?.[1] ?? 16);

/**
 * Returns `ctx` itself when no text can contain emoji (no cost), else a proxy whose measureText
 * and fillText treat each emoji as a square picture one em wide.
 */
export function withEmoji<C extends CanvasRenderingContext2D>(ctx: C, images: EmojiImages): C {
  if (images.size === 0) return ctx;
  const measure = (s: string): number => {
    if (!HAS_EMOJI.test(s)) return ctx.measureText(s).width;
    const em = fontPx(ctx.font);
    return segments(s).reduce((w, seg) => w + (seg.emoji ? em * EM : ctx.measureText(seg.text).width), 0);
  };
  const measureText = (s: string) => {
    if (!HAS_EMOJI.test(s)) return ctx.measureText(s);
    const real = ctx.measureText(s.replace(EMOJI_RE, ''));
    return {
      actualBoundingBoxAscent: real.actualBoundingBoxAscent,
      actualBoundingBoxDescent: real.actualBoundingBoxDescent,
      fontBoundingBoxAscent: real.fontBoundingBoxAscent,
      fontBoundingBoxDescent: real.fontBoundingBoxDescent,
      actualBoundingBoxLeft: 0,
      actualBoundingBoxRight: measure(s),
      width: measure(s),
    } as TextMetrics;
  };
  const fillText = (s: string, x: number, y: number, maxWidth?: number) => {
    if (!HAS_EMOJI.test(s)) return maxWidth === undefined ? ctx.fillText(s, x, y) : ctx.fillText(s, x, y, maxWidth);
    const em = fontPx(ctx.font);
    const total = measure(s);
    const align = ctx.textAlign;
    let cx = align === 'center' ? x - total / 2 : align === 'right' || align === 'end' ? x - total : x;
    ctx.textAlign = 'left';
    const size = em * 0.98;
    const base = ctx.textBaseline;
    // Where the picture's top goes relative to y, per baseline: centred on the x-height band.
    const top =
      base === 'middle'
        ? y - size / 2
        : base === 'top' || base === 'hanging'
          ? y
          : base === 'bottom' || base === 'ideographic'
            ? y - size
            : y - size * 0.82;
    for (const seg of segments(s)) {
      if (!seg.emoji) {
        ctx.fillText(seg.text, cx, y);
        cx += ctx.measureText(seg.text).width;
        continue;
      }
      const img = images.get(seg.text);
      if (img) ctx.drawImage(img, cx + (em * EM - size) / 2, top, size, size);
      cx += em * EM;
    }
    ctx.textAlign = align;
  };
  const own: Record<string, unknown> = { measureText, fillText };
  return overrideContext(ctx, own);
}
