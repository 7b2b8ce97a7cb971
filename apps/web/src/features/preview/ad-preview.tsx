import { spokenSeconds, type AspectRatio, type MediaKind, type Storyboard, type StyleId } from '@reklamo/contract';
import {
  capLine,
  captionKeepOut,
  drawAdFrame,
  fontFamily,
  fontKeysOf,
  frameSize,
  prepareAd,
  pictureTexts,
  preparePreviewPictures,
  type FontKey,
  type PreparedAd,
  type PreviewMedia,
  type PreviewPictures,
  withServerBaseline,
} from '@reklamo/scene';
import { Pause, Play, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { m } from '../../messages/index.ts';
import { FONT_URLS } from './font-urls.ts';
import { usePreviewVoice, type PreviewVoiceOf } from './use-preview-voice.ts';
import { useVoicePlayer } from './voice-player.ts';

/** One of the user's photos or clips the ad uses, in order (as GET /api/media lists them). */
export type PreviewMediaItem = { id: string; kind: MediaKind; durationSec: number | null; thumbnailUrl: string };

/** Where the preview's pictures come from: the server's crop of each photo, icons one SVG each. */
export function previewMediaFor(items: PreviewMediaItem[], width: number, height: number): PreviewMedia[] {
  // The server crops for the frame (and adds the overscan the Ken Burns move needs), as the render does.
  return items.map((i) =>
    i.kind === 'photo'
      ? { kind: 'photo', id: i.id, imageUrl: `/api/media/${i.id}/crop?width=${width}&height=${height}` }
      : {
          kind: 'clip',
          id: i.id,
          imageUrl: i.thumbnailUrl,
          videoUrl: `/api/media/${i.id}/file`,
          durationSec: i.durationSec ?? undefined,
        },
  );
}
const iconUrl = (name: string) => `/api/illustrations/${name}.svg`;

/** The page's stylistic sets (Inter's ss01, cv11) reach canvas text too; the render has none. */
const PLAIN_TEXT = { fontFeatureSettings: 'normal' } as const;

/**
 * The canvas's 2D context, shaping and placing text as the server's canvas does. Chrome takes the
 * text language from the page (bg) and applies the fonts' Bulgarian letterforms (Montserrat's д, л
 * as in handwriting); @napi-rs/canvas applies none. The context state (and so `lang`) resets when
 * the canvas is resized, hence set on every use.
 */
function contextOf(canvas: HTMLCanvasElement | null | undefined): CanvasRenderingContext2D | null {
  const ctx = canvas?.getContext('2d');
  if (!ctx) return null;
  (ctx as CanvasRenderingContext2D & { lang?: string }).lang = 'en';
  // Chrome's `middle` baseline sits higher than the server's; text is placed as the server places it.
  return withServerBaseline(ctx);
}

export type PreviewBrand = {
  primaryColor?: string;
  secondaryColor?: string;
  logoUrl?: string;
  headingFontUrl?: string;
  bodyFontUrl?: string;
};

export type AdPreviewProps = {
  storyboard: Storyboard;
  aspect: AspectRatio;
  style: StyleId;
  brand?: PreviewBrand;
  /** Accessible name of the canvas: "Преглед на рекламата — Вариант 1". */
  label: string;
  captions?: boolean;
  /** Drawing width in pixels; the layout scales with it exactly as the server's narrower renders do. */
  width?: number;
  autoPlay?: boolean;
  /** The user's photos and clips the ad uses; none means illustrations only. */
  media?: PreviewMediaItem[];
  /**
   * The ad's voice: the deployment's female or male voice is fetched and heard; an own recording
   * is silent with estimated timing (as without this); none paces the scenes as read, without
   * captions (as the server renders it).
   */
  voice?: PreviewVoiceOf;
};

const FPS = 30;
const DEFAULT_WIDTH: Record<AspectRatio, number> = { '16:9': 640, '9:16': 360, '1:1': 480, '4:5': 432 };

const fontLoads = new Map<string, Promise<void>>();
/** Registers a font file under a family once per page; every preview shares it. */
function loadFont(family: string, url: string): Promise<void> {
  const key = `${family}|${url}`;
  let p = fontLoads.get(key);
  if (!p) {
    const face = new FontFace(family, `url(${JSON.stringify(url)})`);
    p = face.load().then(
      (f) => {
        document.fonts.add(f);
      },
      (err: unknown) => {
        // Forgotten, so a retry asks the server again (it may have been busy, not gone).
        fontLoads.delete(key);
        throw err;
      },
    );
    fontLoads.set(key, p);
  }
  return p;
}

const imageLoads = new Map<string, Promise<HTMLImageElement>>();
function loadImage(url: string): Promise<HTMLImageElement> {
  let p = imageLoads.get(url);
  if (!p) {
    p = new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => {
        imageLoads.delete(url);
        reject(new Error(`image ${url}`));
      };
      img.src = url;
    });
    imageLoads.set(url, p);
  }
  return p;
}

