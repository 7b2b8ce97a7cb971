import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, ImageData, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import type { AspectRatio, SceneVisual } from '@reklamo/contract';
import sharp from 'sharp';
import { contrastRatio, parseHex, relativeLuminance, WCAG_AA } from '../../color/contrast.ts';
import type { ComposedScene, Frame, Rect } from '../../scenes/compose.ts';
import type { Theme } from '../../styles/theme.ts';
import { drawVisualLayer, shotAt, type Drawable, type PictureTrack, type Scrim } from '../draw.ts';
import { occupied, placeIllustration, textRects, union } from '../layout.ts';
import { planShots, shotIcons } from '../plan.ts';
import { probe } from '../../node/probe.ts';
import { ClipReader } from './clip-reader.ts';
import { analyseClip, bestWindowStart } from './clip-window.ts';
import { iconBitmap, warmIcons } from './emoji-library.ts';
import { sourcePictures, type ImageSettings, type ImageSource, type PictureCredit } from './image-source.ts';
import { openaiImageSource } from './openai-image-source.ts';
import { pexelsSource } from './pexels-source.ts';

export type MediaInput = { kind: 'photo' | 'clip'; path: string; id?: string; durationSec?: number };

export type PreparedPictures = {
  track: PictureTrack;
  /** Fills the clip canvases for the frame at `t`; call before drawing it. */
  beforeFrame(t: number): Promise<void>;
  close(): void;
  /** The worst text/background contrast the scrims were computed for, per scene with a scrim. */
  predictedContrast: number[];
  /** Who made the stock pictures the ad shows (empty without a stock source). */
  credits: PictureCredit[];
  /** Why the configured image source gave fewer pictures than asked; the scenes kept illustrations. */
  sourceFallback?: string;
  /** Which source's pictures the ad shows beside the customer's own, if any. */
  source?: string;
};

// A render decodes each photo once: libvips' operation cache would only hold memory for nothing.
sharp.cache(false);

/** Photos are prepared a little larger than the frame so the Ken Burns push-in never upsamples much. */
const OVERSCAN = 1.12;
const TRANSITION = 0.45;
/** Safety margin over WCAG AA for the scrim: anti-aliasing and the video encoder shift pixels a little. */
const SCRIM_TARGET = WCAG_AA * 1.08;

type Bins = Set<number>;

