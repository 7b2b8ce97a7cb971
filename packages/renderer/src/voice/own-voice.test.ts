import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';
import { AudioInputError, decodeVoice, OWN_VOICE_MAX_SEC, splitByWords } from './own-voice.ts';

const ff = defaultFfmpegPath();
const dir = mkdtempSync(join(tmpdir(), 'reklamo-own-voice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const make = (name: string, args: string[]) => {
  const p = join(dir, name);
  execFileSync(ff, ['-v', 'error', '-y', ...args, p]);
  return p;
};
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AudioInputError ? e.code : String(e)),
  );

describe('own voice input', { timeout: 60_000 }, () => {
  it('decodes a recording in any common container to clean mono PCM', async () => {
    for (const ext of ['wav', 'mp3', 'm4a', 'ogg', 'webm']) {
      const p = make(`tone.${ext}`, [
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=2',
        ...(ext === 'webm' || ext === 'ogg' ? ['-c:a', 'libopus'] : []),
      ]);
      const pcm = await decodeVoice(ff, p, { maxSec: OWN_VOICE_MAX_SEC });
      expect(pcm.length / 22050).toBeGreaterThan(1.8);
    }
  });

  it('refuses silence, a corrupt file, a file of no audio format, an image, a video and a recording past the limit, each with its own code', async () => {
    const silent = make('silent.wav', ['-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', '3']);
    const corrupt = join(dir, 'corrupt.mp3');
    // A WAV header over noise: a container we take, broken inside.
    writeFileSync(
      corrupt,
      Buffer.concat([
        Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'),
        Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)),
      ]),
    );
    const unknown = join(dir, 'unknown.mp3');
    writeFileSync(unknown, Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251)));
    const image = make('photo.png', ['-f', 'lavfi', '-i', 'color=red:s=64x64', '-frames:v', '1']);
    const video = make('clip.mp4', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=s=64x64:d=1',
      '-f',
      'lavfi',
      '-i',
      'sine=d=1',
      '-shortest',
    ]);
    const long = make('long.wav', [
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=200:sample_rate=8000',
      '-t',
      String(OWN_VOICE_MAX_SEC + 20),
    ]);
    expect(await code(decodeVoice(ff, silent, { maxSec: 300 }))).toBe('AUDIO_SILENT');
    expect(await code(decodeVoice(ff, corrupt, { maxSec: 300 }))).toBe('AUDIO_INVALID');
    expect(await code(decodeVoice(ff, unknown, { maxSec: 300 }))).toBe('AUDIO_FORMAT_UNSUPPORTED');
    expect(await code(decodeVoice(ff, image, { maxSec: 300 }))).toBe('AUDIO_NOT_AUDIO');
    expect(await code(decodeVoice(ff, video, { maxSec: 300 }))).toBe('AUDIO_NOT_AUDIO');
    expect(await code(decodeVoice(ff, long, { maxSec: OWN_VOICE_MAX_SEC }))).toBe('AUDIO_TOO_LONG');
  });

  it('spreads one recording over the lines by word count, cutting in the pauses', () => {
    const sr = 22050;
    // Three "lines" of speech-like tone, 2 s, 4 s and 2 s, with 0.4 s pauses between them.
    const parts = [2, 0.4, 4, 0.4, 2];
    const pcm = new Float32Array(Math.round(parts.reduce((a, b) => a + b) * sr));
    let t = 0;
    parts.forEach((d, i) => {
      if (i % 2 === 0)
        for (let k = 0; k < d * sr; k++) pcm[Math.round(t * sr) + k] = 0.4 * Math.sin((2 * Math.PI * 200 * k) / sr);
      t += d;
    });
    const clips = splitByWords(pcm, sr, [
      'едно две три',
      'четири пет шест седем осем девет',
      'десет единайсет дванайсет',
    ]);
    expect(clips.map((c) => c.words!.length)).toEqual([3, 6, 3]);
    // Cuts land in the pauses: each piece holds its whole tone.
    expect(clips[0]!.durationSec).toBeGreaterThan(1.95);
    expect(clips[0]!.durationSec).toBeLessThan(2.5);
    expect(clips[1]!.durationSec).toBeGreaterThan(3.95);
    expect(clips[1]!.durationSec).toBeLessThan(4.5);
  });
});