type Assets = { logo?: HTMLImageElement; brandFonts: { heading?: string; body?: string } };

/**
 * Fonts of the style (and Brand Kit) and the logo; a brand file that fails to load is left out, as
 * the server would refuse it. A style font that fails (a busy server) is 'failed': the preview offers
 * a retry instead of waiting for ever; `attempt` changing asks again.
 */
function useAssets(style: StyleId, brand: PreviewBrand | undefined, attempt: number): Assets | 'failed' | null {
  const [assets, setAssets] = useState<Assets | 'failed' | null>(null);
  const { logoUrl, headingFontUrl, bodyFontUrl } = brand ?? {};
  useEffect(() => {
    let live = true;
    const keys: FontKey[] = fontKeysOf(style);
    const brandFonts: Assets['brandFonts'] = {};
    Promise.all([
      ...keys.map((k) => loadFont(fontFamily(k), FONT_URLS[k])),
      headingFontUrl
        ? loadFont('Brand Heading Preview', headingFontUrl).then(
            () => void (brandFonts.heading = 'Brand Heading Preview'),
            () => {},
          )
        : null,
      bodyFontUrl
        ? loadFont('Brand Body Preview', bodyFontUrl).then(
            () => void (brandFonts.body = 'Brand Body Preview'),
            () => {},
          )
        : null,
      logoUrl ? loadImage(logoUrl).catch(() => undefined) : undefined,
    ]).then(
      (results) => {
        if (!live) return;
        const logo = results[results.length - 1] as HTMLImageElement | undefined;
        setAssets({ logo, brandFonts });
      },
      () => {
        if (live) setAssets('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [style, logoUrl, headingFontUrl, bodyFontUrl, attempt]);
  return assets;
}

/**
 * A storyboard played in a canvas by the renderer's own scene code: same layout, fonts, styles,
 * brand colours, logo and captions as the MP4. Until the voice arrives, scenes are paced as their
 * lines are read and the captions show the words on that pace.
 */
export default function AdPreview(p: AdPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const seekRef = useRef<HTMLInputElement>(null);
  // Each retry (fonts or pictures that a busy server did not send) asks again.
  const [attempt, setAttempt] = useState(0);
  const [picturesFailed, setPicturesFailed] = useState(false);
  const loaded = useAssets(p.style, p.brand, attempt);
  const assets = loaded === 'failed' ? null : loaded;
  const [playing, setPlaying] = useState(p.autoPlay ?? true);
  const { width, height } = frameSize(p.aspect, p.width ?? DEFAULT_WIDTH[p.aspect]);

  const voiceOff = p.voice?.voice === 'none';
  const heard = usePreviewVoice(p.storyboard, p.voice ?? null);
  // The customer's media as a string, so a new array with the same media keeps the laid-out ad.
  const mediaList = (p.media ?? []).map((m) => `${m.kind}:${m.id}`).join(' ');
  const ad: PreparedAd | null = useMemo(() => {
    const ctx = contextOf(canvasRef.current);
    if (!assets || !ctx) return null;
    // Lines are capped as the render caps them, so the words and the captions are the same.
    const storyboard = { ...p.storyboard, scenes: p.storyboard.scenes.map((s) => ({ ...s, voice: capLine(s.voice) })) };
    return prepareAd({
      ctx,
      storyboard,
      aspect: p.aspect,
      style: p.style,
      width,
      height,
      brand: { primaryColor: p.brand?.primaryColor, secondaryColor: p.brand?.secondaryColor },
      brandFonts: assets.brandFonts,
      // The real read once it has arrived; until then each line paced as it would be read.
      voices: voiceOff
        ? null
        : (heard?.voices ?? storyboard.scenes.map((s) => ({ durationSec: spokenSeconds(s.voice) }))),
      captions: p.captions ?? true,
      logo: assets.logo
        ? { image: assets.logo, width: assets.logo.naturalWidth, height: assets.logo.naturalHeight }
        : undefined,
      // Scenes whose picture is an illustration leave it room, as the render lays them out.
      pictures: {
        media: mediaList
          ? mediaList
              .split(' ')
              .map((m) => ({ kind: m.slice(0, m.indexOf(':')) as MediaKind, id: m.slice(m.indexOf(':') + 1) }))
          : [],
        briefTexts: [
          storyboard.facts.AdvertizedService,
          storyboard.facts.Services,
          storyboard.facts.BusinessName,
          storyboard.facts.BusinessDescription,
        ],
      },
    });
  }, [
    assets,
    p.storyboard,
    p.aspect,
    p.style,
    p.brand?.primaryColor,
    p.brand?.secondaryColor,
    p.captions,
    voiceOff,
    heard,
    width,
    height,
    mediaList,
  ]);

  // Pictures: planned with the scenes, drawn without waiting; each one shows as it arrives.
  const [pictures, setPictures] = useState<PreviewPictures | null>(null);
  const redraw = useRef<() => void>(() => {});
  const mediaKey = JSON.stringify(p.media ?? []);
  useEffect(() => {
    if (!ad) return;
    const items = JSON.parse(mediaKey) as PreviewMediaItem[];
    const facts = p.storyboard.facts;
    const pics = preparePreviewPictures({
      frame: ad.model.frame,
      theme: ad.model.theme,
      scenes: ad.model.scenes,
      visuals: p.storyboard.scenes.map((s) => s.visual),
      media: previewMediaFor(items, width, height),
      briefTexts: pictureTexts(facts),
      captionBand: captionKeepOut(ad.captions?.contentSafe, width, height),
      logo: assets?.logo,
      iconUrl,
      onUpdate: () => redraw.current(),
    });
    ad.model.pictures = pics.track;
    const canvas = canvasRef.current;
    if (canvas) canvas.dataset.pictures = 'loading';
    setPicturesFailed(false);
    void pics.ready.then((failed) => {
      if (!canvas || ad.model.pictures !== pics.track) return;
      canvas.dataset.pictures = failed ? 'failed' : 'ready';
      setPicturesFailed(failed > 0);
    });
    setPictures(pics);
    return () => pics.close();
    // The storyboard's visuals and facts are part of `ad`, so they need no entry of their own.
  }, [ad, mediaKey, attempt]);

  // Time keeps running across edits, so a change shows at the same moment of the ad.
  const clock = useRef({ origin: performance.now(), pausedAt: 0 });
  const [sound, setSound] = useState(false);
  const player = useVoicePlayer(ad, heard?.audio ?? null, sound && playing, clock);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas) canvas.dataset.voice = voiceOff ? 'none' : heard ? 'real' : 'estimated';
  }, [heard, voiceOff]);
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = contextOf(canvas);
    if (!ad || !canvas || !ctx) return;
    const duration = ad.model.durationSec;
    let raf = 0;
    let lastFrame = -1;
    const paint = (frame: number) => {
      pictures?.beforeFrame(frame / FPS, playing);
      drawAdFrame(ctx, ad, frame / FPS);
      canvas.dataset.frame = String(frame);
    };
    const draw = (now: number) => {
      const t = playing ? ((now - clock.current.origin) / 1000) % duration : clock.current.pausedAt;
      const frame = Math.floor(t * FPS + 1e-6);
      if (frame !== lastFrame) {
        lastFrame = frame;
        paint(frame);
        // The slider follows playback without a React render per frame.
        if (seekRef.current && document.activeElement !== seekRef.current) seekRef.current.value = String(frame);
      }
      if (playing) raf = requestAnimationFrame(draw);
    };
    // A picture that arrives while paused (or a clip that finished seeking) shows at once.
    redraw.current = () => {
      if (!playing && lastFrame >= 0) paint(lastFrame);
    };
    canvas.dataset.ready = 'true';
    raf = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(raf);
  }, [ad, playing, pictures]);

  const seek = (frame: number) => {
    clock.current.pausedAt = frame / FPS;
    clock.current.origin = performance.now() - clock.current.pausedAt * 1000;
    if (playing) setPlaying(false);
    else {
      // Paused: draw the chosen moment now.
      const ctx = contextOf(canvasRef.current);
      pictures?.beforeFrame(frame / FPS, false);
      if (ad && ctx) drawAdFrame(ctx, ad, frame / FPS);
      if (canvasRef.current) canvasRef.current.dataset.frame = String(frame);
    }
  };

  const toggle = () => {
    const c = clock.current;
    if (playing) c.pausedAt = ((performance.now() - c.origin) / 1000) % (ad?.model.durationSec ?? 30);
    else c.origin = performance.now() - c.pausedAt * 1000;
    setPlaying(!playing);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-xl bg-slate-900 shadow-sm ring-1 ring-slate-200">
        <canvas
          ref={canvasRef}
          width={width}
          height={height}
          role="img"
          aria-label={p.label}
          className="block h-auto w-full"
          style={PLAIN_TEXT}
        />
        <button
          type="button"
          onClick={toggle}
          aria-pressed={!playing}
          aria-label={playing ? m.preview.pause(p.label) : m.preview.play(p.label)}
          className="absolute bottom-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {playing ? <Pause size={16} aria-hidden /> : <Play size={16} aria-hidden />}
        </button>
        {(loaded === 'failed' || picturesFailed) && (
          <div
            role="alert"
            className="absolute inset-x-2 top-2 flex flex-wrap items-center gap-2 rounded-lg bg-white/95 px-3 py-2 text-sm text-slate-800 shadow"
          >
            <span>{loaded === 'failed' ? m.preview.failed : m.preview.picturesFailed}</span>
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className="ml-auto inline-flex items-center gap-1 rounded-md bg-brand-600 px-3 py-1 font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <RotateCw size={14} aria-hidden /> {m.preview.retry}
            </button>
          </div>
        )}
        {heard && (
          <button
            type="button"
            onClick={() => {
              player.unlock();
              setSound(!sound);
            }}
            aria-pressed={sound}
            aria-label={sound ? m.preview.soundOff(p.label) : m.preview.soundOn(p.label)}
            className="absolute bottom-2 right-12 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {sound ? <Volume2 size={16} aria-hidden /> : <VolumeX size={16} aria-hidden />}
          </button>
        )}
      </div>
      <input
        ref={seekRef}
        type="range"
        min={0}
        max={Math.round(p.storyboard.durationSec * FPS) - 1}
        step={1}
        defaultValue={0}
        onChange={(e) => seek(Number(e.target.value))}
        aria-label={m.preview.position(p.label)}
        className="w-full accent-brand-600"
      />
    </div>
  );
}