/** Colour bins of a picture (4 bits a channel), enough to bound the contrast against any of its pixels. */
function colourBins(data: Uint8Array | Buffer): Bins {
  const bins = new Set<number>();
  // Every pixel counts (one bright one under a letter is enough to fail), but 4096 bins keep it cheap.
  for (let i = 0; i < data.length; i += 4) bins.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
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
        const lm = 0.2126 * LIN[byte(r + (s.r - r) * a)]! + 0.7152 * LIN[byte(g + (s.g - g) * a)]! + 0.0722 * LIN[byte(bl + (s.b - bl) * a)]!;
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

/**
 * A photo cropped to the frame's aspect around its most interesting part, as a decoded image:
 * drawing an Image is about twice as fast per frame as drawing a canvas in @napi-rs/canvas
 * (measured at 1080p), so the pixels go through a quick lossless PNG once.
 */
export async function preparePhoto(path: string, width: number, height: number): Promise<{ canvas: Image; bins: Bins }> {
  const W = Math.round(width * OVERSCAN);
  const H = Math.round(height * OVERSCAN);
  const { data } = await sharp(path, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize(W, H, { fit: 'cover', position: sharp.strategy.attention })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Without an alpha channel the decoded image is opaque: Skia copies it instead of blending it,
  // about 15 % cheaper per frame at 1080p.
  const png = await sharp(data, { raw: { width: W, height: H, channels: 4 } }).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
  return { canvas: await loadImage(png), bins: colourBins(data) };
}

export type PrepareInput = {
  frame: Frame;
  fps: number;
  theme: Theme;
  scenes: ComposedScene[];
  visuals?: (SceneVisual | undefined)[];
  media: MediaInput[];
  briefTexts: string[];
  logo?: Image;
  ffmpegPath: string;
  /** Stock or generated pictures for ads without the customer's own (the deployment's IMAGE_PROVIDER). */
  images?: ImageSettings;
  /** The advertised service, for a generated picture's prompt. */
  service?: string;
  signal?: AbortSignal;
  /** The band reserved for captions (decision 052): illustrations keep out of it. */
  captionBand?: Rect | null;
};

/** The configured source, or none. Exported for tests that bring their own. */
export function imageSourceFor(s: ImageSettings | undefined): ImageSource | null {
  if (s?.provider === 'pexels' && s.pexels?.apiKey) return pexelsSource(s.pexels);
  if (s?.provider === 'openai' && s.openai) return openaiImageSource(s.openai);
  return null;
}

export async function preparePictures(input: PrepareInput): Promise<PreparedPictures> {
  const { frame, theme, scenes } = input;
  const { width: w, height: h } = frame;
  const short = Math.min(w, h);
  const planScenes = scenes.map((s, i) => ({ kind: s.kind, start: s.start, end: s.end, visual: input.visuals?.[i] }));

  // The customer's own media first; without any, the configured source; illustrations for the rest.
  const source = input.media.length ? null : imageSourceFor(input.images);
  let sourced: Awaited<ReturnType<typeof sourcePictures>> | undefined;
  let sourceDir: string | undefined;
  if (source) {
    sourceDir = await mkdtemp(join(tmpdir(), 'reklamo-stock-'));
    try {
      sourced = await sourcePictures({
        source,
        scenes: planScenes,
        briefTexts: input.briefTexts,
        service: input.service ?? '',
        width: w,
        height: h,
        dir: sourceDir,
        ffmpegPath: input.ffmpegPath,
        timeoutMs: input.images?.timeoutMs ?? 15_000,
        videos: input.images?.pexels?.videos ?? 'hook',
        perScene: source.id === 'openai' ? 1 : undefined,
        signal: input.signal,
      });
    } catch (err) {
      await rm(sourceDir, { recursive: true, force: true });
      throw err;
    }
  }
  const mediaIn: MediaInput[] = sourced ? sourced.media : input.media;
  const shots = planShots({
    scenes: planScenes,
    media: mediaIn.map((m) => ({ kind: m.kind, id: m.id })),
    briefTexts: input.briefTexts,
    transition: theme.style.transition,
    sceneMedia: sourced?.sceneMedia,
  });

  // Pictures: each photo once (sharp decodes, applies EXIF orientation, attention-crops to the
  // frame's aspect); each clip gets a canvas its decoded frames are put into.
  const media: (Canvas | Image | null)[] = [];
  const clipFrames: (ImageData | null)[] = mediaIn.map(() => null);
  const bins: (Bins | null)[] = [];
  for (const m of mediaIn) {
    if (m.kind === 'photo') {
      const p = await preparePhoto(m.path, w, h);
      media.push(p.canvas);
      bins.push(p.bins);
    } else {
      if (!m.durationSec) {
        const p = await probe(input.ffmpegPath, m.path);
        if (!p.video) throw new Error(`clip has no video stream: ${m.path}`);
        m.durationSec = p.durationSec;
      }
      media.push(createCanvas(w, h));
      // A clip is unknown ahead of time: assume its worst pixel (pure white or black).
      bins.push(new Set([0, 0xfff]));
    }
  }
  // Each clip plays its best-lit, steadiest stretch for as long as its shots need (else its start).
  for (const [mi, m] of input.media.entries()) {
    const clipShots = shots.filter((s) => s.kind === 'clip' && s.media === mi);
    if (m.kind !== 'clip' || !clipShots.length) continue;
    const need = clipShots.reduce((a, s) => a + (s.end - s.start), 0);
    if (!((m.durationSec ?? 0) > need + 0.2)) continue;
    const start = bestWindowStart(await analyseClip(input.ffmpegPath, m.path), m.durationSec!, need);
    for (const s of clipShots) s.clipOffset = (s.clipOffset ?? 0) + start;
  }

  const placements = shots.map((s) => (s.kind === 'illustration' ? placeIllustration(w, h, occupied(scenes[s.scene]!.blocks), Math.min(4, s.icons?.length ?? 0), input.captionBand) : null));
  const heroPx = Math.max(16, ...placements.map((p) => p?.hero.size ?? 0));
  const burstPx = Math.max(16, ...placements.flatMap((p) => p?.burst.map((b) => b.size) ?? []));
  const icons = new Map<string, Canvas>();
  const names = shotIcons(shots);
  warmIcons(names);
  for (const n of names) {
    // Rasterised a little over the largest size so the pop-in overshoot stays sharp.
    const hero = await iconBitmap(n, heroPx * 1.1);
    const burst = await iconBitmap(n, burstPx * 1.1);
    if (hero) icons.set(`${n}@hero`, hero);
    if (burst) icons.set(`${n}@burst`, burst);
  }

  // Scrims: a panel behind the text of every scene that has a picture under it at any time
  // (including the outgoing picture of a transition into the scene).
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
    scrims.push({ rect, color: darkest, alpha: Math.max(alpha, 0.3), radius: theme.style.id === 'bold' || theme.style.id === 'neon' ? 0 : short * 0.025 });
    predicted.push(ratio);
  });

  let cornerLogo: PictureTrack['cornerLogo'];
  const logo = input.logo;
  if (logo && frame.aspect !== '9:16' && theme.style.id !== 'luxe' && theme.style.id !== 'editorial') {
    const lh = Math.min(short * 0.075, frame.safe.y * 0.72);
    const lw = (lh * logo.width) / Math.max(1, logo.height);
    const rect = { x: w - frame.safe.x * 0.5 - lw, y: (frame.safe.y - lh) / 2, w: lw, h: lh };
    cornerLogo = { image: logo as unknown as Drawable, rect, scenes: scenes.map((s) => !s.blocks.some((b) => b.type === 'logo')) };
  }

  // napi-rs canvases implement the standard drawable; the casts are the Node/browser seam.
  const track: PictureTrack = { width: w, height: h, shots, clipFrames: clipFrames as unknown as (globalThis.ImageData | null)[], media: media as unknown as (Drawable | null)[], icons: icons as unknown as Map<string, Drawable>, placements, scrims, cornerLogo, transitionSec: TRANSITION };

  // Clip readers, one per clip shot, opened when first needed and closed when their shot is over.
  const readers = new Map<number, ClipReader>();
  const reader = (k: number) => {
    let r = readers.get(k);
    if (!r) {
      const s = shots[k]!;
      const m = mediaIn[s.media!]!;
      const dur = m.durationSec ?? 0;
      const off = dur > 0 ? (s.clipOffset ?? 0) % Math.max(0.5, dur) : 0;
      r = new ClipReader(input.ffmpegPath, m.path, w, h, input.fps, off);
      readers.set(k, r);
    }
    return r;
  };
  const beforeFrame = async (t: number) => {
    const i = shotAt(track, t);
    const active = [i];
    if (i > 0 && t - shots[i]!.start < TRANSITION) active.push(i - 1);
    for (const k of active) {
      const s = shots[k]!;
      if (s.kind !== 'clip' || s.media === undefined) continue;
      const f = Math.max(0, Math.round((Math.min(t, s.end) - s.start) * input.fps));
      const buf = await reader(k).frameAt(f);
      if (!buf) continue;
      // One ImageData per clip, refilled in place: a fresh 8 MB one per frame made V8 collect garbage far more often.
      const frame = (clipFrames[s.media] ??= new ImageData(w, h));
      frame.data.set(buf);
      // Outside transitions the frame is put straight onto the output; only a transition draws
      // the clip through its canvas (with a transform), which costs a canvas-to-canvas copy.
      if (active.length > 1) (media[s.media] as Canvas).getContext('2d').putImageData(frame, 0, 0);
    }
    for (const [k, r] of readers) {
      if (k < i - 1) {
        r.close();
        readers.delete(k);
      }
    }
  };
  return {
    track,
    beforeFrame,
    close: () => {
      for (const r of readers.values()) r.close();
      readers.clear();
      if (sourceDir) void rm(sourceDir, { recursive: true, force: true });
    },
    predictedContrast: predicted,
    credits: sourced?.credits ?? [],
    sourceFallback: sourced?.fallback,
    source: sourced?.media.length ? source!.id : undefined,
  };
}

function clampRect(r: Rect, w: number, h: number): Rect {
  const x = Math.max(0, r.x);
  const y = Math.max(0, r.y);
  return { x, y, w: Math.min(w, r.x + r.w) - x, h: Math.min(h, r.y + r.h) - y };
}

/** Re-exported for the render loop's own measurement on sampled frames. */
export { drawVisualLayer };
