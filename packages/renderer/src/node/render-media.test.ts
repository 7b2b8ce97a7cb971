import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { VoiceProvider } from '@reklamo/scene/voice/provider.ts';
import { createNodeMedia } from '../media/node-media.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { defaultFfmpegPath } from './ffmpeg.ts';
import type { RenderMedia } from './media.ts';
import { renderVideo } from './render-video.ts';

const dir = mkdtempSync(join(tmpdir(), 'reklamo-render-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ffmpeg = defaultFfmpegPath();
const make = (args: string[]) =>
  expect(spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args]).status).toBe(0);

describe('the media a render is given', { timeout: 240_000 }, () => {
  it('are where its voice, the owner’s music and a clip’s length come from, not providers of its own', async () => {
    const music = join(dir, 'music.wav');
    const clip = join(dir, 'clip.mp4');
    make(['-f', 'lavfi', '-i', 'sine=frequency=220:duration=4', music]);
    make(['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25', '-t', '3', '-pix_fmt', 'yuv420p', clip]);
    const node = createNodeMedia(ffmpeg);
    const asked: string[] = [];
    // A voice of the deployment's own: every line is a second of silence with its words on it.
    const quiet: VoiceProvider = {
      name: 'deployment-voice',
      async synthesize(text) {
        return { pcm: new Float32Array(22050), sampleRate: 22050, durationSec: 1, words: [{ text, start: 0, end: 1 }] };
      },
    };
    const media: RenderMedia = {
      ...node,
      voice: (settings) => (asked.push(`voice:${settings?.provider}`), quiet),
      musicBed: (path, sec, rate) => (asked.push('music'), node.musicBed(path, sec, rate)),
      probe: (path) => (asked.push('probe'), node.probe(path)),
      pictureSource: (settings) => (asked.push(`pictures:${settings?.provider}`), null),
    };
    const r = await renderVideo(
      { details: SAMPLE_DETAILS, durationSec: 15, musicPath: music, media: [{ kind: 'clip', path: clip }] },
      {
        outPath: join(dir, 'ad.mp4'),
        width: 320,
        media,
        voice: { provider: 'espeak' },
        images: { provider: 'pexels' },
      },
    );
    expect(r.voice).toBe('deployment-voice');
    expect(asked).toEqual(expect.arrayContaining(['voice:espeak', 'music', 'probe']));
    // The owner's own clip is the ad's picture: the stock source is not asked at all.
    expect(asked).not.toContain('pictures:pexels');
    expect(r.pictures.shots.some((s) => s.kind === 'clip')).toBe(true);
  });
});
