import type { AspectRatio, BusinessDetails } from '@reklamo/contract';
import { checkLayout, fitText, type FontSpec, type TextLayout, type TextMeasurer } from '../layout/fit-text.ts';
import { fontFamily } from '../styles/styles.ts';
import type { Theme } from '../styles/theme.ts';
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

/** Collapses white space, but keeps a non-breaking space (a price's "20\u00a0€" stays whole). */
const clean = (s: string) => s.replace(/[^\S\u00a0]+/g, ' ').trim();
// "С баланс 40 €" continues the offer's headline: "Смяна на 4 гуми с баланс 40 €". An acronym stays as it is.
const lowerFirst = (s: string) => (/^\p{Lu}(?:\p{Ll}|\s)/u.test(s) ? s[0]!.toLocaleLowerCase('bg-BG') + s.slice(1) : s);

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
  /**
   * Per scene: an illustration is its picture. Its text then leaves the illustration room for at
   * least a quarter of the frame: the left half of a wide frame, the top of a tall or square one.
   */
  pictureRoom?: boolean[];
};

/** A phone number as the owner typed it (the call's sub-line shows the brain's formatting). */
const PHONE_RE = /(?:\+359|00359|0)(?:[\s-]?\d){8,9}/;

/**
 * Lays out every scene once (text is static; only its animation changes per frame), checking each
 * block fits its box so the per-frame code never has to wrap or measure.
 */
