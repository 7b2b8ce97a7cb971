/**
 * The environment-free half of preparing pictures: which shot shows what, where illustrations go,
 * how strong each text panel must be, and where the corner logo sits. The server
 * (pictures/node/prepare.ts) and the browser preview (pictures/browser.ts) both build their track
 * with these, so the preview's pictures, panels and timing are the MP4's.
 */
import type { SceneVisual } from '@reklamo/contract';
import { contrastRatio, parseHex, relativeLuminance, WCAG_AA } from '../color/contrast.ts';
import type { ComposedScene, Frame, Rect } from '../scenes/compose.ts';
import type { Theme } from '../styles/theme.ts';
import type { Drawable, PictureTrack, Scrim } from './draw.ts';
import { occupied, placeIllustration, textRects, union, type Placement } from './layout.ts';
import { planShots, shotIcons, type Shot } from './plan.ts';

/** Photos are prepared a little larger than the frame so the Ken Burns push-in never upsamples much. */
export const OVERSCAN = 1.12;
export const TRANSITION = 0.45;
/** Safety margin over WCAG AA for the scrim: anti-aliasing and the video encoder shift pixels a little. */
const SCRIM_TARGET = WCAG_AA * 1.08;

export type Bins = Set<number>;
/** What a clip's worst pixel may be (pure white or black): a clip is unknown ahead of time. */
export const CLIP_BINS: Bins = new Set([0, 0xfff]);

/** Colour bins of a picture (4 bits a channel), enough to bound the contrast against any of its pixels. */
export function colourBins(data: ArrayLike<number>): Bins {
  // Every pixel counts (one bright one under a letter is enough to fail), but 4096 bins keep it cheap;
  // a table marks them first (a Set per pixel cost ~50 ms a photo).
  const seen = new Uint8Array(4096);
  for (let i = 0; i < data.length; i += 4)
    seen[((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4)] = 1;
  const bins = new Set<number>();
  for (let b = 0; b < 4096; b++) if (seen[b]) bins.add(b);
  return bins;
}

/** sRGB channel value (0-255) to linear light, as WCAG's relative luminance computes it. */
const LIN = Array.from({ length: 256 }, (_, v) => {
  const x = v / 255;
  return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
});
const byte = (v: number) => Math.round(Math.min(255, Math.max(0, v)));

/**
 * The least scrim opacity for which every text colour clears the target over every bin's worst case.
 * The same maths as contrastRatio(text, toHex(mix)), on numbers: it runs for thousands of bins
 * times a dozen bisection steps per scene, and the string round trips were most of the prepare time.
 */
function scrimAlpha(bins: Bins, scrim: string, texts: string[]): { alpha: number; ratio: number } {
  const s = parseHex(scrim);
  const binList = [...bins];
  const worstRatio = (a: number) => {
    let worst = Infinity;
    for (const text of texts) {
      const lt = relativeLuminance(text);
      const lightText = contrastRatio(text, '#000000') > contrastRatio(text, '#FFFFFF');
      for (const b of binList) {
        // The bin's corner that is worst for this text: brightest for light text, darkest for dark.
        const q = (v: number) => (lightText ? (v << 4) | 15 : v << 4);
        const r = q(b >> 8);
        const g = q((b >> 4) & 15);
        const bl = q(b & 15);
        const lm =
          0.2126 * LIN[byte(r + (s.r - r) * a)]! +
          0.7152 * LIN[byte(g + (s.g - g) * a)]! +
          0.0722 * LIN[byte(bl + (s.b - bl) * a)]!;
        const ratio = (Math.max(lt, lm) + 0.05) / (Math.min(lt, lm) + 0.05);
        if (ratio < worst) worst = ratio;
      }
    }
    return worst;
  };
  if (worstRatio(0) >= SCRIM_TARGET) return { alpha: 0, ratio: worstRatio(0) };
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 12; k++) {
    const mid = (lo + hi) / 2;
    if (worstRatio(mid) >= SCRIM_TARGET) hi = mid;
    else lo = mid;
  }
  return { alpha: hi, ratio: worstRatio(hi) };
}

/** Everything below the scenes' content area (the caption band and the gap above it): illustrations keep out. */
export function captionKeepOut(
  contentSafe: { y: number; h: number } | undefined,
  width: number,
  height: number,
): Rect | null {
  if (!contentSafe) return null;
  const y = contentSafe.y + contentSafe.h;
  return { x: 0, y, w: width, h: height - y };
}

/** Where a 9:16 frame's illustrations may be: its full width, between the top 14 % and the bottom 20 % the platform's buttons use. */
export function illustrationArea(frame: Frame): Rect {
  const side = frame.width * 0.03;
  return { x: side, y: frame.safe.y, w: frame.width - 2 * side, h: frame.safe.h };
}

export type PicturePlanInput = {
  frame: Frame;
  theme: Theme;
  scenes: ComposedScene[];
  visuals?: (SceneVisual | undefined)[];
  media: { kind: 'photo' | 'clip'; id?: string }[];
  briefTexts: string[];
  /** Which of `media` each scene's shots show (a stock source's pictures, in script order). */
  sceneMedia?: (number[] | undefined)[];
  /** The band reserved for captions (decision 052): illustrations keep out of it. */
  captionBand?: Rect | null;
};

