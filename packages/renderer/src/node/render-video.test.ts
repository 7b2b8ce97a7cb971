import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ASPECT_RATIOS, STYLE_IDS } from '@reklamo/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { fontString } from '@reklamo/scene/layout/fit-text.ts';
import { fontFamily } from '@reklamo/scene/styles/styles.ts';
import { defaultFfmpegPath } from './ffmpeg.ts';
import { registerBrandFont, registerDefaultFonts } from './fonts.ts';
import { probe } from './probe.ts';
import { frameSize, renderVideo } from './render-video.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { writeStoryboards } from '@reklamo/brain';
import type { VoiceProvider } from '@reklamo/scene/voice/provider.ts';

const require = createRequire(import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'reklamo-render-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ffmpeg = defaultFfmpegPath();

const details = SAMPLE_DETAILS;

/** EBU R128 integrated loudness and true peak of the file's audio, as ffmpeg reads them. */
function loudness(ffmpegPath: string, file: string): Promise<{ lufs: number; truePeakDb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, [
      '-hide_banner',
      '-nostats',
      '-i',
      file,
      '-map',
      '0:a:0',
      '-af',
      'ebur128=peak=true',
      '-f',
      'null',
      '-',
    ]);
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const summary = err.slice(err.lastIndexOf('Summary:'));
      const i = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
      const tp = /Peak:\s+(-?[\d.]+) dBFS/.exec(summary);
      if (i && tp) resolve({ lufs: Number(i[1]), truePeakDb: Number(tp[1]) });
      else reject(new Error(`no loudness in: ${err.slice(-500)}`));
    });
  });
}