export function composeScenes(input: ComposeInput): {
  scenes: ComposedScene[];
  issues: LayoutIssue[];
  layouts: TextLayout[];
} {
  const { ctx, frame, theme, fonts, details } = input;
  const st = theme.style;
  const safe = frame.safe;
  const u = Math.min(frame.width, frame.height) / 1080;
  const portrait = frame.height > frame.width * 1.2;
  const wide = frame.width > frame.height * 1.4;
  const align = st.align;
  // Left-aligned styles keep a ragged right edge, so their boxes are narrower for a better measure.
  const fullW = align === 'left' && wide ? safe.w * 0.82 : safe.w;
  const fullX = align === 'left' ? safe.x : safe.x + (safe.w - fullW) / 2;
  // Set per scene: a wide frame's text keeps to its left half when an illustration is the picture.
  let boxW = fullW;
  let boxX = fullX;
  // A scene with an illustration, not wide: its text sits at the bottom with less height, the picture above.
  let low = false;
  const issues: LayoutIssue[] = [];
  const layouts: TextLayout[] = [];

  const heading: FontSpec = {
    family: fonts.heading,
    weight: st.heading.weight,
    style: st.heading.italic ? 'italic' : 'normal',
  };
  const body: FontSpec = { family: fonts.body, weight: st.body.weight };
  const hero: FontSpec = { family: fonts.hero, weight: st.hero.weight, style: st.hero.italic ? 'italic' : 'normal' };
  const headMax = (wide ? 150 : portrait ? 132 : 128) * u;

  const text = (
    scene: string,
    role: TextBlock['role'],
    value: string,
    spec: FontSpec,
    o: {
      maxSize: number;
      maxH: number;
      w?: number;
      upper?: boolean;
      tracking?: number;
      lh?: number;
      color?: string;
      maxLines?: number;
      balance?: boolean;
    },
  ) => {
    const w = o.w ?? boxW;
    const layout = fitText(
      ctx,
      value,
      { width: w, height: o.maxH },
      {
        ...spec,
        maxSize: o.maxSize,
        minSize: o.maxSize * 0.35,
        lineHeight: o.lh ?? 1.15,
        uppercase: o.upper,
        tracking: o.tracking,
        maxLines: o.maxLines,
        balance: o.balance ?? true,
      },
    );
    const check = checkLayout(layout);
    if (!check.fits) issues.push({ scene, role, reason: check.reason ?? 'does not fit' });
    layouts.push(layout);
    return layout;
  };
  /** A line the scene can do without (the end card's offer): left out when it does not fit. */
  const optionalText = (...args: Parameters<typeof text>): TextLayout | null => {
    const before = issues.length;
    const layout = text(...args);
    if (issues.length === before) return layout;
    issues.length = before;
    layouts.pop();
    return null;
  };

  const tb =
    (role: TextBlock['role'], layout: TextLayout, color: string, delay: number, x = boxX, w = boxW) =>
    (y: number): Block[] => [{ type: 'text', role, layout, x, y, w, align, color, delay }];

  const eyebrowOpts = (maxW = boxW) => ({
    maxSize: 40 * u,
    maxH: 110 * u,
    w: maxW,
    upper: true,
    tracking: 0.14,
    lh: 1.2,
    maxLines: 2,
  });
  // A square frame's text fills its width, so a picture has room only above or below it: the text
  // sits low, and the free band above it takes the illustration (a portrait frame has room above
  // the centred text already, a wide one beside it).
  const square = !portrait && !wide;
  const stackOut = (stack: Stack, top = safe.y, height = safe.h): Block[] => {
    // Text under a picture keeps its lines a little closer, leaving the picture the room.
    const gap = low ? 0.6 : 1;
    const total = stack.items.reduce((a, it) => a + it.gapBefore * gap + it.height, 0);
    let y = top + Math.max(0, height - total) * (low ? 1 : square ? 0.75 : 0.5);
    const out: Block[] = [];
    for (const it of stack.items) {
      y += it.gapBefore * gap;
      out.push(...it.place(y));
      y += it.height;
    }
    return out;
  };
  const textItem = (layout: TextLayout, gapBefore: number, place: (y: number) => Block[]) => ({
    height: layout.height,
    gapBefore,
    place,
  });

  const name = clean(details.BusinessName);
  const headlineOpts = (maxSize: number, maxH: number) => ({
    maxSize,
    maxH,
    upper: st.heading.uppercase,
    tracking: st.heading.tracking,
    lh: st.heading.lineHeight,
  });
  const subOpts = (maxH: number) => ({ maxSize: 56 * u, maxH, lh: 1.25, tracking: st.body.tracking });
  const logoItem = (logoH: number, gapBefore = 0) => {
    const lw = logoH * (input.logoAspect ?? 1);
    const lx = align === 'left' ? boxX : boxX + (boxW - lw) / 2;
    return {
      height: logoH,
      gapBefore,
      place: (y: number): Block[] => [{ type: 'logo', rect: { x: lx, y, w: lw, h: logoH }, delay: 0 }],
    };
  };
  const ruleItem = (h: number, gapBefore: number, delay: number) => {
    const ruleW = Math.min(boxW * 0.3, 220 * u);
    return {
      height: h,
      gapBefore,
      place: (y: number): Block[] => [
        {
          type: 'rule',
          rect: { x: align === 'left' ? boxX : boxX + (boxW - ruleW) / 2, y, w: ruleW, h },
          color: theme.accent,
          delay,
        },
      ],
    };
  };

  // Each scene shows what its storyboard scene says: the headline (at most six words) and a sub-line.
  const offerScene = input.scenes.find((s) => s.kind === 'offer');
  // (A sub-line that is a clause of its own, "Огледът е безплатен", follows a comma on the end card; one that
  // continues the headline, "С баланс 40 €", follows it as typed.)
  const offerSub = clean(offerScene?.sub ?? '');
  // (…but a sub-line with a price of its own after a headline that ends on one is a second part: "Вход 5,11 €, за
  // 7,67 € можете и да разходите алпака", never "Вход 5,11 € за 7,67 €".)
  // ("От 20 € в града, 0,60 € на км извън София": and so is a sub-line that opens on its own price after a priced headline.)
  const secondPrice =
    (/\d\s?€$/u.test(offerScene?.headline ?? '') && /\d\s?€/u.test(offerSub)) ||
    (/\d\s?€/u.test(offerScene?.headline ?? '') && /^\d[\d\s.,]*\s?€/u.test(offerSub));
  const continues =
    !secondPrice && /^(?:с|със|за|на|в|във|от|до|и|или|при|по|без|над|под|\d)(?![\p{L}])/iu.test(offerSub);
  const offerLine = offerScene
    ? clean(`${offerScene.headline}${offerSub && !continues ? ',' : ''} ${lowerFirst(offerSub)}`)
    : clean(details.Offer ?? '');
  const ctaSub = clean(input.scenes.find((s) => s.kind === 'cta')?.sub ?? '');
  const phone =
    PHONE_RE.test(ctaSub) && !/\p{L}{3}/u.test(ctaSub)
      ? ctaSub
      : (PHONE_RE.exec([details.CTA, details.BusinessDescription, details.Offer].join(' '))?.[0] ?? '');
  const scenes = input.scenes.map((sc, si): ComposedScene => {
    const room = input.pictureRoom?.[si] === true;
    boxW = room && wide ? safe.w * 0.42 : fullW;
    boxX = room && wide ? safe.x : fullX;
    low = room && !wide;
    // How much of the text area a scene's text may take: less when the picture needs the rest.
    const share = (free: number, tight: number) => (low ? tight : free);
    const H = safe.h;
    const blocks: Block[] = [];
    const stack: Stack = { items: [] };
    const id = sc.id;
    const head = clean(sc.headline) || name || ' ';
    const subText = clean(sc.sub ?? '');
    switch (sc.kind) {
      case 'intro':
      case 'end': {
        const end = sc.kind === 'end';
        const logoH = input.hasLogo
          ? Math.max(
              LOGO_MIN * Math.min(frame.width, frame.height),
              Math.min((end ? 190 : 150) * u, H * (end ? 0.22 : 0.16)),
            )
          : 0;
        if (logoH) stack.items.push(logoItem(logoH));
        const hl = text(
          id,
          'headline',
          head,
          heading,
          headlineOpts(headMax * (end ? 1.1 : 1.15), H * share(input.hasLogo ? 0.38 : 0.46, end ? 0.13 : 0.2)),
        );
        stack.items.push(textItem(hl, logoH ? 40 * u : 0, tb('headline', hl, theme.text, 0.1)));
        stack.items.push(ruleItem((end ? 6 : 8) * u, 34 * u, 0.4));
        // The last frame says who, what they offer and how to reach them: the name, the offer, the phone.
        const endOffer = end ? offerLine : '';
        const endPhone = end ? phone : '';
        const offerText = endOffer
          ? optionalText(id, 'body', endOffer, body, { ...subOpts(H * share(0.2, 0.1)), maxSize: 50 * u })
          : null;
        if (offerText) stack.items.push(textItem(offerText, 30 * u, tb('body', offerText, theme.text, 0.45)));
        if (endPhone) {
          const t = text(id, 'item', endPhone, hero, {
            maxSize: 92 * u,
            maxH: H * share(0.16, 0.08),
            upper: false,
            lh: 1.1,
            tracking: 0.02,
            maxLines: 1,
          });
          stack.items.push(textItem(t, 26 * u, tb('item', t, theme.accent, 0.6)));
        }
        if (subText && !endPhone) {
          const t = text(id, 'body', subText, body, { ...subOpts(H * share(0.22, 0.1)), maxSize: (end ? 46 : 60) * u });
          stack.items.push(textItem(t, 30 * u, tb('body', t, theme.text, 0.55)));
        }
        // With the phone on the card, what they do and where ("Шах за деца · Плевен") still goes under the
        // name, when the card has room for it.
        const tagText =
          end && endPhone && subText && !subText.includes(endPhone)
            ? optionalText(id, 'body', subText, body, { ...subOpts(H * share(0.1, 0.06)), maxSize: 40 * u })
            : null;
        const stacked = stack.items.reduce((a, it) => a + it.gapBefore + it.height, 0);
        if (tagText && stacked + 18 * u + tagText.height <= H)
          stack.items.splice(
            stack.items.length - (offerText ? 2 : 1),
            0,
            textItem(tagText, 18 * u, tb('body', tagText, theme.text, 0.5)),
          );
        blocks.push(...stackOut(stack));
        break;
      }
      case 'offer': {
        const padX = Math.max(48 * u, safe.w * 0.06);
        const padY = 44 * u;
        const innerW = boxW - padX * 2;
        const lb = text(id, 'eyebrow', 'Специална оферта', body, { ...eyebrowOpts(innerW), maxSize: 38 * u });
        const sub = subText
          ? text(id, 'body', subText, body, {
              maxSize: 50 * u,
              maxH: H * share(0.2, 0.1),
              w: innerW,
              lh: 1.2,
              tracking: st.body.tracking,
            })
          : null;
        const subH = sub ? sub.height + 22 * u : 0;
        const hl = text(id, 'hero', head, hero, {
          maxSize: headMax * 1.1,
          maxH: H * share(0.86, portrait ? 0.32 : 0.4) - padY * 2 - lb.height - 24 * u - subH,
          w: innerW,
          upper: st.hero.uppercase,
          lh: st.heading.lineHeight + 0.04,
          tracking: st.heading.tracking,
        });
        const panelH = padY * 2 + lb.height + 24 * u + hl.height + subH;
        const panelW = Math.min(boxW, padX * 2 + Math.max(hl.width, lb.width, sub?.width ?? 0));
        const px = align === 'left' ? boxX : boxX + (boxW - panelW) / 2;
        const py = safe.y + (H - panelH) * (low ? 1 : 0.5);
        const ix = px + padX;
        const iw = panelW - 2 * padX;
        blocks.push({
          type: 'panel',
          rect: { x: px, y: py, w: panelW, h: panelH },
          color: theme.accent,
          delay: 0,
          radius: st.id === 'warm' ? 36 * u : st.id === 'clean' ? 24 * u : 0,
        });
        blocks.push({
          type: 'text',
          role: 'eyebrow',
          layout: lb,
          x: ix,
          y: py + padY,
          w: iw,
          align,
          color: theme.onAccent,
          delay: 0.2,
        });
        blocks.push({
          type: 'text',
          role: 'hero',
          layout: hl,
          x: ix,
          y: py + padY + lb.height + 24 * u,
          w: iw,
          align,
          color: theme.onAccent,
          delay: 0.3,
        });
        if (sub)
          blocks.push({
            type: 'text',
            role: 'body',
            layout: sub,
            x: ix,
            y: py + padY + lb.height + 24 * u + hl.height + 22 * u,
            w: iw,
            align,
            color: theme.onAccent,
            delay: 0.6,
          });
        break;
      }
      case 'cta': {
        const hl = text(id, 'headline', head, heading, headlineOpts(headMax, H * share(0.55, 0.22)));
        stack.items.push(textItem(hl, 0, tb('headline', hl, theme.text, 0.1)));
        if (subText) {
          // A place gets a map pin; a phone number stands on its own.
          const pin = /\d{3}/.test(subText) && !/\p{L}{3}/u.test(subText) ? 0 : 44 * u;
          const loc = text(id, 'body', subText, body, {
            ...subOpts(H * share(0.25, 0.1)),
            maxSize: pin ? 56 * u : 80 * u,
            w: boxW - pin * 1.6,
          });
          const rowW = pin * 1.6 + loc.width;
          const rx = align === 'left' ? boxX : boxX + (boxW - rowW) / 2;
          stack.items.push({
            height: Math.max(loc.height, pin),
            gapBefore: 48 * u,
            place: (y) => [
              ...(pin
                ? [
                    {
                      type: 'pin' as const,
                      x: rx + pin * 0.5,
                      y: y + Math.min(loc.lineHeightPx, loc.height) / 2,
                      size: pin,
                      color: theme.textSoft,
                      delay: 0.5,
                    },
                  ]
                : []),
              {
                type: 'text',
                role: 'body',
                layout: loc,
                x: rx + pin * 1.6,
                y,
                w: loc.width,
                align: 'left',
                color: theme.text,
                delay: 0.55,
              },
            ],
          });
        }
        blocks.push(...stackOut(stack));
        break;
      }
      case 'hook':
      case 'problem':
      case 'service':
      case 'proof': {
        // The brand small above the hook (seen in the first seconds), then the headline.
        if (sc.kind === 'hook' && name && name.toLocaleLowerCase('bg-BG') !== head.toLocaleLowerCase('bg-BG')) {
          const eb = text(id, 'eyebrow', name, body, eyebrowOpts(boxW));
          stack.items.push(textItem(eb, 0, tb('eyebrow', eb, theme.textSoft, 0.05)));
        }
        const hl = text(
          id,
          'headline',
          head,
          heading,
          headlineOpts(
            headMax * (sc.kind === 'hook' ? 1.05 : 0.95),
            H * share(subText ? 0.5 : 0.62, subText ? 0.2 : 0.26),
          ),
        );
        stack.items.push(textItem(hl, stack.items.length ? 28 * u : 0, tb('headline', hl, theme.text, 0.2)));
        if (subText) {
          const t = text(id, 'body', subText, body, subOpts(H * share(0.22, 0.1)));
          stack.items.push(textItem(t, 30 * u, tb('body', t, theme.text, 0.55)));
        }
        blocks.push(...stackOut(stack));
        break;
      }
    }
    return { ...sc, blocks };
  });
  return { scenes, issues, layouts };
}
