import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';
import { gainAndLimit, integratedLoudness, normaliseLoudness, samplePeak } from './loudness.ts';
import { encodeWav16, mixVoiceOverMusic } from './mix.ts';
import { MOOD_BEDS, synthMusic } from './music.ts';

const SR = 44100;
const dir = mkdtempSync(join(tmpdir(), 'reklamo-loudness-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** ffmpeg's own EBU R128 reading of interleaved stereo: integrated loudness and true peak. */
function ffmpegReads(audio: Float32Array, name: string): { lufs: number; truePeakDb: number } {
  const wav = join(dir, `${name}.wav`);
  // The float samples go to ffmpeg as they are (encodeWav16 would rescale anything over 0.98).
  const header = encodeWav16(new Float32Array(0), SR);
  const pcm = new Int16Array(audio.length);
  for (let i = 0; i < audio.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, audio[i]!)) * 32767);
  const h = Buffer.from(header);
  h.writeUInt32LE(36 + pcm.byteLength, 4);
  h.writeUInt32LE(pcm.byteLength, 40);
  writeFileSync(wav, Buffer.concat([h, Buffer.from(pcm.buffer)]));
  const r = spawnSync(
    defaultFfmpegPath(),
    ['-hide_banner', '-nostats', '-i', wav, '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  const summary = r.stderr.slice(r.stderr.lastIndexOf('Summary:'));
  return {
    lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)![1]),
    truePeakDb: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)![1]),
  };
}

/** A 30 s ad's audio: a music bed with "speech" (noise bursts with a syllable rhythm) ducking it. */
function adAudio(voiceLevel: number): Float32Array {
  const music = synthMusic(MOOD_BEDS.warm, 30, SR);
  const speech = new Float32Array(SR * 4);
  let seed = 7;
  for (let i = 0; i < speech.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const syllable = 0.5 + 0.5 * Math.sin((2 * Math.PI * 4 * i) / SR);
    speech[i] = ((seed / 2 ** 32) * 2 - 1) * syllable * voiceLevel;
  }
  const clips = [1, 7, 13, 19, 25].map((startSec) => ({
    clip: { pcm: speech, sampleRate: SR, durationSec: 4, words: [] },
    startSec,
  }));
  return mixVoiceOverMusic(music, clips, SR, { duck: 0.25, musicGain: 0.8 });
}

describe('loudness', () => {
  it('reads integrated loudness as ffmpeg ebur128 does, for a tone and for a mixed ad', () => {
    const tone = new Float32Array(SR * 2 * 10);
    for (let i = 0; i < tone.length / 2; i++)
      tone[i * 2] = tone[i * 2 + 1] = 0.25 * Math.sin((2 * Math.PI * 1000 * i) / SR);
    // ffmpeg measures at 48 kHz and gates with a histogram of 0.1 LU bins: a few tenths apart at most.
    for (const [name, audio] of [
      ['tone', tone],
      ['ad', adAudio(0.4)],
    ] as const) {
      expect(Math.abs(integratedLoudness(audio, SR) - ffmpegReads(audio, name).lufs), name).toBeLessThanOrEqual(0.3);
    }
    expect(integratedLoudness(new Float32Array(SR * 2 * 3), SR)).toBe(-Infinity);
  });

  it('brings a quiet and a loud mix to -14 LUFS with true peaks under -1 dBTP', () => {
    for (const [name, level] of [
      ['quiet', 0.05],
      ['loud', 0.9],
    ] as const) {
      const before = adAudio(level);
      const after = normaliseLoudness(before, SR);
      const read = ffmpegReads(after, `${name}-normalised`);
      expect(Math.abs(read.lufs + 14), name).toBeLessThanOrEqual(0.3);
      expect(read.truePeakDb, name).toBeLessThanOrEqual(-1);
      expect(Math.abs(integratedLoudness(before, SR) + 14), name).toBeGreaterThan(3);
    }
  });

  it('limits only around the peaks: the rest keeps the plain gain', () => {
    const x = new Float32Array(SR * 2);
    for (let i = 0; i < SR; i++) x[i * 2] = x[i * 2 + 1] = 0.1 * Math.sin((2 * Math.PI * 440 * i) / SR);
    x[SR] = x[SR + 1] = 0.9; // one spike at 0.5 s
    const y = gainAndLimit(x, SR, 2, 0.5);
    expect(samplePeak(y)).toBeLessThanOrEqual(0.5 + 1e-6);
    // 0.2 s before the spike and 0.3 s after it the gain is the plain 2 again.
    for (const f of [Math.round(SR * 0.3), Math.round(SR * 0.8)]) expect(y[f * 2]! / x[f * 2]!).toBeCloseTo(2, 5);
    // Under the ceiling, nothing but the gain.
    const z = gainAndLimit(
      x.map((v) => v / 10),
      SR,
      2,
      0.5,
    );
    expect(z[SR]! / (x[SR]! / 10)).toBeCloseTo(2, 5);
  });
});
