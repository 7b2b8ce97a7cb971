import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { ASPECT_RATIOS, STYLE_IDS, type AspectRatio, type BusinessDetails, type StyleId } from '@reklamo/contract';
import { synthMusic } from '../audio/music.ts';
import { encodeWav16, mixVoiceOverMusic, type PlacedClip } from '../audio/mix.ts';
import { composeScenes, fontRoles, safeArea, type LayoutIssue } from '../scenes/compose.ts';
import { drawFrame, type SceneModel } from '../scenes/draw-frame.ts';
import { planTimeline, voiceOverflow } from '../scenes/timeline.ts';
import { resolveTheme } from '../styles/theme.ts';
import { espeakVoice } from '../voice/espeak-provider.ts';
import { noneVoice, type VoiceClip, type VoiceProvider } from '../voice/provider.ts';
import { buildScript, countWords, WORDS_PER_SECOND } from '../voice/script.ts';
import { abortError, defaultFfmpegPath, measureLoudness, startEncoder } from './ffmpeg.ts';
import { registerBrandFont, registerDefaultFonts } from './fonts.ts';
import { emojiImagesFor, measureUnderText, type PictureContrast } from '../pictures/node/render-hooks.ts';
import { preparePictures, type MediaInput } from '../pictures/node/prepare.ts';
import { withEmoji } from '../pictures/emoji-text.ts';

export type BrandKit = { primaryColor?: string; secondaryColor?: string; logoPath?: string; headingFontPath?: string; bodyFontPath?: string };

export type RenderBrief = {
  details: BusinessDetails;
  aspectRatio?: AspectRatio;
  style?: StyleId;
  durationSec?: 15 | 30 | 60;
  voice?: boolean;
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
  /** Replaces the default espeak voice (cloud voices, tests). Ignored when brief.voice is false. */
  voiceProvider?: VoiceProvider;
  preset?: string;
  onProgress?: (framesDone: number, totalFrames: number) => void;
  signal?: AbortSignal;
  /** Measures text contrast against the pixels under it on sampled frames (tests). */
  checkPictureContrast?: boolean;
};

export type RenderTimings = { setupMs: number; voiceMs: number; audioMs: number; framesMs: number; drawMs: number; encodeWaitMs: number; posterMs: number; totalMs: number };

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
  script: { kind: string; text: string; start: number; end: number }[];
  timings: RenderTimings;
  /** What each shot showed, and the measured contrast over pictures when asked for. */
  pictures: { shots: { start: number; end: number; kind: string; media?: number; icons?: string[] }[]; contrast?: PictureContrast };
};

export const NATIVE_SIZE: Record<AspectRatio, { width: number; height: number }> = {
  '16:9': { width: 1920, height: 1080 },
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
};

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export function frameSize(aspect: AspectRatio, width?: number): { width: number; height: number } {
  const native = NATIVE_SIZE[aspect];
  if (!width) return native;
  return { width: even(width), height: even((width * native.height) / native.width) };
}

const SAMPLE_RATE = 44100;

/** Music, ducked voice and the WAV encoding, in their own scope so their buffers die on return. */
async function writeAudioTrack(path: string, music: Parameters<typeof synthMusic>[0], durationSec: number, placed: PlacedClip[]) {
  const bed = synthMusic(music, durationSec, SAMPLE_RATE);
  const mixed = mixVoiceOverMusic(bed, placed, SAMPLE_RATE, { duck: 0.25, musicGain: placed.length ? 0.8 : 1 });
  await writeFile(path, encodeWav16(mixed, SAMPLE_RATE));
}

async function synthLines(provider: VoiceProvider, lines: { kind: string; voice: string }[], rate: number, signal?: AbortSignal): Promise<VoiceClip[]> {
  const out: VoiceClip[] = [];
  for (const l of lines) {
    if (signal?.aborted) throw abortError();
    out.push(await provider.synthesize(l.voice, { rate }));
  }
  return out;
}

/**
 * Renders an ad: voice lines → scene timing → one pass of frames piped into a single ffmpeg, with
 * the mixed voice+music WAV as the second input. The poster is grabbed from the offer scene on the way.
 */
