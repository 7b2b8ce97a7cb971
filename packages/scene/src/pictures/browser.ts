/**
 * The picture layer in the browser: the same plan, placements, panels and drawing as the server
 * (pictures/track.ts, pictures/draw.ts); only the loading differs. Photos come already cropped by
 * the server (the same attention crop as the render), icons as one small SVG each, clips play in a
 * muted <video>. Nothing waits: the track starts empty (the frame draws without pictures) and
 * fills in as each picture arrives, calling `onUpdate` so a paused preview redraws.
 */
import type { SceneVisual } from '@reklamo/contract';
import type { ComposedScene, Frame, Rect } from '../scenes/compose.ts';
import type { Theme } from '../styles/theme.ts';
import { shotAt, type Drawable, type PictureTrack } from './draw.ts';
import { CLIP_BINS, colourBins, cornerLogoFor, planPictures, scrimsFor, TRANSITION, type Bins } from './track.ts';

export type PreviewMedia = {
  kind: 'photo' | 'clip';
  id: string;
  /** Photo: the server's crop of it for this frame size (OVERSCAN larger). Clip: its poster frame. */
  imageUrl: string;
  /** Clip: the file, played in a muted <video>. */
  videoUrl?: string;
  durationSec?: number;
};

export type PreviewPicturesInput = {
  frame: Frame;
  theme: Theme;
  scenes: ComposedScene[];
  visuals?: (SceneVisual | undefined)[];
  media: PreviewMedia[];
  briefTexts: string[];
  /** The band reserved for captions (decision 052): illustrations keep out of it, as in the render. */
  captionBand?: Rect | null;
  logo?: Drawable;
  /** Where one Fluent Emoji icon's SVG is served. */
  iconUrl: (name: string) => string;
  /** A picture arrived (or a clip seeked): redraw if paused. */
  onUpdate: () => void;
};

export type PreviewPictures = {
  track: PictureTrack;
  /** Settles when every picture has loaded or failed, with how many failed (left out; the preview offers a retry). */
  ready: Promise<number>;
  /** Brings clips to `t` (playing: keeps them running in step; paused: seeks exactly) and copies their frame. */
  beforeFrame(t: number, playing: boolean): void;
  close(): void;
};

const bitmaps = new Map<string, Promise<ImageBitmap | null>>();
/** Pictures already decoded, so a re-plan after an edit draws them in its very first frame (no flicker). */
const decoded = new Map<string, Drawable>();
/** One decode per URL per page: three variants and every re-plan share it. */
function loadBitmap(url: string): Promise<ImageBitmap | null> {
  let p = bitmaps.get(url);
  if (!p) {
    p = new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.decoding = 'async';
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error(url));
      img.src = url;
    })
      .then((img) => createImageBitmap(img))
      .then((bmp) => {
        decoded.set(url, bmp);
        return bmp;
      })
      .catch(() => {
        bitmaps.delete(url);
        return null;
      });
    bitmaps.set(url, p);
  }
  return p;
}

const rasters = new Map<string, Promise<Drawable | null>>();
/** An icon rasterised once per pixel size, like the server's iconBitmap (SVG drawn at the target size). */
function iconRaster(url: string, size: number): Promise<Drawable | null> {
  const px = Math.max(8, Math.round(size));
  const key = `${url}@${px}`;
  let p = rasters.get(key);
  if (!p) {
    p = new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image(px, px);
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error(url));
      img.src = url;
    }).then(
      (img) => {
        const c = document.createElement('canvas');
        c.width = px;
        c.height = px;
        c.getContext('2d')!.drawImage(img, 0, 0, px, px);
        decoded.set(key, c);
        return c;
      },
      () => {
        rasters.delete(key);
        return null;
      },
    );
    rasters.set(key, p);
  }
  return p;
}

const binsCache = new WeakMap<ImageBitmap, Bins>();
function binsOf(img: ImageBitmap): Bins {
  let b = binsCache.get(img);
  if (!b) {
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(img, 0, 0);
    b = colourBins(ctx.getImageData(0, 0, img.width, img.height).data);
    binsCache.set(img, b);
  }
  return b;
}

/** Draws `src` over the whole canvas, scaled to cover and centred (ffmpeg's increase+crop in the render). */
function coverInto(c: HTMLCanvasElement, src: CanvasImageSource, sw: number, sh: number) {
  if (!sw || !sh) return;
  const s = Math.max(c.width / sw, c.height / sh);
  const w = c.width / s;
  const h = c.height / s;
  c.getContext('2d')!.drawImage(src, (sw - w) / 2, (sh - h) / 2, w, h, 0, 0, c.width, c.height);
}

