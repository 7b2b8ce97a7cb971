import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { writeStoryboards } from '@reklamo/brain';
import { pictureTexts } from '@reklamo/trades';
import {
  ASPECT_RATIOS,
  STYLE_IDS,
  ZStoryboard,
  type AspectRatio,
  type BusinessDetails,
  type Storyboard,
  type StyleId,
} from '@reklamo/contract';
import { MOOD_BEDS, moodFor, synthMusic, type MusicMood } from '../audio/music.ts';
import { encodeWav16, mixVoiceOverMusic, type PlacedClip } from '../audio/mix.ts';
import { normaliseLoudness } from '../audio/loudness.ts';
import { drawAdFrame, frameSize, posterTime, prepareAd } from '@reklamo/scene/ad/prepare-ad.ts';
import type { LayoutIssue } from '@reklamo/scene/scenes/compose.ts';
import { resolveTheme } from '@reklamo/scene/styles/theme.ts';
import type { VoiceSettings } from '../voice/choose.ts';
import { speakLines } from '../voice/speak.ts';
import { fitScenesToTakes, recordedVoice } from '../voice/recorded-voice.ts';
import type { RenderMedia } from './media.ts';
import { noneVoice, type Pace, type VoiceGender, type VoiceProvider } from '@reklamo/scene/voice/provider.ts';
import { writeSubtitles, type CaptionPage } from '../captions/render.ts';
import { capLine } from '@reklamo/scene/voice/speech-text.ts';
import { drawLog } from './draw-log.ts';
import { overlayCanvas } from './overlay-canvas.ts';
import { RENDER_WORK_PREFIX } from './work-dirs.ts';
import { abortError, defaultFfmpegPath, startEncoder } from './ffmpeg.ts';
import { registerBrandFont, registerDefaultFonts } from './fonts.ts';
import { createI420Converter, i420Fits, type I420Converter } from './yuv/i420.ts';
import { emojiImagesFor, measureUnderText, type PictureContrast } from '../pictures/node/render-hooks.ts';
import { preparePictures, type MediaInput } from '../pictures/node/prepare.ts';
import { captionKeepOut } from '@reklamo/scene/pictures/track.ts';
import { duoPicturesAt, soloPictureAt, type PictureSide } from '@reklamo/scene/pictures/draw.ts';
import type { ImageSettings, PictureCredit } from '../pictures/node/image-source.ts';
import { withEmoji } from '@reklamo/scene/pictures/emoji-text.ts';

export type BrandKit = {
  primaryColor?: string;
  secondaryColor?: string;
  logoPath?: string;
  headingFontPath?: string;
  bodyFontPath?: string;
};

export type RenderBrief = {
  /** The confirmed details; with no storyboard, the local script writer makes one from them. */
  details?: BusinessDetails;
  /** The script to render: scenes, order, on-screen text, spoken lines and target durations. */
  storyboard?: Storyboard;
  /** Default the storyboard's, else 16:9 / bold / 30 s. */
  aspectRatio?: AspectRatio;
  style?: StyleId;
  durationSec?: 15 | 30 | 60;
  voice?: boolean;
  /** Word-by-word captions burnt in and written as .vtt/.srt beside the MP4; on unless false. */
  captions?: boolean;
  pace?: Pace;
  /** The customer's own recording (any audio ffmpeg reads), spread over the scenes by word counts. */
  ownVoicePath?: string;
  /**
   * The customer's voice recorded scene by scene (one cleaned take per scene, in storyboard order;
   * undefined where a scene has none): each take is its scene's line and sets the scene's length.
   */
  sceneVoicePaths?: (string | undefined)[];
  /** The bed: a mood (default from the trade and the style) or the customer's own music file. */
  musicMood?: MusicMood;
  musicPath?: string;
  voiceGender?: VoiceGender;
  /** The account's pronunciation fixes (written word, lower case → how it is said); the captions keep the written word. */
  pronunciations?: Record<string, string>;
  brandKit?: BrandKit;
  /** The customer's photos and clips, in the order the ad should use them; without any, illustrations. */
  media?: MediaInput[];
};

