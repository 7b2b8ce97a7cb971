import type { StyleId } from '@reklamo/contract';
import {
  contrastRatio,
  ensureContrast,
  isHexColor,
  mix,
  parseHex,
  pickTextColor,
  toHex,
  WCAG_AA,
} from '../color/contrast.ts';
import { STYLES, type StyleDef } from './styles.ts';

export type BrandColors = { primaryColor?: string; secondaryColor?: string };

/** A style with brand colours applied and every text colour chosen for contrast. */
export type Theme = {
  style: StyleDef;
  bg: [string, string];
  shape: string;
  shapeAlpha: number;
  accent: string;
  accent2: string;
  /** Every colour that can sit under text on the moving background. */
  swatches: string[];
  text: string;
  /** Secondary text (eyebrows, labels): the accent when it reads, else the main text colour. */
  textSoft: string;
  /** Text on an accent-filled panel. */
  onAccent: string;
  checks: { pair: string; ratio: number }[];
};

// Six-digit form everywhere, so code can append an alpha byte.
const norm = (c: string) => toHex(parseHex(c));

function swatchesFor(
  s: StyleDef,
  bg: [string, string],
  shape: string,
  alpha: number,
  accent: string,
  accent2: string,
): string[] {
  const out = [bg[0], bg[1], mix(bg[0], shape, alpha), mix(bg[1], shape, alpha)];
  // Neon glows and warm blobs put accent-tinted light behind text.
  if (s.background === 'grid') out.push(mix(bg[1], accent, 0.28), mix(bg[1], accent2, 0.28));
  if (s.background === 'blobs')
    out.push(mix(bg[0], accent2, alpha), mix(bg[1], accent2, alpha), mix(bg[1], shape, Math.min(1, alpha * 1.8)));
  if (s.background === 'orbs') out.push(mix(bg[0], accent2, alpha * 2));
  if (s.background === 'silk') out.push(mix(bg[0], accent, 0.12));
  return out;
}

export function resolveTheme(styleId: StyleId, brand?: BrandColors): Theme {
  const style = STYLES[styleId];
  const p = style.palette;
  const primary = isHexColor(brand?.primaryColor) ? norm(brand.primaryColor) : undefined;
  const secondary = isHexColor(brand?.secondaryColor) ? norm(brand.secondaryColor) : undefined;
  let bg: [string, string] = [...p.bg];
  let shape = p.shape;
  let accent = primary ?? p.accent;
  let accent2 = secondary ?? p.accent2;
  if (style.brandTintsBackground && primary) {
    bg = [primary, mix(primary, '#000000', 0.45)];
    shape = mix(primary, '#FFFFFF', 0.25);
    accent = secondary ?? p.accent;
    accent2 = mix(accent, '#FFFFFF', 0.35);
  }
  let alpha = p.shapeAlpha;
  let swatches = swatchesFor(style, bg, shape, alpha, accent, accent2);
  let pick = pickTextColor(swatches, [p.light, p.dark]);
  // A brand colour can make the background too busy for any text; calm the shapes, then the bg.
  while (pick.ratio < WCAG_AA && alpha > 0.02) {
    alpha *= 0.6;
    swatches = swatchesFor(style, bg, shape, alpha, accent, accent2);
    pick = pickTextColor(swatches, [p.light, p.dark]);
  }
  if (pick.ratio < WCAG_AA) {
    bg = [ensureContrast(bg[0], pick.color), ensureContrast(bg[1], pick.color)];
    swatches = swatchesFor(style, bg, shape, alpha, accent, accent2).map((c) => ensureContrast(c, pick.color));
    pick = pickTextColor(swatches, [pick.color]);
  }
  const text = pick.color;
  const accentReads = Math.min(...swatches.map((c) => contrastRatio(accent, c))) >= WCAG_AA;
  const accent2Reads = Math.min(...swatches.map((c) => contrastRatio(accent2, c))) >= WCAG_AA;
  const textSoft = accentReads ? accent : accent2Reads ? accent2 : text;
  const onAccent = pickTextColor(accent, [p.light, p.dark, bg[1]]).color;
  const checks = [
    ...swatches.map((c) => ({ pair: `text ${text} on ${c}`, ratio: contrastRatio(text, c) })),
    ...swatches.map((c) => ({ pair: `soft ${textSoft} on ${c}`, ratio: contrastRatio(textSoft, c) })),
    { pair: `panel ${onAccent} on ${accent}`, ratio: contrastRatio(onAccent, accent) },
  ];
  return { style, bg, shape, shapeAlpha: alpha, accent, accent2, swatches, text, textSoft, onAccent, checks };
}
