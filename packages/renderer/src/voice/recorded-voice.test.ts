import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeStoryboards } from '@reklamo/brain';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { AudioInputError } from './own-voice.ts';
import { cleanSceneTake, fitScenesToTakes, recordedSceneSec, RECORDING_SPEECH_MAX_SEC } from './recorded-voice.ts';

const ff = defaultFfmpegPath();
const dir = mkdtempSync(join(tmpdir(), 'reklamo-takes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A take as a browser writes it: WebM/Opus to a stream, so no duration in its header. */
const webmTake = (name: string, lavfi: string, af = 'anull') => {
  const bytes = execFileSync(
    ff,
    ['-v', 'error', '-f', 'lavfi', '-i', lavfi, '-af', af, '-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  const p = join(dir, name);
  writeFileSync(p, bytes);
  return p;
};
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AudioInputError ? e.code : String(e)),
  );

describe('takes recorded scene by scene', { timeout: 60_000 }, () => {
  it('cuts a take to its speech, even from a WebM without a duration in its header', async () => {
    const p = webmTake(
      'take.webm',
      'sine=frequency=440:duration=1.5:sample_rate=48000',
      `adelay=700,apad=whole_len=${3 * 48000}`,
    );
    const pcm = await cleanSceneTake(ff, p);
    expect(pcm.length / 22050).toBeGreaterThan(1.4);
    expect(pcm.length / 22050).toBeLessThan(1.7);
  });

  it('refuses a silent take and one with too much speech', async () => {
    expect(
      await code(cleanSceneTake(ff, webmTake('silent.webm', 'anullsrc=r=48000:cl=mono', 'atrim=duration=3'))),
    ).toBe('AUDIO_SILENT');
    expect(
      await code(
        cleanSceneTake(ff, webmTake('long.webm', `sine=frequency=440:duration=${RECORDING_SPEECH_MAX_SEC + 2}`)),
      ),
    ).toBe('AUDIO_TOO_LONG');
    // Past the 30 s a take may run at all, the decode stops early and says so.
    expect(await code(cleanSceneTake(ff, webmTake('endless.webm', 'sine=frequency=440:duration=40')))).toBe(
      'AUDIO_TOO_LONG',
    );
  });

  it('a recorded scene lasts its take plus a breath; silent scenes keep their target; the ad is their sum', () => {
    const [sb] = writeStoryboards(SAMPLE_DETAILS, { durationSec: 30, variants: 1 });
    const takes = sb!.scenes.map((s, i) => (s.voice.trim() ? 1 + i * 0.5 : 0));
    const fitted = fitScenesToTakes(sb!, takes);
    fitted.storyboard.scenes.forEach((s, i) =>
      expect(s.durationSec).toBeCloseTo(takes[i]! > 0 ? takes[i]! + 0.8 : sb!.scenes[i]!.durationSec, 2),
    );
    expect(fitted.durationSec).toBeCloseTo(
      fitted.storyboard.scenes.reduce((a, s) => a + s.durationSec, 0),
      5,
    );
    expect(recordedSceneSec(0.2)).toBe(1.2);
    expect(recordedSceneSec(14.6)).toBe(15);
  });
});
