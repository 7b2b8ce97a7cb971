import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';
import { renderVideo } from '../node/render-video.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { analyseClip, bestWindowStart } from './node/clip-window.ts';

const dir = mkdtempSync(join(tmpdir(), 'reklamo-clip-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ffmpeg = defaultFfmpegPath();
const ORANGE = [240, 160, 48] as const;

/** `darkSec` of a dark, shaking test pattern, then `goodSec` of a steady, well-lit orange. */
function clip(name: string, darkSec: number, goodSec: number): string {
  const path = join(dir, name);
  const dark = `testsrc2=s=320x180:r=30:d=${darkSec},lutyuv=y=val*0.2,crop=280:150:'20+20*sin(n*2.7)':'15+15*cos(n*3.3)',scale=320:180,setsar=1`;
  const good = `color=c=0xF0A030:s=320x180:r=30:d=${goodSec},format=yuv420p,setsar=1`;
  const inputs =
    darkSec > 0
      ? [
          '-f',
          'lavfi',
          '-i',
          dark,
          '-f',
          'lavfi',
          '-i',
          good,
          '-filter_complex',
          '[0:v]format=yuv420p[a];[a][1:v]concat=n=2:v=1',
        ]
      : ['-f', 'lavfi', '-i', good];
  const r = spawnSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    path,
  ]);
  if (r.status !== 0) throw new Error(String(r.stderr));
  return path;
}

/** Mean RGB of the bottom tenth of one decoded frame at `t`. */
function bottomColour(file: string, t: number, w: number, h: number): number[] {
  const r = spawnSync(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      t.toFixed(3),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { maxBuffer: 64 << 20 },
  );
  const px = new Uint8Array(r.stdout);
  expect(px.length).toBe(w * h * 3);
  const sum = [0, 0, 0];
  let n = 0;
  for (let i = Math.floor(h * 0.9) * w * 3; i < px.length; i += 3) {
    for (let c = 0; c < 3; c++) sum[c]! += px[i + c]!;
    n++;
  }
  return sum.map((s) => s / n);
}

describe('clip window', { timeout: 240_000 }, () => {
  it('finds the dark, shaky opening and starts after it; a clip good from the start starts at 0', async () => {
    const samples = await analyseClip(ffmpeg, clip('bad-start.mp4', 3, 6));
    expect(samples.length).toBeGreaterThan(40);
    const opening = samples.filter((s) => s.t < 2.8);
    const rest = samples.filter((s) => s.t > 3.3);
    expect(Math.max(...opening.map((s) => s.yavg))).toBeLessThan(Math.min(...rest.map((s) => s.yavg)));
    const start = bestWindowStart(samples, 9, 4);
    expect(start).toBeGreaterThanOrEqual(3);
    expect(start).toBeLessThanOrEqual(5);

    const good = await analyseClip(ffmpeg, clip('good.mp4', 0, 8));
    expect(bestWindowStart(good, 8, 4)).toBe(0);
    // Nothing to choose when the clip is no longer than the window, or unreadable.
    expect(bestWindowStart(samples, 9, 9)).toBe(0);
    expect(await analyseClip(ffmpeg, join(dir, 'missing.mp4'))).toEqual([]);
  });

  it('a render plays the good part of a clip whose first seconds are dark and shaky', async () => {
    const path = clip('render.mp4', 3, 20);
    const r = await renderVideo(
      {
        details: SAMPLE_DETAILS,
        aspectRatio: '9:16',
        durationSec: 15,
        voice: false,
        style: 'warm',
        media: [{ kind: 'clip', path }],
      },
      { outPath: join(dir, 'ad.mp4'), width: 180 },
    );
    const shots = r.pictures.shots.filter((s) => s.kind === 'clip');
    expect(shots.length).toBeGreaterThan(0);
    expect(shots[0]!.clipOffset).toBeGreaterThanOrEqual(3);
    expect(shots[0]!.clipOffset).toBeLessThan(3.5);
    // The clip's first shot shows the steady orange (the bottom band of 9:16 is free of text), not the dark opening.
    const first = shots[0]!;
    const [red, green, blue] = bottomColour(
      r.videoPath,
      first.start + (first.end - first.start) * 0.6,
      r.width,
      r.height,
    );
    expect(Math.abs(red! - ORANGE[0])).toBeLessThan(40);
    expect(Math.abs(green! - ORANGE[1])).toBeLessThan(40);
    expect(Math.abs(blue! - ORANGE[2])).toBeLessThan(50);

    // With its analysis from the upload, the render takes the stored samples and measures nothing:
    // samples that find every moment alike start the clip at its beginning.
    const flat = Array.from({ length: 115 }, (_, i) => ({ t: i / 5, yavg: 120, ydif: 1 }));
    const again = await renderVideo(
      {
        details: SAMPLE_DETAILS,
        aspectRatio: '9:16',
        durationSec: 15,
        voice: false,
        style: 'warm',
        media: [{ kind: 'clip', path, samples: flat }],
      },
      { outPath: join(dir, 'ad-stored.mp4'), width: 180 },
    );
    expect(again.pictures.shots.find((s) => s.kind === 'clip')!.clipOffset ?? 0).toBe(0);
  });
});
