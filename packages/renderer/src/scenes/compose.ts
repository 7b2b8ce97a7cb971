import type { AspectRatio, BusinessDetails } from '@reklamo/contract';
import { checkLayout, fitText, type FontSpec, type TextLayout, type TextMeasurer } from '../layout/fit-text.ts';
import { fontFamily } from '../styles/styles.ts';
import type { Theme } from '../styles/theme.ts';
import { splitServices } from '../voice/script.ts';
import type { TimedScene } from './timeline.ts';

/** The intro and end card show a Brand Kit logo at no less than this share of the frame's shorter side. */
export const LOGO_MIN = 0.185;

export type Rect = { x: number; y: number; w: number; h: number };

export type TextBlock = {
  type: 'text';
  role: 'eyebrow' | 'headline' | 'hero' | 'body' | 'item';
  layout: TextLayout;
  x: number;
  y: number;
  w: number;
  align: 'left' | 'center';
  color: string;
  /** Seconds after the scene start when this block begins to enter. */
  delay: number;
  /** Index in the list, for items that get a numbered or dotted marker. */
  marker?: { index: number; size: number };
};
export type DecorBlock =
  | { type: 'panel'; rect: Rect; color: string; delay: number; radius: number }
  | { type: 'rule'; rect: Rect; color: string; delay: number }
  | { type: 'pin'; x: number; y: number; size: number; color: string; delay: number }
  | { type: 'logo'; rect: Rect; delay: number };
export type Block = TextBlock | DecorBlock;

export type ComposedScene = TimedScene & { blocks: Block[] };

export type Frame = { width: number; height: number; safe: Rect; aspect: AspectRatio };

export type LayoutIssue = { scene: string; role: string; reason: string };

export type FontRoles = { heading: string; body: string; hero: string };

/** The area key text stays in; 9:16 keeps clear of platform UI at the top and bottom. */
export function safeArea(width: number, height: number, aspect: AspectRatio): Rect {
  if (aspect === '9:16') {
    const x = width * 0.08;
    return { x, y: height * 0.14, w: width - 2 * x, h: height * (1 - 0.14 - 0.2) };
  }
  const m = Math.min(width, height) * (aspect === '16:9' ? 0.09 : 0.08);
  const mx = aspect === '16:9' ? width * 0.08 : m;
  return { x: mx, y: m, w: width - 2 * mx, h: height - 2 * m };
}