// Real renders: generous limits so a busy 2-core machine slows them down without failing them.
describe('renderVideo', { timeout: 240_000 }, () => {
  it('renders the default 30 s 16:9 1080p ad with voice: h264/yuv420p, AAC, exact duration, faststart, poster', async () => {
    const progress: [number, number][] = [];
    const r = await renderVideo(
      { details, aspectRatio: '16:9', style: 'bold' },
      { outPath: join(dir, 'full.mp4'), onProgress: (a, b) => progress.push([a, b]) },
    );
    const p = await probe(ffmpeg, r.videoPath);
    expect(p.video).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p', width: 1920, height: 1080, fps: 30 });
    expect(p.audio?.codec).toBe('aac');
    expect(Math.abs(p.durationSec - 30)).toBeLessThanOrEqual(0.1);
    expect(p.faststart).toBe(true);
    expect(r.voice).toBe('espeak');
    expect(r.sizeBytes).toBe(statSync(r.videoPath).size);
    expect(progress.at(-1)).toEqual([900, 900]);
    const poster = await loadImage(readFileSync(r.posterPath));
    expect(poster.width).toBe(400);
    expect(readFileSync(r.posterPath).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The scenes follow the voice and fill the ad exactly.
    // Only details given: the local writer's first variant (question hook) is what was rendered.
    expect(r.storyboard.angle).toBe('question');
    expect(r.script.map((s) => s.kind)).toEqual(r.storyboard.scenes.map((s) => s.kind));
    expect(r.script[0]!.kind).toBe('hook');
    expect(r.script.at(-1)!.end).toBe(30);
    // Loudness normalised to about -14 LUFS integrated (EBU R128), peaks under -1 dBTP, measured on the final file.
    const heard = await loudness(ffmpeg, r.videoPath);
    expect(Math.abs(heard.lufs + 14)).toBeLessThanOrEqual(1);
    expect(heard.truePeakDb).toBeLessThanOrEqual(-1);
  });

  it.each(ASPECT_RATIOS.map((a, i) => [a, STYLE_IDS[i]!] as const))(
    'renders %s (%s) at the right shape',
    async (aspect, style) => {
      const width = 240;
      const r = await renderVideo(
        { details, aspectRatio: aspect, style, durationSec: 15, voice: false },
        { outPath: join(dir, `a-${aspect.replace(':', 'x')}.mp4`), width },
      );
      const p = await probe(ffmpeg, r.videoPath);
      const want = frameSize(aspect, width);
      expect(p.video).toMatchObject({ codec: 'h264', width: want.width, height: want.height });
      expect(Math.abs(p.durationSec - 15)).toBeLessThanOrEqual(0.1);
      expect(p.audio?.codec).toBe('aac');
    },
  );

  it.each(STYLE_IDS)('renders the %s style with distinct looks', async (style) => {
    const r = await renderVideo(
      { details, aspectRatio: '1:1', style, durationSec: 15, voice: false },
      { outPath: join(dir, `s-${style}.mp4`), width: 160 },
    );
    expect(existsSync(r.posterPath)).toBe(true);
    expect(r.style).toBe(style);
  });

  it('keeps styles visually distinct (poster colours differ)', async () => {
    const means: string[] = [];
    for (const style of STYLE_IDS) {
      const img = await loadImage(readFileSync(join(dir, `s-${style}.jpg`)));
      const c = createCanvas(1, 1);
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      means.push(`${Math.round(r! / 24)},${Math.round(g! / 24)},${Math.round(b! / 24)}`);
    }
    expect(new Set(means).size).toBeGreaterThanOrEqual(5);
  });

  it('renders 60 s and voice-off ads to the requested length', async () => {
    const r = await renderVideo(
      { details, durationSec: 60, voice: false },
      { outPath: join(dir, 'long.mp4'), width: 160 },
    );
    const p = await probe(ffmpeg, r.videoPath);
    expect(Math.abs(p.durationSec - 60)).toBeLessThanOrEqual(0.1);
    expect(r.voice).toBe('none');
  });

  it('renders a given storyboard: its scenes, order, lines and target durations, a scene stretched to a longer voice', async () => {
    const [, offerFirst] = writeStoryboards(details, { durationSec: 15, aspectRatio: '9:16', style: 'warm' });
    // The first scene asks for 1 s, but its line takes 3 s: the scene grows, the others give way.
    const freed = offerFirst!.scenes[0]!.durationSec - 1;
    const last = offerFirst!.scenes.length - 1;
    const sb = {
      ...offerFirst!,
      scenes: offerFirst!.scenes.map((s, i) =>
        i === 0 ? { ...s, durationSec: 1 } : i === last ? { ...s, durationSec: s.durationSec + freed } : s,
      ),
    };
    const longFirst: VoiceProvider = {
      name: 'fake',
      async synthesize(text) {
        const sec = text === sb.scenes[0]!.voice ? 3 : 0.8;
        return { pcm: new Float32Array(Math.round(8000 * sec)).fill(0.1), sampleRate: 8000, durationSec: sec };
      },
    };
    const r = await renderVideo(
      { storyboard: sb },
      { outPath: join(dir, 'storyboard.mp4'), width: 180, voiceProvider: longFirst },
    );
    const p = await probe(ffmpeg, r.videoPath);
    expect(p.video).toMatchObject({ width: 180, height: 320 });
    expect(Math.abs(p.durationSec - 15)).toBeLessThanOrEqual(0.1);
    expect(r.style).toBe('warm');
    expect(r.storyboard).toEqual(sb);
    expect(r.script.map((s) => [s.kind, s.text])).toEqual(sb.scenes.map((s) => [s.kind, s.voice]));
    expect(r.script[0]!.kind).toBe('offer');
    expect(r.script[0]!.end - r.script[0]!.start).toBeGreaterThanOrEqual(3);
    // Scenes with a short voice keep close to their target or give way, never grow past it.
    for (let i = 1; i < sb.scenes.length; i++)
      expect(r.script[i]!.end - r.script[i]!.start).toBeLessThanOrEqual(sb.scenes[i]!.durationSec + 0.01);
  });

  it('aborting kills ffmpeg and rejects with an AbortError', async () => {
    const ac = new AbortController();
    const out = join(dir, 'aborted.mp4');
    const promise = renderVideo(
      { details, durationSec: 30, voice: false },
      {
        outPath: out,
        width: 320,
        signal: ac.signal,
        onProgress: (n) => {
          if (n === 60) ac.abort();
        },
      },
    );
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(existsSync(out)).toBe(false);
    // ffmpeg was our only child; after the rejection it has been killed and reaped.
    const kids = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim();
    expect(kids).toBe('');
  });

  it('uses a Brand Kit font and falls back per glyph to the default family for Cyrillic', async () => {
    registerDefaultFonts();
    const latinOnly = require.resolve('@expo-google-fonts/bebas-neue/400Regular/BebasNeue_400Regular.ttf');
    const brand = registerBrandFont(latinOnly, 'heading');
    const draw = (family: string, text: string) => {
      const c = createCanvas(900, 160);
      const ctx = c.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 900, 160);
      ctx.fillStyle = '#000';
      ctx.font = fontString({ family, weight: 900 }, 100);
      ctx.textBaseline = 'middle';
      ctx.fillText(text, 10, 80);
      return ctx.getImageData(0, 0, 900, 160).data;
    };
    const def = fontFamily('montserrat-900');
    const ink = (d: Uint8ClampedArray) => d.reduce((a, v, i) => (i % 4 === 0 && v < 128 ? a + 1 : a), 0);
    const diff = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
      a.reduce((s, v, i) => s + (Math.abs(v - b[i]!) > 64 ? 1 : 0), 0);
    // Alone, the brand font has only "missing glyph" boxes for Cyrillic...
    const cyr = 'Жажда';
    expect(diff(draw(brand, cyr), draw(def, cyr))).toBeGreaterThan(1000);
    // ...but in the fallback list Cyrillic draws with the default family's real glyphs, Latin with the brand's.
    const fallback = `${brand}, ${def}`;
    expect(ink(draw(fallback, cyr))).toBeGreaterThan(2000);
    expect(diff(draw(fallback, cyr), draw(def, cyr))).toBeLessThan(50);
    expect(diff(draw(fallback, 'BRAND'), draw(brand, 'BRAND'))).toBeLessThan(50);
    const r = await renderVideo(
      {
        details,
        durationSec: 15,
        voice: false,
        style: 'clean',
        brandKit: { headingFontPath: latinOnly, primaryColor: '#FFFF00', secondaryColor: '#000000' },
      },
      { outPath: join(dir, 'brand.mp4'), width: 320 },
    );
    expect(r.sizeBytes).toBeGreaterThan(0);
  });
});
