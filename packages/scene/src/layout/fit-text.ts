/**
 * Wraps and shrinks text into a box. Never cuts: when the text cannot fit at the preferred
 * minimum size it keeps shrinking, and `fits` tells the caller whether it succeeded at all.
 */

export type TextMeasurer = { font: string; measureText(text: string): { width: number } };

export type FontSpec = { family: string; weight?: number | string; style?: 'normal' | 'italic' };

export type FitOptions = FontSpec & {
  maxSize: number;
  /** The smallest size we would like to use; below it the text still fits but `shrunkBelowMin` is set. */
  minSize?: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
  maxLines?: number;
  uppercase?: boolean;
  /** Extra space between letters in em, drawn with ctx.letterSpacing. */
  tracking?: number;
  /** Re-wraps at the chosen size so lines have similar widths, as a designer would set a headline. */
  balance?: boolean;
};

export type LaidLine = { text: string; width: number; words: { text: string; x: number; width: number }[] };

export type TextLayout = {
  lines: LaidLine[];
  fontSize: number;
  font: string;
  lineHeightPx: number;
  width: number;
  height: number;
  fits: boolean;
  shrunkBelowMin: boolean;
  tracking: number;
  box: { width: number; height: number };
};

/** Below this the text is unreadable on any screen, so we stop and report a misfit. */
const ABSOLUTE_MIN_PX = 6;

export function fontString(spec: FontSpec, size: number): string {
  const families = spec.family
    .split(',')
    .map((f) => f.trim())
    .map((f) => (f.startsWith('"') ? f : `"${f}"`))
    .join(', ');
  return `${spec.style === 'italic' ? 'italic ' : ''}${spec.weight ?? 400} ${Math.round(size * 100) / 100}px ${families}`;
}

function measureWith(ctx: TextMeasurer, tracking: number, size: number) {
  return (s: string) => ctx.measureText(s).width + (s.length > 1 ? tracking * size * (s.length - 1) : 0);
}

function wrap(words: string[], maxWidth: number, measure: (s: string) => number): { lines: string[]; broke: boolean } {
  const lines: string[] = [];
  let broke = false;
  let cur = '';
  for (const word of words) {
    const candidate = cur ? `${cur} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      cur = candidate;
      continue;
    }
    if (cur) lines.push(cur);
    if (measure(word) <= maxWidth) {
      cur = word;
      continue;
    }
    // A single word wider than the box (URLs, long compounds) is broken by characters rather than cut.
    broke = true;
    let piece = '';
    for (const ch of word) {
      if (piece && measure(piece + ch) > maxWidth) {
        lines.push(piece);
        piece = ch;
      } else piece += ch;
    }
    cur = piece;
  }
  if (cur) lines.push(cur);
  return { lines, broke };
}

function tryLayout(
  ctx: TextMeasurer,
  words: string[],
  size: number,
  box: { width: number; height: number },
  o: FitOptions,
  allowBreak = false,
) {
  const tracking = o.tracking ?? 0;
  ctx.font = fontString(o, size);
  const measure = measureWith(ctx, tracking, size);
  const { lines, broke } = wrap(words, box.width, measure);
  if (broke && !allowBreak) return { lines, widths: [], height: Infinity, lh: 0, ok: false, measure };
  const lh = size * (o.lineHeight ?? 1.15);
  const height = lines.length * lh;
  const widths = lines.map(measure);
  const ok =
    height <= box.height + 0.01 &&
    widths.every((w) => w <= box.width + 0.01) &&
    lines.length <= (o.maxLines ?? Infinity);
  return { lines, widths, height, lh, ok, measure };
}

/**
 * A price or a share stays on one line with its unit: "20 €", "95 лв.", "48,57 €" and "10 %" are
 * joined by a non-breaking space, so a headline never ends on "20" with its "€" alone below it.
 */
function keepUnits(text: string): string {
  return text.replace(/(\d) (?=(?:€|лв\.?|лева|%|EUR|BGN)(?![\p{L}]))/giu, '$1\u00a0');
}

export function fitText(
  ctx: TextMeasurer,
  rawText: string,
  box: { width: number; height: number },
  o: FitOptions,
): TextLayout {
  const text = keepUnits(
    (o.uppercase ? rawText.toLocaleUpperCase('bg-BG') : rawText).replace(/[^\S\u00a0]+/g, ' ').trim(),
  );
  const words = text ? text.split(' ') : [];
  const minSize = o.minSize ?? o.maxSize * 0.4;
  let best = tryLayout(ctx, words, o.maxSize, box, o);
  let size = o.maxSize;
  let allowBreak = false;
  if (!best.ok) {
    // Fit is monotonic in size for practical purposes, so bisection finds the largest fitting size.
    // Words are only split by characters when even half the preferred minimum cannot hold them whole.
    const search = (floor: number, brk: boolean) => {
      let lo = floor;
      let hi = o.maxSize;
      let foundSize = 0;
      for (let i = 0; i < 16 && hi - lo > 0.25; i++) {
        const mid = (lo + hi) / 2;
        if (tryLayout(ctx, words, mid, box, o, brk).ok) {
          foundSize = mid;
          lo = mid;
        } else hi = mid;
      }
      if (!foundSize && tryLayout(ctx, words, floor, box, o, brk).ok) foundSize = floor;
      return foundSize;
    };
    let found = search(Math.max(ABSOLUTE_MIN_PX, minSize * 0.5), false);
    if (!found) {
      allowBreak = true;
      found = search(ABSOLUTE_MIN_PX, true) || ABSOLUTE_MIN_PX;
    }
    size = Math.max(ABSOLUTE_MIN_PX, Math.floor(found * 10) / 10);
    best = tryLayout(ctx, words, size, box, o, allowBreak);
  }
  if (o.balance && best.ok && best.lines.length > 1) {
    const n = best.lines.length;
    let lo = 0;
    let hi = box.width;
    for (let i = 0; i < 12; i++) {
      const mid = (lo + hi) / 2;
      const r = tryLayout(ctx, words, size, { width: mid, height: box.height }, o, allowBreak);
      if (r.ok && r.lines.length <= n) hi = mid;
      else lo = mid;
    }
    const r = tryLayout(ctx, words, size, { width: hi, height: box.height }, o, allowBreak);
    if (r.ok) best = r;
  }
  ctx.font = fontString(o, size);
  const tracking = o.tracking ?? 0;
  const spaceW = best.measure(' ') + tracking * size;
  const lines: LaidLine[] = best.lines.map((line, i) => {
    let x = 0;
    const ws = line.split(' ').map((w) => {
      const width = best.measure(w);
      const word = { text: w, x, width };
      x += width + spaceW;
      return word;
    });
    return { text: line, width: best.widths[i] ?? 0, words: ws };
  });
  const width = Math.max(0, ...lines.map((l) => l.width));
  return {
    lines,
    fontSize: size,
    font: fontString(o, size),
    lineHeightPx: best.lh,
    width,
    height: best.height,
    fits: best.ok,
    shrunkBelowMin: size < minSize,
    tracking,
    box,
  };
}

/** The check the renderer runs on every block: laid-out text lies inside its box. */
export function checkLayout(layout: TextLayout): { fits: boolean; reason?: string } {
  if (!layout.fits) return { fits: false, reason: 'text does not fit even at the smallest size' };
  if (layout.width > layout.box.width + 0.5) return { fits: false, reason: 'a line is wider than the box' };
  if (layout.height > layout.box.height + 0.5) return { fits: false, reason: 'text is taller than the box' };
  return { fits: true };
}