export async function renderVideo(brief: RenderBrief, opts: RenderOptions): Promise<RenderResult> {
  const t0 = performance.now();
  const signal = opts.signal;
  if (signal?.aborted) throw abortError();
  const aspect = brief.aspectRatio ?? '16:9';
  const styleId = brief.style ?? 'bold';
  if (!ASPECT_RATIOS.includes(aspect)) throw new Error(`unknown aspect ratio ${aspect}`);
  if (!STYLE_IDS.includes(styleId)) throw new Error(`unknown style ${styleId}`);
  const durationSec = brief.durationSec ?? 30;
  if (![15, 30, 60].includes(durationSec)) throw new Error(`duration must be 15, 30 or 60 seconds`);
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
  const script = buildScript(brief.details, durationSec);
  const provider = brief.voice === false ? noneVoice : (opts.voiceProvider ?? espeakVoice());
  let rate = 175;
  let clips = await synthLines(provider, script, rate, signal);
  const over = voiceOverflow(clips, durationSec);
  if (provider !== noneVoice && over > 1) {
    rate = Math.min(320, Math.ceil(rate * over * 1.05));
    clips = await synthLines(provider, script, rate, signal);
  }
  const tVoice = performance.now();
  const lines = script.map((l, i) => ({
    kind: l.kind,
    // Without a voice the pacing still follows how long the line would take to read.
    durationSec: provider === noneVoice ? countWords(l.voice) / (WORDS_PER_SECOND * 1.1) : clips[i]!.durationSec,
  }));
  const timeline = planTimeline(lines, durationSec);

  const placed: PlacedClip[] = provider === noneVoice ? [] : timeline.map((s, i) => ({ clip: clips[i]!, startSec: s.voiceStart }));
  const work = await mkdtemp(join(tmpdir(), 'reklamo-render-'));
  const audioPath = join(work, 'audio.wav');
  await writeAudioTrack(audioPath, theme.style.music, durationSec, placed);
  // The voice PCM is in the WAV now; dropping it lets the GC reclaim it before the frame loop.
  clips = [];
  placed.length = 0;
  const ffmpegPath = opts.ffmpegPath ?? defaultFfmpegPath();
  const loudness = await measureLoudness(ffmpegPath, audioPath, signal);
  const tAudio = performance.now();

  const canvas = createCanvas(width, height);
  const nctx: SKRSContext2D = canvas.getContext('2d');
  // napi-rs implements the standard 2D API; the cast is the one seam between Node and the shared scene code.
  // Emoji typed in the brief are drawn as colour pictures (the wrapper is the plain context when there are none).
  const ctx = withEmoji(nctx as unknown as CanvasRenderingContext2D, await emojiImagesFor(Object.values(brief.details)));
  const composed = composeScenes({
    ctx,
    frame: { width, height, safe: safeArea(width, height, aspect), aspect },
    theme,
    fonts: fontRoles(theme, brandFonts),
    details: brief.details,
    scenes: timeline,
    hasLogo: Boolean(logo),
    logoAspect: logo ? logo.width / Math.max(1, logo.height) : undefined,
  });
  assertLayout(composed.issues);
  const model: SceneModel = {
    frame: { width, height, safe: safeArea(width, height, aspect), aspect },
    theme,
    scenes: composed.scenes,
    durationSec,
    logo: logo as unknown as CanvasImageSource | undefined,
    watermark: (/[\p{L}\p{N}]/u.exec(brief.details.BusinessName)?.[0] ?? 'R').toLocaleUpperCase('bg-BG'),
  };
  const pictures = await preparePictures({
    frame: model.frame,
    fps,
    theme,
    scenes: composed.scenes,
    media: brief.media ?? [],
    briefTexts: [brief.details.AdvertizedService, brief.details.Services, brief.details.BusinessName, brief.details.BusinessDescription],
    logo,
    ffmpegPath,
  });
  model.pictures = pictures.track;
  const contrast = opts.checkPictureContrast ? { min: Infinity, samples: 0 } : undefined;

  const totalFrames = Math.round(durationSec * fps);
  const offer = model.scenes.find((s) => s.kind === 'offer') ?? model.scenes[0]!;
  const posterFrame = Math.min(totalFrames - 1, Math.round((offer.start + (offer.end - offer.start) * 0.62) * fps));
  const encoder = startEncoder({ ffmpegPath, width, height, fps, durationSec, audioPath, outPath, preset: opts.preset, loudness });
  const onAbort = () => encoder.kill();
  signal?.addEventListener('abort', onAbort, { once: true });
  let drawMs = 0;
  let waitMs = 0;
  let posterMs = 0;
  let posterJob: Promise<void> | null = null;
  try {
    for (let f = 0; f < totalFrames; f++) {
      if (signal?.aborted) throw abortError();
      const a = performance.now();
      await pictures.beforeFrame(f / fps);
      if (contrast && f % 5 === 0) measureUnderText(ctx, model, f / fps, contrast);
      drawFrame(ctx, model, f / fps);
      // canvas.data() copies the pixels in 1.0.7, so the next frame can be drawn while ffmpeg reads this one.
      const pixels = canvas.data();
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
    script: script.map((l, i) => ({ kind: l.kind, text: l.voice, start: round2(timeline[i]!.start), end: round2(timeline[i]!.end) })),
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
      shots: pictures.track.shots.map((s) => ({ start: round2(s.start), end: round2(s.end), kind: s.kind, media: s.media, icons: s.icons })),
      contrast,
    },
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function assertLayout(issues: LayoutIssue[]) {
  if (issues.length) throw new Error(`text does not fit: ${issues.map((i) => `${i.scene}/${i.role}: ${i.reason}`).join('; ')}`);
}
