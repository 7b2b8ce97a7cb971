import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { ASPECT_RATIOS, type AspectRatio } from '@reklamo/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';
import { renderVideo } from '../node/render-video.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { colourShare, frameRgb } from '../testing/media-checks.ts';

const dir = mkdtempSync(join(tmpdir(), 'reklamo-pictures-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ffmpeg = defaultFfmpegPath();

async function photo(name: string, fill: string, w = 1200, h = 900): Promise<string> {
  const c = createCanvas(w, h);
  const g = c.getContext('2d');
  g.fillStyle = fill;
  g.fillRect(0, 0, w, h);
  const path = join(dir, name);
  writeFileSync(path, await c.encode('jpeg', 92));
  return path;
}

/** A 3 s clip: yellow for 1.5 s, then blue, so a frame tells where in the clip we are. */
function clip(): string {
  const path = join(dir, 'clip.mp4');
  const r = spawnSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=c=yellow:s=320x180:r=30:d=1.5',
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:s=320x180:r=30:d=1.5',
    '-filter_complex',
    '[0][1]concat=n=2:v=1',
    '-pix_fmt',
    'yuv420p',
    path,
  ]);
  if (r.status !== 0) throw new Error(String(r.stderr));
  return path;
}

function ffmpegLog(file: string, filter: string): string {
  const r = spawnSync(ffmpeg, ['-hide_banner', '-nostats', '-i', file, '-vf', filter, '-an', '-f', 'null', '-'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return r.stderr;
}

describe('pictures in renders', { timeout: 240_000 }, () => {
  it.each(ASPECT_RATIOS)(
    'the customer photo fills the %s frame (attention crop, Ken Burns)',
    async (aspect: AspectRatio) => {
      const magenta = await photo('magenta.jpg', '#FF00FF');
      const r = await renderVideo(
        {
          details: SAMPLE_DETAILS,
          aspectRatio: aspect,
          durationSec: 15,
          voice: false,
          style: 'bold',
          media: [{ kind: 'photo', path: magenta }],
        },
        { outPath: join(dir, `p-${aspect.replace(':', 'x')}.mp4`), width: 160 },
      );
      const shot = r.pictures.shots.find((s) => s.kind === 'photo')!;
      const px = frameRgb(r.videoPath, (shot.start + shot.end) / 2, r.width, r.height);
      // Away from the text panel the frame is the photo, edge to edge, whether the canvas drew it or
      // (most frames: node/yuv/i420.ts) it was put under the frame directly.
      expect(r.pictures.composited).toBeGreaterThan(r.durationSec * 30 * 0.3);
      expect(colourShare(px, r.width, r.height, 0.96, 1, [255, 0, 255])).toBeGreaterThan(0.8);
    },
  );

  it.each([
    ['bold', '#FFFFFF'],
    ['clean', '#000000'],
  ] as const)('text over a photo clears 4.5:1 on every sampled frame (%s style over %s)', async (style, fill) => {
    // The worst photo for the style: white under white text, black under dark text.
    const p = await photo(`flat-${style}.jpg`, fill);
    const r = await renderVideo(
      {
        details: SAMPLE_DETAILS,
        aspectRatio: '16:9',
        durationSec: 15,
        voice: false,
        style,
        media: [{ kind: 'photo', path: p }],
      },
      { outPath: join(dir, `c-${style}.mp4`), width: 240, checkPictureContrast: true },
    );
    expect(r.pictures.contrast!.samples).toBeGreaterThan(20);
    expect(r.pictures.contrast!.min).toBeGreaterThanOrEqual(4.5);
  });

  it('a 30 s ad with photos and a clip keeps moving: no freeze over 4 s, at least 8 scene changes, the clip plays', async () => {
    const photos = await Promise.all(['#E63946', '#2A9D8F', '#F4A261', '#3A86FF'].map((c, i) => photo(`p${i}.jpg`, c)));
    const media = [
      ...photos.slice(0, 2).map((path) => ({ kind: 'photo' as const, path })),
      { kind: 'clip' as const, path: clip() },
      ...photos.slice(2).map((path) => ({ kind: 'photo' as const, path })),
    ];
    const r = await renderVideo(
      { details: SAMPLE_DETAILS, aspectRatio: '9:16', durationSec: 30, voice: false, style: 'warm', media },
      { outPath: join(dir, 'pace.mp4'), width: 160 },
    );
    expect(ffmpegLog(r.videoPath, 'freezedetect=n=0.003:d=4')).not.toContain('freeze_start');
    // Transitions take ~0.45 s, so changes are scored between frames half a second apart and
    // detections within 0.75 s of each other count as one change.
    const times = [
      ...ffmpegLog(r.videoPath, "fps=2,select='gt(scene,0.3)',showinfo").matchAll(/pts_time:([\d.]+)/g),
    ].map((m) => Number(m[1]));
    const changes = times.filter((t, i) => i === 0 || t - times[i - 1]! > 0.75).length;
    expect(changes).toBeGreaterThanOrEqual(8);
    // The clip's shot shows its first half (yellow) early on and its second half (blue) later:
    // the bottom band of 9:16 is free of text.
    const shot = r.pictures.shots.find((s) => s.kind === 'clip')!;
    expect(shot.end - shot.start).toBeGreaterThan(1.8);
    const early = frameRgb(r.videoPath, shot.start + 0.6, r.width, r.height);
    const late = frameRgb(r.videoPath, shot.end - 0.1, r.width, r.height);
    expect(colourShare(early, r.width, r.height, 0.9, 1, [255, 255, 0])).toBeGreaterThan(0.8);
    expect(colourShare(late, r.width, r.height, 0.9, 1, [0, 0, 255])).toBeGreaterThan(0.8);
    // The photos' and the clip's frames, and the transitions between them, are put under the text
    // directly (node/yuv/i420.ts: 807 of 900 here, 669 when the canvas drew the transitions), and the
    // text over them is rasterised again only when it changed (node/draw-log.ts).
    expect(r.pictures.composited).toBeGreaterThan(30 * 30 * 0.85);
    expect(r.pictures.overlaysKept).toBeGreaterThan(30 * 30 * 0.1);
  });

  it('without media every scene shows illustrations from the trade index', async () => {
    const r = await renderVideo(
      { details: SAMPLE_DETAILS, aspectRatio: '1:1', durationSec: 15, voice: false, style: 'neon' },
      { outPath: join(dir, 'ill.mp4'), width: 160 },
    );
    expect(r.pictures.shots.every((s) => s.kind === 'illustration')).toBe(true);
    expect(r.pictures.shots.flatMap((s) => s.icons ?? [])).toContain('birthday-cake');
  });
});
