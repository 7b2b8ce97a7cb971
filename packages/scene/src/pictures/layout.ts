import type { Block, Rect } from '../scenes/compose.ts';

/** Where the text of a scene actually sits (line by line, after alignment), for scrims and free space. */
export function textRects(blocks: Block[]): { rect: Rect; color: string; fontSize: number; onPanel: boolean }[] {
  const panels = blocks.flatMap((b) => (b.type === 'panel' ? [b.rect] : []));
  const out: { rect: Rect; color: string; fontSize: number; onPanel: boolean }[] = [];
  for (const b of blocks) {
    if (b.type !== 'text') continue;
    const L = b.layout;
    let x0 = Infinity;
    let x1 = -Infinity;
    L.lines.forEach((line) => {
      const lx = b.align === 'center' ? b.x + (b.w - line.width) / 2 : b.x;
      x0 = Math.min(x0, lx);
      x1 = Math.max(x1, lx + line.width);
    });
    if (b.marker) x0 = Math.min(x0, b.x - b.marker.size * 2.1);
    const rect = { x: x0, y: b.y, w: x1 - x0, h: L.lines.length * L.lineHeightPx };
    const onPanel = panels.some(
      (p) =>
        rect.x >= p.x - 1 && rect.y >= p.y - 1 && rect.x + rect.w <= p.x + p.w + 1 && rect.y + rect.h <= p.y + p.h + 1,
    );
    out.push({ rect, color: b.color, fontSize: L.fontSize, onPanel });
  }
  return out;
}

export function union(rects: Rect[]): Rect | null {
  if (!rects.length) return null;
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.w));
  const y1 = Math.max(...rects.map((r) => r.y + r.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Everything a scene draws that an illustration must not cover: text, panels, logo, pins. */
export function occupied(blocks: Block[]): Rect | null {
  const rects: Rect[] = textRects(blocks).map((t) => t.rect);
  for (const b of blocks) {
    if (b.type === 'panel' || b.type === 'logo' || b.type === 'rule') rects.push(b.rect);
    if (b.type === 'pin') rects.push({ x: b.x - b.size, y: b.y - b.size, w: b.size * 2, h: b.size * 2 });
  }
  return union(rects);
}

export type Placement = {
  hero: { x: number; y: number; size: number };
  burst: { x: number; y: number; size: number }[];
};

/**
 * How far an icon reaches from its centre while it moves, as a share of its size: the pop-in
 * overshoots to about 1.1, the bob and the tilt (see drawIllustration) add a little more. The hero
 * and the burst icons move differently.
 */
export const HERO_REACH = 0.62;
export const BURST_REACH = 0.63;
/** How far a burst icon drifts sideways over its shot, as a share of its size (drawIllustration's parallax). */
export const BURST_DRIFT = 0.12;

/** Every rectangle an illustration can cover over its whole animation (the layout test checks these). */
export function placementReach(p: Placement): Rect[] {
  const box = (x: number, y: number, r: number): Rect => ({ x: x - r, y: y - r, w: 2 * r, h: 2 * r });
  // The hero drifts sideways by up to 6 % of its size, the burst by BURST_DRIFT of its own.
  return [
    box(p.hero.x, p.hero.y, p.hero.size * (HERO_REACH + 0.06)),
    ...p.burst.map((b) => box(b.x, b.y, b.size * (BURST_REACH + BURST_DRIFT))),
  ];
}

/**
 * Puts an illustration in the largest free band beside, above or below the text: the hero centred
 * in it, up to three smaller related icons towards the band's corners, so the illustration takes
 * the band (a quarter of the frame or more when the scene's text left it room). Null when no band
 * is big enough. `keepOut` is the caption band (decision 052): no band reaches into it, and every
 * icon stays clear of it through its whole animation. `area` is where pictures may be at all (a
 * 9:16 frame's band between the platform's buttons); by default the frame inside a margin.
 */
export function placeIllustration(
  width: number,
  height: number,
  busy: Rect | null,
  count: number,
  keepOut?: Rect | null,
  area?: Rect | null,
): Placement | null {
  const short = Math.min(width, height);
  const m = short * 0.05;
  const g = short * 0.03;
  const B = busy ?? { x: width / 2, y: height / 2, w: 0, h: 0 };
  const A = area ?? { x: m, y: m, w: width - 2 * m, h: height - 2 * m };
  const left = A.x;
  const right = A.x + A.w;
  const top = A.y;
  // The lowest an icon may reach: the area's end, or a gap above the caption band.
  const bottom = Math.min(A.y + A.h, keepOut ? keepOut.y - g : height);
  const bands: Rect[] = [
    { x: B.x + B.w + g, y: top, w: right - (B.x + B.w + g), h: bottom - top },
    { x: left, y: top, w: B.x - g - left, h: bottom - top },
    { x: left, y: top, w: right - left, h: Math.min(B.y - g, bottom) - top },
    { x: left, y: B.y + B.h + g, w: right - left, h: bottom - (B.y + B.h + g) },
  ];
  let best: Rect | null = null;
  let bestSide = 0;
  for (const r of bands) {
    const side = Math.min(r.w, r.h);
    if (side > bestSide) {
      best = r;
      bestSide = side;
    }
  }
  if (!best || bestSide < short * 0.14) return null;
  // The hero takes most of the band's short side, never more than its moving reach allows inside it.
  const size = Math.min(bestSide * (count > 1 ? 0.72 : 0.85), bestSide / (2 * (HERO_REACH + 0.06)), short * 0.62);
  const cx = best.x + best.w / 2;
  const cy = best.y + best.h / 2;
  const b = size * 0.44;
  const reach = b * (BURST_REACH + BURST_DRIFT);
  // Towards the band's corners (a wide band spreads them out), each a little off the diagonal.
  const around = [
    [-1, -0.85],
    [1, -0.7],
    [0.85, 1],
    [-0.9, 0.9],
  ] as const;
  const burst = around.slice(0, Math.max(0, count - 1)).map(([dx, dy]) => {
    const x = cx + dx * Math.max(best!.w / 2 - reach, (size / 2 + b * 0.3) * Math.abs(dx));
    const y = cy + dy * Math.max(best!.h / 2 - reach, (size / 2 + b * 0.3) * 0.6);
    return {
      x: clamp(x, best!.x + reach, best!.x + best!.w - reach),
      y: clamp(y, best!.y + reach, best!.y + best!.h - reach),
      size: b,
    };
  });
  return { hero: { x: cx, y: cy, size }, burst };
}

/** The share of the frame an illustration covers at rest: the box around its hero and burst icons. */
export function illustrationShare(p: Placement, width: number, height: number): number {
  const all = [p.hero, ...p.burst];
  const x0 = Math.min(...all.map((i) => i.x - i.size / 2));
  const x1 = Math.max(...all.map((i) => i.x + i.size / 2));
  const y0 = Math.min(...all.map((i) => i.y - i.size / 2));
  const y1 = Math.max(...all.map((i) => i.y + i.size / 2));
  return ((x1 - x0) * (y1 - y0)) / (width * height);
}

const clamp = (v: number, a: number, b: number) => (a > b ? (a + b) / 2 : Math.min(b, Math.max(a, v)));