export type PicturePlan = {
  shots: Shot[];
  placements: (Placement | null)[];
  /** Every icon the shots show, and the pixel sizes to rasterise them at (a little over the largest, so the pop-in overshoot stays sharp). */
  icons: string[];
  heroPx: number;
  burstPx: number;
};

export function planPictures(input: PicturePlanInput): PicturePlan {
  const { frame, scenes } = input;
  const { width: w, height: h } = frame;
  const shots = planShots({
    scenes: scenes.map((s, i) => ({
      kind: s.kind,
      start: s.start,
      end: s.end,
      visual: input.visuals?.[i],
      text: [s.headline, s.sub ?? ''].join(' '),
    })),
    media: input.media.map((m) => ({ kind: m.kind, id: m.id })),
    briefTexts: input.briefTexts,
    transition: input.theme.style.transition,
    sceneMedia: input.sceneMedia,
  });
  // A 9:16 frame's top and bottom belong to the platform's buttons: illustrations keep out of them too.
  const area = frame.aspect === '9:16' ? illustrationArea(frame) : null;
  const placements = shots.map((s) =>
    s.kind === 'illustration'
      ? placeIllustration(
          w,
          h,
          occupied(scenes[s.scene]!.blocks),
          Math.min(4, s.icons?.length ?? 0),
          input.captionBand,
          area,
        )
      : null,
  );
  const heroPx = Math.max(16, ...placements.map((p) => p?.hero.size ?? 0)) * 1.1;
  const burstPx = Math.max(16, ...placements.flatMap((p) => p?.burst.map((b) => b.size) ?? [])) * 1.1;
  return { shots, placements, icons: shotIcons(shots), heroPx, burstPx };
}

/**
 * Scrims: a panel behind the text of every scene that has a picture under it at any time
 * (including the outgoing picture of a transition into the scene), as strong as the colours of
 * those pictures (`bins`, per media index) need.
 */
export function scrimsFor(
  frame: Frame,
  theme: Theme,
  scenes: ComposedScene[],
  shots: Shot[],
  bins: (Bins | null)[],
): { scrims: (Scrim | null)[]; predicted: number[] } {
  const { width: w, height: h } = frame;
  const short = Math.min(w, h);
  const scrims: (Scrim | null)[] = [];
  const predicted: number[] = [];
  const darkest = [...theme.bg].sort((a, b) => contrastRatio(theme.text, b) - contrastRatio(theme.text, a))[0]!;
  scenes.forEach((sc, si) => {
    const under = new Set<number>();
    shots.forEach((s, k) => {
      if (s.media === undefined || s.kind === 'illustration') return;
      if (s.start < sc.end && s.end > sc.start) under.add(s.media);
      const next = shots[k + 1];
      if (next && next.scene === si && next.start < s.end + TRANSITION) under.add(s.media);
    });
    const texts = textRects(sc.blocks).filter((r) => !r.onPanel);
    const box = union(texts.map((t) => t.rect));
    if (!under.size || !box) {
      scrims.push(null);
      return;
    }
    const all: Bins = new Set();
    for (const m of under) for (const b of bins[m] ?? []) all.add(b);
    const colours = [...new Set(texts.map((t) => t.color))];
    const { alpha, ratio } = scrimAlpha(all, darkest, colours);
    const em = Math.max(...texts.map((t) => t.fontSize));
    const padX = em * 0.55;
    const padY = em * 0.4;
    const rect: Rect = clampRect({ x: box.x - padX, y: box.y - padY, w: box.w + 2 * padX, h: box.h + 2 * padY }, w, h);
    // The panel fades into the style: near-opaque panels read as cards, lighter ones as a tint.
    scrims.push({
      rect,
      color: darkest,
      alpha: Math.max(alpha, 0.3),
      radius: theme.style.id === 'bold' || theme.style.id === 'neon' ? 0 : short * 0.025,
    });
    predicted.push(ratio);
  });
  return { scrims, predicted };
}

/** The small logo in the corner of scenes that do not show the big one (not on 9:16, luxe or editorial). */
export function cornerLogoFor(
  frame: Frame,
  theme: Theme,
  scenes: ComposedScene[],
  logo: Drawable | undefined,
): PictureTrack['cornerLogo'] {
  if (!logo || frame.aspect === '9:16' || theme.style.id === 'luxe' || theme.style.id === 'editorial') return undefined;
  const short = Math.min(frame.width, frame.height);
  const lh = Math.min(short * 0.075, frame.safe.y * 0.72);
  const lw = (lh * logo.width) / Math.max(1, logo.height);
  const rect = { x: frame.width - frame.safe.x * 0.5 - lw, y: (frame.safe.y - lh) / 2, w: lw, h: lh };
  return { image: logo, rect, scenes: scenes.map((s) => !s.blocks.some((b) => b.type === 'logo')) };
}

function clampRect(r: Rect, w: number, h: number): Rect {
  const x = Math.max(0, r.x);
  const y = Math.max(0, r.y);
  return { x, y, w: Math.min(w, r.x + r.w) - x, h: Math.min(h, r.y + r.h) - y };
}
