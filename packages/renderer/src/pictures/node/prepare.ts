import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, ImageData, type Canvas, type Image } from '@napi-rs/canvas';
import type { SceneVisual } from '@reklamo/contract';
import sharp from 'sharp';
import type { ComposedScene, Frame, Rect } from '@reklamo/scene/scenes/compose.ts';
import type { Theme } from '@reklamo/scene/styles/theme.ts';
import { drawVisualLayer, shotAt, type Drawable, type PictureTrack } from '@reklamo/scene/pictures/draw.ts';
import {
  CLIP_BINS,
  colourBins,
  cornerLogoFor,
  OVERSCAN,
  planPictures,
  scrimsFor,
  TRANSITION,
  type Bins,
} from '@reklamo/scene/pictures/track.ts';
import type { RenderMedia } from '../../node/media.ts';
import { STOCK_WORK_PREFIX } from '../../node/work-dirs.ts';
import { ClipReader } from './clip-reader.ts';
import { analyseClip, bestWindowStart, type ClipSample } from './clip-window.ts';
import { iconBitmap, warmIcons } from './emoji-library.ts';
import { sourcePictures, type ImageSettings, type PictureCredit } from './image-source.ts';

export type MediaInput = {
  kind: 'photo' | 'clip';
  path: string;
  id?: string;
  durationSec?: number;
  /** A clip's analysis (clip-window.ts analyseClip) made when it was uploaded; measured here when absent. */
  samples?: ClipSample[];
};

export type PreparedPictures = {
  track: PictureTrack;
  /**
   * Fills the clip canvases for the frame at `t`; call before drawing it. With `clipUnder` (the
   * render puts the frame's clips under it itself) it returns their frames as I420 instead, by shot.
   */
  beforeFrame(t: number, clipUnder?: boolean): Promise<Map<number, Buffer>>;
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

/**
 * A photo cropped to the frame's aspect around its most interesting part, as a canvas for the
 * frames the canvas draws it in. Those are few: the render puts a photo under its frames itself
 * (node/yuv/i420.ts) and the canvas draws it only in the poster and in transitions to or from an
 * illustration. An Image (through a PNG) draws about twice as fast, but making it cost ~60-100 ms a
 * photo, more than those frames ever save.
 */
export async function preparePhoto(
  path: string,
  width: number,
  height: number,
): Promise<{ canvas: Canvas; bins: Bins; rgba: Buffer; width: number; height: number }> {
  const { data, W, H } = await cropPhoto(path, width, height);
  const canvas = createCanvas(W, H);
  canvas
    .getContext('2d')
    .putImageData(new ImageData(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), W, H), 0, 0);
  return { canvas, bins: colourBins(data), rgba: data, width: W, height: H };
}

/**
 * The crop every render and preview of a photo starts from: EXIF-rotated, cut to the frame's
 * aspect around its most interesting part (sharp's attention strategy), OVERSCAN larger than the
 * frame, as raw RGBA. The preview gets the same pixels from the media crop route.
 */
export async function cropPhoto(
  path: string | Buffer,
  width: number,
  height: number,
): Promise<{ data: Buffer; W: number; H: number }> {
  const W = Math.round(width * OVERSCAN);
  const H = Math.round(height * OVERSCAN);
  const { data } = await sharp(path, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize(W, H, { fit: 'cover', position: sharp.strategy.attention })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, W, H };
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
  /** The render's media: its picture source for `images`, and the probe of a clip. */
  sources: Pick<RenderMedia, 'pictureSource' | 'probe'>;
  /** The advertised service, for a generated picture's prompt. */
  service?: string;
  signal?: AbortSignal;
  /** The band reserved for captions (decision 052): illustrations keep out of it. */
  captionBand?: Rect | null;
  /** Called once with each photo's prepared pixels (RGBA, OVERSCAN × the frame) and its index in the track's media. */
  keepPhoto?: (media: number, rgba: Buffer, width: number, height: number) => void;
  /** Clips are decoded to I420 and made RGBA with this only for the frames the canvas draws them in. */
  clipToRgba?: (i420: Buffer, rgba: Uint8ClampedArray) => void;
};