/** Font families: a brand font first, the style's default after it so missing glyphs fall back per glyph. */
export function fontRoles(theme: Theme, brand?: { heading?: string; body?: string }): FontRoles {
  const s = theme.style;
  const h = fontFamily(s.heading.font);
  const b = fontFamily(s.body.font);
  const hero = fontFamily(s.hero.font);
  return {
    heading: brand?.heading ? `${brand.heading}, ${h}` : h,
    body: brand?.body ? `${brand.body}, ${b}` : b,
    hero: brand?.heading ? `${brand.heading}, ${hero}` : hero,
  };
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const stripEnd = (s: string) => s.replace(/[.!?…\s]+$/, '');

type Stack = { items: { height: number; gapBefore: number; place: (y: number) => Block[] }[] };

export type ComposeInput = {
  ctx: TextMeasurer;
  frame: Frame;
  theme: Theme;
  fonts: FontRoles;
  details: BusinessDetails;
  scenes: TimedScene[];
  hasLogo: boolean;
  logoAspect?: number;
};

/**
 * Lays out every scene once (text is static; only its animation changes per frame), checking each
 * block fits its box so the per-frame code never has to wrap or measure.
 */
export function composeScenes(input: ComposeInput): { scenes: ComposedScene[]; issues: LayoutIssue[]; layouts: TextLayout[] } {
  const { ctx, frame, theme, fonts, details } = input;
  const st = theme.style;
  const safe = frame.safe;
  const u = Math.min(frame.width, frame.height) / 1080;
  const portrait = frame.height > frame.width * 1.2;
  const wide = frame.width > frame.height * 1.4;
  const align = st.align;
  // Left-aligned styles keep a ragged right edge, so their boxes are narrower for a better measure.
  const boxW = align === 'left' && wide ? safe.w * 0.82 : safe.w;
  const boxX = align === 'left' ? safe.x : safe.x + (safe.w - boxW) / 2;
  const issues: LayoutIssue[] = [];
  const layouts: TextLayout[] = [];

  const heading: FontSpec = { family: fonts.heading, weight: st.heading.weight, style: st.heading.italic ? 'italic' : 'normal' };
  const body: FontSpec = { family: fonts.body, weight: st.body.weight };
  const hero: FontSpec = { family: fonts.hero, weight: st.hero.weight, style: st.hero.italic ? 'italic' : 'normal' };
  const headMax = (wide ? 150 : portrait ? 132 : 128) * u;

  const text = (
    scene: string,
    role: TextBlock['role'],
    value: string,
    spec: FontSpec,
    o: { maxSize: number; maxH: number; w?: number; upper?: boolean; tracking?: number; lh?: number; color?: string; maxLines?: number; balance?: boolean },
  ) => {
    const w = o.w ?? boxW;
    const layout = fitText(ctx, value, { width: w, height: o.maxH }, {
      ...spec,
      maxSize: o.maxSize,
      minSize: o.maxSize * 0.35,
      lineHeight: o.lh ?? 1.15,
      uppercase: o.upper,
      tracking: o.tracking,
      maxLines: o.maxLines,
      balance: o.balance ?? true,
    });
    const check = checkLayout(layout);
    if (!check.fits) issues.push({ scene, role, reason: check.reason ?? 'does not fit' });
    layouts.push(layout);
    return layout;
  };

  const tb = (role: TextBlock['role'], layout: TextLayout, color: string, delay: number, x = boxX, w = boxW) =>
    (y: number): Block[] => [{ type: 'text', role, layout, x, y, w, align, color, delay }];

  const eyebrowOpts = (maxW = boxW) => ({ maxSize: 40 * u, maxH: 110 * u, w: maxW, upper: true, tracking: 0.14, lh: 1.2, maxLines: 2 });
  const stackOut = (stack: Stack, top = safe.y, height = safe.h): Block[] => {
    const total = stack.items.reduce((a, it) => a + it.gapBefore + it.height, 0);
    let y = top + Math.max(0, (height - total) / 2);
    const out: Block[] = [];
    for (const it of stack.items) {
      y += it.gapBefore;
      out.push(...it.place(y));
      y += it.height;
    }
    return out;
  };
  const textItem = (layout: TextLayout, gapBefore: number, place: (y: number) => Block[]) => ({ height: layout.height, gapBefore, place });

  const name = clean(details.BusinessName) || 'Вашият бизнес';
  const service = stripEnd(clean(details.AdvertizedService));
  const services = splitServices(details.Services).slice(0, 4);
  const offer = stripEnd(clean(details.Offer)) || service;
  const cta = stripEnd(clean(details.CTA)) || 'Свържете се с нас';
  const location = clean(details.BusinessLocation);

  const scenes = input.scenes.map((sc): ComposedScene => {
    const H = safe.h;
    const blocks: Block[] = [];
    const stack: Stack = { items: [] };
    switch (sc.kind) {
      case 'hook': {
        const eb = text('hook', 'eyebrow', name, body, eyebrowOpts());
        const hl = text('hook', 'headline', service ? `Търсите ${service}?` : 'Търсите най-доброто?', heading, {
          maxSize: headMax * 1.05,
          maxH: H * 0.62,
          upper: st.heading.uppercase,
          tracking: st.heading.tracking,
          lh: st.heading.lineHeight,
        });
        stack.items.push(textItem(eb, 0, tb('eyebrow', eb, theme.textSoft, 0.05)));
        stack.items.push(textItem(hl, 28 * u, tb('headline', hl, theme.text, 0.2)));
        blocks.push(...stackOut(stack));
        break;
      }
      case 'intro': {
        const logoH = input.hasLogo ? LOGO_MIN * Math.min(frame.width, frame.height) : 0;
        const eb = text('intro', 'eyebrow', 'Запознайте се с', body, eyebrowOpts());
        const hl = text('intro', 'headline', name, heading, {
          maxSize: headMax * 1.15,
          maxH: H * (input.hasLogo ? 0.38 : 0.48),
          upper: st.heading.uppercase,
          tracking: st.heading.tracking,
          lh: st.heading.lineHeight,
        });
        const sub = service ? text('intro', 'body', service, body, { maxSize: 60 * u, maxH: H * 0.22, lh: 1.25, tracking: st.body.tracking }) : null;
        if (logoH) {
          const lw = logoH * (input.logoAspect ?? 1);
          const lx = align === 'left' ? boxX : boxX + (boxW - lw) / 2;
          stack.items.push({ height: logoH, gapBefore: 0, place: (y) => [{ type: 'logo', rect: { x: lx, y, w: lw, h: logoH }, delay: 0 }] });
        }
        stack.items.push(textItem(eb, logoH ? 36 * u : 0, tb('eyebrow', eb, theme.textSoft, 0.05)));
        stack.items.push(textItem(hl, 22 * u, tb('headline', hl, theme.text, 0.18)));
        const ruleW = Math.min(boxW * 0.3, 220 * u);
        stack.items.push({
          height: 8 * u,
          gapBefore: 34 * u,
          place: (y) => [{ type: 'rule', rect: { x: align === 'left' ? boxX : boxX + (boxW - ruleW) / 2, y, w: ruleW, h: 8 * u }, color: theme.accent, delay: 0.45 }],
        });
        if (sub) stack.items.push(textItem(sub, 30 * u, tb('body', sub, theme.text, 0.6)));
        blocks.push(...stackOut(stack));
        break;
      }
      case 'services': {
        const eb = text('services', 'eyebrow', 'Какво предлагаме', body, eyebrowOpts());
        const items = services.length ? services : [service || name];
        const markerSize = 22 * u;
        const indent = markerSize * 2.4;
        const itemW = boxW - indent;
        const itemMaxH = (H * 0.78) / items.length - 24 * u;
        const ls = items.map((s) =>
          text('services', 'item', s, heading, { maxSize: Math.min(84 * u, headMax * 0.62), maxH: itemMaxH, w: itemW, lh: 1.1, tracking: st.heading.tracking * 0.5, upper: st.heading.uppercase }),
        );
        // One size for every item so the list reads as a list.
        const size = Math.min(...ls.map((l) => l.fontSize));
        const uniform = items.map((s) =>
          text('services', 'item', s, heading, { maxSize: size, maxH: itemMaxH, w: itemW, lh: 1.1, tracking: st.heading.tracking * 0.5, upper: st.heading.uppercase, balance: false }),
        );
        stack.items.push(textItem(eb, 0, tb('eyebrow', eb, theme.textSoft, 0.05)));
        // Centre-aligned styles still list items flush-left inside a centred column; centred bullets read badly.
        const colW = Math.min(boxW, indent + Math.max(...uniform.map((l) => l.width)));
        const colX = align === 'left' ? boxX : boxX + (boxW - colW) / 2;
        uniform.forEach((l, i) => {
          stack.items.push({
            height: l.height,
            gapBefore: i === 0 ? 40 * u : 26 * u,
            place: (y) => [
              { type: 'text', role: 'item', layout: l, x: colX + indent, y, w: itemW, align: 'left', color: theme.text, delay: 0.25 + i * 0.28, marker: { index: i, size: markerSize } },
            ],
          });
        });
        blocks.push(...stackOut(stack));
        break;
      }
      case 'offer': {
        const padX = Math.max(48 * u, safe.w * 0.06);
        const padY = 44 * u;
        const innerW = boxW - padX * 2;
        const lb = text('offer', 'eyebrow', 'Специална оферта', body, { ...eyebrowOpts(innerW), maxSize: 38 * u });
        const hl = text('offer', 'hero', offer, hero, {
          maxSize: headMax * 1.1,
          maxH: H * 0.86 - padY * 2 - lb.height - 24 * u,
          w: innerW,
          upper: st.hero.uppercase,
          lh: st.heading.lineHeight + 0.04,
          tracking: st.heading.tracking,
        });
        const panelH = padY * 2 + lb.height + 24 * u + hl.height;
        const panelW = Math.min(boxW, padX * 2 + Math.max(hl.width, lb.width));
        const px = align === 'left' ? boxX : boxX + (boxW - panelW) / 2;
        const py = safe.y + (H - panelH) / 2;
        const ix = px + padX;
        blocks.push({ type: 'panel', rect: { x: px, y: py, w: panelW, h: panelH }, color: theme.accent, delay: 0, radius: st.id === 'warm' ? 36 * u : st.id === 'clean' ? 24 * u : 0 });
        blocks.push({ type: 'text', role: 'eyebrow', layout: lb, x: ix, y: py + padY, w: panelW - 2 * padX, align, color: theme.onAccent, delay: 0.2 });
        blocks.push({ type: 'text', role: 'hero', layout: hl, x: ix, y: py + padY + lb.height + 24 * u, w: panelW - 2 * padX, align, color: theme.onAccent, delay: 0.3 });
        break;
      }
      case 'cta': {
        const hl = text('cta', 'headline', cta, heading, { maxSize: headMax, maxH: H * 0.55, upper: st.heading.uppercase, tracking: st.heading.tracking, lh: st.heading.lineHeight });
        stack.items.push(textItem(hl, 0, tb('headline', hl, theme.text, 0.1)));
        if (location) {
          const pin = 44 * u;
          const loc = text('cta', 'body', location, body, { maxSize: 56 * u, maxH: H * 0.25, w: boxW - pin * 1.6, lh: 1.25, tracking: st.body.tracking });
          const rowW = pin * 1.6 + loc.width;
          const rx = align === 'left' ? boxX : boxX + (boxW - rowW) / 2;
          stack.items.push({
            height: Math.max(loc.height, pin),
            gapBefore: 48 * u,
            place: (y) => [
              { type: 'pin', x: rx + pin * 0.5, y: y + Math.min(loc.lineHeightPx, loc.height) / 2, size: pin, color: theme.textSoft, delay: 0.5 },
              { type: 'text', role: 'body', layout: loc, x: rx + pin * 1.6, y, w: loc.width, align: 'left', color: theme.text, delay: 0.55 },
            ],
          });
        }
        blocks.push(...stackOut(stack));
        break;
      }
      case 'end': {
        const logoH = input.hasLogo ? Math.max(LOGO_MIN * Math.min(frame.width, frame.height), Math.min(190 * u, H * 0.22)) : 0;
        if (logoH) {
          const lw = logoH * (input.logoAspect ?? 1);
          const lx = align === 'left' ? boxX : boxX + (boxW - lw) / 2;
          stack.items.push({ height: logoH, gapBefore: 0, place: (y) => [{ type: 'logo', rect: { x: lx, y, w: lw, h: logoH }, delay: 0 }] });
        }
        const hl = text('end', 'headline', name, heading, { maxSize: headMax * 1.1, maxH: H * 0.42, upper: st.heading.uppercase, tracking: st.heading.tracking, lh: st.heading.lineHeight });
        stack.items.push(textItem(hl, logoH ? 40 * u : 0, tb('headline', hl, theme.text, 0.1)));
        const ruleW = Math.min(boxW * 0.3, 220 * u);
        stack.items.push({
          height: 6 * u,
          gapBefore: 36 * u,
          place: (y) => [{ type: 'rule', rect: { x: align === 'left' ? boxX : boxX + (boxW - ruleW) / 2, y, w: ruleW, h: 6 * u }, color: theme.accent, delay: 0.35 }],
        });
        const tag = [service, location].filter(Boolean).join(' · ');
        if (tag) {
          const t = text('end', 'body', tag, body, { maxSize: 46 * u, maxH: H * 0.2, lh: 1.25, tracking: st.body.tracking });
          stack.items.push(textItem(t, 32 * u, tb('body', t, theme.text, 0.45)));
        }
        const c = text('end', 'eyebrow', cta, body, eyebrowOpts());
        stack.items.push(textItem(c, 26 * u, tb('eyebrow', c, theme.textSoft, 0.6)));
        blocks.push(...stackOut(stack));
        break;
      }
    }
    return { ...sc, blocks };
  });
  return { scenes, issues, layouts };
}