export type RenderOptions = {
  /** Where the MP4 goes; the poster defaults to the same name with `.jpg`. */
  outPath: string;
  posterPath?: string;
  ffmpegPath?: string;
  /** Renders narrower than the aspect's native width (benchmarks, tests); height follows the ratio. */
  width?: number;
  fps?: number;
  /**
   * Where the voices, the owner's recordings and music, and stock pictures come from: built once by
   * the process that renders (createNodeMedia); without it, this machine's (tests, scripts).
   */
  media?: RenderMedia;
  /** Replaces the default espeak voice (tests); the caller closes it. Ignored when brief.voice is false. */
  voiceProvider?: VoiceProvider;
  /** The deployment's voice (provider, keys); the render builds and closes the provider. */
  voice?: VoiceSettings;
  preset?: string;
  onProgress?: (framesDone: number, totalFrames: number) => void;
  signal?: AbortSignal;
  /** Measures text contrast against the pixels under it on sampled frames (tests). */
  checkPictureContrast?: boolean;
  /** The deployment's stock or generated pictures for ads without the customer's own. */
  images?: ImageSettings;
};

export type RenderTimings = {
  setupMs: number;
  voiceMs: number;
  audioMs: number;
  framesMs: number;
  drawMs: number;
  encodeWaitMs: number;
  posterMs: number;
  totalMs: number;
};

export type RenderResult = {
  videoPath: string;
  posterPath: string;
  durationSec: number;
  sizeBytes: number;
  width: number;
  height: number;
  fps: number;
  frames: number;
  style: StyleId;
  aspectRatio: AspectRatio;
  voice: string;
  /** Why the chosen voice did not speak (a remote provider's failure, an engine crash); the ad still rendered. */
  voiceFallback?: string;
  /** Caption pages on the ad's time axis, and the subtitle files beside the MP4 (when captions are on). */
  captions: CaptionPage[];
  vttPath?: string;
  srtPath?: string;
  script: { kind: string; text: string; start: number; end: number }[];
  /** The storyboard that was rendered (written by the local writer when the brief had none). */
  storyboard: Storyboard;
  timings: RenderTimings;
  /** What each shot showed, and the measured contrast over pictures when asked for. */
  pictures: {
    shots: { start: number; end: number; kind: string; media?: number; icons?: string[]; clipOffset?: number }[];
    contrast?: PictureContrast;
    /** Frames whose photo or clip was put under them directly (yuv/i420.ts), not drawn by the canvas. */
    composited: number;
    /** Of those, frames whose overlay was the last frame's, kept rather than drawn again. */
    overlaysKept: number;
    /** Stock photographers to credit; `source` says whose pictures (beyond the customer's) the ad shows. */
    credits: PictureCredit[];
    source?: string;
    /** Why the image source gave fewer pictures than asked (the scenes kept illustrations). */
    sourceFallback?: string;
  };
};

export { frameSize, NATIVE_SIZE } from '@reklamo/scene/ad/prepare-ad.ts';

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

const SAMPLE_RATE = 44100;

/** Music, ducked voice and the WAV encoding, in their own scope so their buffers die on return. */
async function writeAudioTrack(
  path: string,
  music: Parameters<typeof synthMusic>[0] | (() => Promise<Float32Array>),
  durationSec: number,
  placed: PlacedClip[],
) {
  const bed = typeof music === 'function' ? await music() : synthMusic(music, durationSec, SAMPLE_RATE);
  const mixed = mixVoiceOverMusic(bed, placed, SAMPLE_RATE, { duck: 0.25, musicGain: placed.length ? 0.8 : 1 });
  await writeFile(path, encodeWav16(normaliseLoudness(mixed, SAMPLE_RATE), SAMPLE_RATE));
}

