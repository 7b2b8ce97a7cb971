import { createCanvas, ImageData, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import type { AspectRatio, SceneVisual } from '@reklamo/contract';
import sharp from 'sharp';
import type { ComposedScene, Frame } from '../../scenes/compose.ts';
import type { Theme } from '../../styles/theme.ts';
import { drawVisualLayer, shotAt, type Drawable, type PictureTrack } from '../draw.ts';
import { CLIP_BINS, colourBins, cornerLogoFor, OVERSCAN, planPictures, scrimsFor, TRANSITION, type Bins } from '../track.ts';
import { probe } from '../../node/probe.ts';
import { ClipReader } from './clip-reader.ts';
import { iconBitmap, warmIcons } from './emoji-library.ts';

export type MediaInput = { kind: 'photo' | 'clip'; path: string; id?: string; durationSec?: number };

export type PreparedPictures = {
  track: PictureTrack;
  /** Fills the clip canvases for the frame at `t`; call before drawing it. */
  beforeFrame(t: number): Promise<void>;
  close(): void;
  /** The worst text/background contrast the scrims were computed for, per scene with a scrim. */
  predictedContrast: number[];
};

// A render decodes each photo once: libvips' operation cache would only hold memory for nothing.
sharp.cache(false);

/**
 * A photo cropped to the frame's aspect around its most interesting part, as a decoded image:
 * drawing an Image is about twice as fast per frame as drawing a canvas in @napi-rs/canvas
 * (measured at 1080p), so the pixels go through a quick lossless PNG once.
 */
export async function preparePhoto(path: string, width: number, height: number): Promise<{ canvas: Image; bins: Bins }> {
  const { data, W, H } = await cropPhoto(path, width, height);
  const png = await sharp(data, { raw: { width: W, height: H, channels: 4 } }).png({ compressionLevel: 1 }).toBuffer();
  return { canvas: await loadImage(png), bins: colourBins(data) };
}

/**
 * The crop every render and preview of a photo starts from: EXIF-rotated, cut to the frame's
 * aspect around its most interesting part (sharp's attention strategy), OVERSCAN larger than the
 * frame, as raw RGBA. The preview gets the same pixels from the media crop route.
 */
export async function cropPhoto(path: string | Buffer, width: number, height: number): Promise<{ data: Buffer; W: number; H: number }> {
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
};

export async function preparePictures(input: PrepareInput): Promise<PreparedPictures> {
  const { frame, theme, scenes } = input;
  const { width: w, height: h } = frame;
  const plan = planPictures({ frame, theme, scenes, visuals: input.visuals, media: input.media, briefTexts: input.briefTexts });
  const { shots, placements } = plan;

  // Pictures: each photo once (sharp decodes, applies EXIF orientation, attention-crops to the
  // frame's aspect); each clip gets a canvas its decoded frames are put into.
  const media: (Canvas | Image | null)[] = [];
  const clipFrames: (ImageData | null)[] = input.media.map(() => null);
  const bins: (Bins | null)[] = [];
  for (const m of input.media) {
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
      bins.push(CLIP_BINS);
    }
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
  const track: PictureTrack = { width: w, height: h, shots, clipFrames: clipFrames as unknown as (globalThis.ImageData | null)[], media: media as unknown as (Drawable | null)[], icons: icons as unknown as Map<string, Drawable>, placements, scrims, cornerLogo, transitionSec: TRANSITION };

  // Clip readers, one per clip shot, opened when first needed and closed when their shot is over.
  const readers = new Map<number, ClipReader>();
  const reader = (k: number) => {
    let r = readers.get(k);
    if (!r) {
      const s = shots[k]!;
      const m = input.media[s.media!]!;
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
      const frame = new ImageData(new Uint8ClampedArray(buf.buffer, buf.byteOffset, buf.length), w, h);
      clipFrames[s.media] = frame;
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
    },
    predictedContrast: predicted,
  };
}

/** Re-exported for the render loop's own measurement on sampled frames. */
export { drawVisualLayer };
