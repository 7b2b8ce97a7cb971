/** WCAG 2.x colour maths; pure so the web preview can reuse it. */

export type Rgb = { r: number; g: number; b: number };

export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  if (!/^[0-9a-fA-F]{6}/.test(h)) throw new Error(`not a hex colour: ${hex}`);
  return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
}

export function isHexColor(s: string | undefined): s is string {
  return typeof s === 'string' && /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(s.trim());
}

export function toHex({ r, g, b }: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes b into a by t (0 = a, 1 = b) in sRGB, which is what canvas alpha blending does. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export const WCAG_AA = 4.5;

/**
 * The readable text colour for text over every one of `backgrounds` (a moving background shows
 * all of them under the text at some point). Prefers the style's own light/dark tones and falls
 * back to pure white/black, one of which always clears 4.5:1 against a single colour.
 */
export function pickTextColor(
  backgrounds: string | readonly string[],
  candidates: readonly string[] = ['#FFFFFF', '#111111'],
): { color: string; ratio: number } {
  const bgs = typeof backgrounds === 'string' ? [backgrounds] : backgrounds;
  const worst = (c: string) => Math.min(...bgs.map((bg) => contrastRatio(c, bg)));
  let best = { color: candidates[0] ?? '#FFFFFF', ratio: -1 };
  for (const c of [...candidates, '#FFFFFF', '#000000']) {
    const ratio = worst(c);
    // Candidates come first, so a style tone wins over pure white/black whenever it is readable.
    if (ratio >= WCAG_AA && best.ratio < WCAG_AA) return { color: c, ratio };
    if (ratio > best.ratio) best = { color: c, ratio };
  }
  return best;
}

/**
 * Pushes `bg` towards black or white until `text` reads on it; used when a brand colour is a
 * mid-tone that neither light nor dark text can clear together with the rest of the palette.
 */
export function ensureContrast(bg: string, text: string, min = WCAG_AA): string {
  if (contrastRatio(bg, text) >= min) return bg;
  const towards = relativeLuminance(text) > 0.5 ? '#000000' : '#FFFFFF';
  for (let t = 0.05; t <= 1; t += 0.05) {
    const c = mix(bg, towards, t);
    if (contrastRatio(c, text) >= min) return c;
  }
  return towards;
}