/**
 * Renders an ad: voice lines → scene timing → one pass of frames piped into a single ffmpeg, with
 * the mixed voice+music WAV as the second input. The poster is grabbed from the offer scene on the way.
 */
export async function renderVideo(brief: RenderBrief, opts: RenderOptions): Promise<RenderResult> {
  const t0 = performance.now();
  const signal = opts.signal;
  if (signal?.aborted) throw abortError();
  const aspect = brief.aspectRatio ?? brief.storyboard?.aspectRatio ?? '16:9';
  const styleId = brief.style ?? brief.storyboard?.style ?? 'bold';
  if (!ASPECT_RATIOS.includes(aspect)) throw new Error(`unknown aspect ratio ${aspect}`);
  if (!STYLE_IDS.includes(styleId)) throw new Error(`unknown style ${styleId}`);
  const ffmpegPath = opts.ffmpegPath ?? defaultFfmpegPath();
  const sources = opts.media ?? (await import('../media/node-media.ts')).createNodeMedia(ffmpegPath);
  // Lines are capped here too, so the script, the voice and the captions say the same words.
  const chosen = storyboardOf(brief);
  const takes =
    brief.sceneVoicePaths && brief.voice !== false
      ? await sources.sceneTakes(
          brief.sceneVoicePaths,
          chosen.scenes.map((s) => capLine(s.voice)),
        )
      : undefined;
  // Recorded scenes last as long as their takes; the ad is then as long as its scenes.
  const fitted = takes
    ? fitScenesToTakes(
        chosen,
        takes.map((c) => c.durationSec),
      )
    : { storyboard: chosen, durationSec: chosen.durationSec };
  const storyboard = fitted.storyboard;
  const durationSec = fitted.durationSec;
  const details = storyboard.facts;
  const fps = opts.fps ?? 30;
  const { width, height } = frameSize(aspect, opts.width);
  const outPath = opts.outPath;
  const posterPath = opts.posterPath ?? outPath.replace(/\.[^./]+$/, '') + '.jpg';
  await mkdir(dirname(outPath), { recursive: true });
  await mkdir(dirname(posterPath), { recursive: true });

  registerDefaultFonts();
  const kit = brief.brandKit ?? {};
  const brandFonts = {
    heading: kit.headingFontPath ? registerBrandFont(kit.headingFontPath, 'heading') : undefined,
    body: kit.bodyFontPath ? registerBrandFont(kit.bodyFontPath, 'body') : undefined,
  };
  const logo: Image | undefined = kit.logoPath ? await loadImage(kit.logoPath) : undefined;
  const theme = resolveTheme(styleId, kit);
  const tSetup = performance.now();

  // Voice: synthesise each scene's line; if the read is longer than the ad, read faster once.
  const script = storyboard.scenes.map((s) => ({ ...s, voice: capLine(s.voice) }));
  const spoken = await speakLines({
    lines: script,
    durationSec,
    media: sources,
    voice: brief.voice,
    pace: brief.pace,
    gender: brief.voiceGender,
    ownVoicePath: brief.ownVoicePath,
    provider: takes ? recordedVoice(takes) : opts.voiceProvider,
    settings: opts.voice,
    pron: brief.pronunciations ? new Map(Object.entries(brief.pronunciations)) : undefined,
    signal,
  });
  const { provider, voiceFallback } = spoken;
  let clips = spoken.clips;
  spoken.clips = [];
  const tVoice = performance.now();
  // The heard length of each scene (or, silent, none: scenes are paced as the lines would be read).
  const voices = provider === noneVoice ? null : clips.map((c) => ({ durationSec: c.durationSec, words: c.words }));
  const canvas = createCanvas(width, height);
  const nctx: SKRSContext2D = canvas.getContext('2d');
  // napi-rs implements the standard 2D API; the cast is the one seam between Node and the shared scene code.
  // Emoji typed in the details are drawn as colour pictures (the wrapper is the plain context when there are none).
  const emoji = await emojiImagesFor(Object.values(details));
  const ctx = withEmoji(nctx as unknown as CanvasRenderingContext2D, emoji);
  const ad = prepareAd({
    ctx,
    storyboard: { ...storyboard, scenes: script },
    durationSec,
    aspect,
    style: styleId,
    width,
    height,
    brand: kit,
    brandFonts,
    voices,
    captions: brief.captions !== false,
    logo: logo ? { image: logo as unknown as CanvasImageSource, width: logo.width, height: logo.height } : undefined,
    // Scenes whose picture is an illustration leave it room (the same plan preparePictures draws).
    pictures: {
      media: brief.media ?? [],
      briefTexts: pictureTexts(details),
    },
  });
  assertLayout(ad.issues);
  const { captions, timeline } = ad;
  // Frames go to ffmpeg as I420 made here (yuv/i420.ts): cheaper than ffmpeg's own conversion, with
  // 3/8 of the bytes through the pipe. It also keeps the photos, to put them under their frames.
  const i420 = i420Fits(width, height) ? createI420Converter(width, height) : undefined;
  const pictures = await preparePictures({
    frame: ad.model.frame,
    fps,
    theme,
    scenes: ad.model.scenes,
    visuals: storyboard.scenes.map((s) => s.visual),
    media: brief.media ?? [],
    briefTexts: pictureTexts(details),
    logo,
    ffmpegPath,
    images: opts.images,
    sources,
    service: details.AdvertizedService,
    signal,
    captionBand: captionKeepOut(captions?.contentSafe, width, height),
    keepPhoto: i420?.composites ? (media, rgba, w, h) => i420.addPicture(media, rgba, w, h) : undefined,
    clipToRgba: i420?.composites ? (frame, rgba) => i420.toRgba(frame, rgba) : undefined,
  });
  ad.model.pictures = pictures.track;
  const contrast = opts.checkPictureContrast ? { min: Infinity, samples: 0 } : undefined;
  const placed: PlacedClip[] =
    provider === noneVoice ? [] : timeline.map((s, i) => ({ clip: clips[i]!, startSec: s.voiceStart }));
  // From here every exit closes the pictures (clip readers, stock downloads) and removes the work dir.
  let work: string | undefined;
  let audioPath: string;
  try {
    work = await mkdtemp(join(tmpdir(), RENDER_WORK_PREFIX));
    audioPath = join(work, 'audio.wav');
    const bed = brief.musicPath
      ? () => sources.musicBed(brief.musicPath!, durationSec, SAMPLE_RATE)
      : MOOD_BEDS[
          brief.musicMood ??
            moodFor(styleId, `${details.AdvertizedService} ${details.BusinessDescription} ${details.Services}`)
        ];
    await writeAudioTrack(audioPath, bed, durationSec, placed);
    // The voice PCM is in the WAV now; dropping it lets the GC reclaim it before the frame loop.
    clips = [];
    placed.length = 0;
  } catch (err) {
    pictures.close();
    if (work) await rm(work, { recursive: true, force: true });
    throw err;
  }
  const tAudio = performance.now();

  const totalFrames = Math.round(durationSec * fps);
  const posterFrame = Math.min(totalFrames - 1, Math.round(posterTime(ad) * fps));
  const encoder = startEncoder({
    ffmpegPath,
    width,
    height,
    fps,
    durationSec,
    audioPath,
    outPath,
    preset: opts.preset,
    pixelFormat: i420 ? 'yuv420p' : 'rgba',
  });
  const onAbort = () => encoder.kill();
  signal?.addEventListener('abort', onAbort, { once: true });
  let drawMs = 0;
  let waitMs = 0;
  let posterMs = 0;
  let posterJob: Promise<void> | null = null;
  let composited = 0;
  let overlaysKept = 0;
  // What lies over a composited picture is drawn on a canvas of its own (overlay-canvas.ts).
  const over = i420?.composites ? overlayCanvas(width, height) : undefined;
  const overlay = over ? drawLog(withEmoji(over.ctx as unknown as CanvasRenderingContext2D, emoji)) : undefined;
  try {
    for (let f = 0; f < totalFrames; f++) {
      if (signal?.aborted) throw abortError();
      const a = performance.now();
      // A frame that is one moving photo or one clip gets it straight into I420, and the canvas draws
      // only what lies over it: the canvas's full-frame resampling (a photo's move) and pixel copy
      // (a clip's frame) are the most expensive draws there are. The poster frame is drawn whole for
      // its JPEG, and so are the frames the contrast check samples (it reads the canvas).
      // A transition between two photos or clips is made the same way, from both (pictures/draw.ts duoPicturesAt).
      const sampled = contrast && f % 5 === 0;
      const direct = i420?.composites && f !== posterFrame && !sampled;
      const solo = direct ? soloPictureAt(pictures.track, f / fps) : null;
      const duo = direct && !solo ? duoPicturesAt(pictures.track, f / fps) : null;
      let under = false;
      if (solo?.kind === 'clip') {
        const [frame] = (await pictures.beforeFrame(f / fps, true)).values();
        if (frame) i420!.clipFrame(frame);
        under = Boolean(frame);
      } else if (duo) {
        under = putTransition(i420!, duo, await pictures.beforeFrame(f / fps, true));
        // The canvas draws it after all (a clip with no frame yet, a crop it cannot make): its clips go to the canvas.
        if (!under) await pictures.beforeFrame(f / fps);
      } else {
        await pictures.beforeFrame(f / fps);
        under = solo?.kind === 'photo' && i420!.picture(solo.media, solo.rect);
      }
      if (sampled) measureUnderText(ctx, ad.model, f / fps, contrast);
      let pixels: Buffer;
      if (under) {
        // What lies over the picture is written down first, and drawn on a clear canvas and
        // rasterised only when it differs from the last frame's: most of the time the text over a
        // moving photo is still.
        composited++;
        drawAdFrame(overlay!.ctx, ad, f / fps, true);
        if (overlay!.same()) {
          overlaysKept++;
          pixels = i420!.blend(null);
        } else {
          over!.begin();
          overlay!.draw();
          pixels = i420!.blend(over!.pixels());
        }
      } else {
        overlay?.forget();
        drawAdFrame(ctx, ad, f / fps, false);
        // canvas.data() is the canvas's own pixels, and the converter's output its own memory: both
        // are written to ffmpeg (and the write waited for) before the next frame draws.
        pixels = i420 ? i420.convert(canvas.data()) : canvas.data();
      }
      const b = performance.now();
      drawMs += b - a;
      if (f === posterFrame) {
        const pw = 400;
        const ph = even((pw * height) / width);
        const pc = createCanvas(pw, ph);
        const pctx = pc.getContext('2d');
        pctx.imageSmoothingQuality = 'high';
        pctx.drawImage(canvas, 0, 0, pw, ph);
        posterJob = pc.encode('jpeg', 86).then((buf) => writeFile(posterPath, buf));
        posterMs += performance.now() - b;
      }
      const c = performance.now();
      await encoder.write(pixels);
      waitMs += performance.now() - c;
      opts.onProgress?.(f + 1, totalFrames);
    }
    const c = performance.now();
    await encoder.finish();
    waitMs += performance.now() - c;
    await posterJob;
  } catch (err) {
    encoder.kill();
    await encoder.finish().catch(() => {});
    await rm(outPath, { force: true });
    throw signal?.aborted ? abortError() : err;
  } finally {
    pictures.close();
    signal?.removeEventListener('abort', onAbort);
    await rm(work, { recursive: true, force: true });
  }
  const subs = captions ? await writeSubtitles(outPath, captions.pages) : undefined;
  const tEnd = performance.now();
  const size = (await stat(outPath)).size;
  return {
    videoPath: outPath,
    posterPath,
    durationSec,
    sizeBytes: size,
    width,
    height,
    fps,
    frames: totalFrames,
    style: styleId,
    aspectRatio: aspect,
    voice: provider.name,
    voiceFallback,
    captions: captions?.pages ?? [],
    vttPath: subs?.vttPath,
    srtPath: subs?.srtPath,
    script: script.map((l, i) => ({
      kind: l.kind,
      text: l.voice,
      start: round2(timeline[i]!.start),
      end: round2(timeline[i]!.end),
    })),
    storyboard,
    timings: {
      setupMs: Math.round(tSetup - t0),
      voiceMs: Math.round(tVoice - tSetup),
      audioMs: Math.round(tAudio - tVoice),
      framesMs: Math.round(tEnd - tAudio),
      drawMs: Math.round(drawMs),
      encodeWaitMs: Math.round(waitMs),
      posterMs: Math.round(posterMs),
      totalMs: Math.round(tEnd - t0),
    },
    pictures: {
      shots: pictures.track.shots.map((s) => ({
        start: round2(s.start),
        end: round2(s.end),
        kind: s.kind,
        media: s.media,
        icons: s.icons,
        clipOffset: s.clipOffset,
      })),
      contrast,
      composited,
      overlaysKept,
      credits: pictures.credits,
      source: pictures.source,
      sourceFallback: pictures.sourceFallback,
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A clip's frames are held in the converter under a key no photo has. */
const clipKey = (media: number) => -1 - media;

/**
 * Makes a transition between two photos or clips in the converter: the incoming shot into the frame,
 * the outgoing into the second frame, then the two mixed, slid or wiped. False when it cannot (a
 * clip's frame missing, a crop too far out), and the canvas draws the frame instead.
 */
export function putTransition(
  i420: I420Converter,
  duo: NonNullable<ReturnType<typeof duoPicturesAt>>,
  clips: Map<number, Buffer>,
): boolean {
  const key = (side: PictureSide) => {
    if (side.kind === 'photo') return side.media;
    const frame = clips.get(side.shot);
    if (!frame) return null;
    i420.holdFrame(clipKey(side.media), frame);
    return clipKey(side.media);
  };
  // The outgoing shot first: the same clip on both sides holds its frames one after the other.
  const from = key(duo.from);
  if (from === null || !i420.picture(from, duo.from.rect, 'second')) return false;
  const into = key(duo.into);
  if (into === null || !i420.picture(into, duo.into.rect)) return false;
  if (duo.enter === 'slide') i420.slide(duo.shift);
  else if (duo.enter === 'wipe') i420.wipe(duo.x, duo.slant);
  else i420.mix(duo.alpha);
  return true;
}

/** The brief's storyboard (validated), or the first variant the local writer makes from its details. */
export function storyboardOf(brief: RenderBrief): Storyboard {
  if (brief.storyboard) {
    const sb = ZStoryboard.parse(brief.storyboard);
    if (brief.durationSec && brief.durationSec !== sb.durationSec)
      throw new Error(`the storyboard is ${sb.durationSec} s, not ${brief.durationSec} s`);
    return sb;
  }
  if (!brief.details) throw new Error('a brief needs details or a storyboard');
  const durationSec = brief.durationSec ?? 30;
  if (![15, 30, 60].includes(durationSec)) throw new Error(`duration must be 15, 30 or 60 seconds`);
  const [first] = writeStoryboards(brief.details, {
    durationSec,
    aspectRatio: brief.aspectRatio,
    style: brief.style,
    variants: 1,
    hasLogo: Boolean(brief.brandKit?.logoPath),
  });
  return first!;
}

function assertLayout(issues: LayoutIssue[]) {
  if (issues.length)
    throw new Error(`text does not fit: ${issues.map((i) => `${i.scene}/${i.role}: ${i.reason}`).join('; ')}`);
}