export async function preparePictures(input: PrepareInput): Promise<PreparedPictures> {
  const { frame, theme, scenes } = input;
  const { width: w, height: h } = frame;

  // The customer's own media first; without any, the configured source; illustrations for the rest.
  const source = input.media.length ? null : input.sources.pictureSource(input.images);
  let sourced: Awaited<ReturnType<typeof sourcePictures>> | undefined;
  let sourceDir: string | undefined;
  if (source) {
    sourceDir = await mkdtemp(join(tmpdir(), STOCK_WORK_PREFIX));
    try {
      sourced = await sourcePictures({
        source,
        scenes: scenes.map((s, i) => ({ kind: s.kind, start: s.start, end: s.end, visual: input.visuals?.[i] })),
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
  const plan = planPictures({
    frame,
    theme,
    scenes,
    visuals: input.visuals,
    media: mediaIn,
    briefTexts: input.briefTexts,
    sceneMedia: sourced?.sceneMedia,
    captionBand: input.captionBand,
  });
  const { shots, placements } = plan;

  // Pictures: each photo once (sharp decodes, applies EXIF orientation, attention-crops to the
  // frame's aspect); each clip gets a canvas its decoded frames are put into.
  const media: (Canvas | null)[] = [];
  const clipFrames: (ImageData | null)[] = mediaIn.map(() => null);
  const bins: (Bins | null)[] = [];
  for (const m of mediaIn) {
    if (m.kind === 'photo') {
      const p = await preparePhoto(m.path, w, h);
      input.keepPhoto?.(media.length, p.rgba, p.width, p.height);
      media.push(p.canvas);
      bins.push(p.bins);
    } else {
      if (!m.durationSec) {
        const p = await input.sources.probe(m.path);
        if (!p.video) throw new Error(`clip has no video stream: ${m.path}`);
        m.durationSec = p.durationSec;
      }
      media.push(createCanvas(w, h));
      // A clip is unknown ahead of time: assume its worst pixel (pure white or black).
      bins.push(CLIP_BINS);
    }
  }
  // Each clip plays its best-lit, steadiest stretch for as long as its shots need (else its start).
  for (const [mi, m] of mediaIn.entries()) {
    const clipShots = shots.filter((s) => s.kind === 'clip' && s.media === mi);
    if (m.kind !== 'clip' || !clipShots.length) continue;
    const need = clipShots.reduce((a, s) => a + (s.end - s.start), 0);
    if (!((m.durationSec ?? 0) > need + 0.2)) continue;
    const start = bestWindowStart(m.samples ?? (await analyseClip(input.ffmpegPath, m.path)), m.durationSec!, need);
    for (const s of clipShots) s.clipOffset = (s.clipOffset ?? 0) + start;
  }

  const icons = new Map<string, Canvas>();
  warmIcons(plan.icons);
  for (const n of plan.icons) {
    const hero = await iconBitmap(n, plan.heroPx);
    const burst = await iconBitmap(n, plan.burstPx);
    if (hero) icons.set(`${n}@hero`, hero);
    if (burst) icons.set(`${n}@burst`, burst);
  }

  const { scrims, predicted } = scrimsFor(frame, theme, scenes, shots, bins);
  const cornerLogo = cornerLogoFor(frame, theme, scenes, input.logo as unknown as Drawable | undefined);

  // napi-rs canvases implement the standard drawable; the casts are the Node/browser seam.
  const track: PictureTrack = {
    width: w,
    height: h,
    shots,
    clipFrames: clipFrames as unknown as (globalThis.ImageData | null)[],
    media: media as unknown as (Drawable | null)[],
    icons: icons as unknown as Map<string, Drawable>,
    placements,
    scrims,
    cornerLogo,
    transitionSec: TRANSITION,
  };

  // Clip readers, one per clip shot, opened when first needed and closed when their shot is over.
  const readers = new Map<number, ClipReader>();
  const reader = (k: number) => {
    let r = readers.get(k);
    if (!r) {
      const s = shots[k]!;
      const m = mediaIn[s.media!]!;
      const dur = m.durationSec ?? 0;
      const off = dur > 0 ? (s.clipOffset ?? 0) % Math.max(0.5, dur) : 0;
      r = new ClipReader(input.ffmpegPath, m.path, w, h, input.fps, off, input.clipToRgba ? 'yuv420p' : 'rgba');
      readers.set(k, r);
    }
    return r;
  };
  const beforeFrame = async (t: number, clipUnder = false) => {
    const i = shotAt(track, t);
    const active = [i];
    if (i > 0 && t - shots[i]!.start < TRANSITION) active.push(i - 1);
    const under = new Map<number, Buffer>();
    for (const k of active) {
      const s = shots[k]!;
      if (s.kind !== 'clip' || s.media === undefined) continue;
      const f = Math.max(0, Math.round((Math.min(t, s.end) - s.start) * input.fps));
      const buf = await reader(k).frameAt(f);
      if (!buf) continue;
      if (clipUnder && input.clipToRgba) {
        under.set(k, buf);
        continue;
      }
      // One ImageData per clip, refilled in place: a fresh 8 MB one per frame made V8 collect garbage far more often.
      const frame = (clipFrames[s.media] ??= new ImageData(w, h));
      if (input.clipToRgba) input.clipToRgba(buf, frame.data);
      else frame.data.set(buf);
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
    return under;
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

/** Re-exported for the render loop's own measurement on sampled frames. */
export { drawVisualLayer };
