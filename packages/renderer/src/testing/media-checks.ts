/**
 * What tests measure in a rendered file: a frame's pixels, how much of it is one colour, how long
 * it lasts, how loud one tone is. Shared by the renderer's, the server's and the browser tests
 * (`@reklamo/renderer/testing`); Node only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';

/** RGB pixels (rgb24) of the decoded frame at `t` seconds; throws unless it is `w` × `h`. */
export function frameRgb(file: string, t: number, w: number, h: number): Uint8Array {
  const r = spawnSync(
    defaultFfmpegPath(),
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
  if (px.length !== w * h * 3) throw new Error(`frame at ${t} s of ${file}: ${px.length} bytes, not ${w}×${h}×3`);
  return px;
}

/** Share of the pixels in the rows [y0, y1) (fractions of the height) that are close to `rgb`. */
export function colourShare(
  px: Uint8Array,
  w: number,
  h: number,
  y0: number,
  y1: number,
  rgb: [number, number, number],
): number {
  let hit = 0;
  let all = 0;
  for (let y = Math.floor(y0 * h); y < Math.floor(y1 * h); y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      all++;
      if (Math.abs(px[i]! - rgb[0]) + Math.abs(px[i + 1]! - rgb[1]) + Math.abs(px[i + 2]! - rgb[2]) < 90) hit++;
    }
  }
  return hit / all;
}

/** A media file's duration in seconds, as ffmpeg reports it. */
export function mediaSeconds(file: string): number {
  let err = '';
  try {
    execFileSync(defaultFfmpegPath(), ['-hide_banner', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    err = String((e as { stderr: Buffer }).stderr);
  }
  const d = /Duration: (\d+):(\d+):([\d.]+)/.exec(err);
  if (!d) throw new Error(`no duration for ${file}`);
  return Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]);
}

/** Power of one frequency in mono PCM (Goertzel), 8 kHz unless told. */
export function tonePower(pcm: Int16Array, f: number, sr = 8000): number {
  const k = 2 * Math.cos((2 * Math.PI * f) / sr);
  let a = 0;
  let b = 0;
  for (const x of pcm) {
    const c = x / 32768 + k * a - b;
    b = a;
    a = c;
  }
  return a * a + b * b - k * a * b;
}