export function preparePreviewPictures(input: PreviewPicturesInput): PreviewPictures {
  const { frame, theme, scenes } = input;
  const plan = planPictures({
    frame,
    theme,
    scenes,
    visuals: input.visuals,
    media: input.media,
    briefTexts: input.briefTexts,
    captionBand: input.captionBand,
  });
  const { shots } = plan;
  const media: (Drawable | null)[] = input.media.map(() => null);
  const bins: (Bins | null)[] = input.media.map((m) => (m.kind === 'clip' ? CLIP_BINS : null));
  const track: PictureTrack = {
    width: frame.width,
    height: frame.height,
    shots,
    media,
    icons: new Map(),
    placements: plan.placements,
    // No panels until a picture is there to need one.
    scrims: scenes.map(() => null),
    cornerLogo: cornerLogoFor(frame, theme, scenes, input.logo),
    transitionSec: TRANSITION,
  };
  let closed = false;
  let failed = 0;
  const rescrim = () => {
    // A panel is computed only over pictures that have arrived, so it matches what is drawn.
    const known = bins.map((b, i) => (media[i] ? b : null));
    const usable = shots.map((s) => (s.media !== undefined && media[s.media] ? s : { ...s, media: undefined }));
    track.scrims = scrimsFor(frame, theme, scenes, usable, known).scrims;
  };

  const videos: (HTMLVideoElement | null)[] = input.media.map(() => null);
  const jobs: Promise<unknown>[] = [];
  for (const n of plan.icons) {
    const url = input.iconUrl(n);
    for (const [role, px] of [
      ['hero', plan.heroPx],
      ['burst', plan.burstPx],
    ] as const) {
      const known = decoded.get(`${url}@${Math.max(8, Math.round(px))}`);
      if (known) {
        track.icons.set(`${n}@${role}`, known);
        continue;
      }
      jobs.push(
        iconRaster(url, px).then((img) => {
          if (!img) failed++;
          if (closed || !img) return;
          track.icons.set(`${n}@${role}`, img);
          input.onUpdate();
        }),
      );
    }
  }
  const place = (m: PreviewMedia, i: number, img: ImageBitmap) => {
    if (m.kind === 'photo') {
      bins[i] = binsOf(img);
      media[i] = img;
    } else {
      const c = document.createElement('canvas');
      c.width = frame.width;
      c.height = frame.height;
      coverInto(c, img, img.width, img.height);
      media[i] = c;
      if (m.videoUrl) videos[i] = clipVideo(m.videoUrl, input.onUpdate);
    }
  };
  input.media.forEach((m, i) => {
    const known = decoded.get(m.imageUrl) as ImageBitmap | undefined;
    if (known) return place(m, i, known);
    jobs.push(
      loadBitmap(m.imageUrl).then((img) => {
        if (!img) failed++;
        if (closed || !img) return;
        place(m, i, img);
        rescrim();
        input.onUpdate();
      }),
    );
  });
  rescrim();

  const beforeFrame = (t: number, playing: boolean) => {
    const i = shotAt(track, t);
    const active = new Set<number>();
    for (const k of i > 0 && t - shots[i]!.start < TRANSITION ? [i, i - 1] : [i]) {
      const s = shots[k]!;
      if (s.kind !== 'clip' || s.media === undefined) continue;
      const v = videos[s.media];
      const c = media[s.media] as HTMLCanvasElement | null;
      if (!v || !c) continue;
      active.add(s.media);
      const dur = v.duration || input.media[s.media]!.durationSec || 0;
      const want = dur > 0 ? ((s.clipOffset ?? 0) + Math.max(0, Math.min(t, s.end) - s.start)) % Math.max(0.5, dur) : 0;
      if (playing) {
        if (v.paused) void v.play().catch(() => {});
        if (Math.abs(v.currentTime - want) > 0.3) v.currentTime = want;
      } else {
        if (!v.paused) v.pause();
        if (Math.abs(v.currentTime - want) > 0.01) v.currentTime = want;
      }
      if (v.readyState >= 2) coverInto(c, v, v.videoWidth, v.videoHeight);
    }
    videos.forEach((v, k) => {
      if (v && !active.has(k) && !v.paused) v.pause();
    });
  };

  return {
    track,
    ready: Promise.all(jobs).then(() => failed),
    beforeFrame,
    close: () => {
      closed = true;
      for (const v of videos) {
        if (!v) continue;
        v.pause();
        v.removeAttribute('src');
        v.load();
      }
    },
  };
}

function clipVideo(url: string, onUpdate: () => void): HTMLVideoElement {
  const v = document.createElement('video');
  v.muted = true;
  v.playsInline = true;
  v.preload = 'auto';
  v.loop = true;
  v.src = url;
  // A paused preview seeks the clip; once that frame is decoded it redraws.
  v.addEventListener('seeked', onUpdate);
  v.addEventListener('loadeddata', onUpdate);
  return v;
}
