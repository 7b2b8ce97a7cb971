import { FONT_FILES } from './font-files.ts';
import type { FontKey } from './styles.ts';
import { overrideContext } from '../scenes/context-override.ts';

/**
 * Where the server's canvas (@napi-rs/canvas, Skia) puts a `middle` text baseline, as a share of
 * the font size below the alphabetic baseline's glyph tops, per font. Chrome puts it 0.05-0.09 em
 * higher, so a preview drawing `middle` text would sit 2-3 px above the MP4's at 640 px wide.
 * Measured once from the server's canvas; a unit test measures it again.
 */
export const SERVER_MIDDLE: Record<FontKey, number> = {
  'montserrat-900': 0.36,
  'montserrat-500': 0.36,
  'montserrat-300': 0.36,
  'inter-700': 0.365,
  'inter-400': 0.365,
  'nunito-900': 0.33,
  'nunito-600': 0.33,
  'unbounded-800': 0.375,
  'manrope-500': 0.385,
  'playfair-800': 0.415,
  'playfair-700-italic': 0.415,
  'cormorant-600': 0.32,
  'cormorant-500-italic': 0.32,
};

// Chrome may give the family back without its quotes.
const FAMILY = /RK ([a-z0-9-]+)/;
const SIZE = /([\d.]+)px/;

/**
 * A browser 2D context whose `middle`-baseline text lands where the server's does: it is drawn
 * on the alphabetic baseline at the server's offset (our fonts only; any other font is drawn
 * as the browser places it). Everything else passes straight through.
 */
export function withServerBaseline<C extends CanvasRenderingContext2D>(ctx: C): C {
  const shifted =
    (draw: (s: string, x: number, y: number, w?: number) => void) =>
    (s: string, x: number, y: number, maxWidth?: number) => {
      const key = ctx.textBaseline === 'middle' ? (FAMILY.exec(ctx.font)?.[1] as FontKey | undefined) : undefined;
      const r = key && key in FONT_FILES ? SERVER_MIDDLE[key] : undefined;
      if (r === undefined) return maxWidth === undefined ? draw(s, x, y) : draw(s, x, y, maxWidth);
      const px = Number(SIZE.exec(ctx.font)?.[1] ?? 0);
      ctx.textBaseline = 'alphabetic';
      if (maxWidth === undefined) draw(s, x, y + r * px);
      else draw(s, x, y + r * px, maxWidth);
      ctx.textBaseline = 'middle';
    };
  const own: Record<string, unknown> = {
    fillText: shifted(ctx.fillText.bind(ctx)),
    strokeText: shifted(ctx.strokeText.bind(ctx)),
  };
  return overrideContext(ctx, own);
}
