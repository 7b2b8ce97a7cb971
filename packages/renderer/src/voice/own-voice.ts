import { spawn } from 'node:child_process';
import { AUDIO_CONTAINERS, looksLikeImage, safeInput, UnsafeInputError } from '../node/ffmpeg-input.ts';
import { estimateWords } from '@reklamo/scene/captions/estimate.ts';
import { speechBounds } from './espeak-provider.ts';
import type { VoiceClip, VoiceProvider } from '@reklamo/scene/voice/provider.ts';
import { spokenWords } from '@reklamo/contract';

import { OWN_VOICE_MAX_SEC } from '@reklamo/scene/voice/sound-limits.ts';
export { AUDIO_MAX_BYTES, OWN_MUSIC_MAX_SEC, OWN_VOICE_MAX_SEC } from '@reklamo/scene/voice/sound-limits.ts';

/** Why an uploaded file cannot be used; the server maps each to a Bulgarian message. */
export class AudioInputError extends Error {
  constructor(
    public readonly code:
      'AUDIO_TOO_LONG' | 'AUDIO_SILENT' | 'AUDIO_INVALID' | 'AUDIO_NOT_AUDIO' | 'AUDIO_FORMAT_UNSUPPORTED',
  ) {
    super(code);
    this.name = 'AudioInputError';
  }
}

function run(
  ffmpegPath: string,
  args: string[],
  maxBytes = 200 * 1024 * 1024,
): Promise<{ stdout: Buffer; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const p = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let size = 0;
    let err = '';
    p.stdout.on('data', (d: Buffer) => {
      size += d.length;
      if (size > maxBytes) p.kill('SIGKILL');
      else out.push(d);
    });
    p.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-20_000)));
    p.on('error', reject);
    p.on('close', (code) => resolve({ stdout: Buffer.concat(out), stderr: err, code }));
  });
}

/** `input` is what every later ffmpeg call on the file opens it with (ffmpeg-input.ts). */
export type AudioFacts = { durationSec: number; codec: string; hasVideo: boolean; input: string[] };

/**
 * ffmpeg's input arguments for an audio file: its container by its first bytes, or a refusal. A
 * picture is AUDIO_NOT_AUDIO; text (a playlist, a list of files) or an unknown format is
 * AUDIO_FORMAT_UNSUPPORTED, and ffmpeg never opens it.
 */
export async function audioInput(path: string): Promise<string[]> {
  try {
    return await safeInput(path, AUDIO_CONTAINERS);
  } catch (err) {
    if (err instanceof UnsafeInputError)
      throw new AudioInputError(looksLikeImage(err.head) ? 'AUDIO_NOT_AUDIO' : 'AUDIO_FORMAT_UNSUPPORTED');
    throw err;
  }
}

/** What the file is, from its bytes and ffmpeg's own reading of it: never from the name or the browser's type. */
export async function probeAudio(
  ffmpegPath: string,
  path: string,
  o: { lengthUnknownOk?: boolean } = {},
): Promise<AudioFacts> {
  const input = await audioInput(path);
  const { stderr } = await run(ffmpegPath, ['-hide_banner', ...input], 1);
  const d = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
  const audio = /Stream #\d+:\d+.*?: Audio: (\w+)/.exec(stderr);
  // A cover picture inside an MP3/M4A is fine; a real video stream or an image file is not audio.
  const hasVideo = /Stream #\d+:\d+.*?: Video: (?!.*attached pic)/.test(stderr);
  if (!audio) throw new AudioInputError(/Video: /.test(stderr) ? 'AUDIO_NOT_AUDIO' : 'AUDIO_INVALID');
  if (hasVideo) throw new AudioInputError('AUDIO_NOT_AUDIO');
  const durationSec = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : NaN;
  // A browser's MediaRecorder writes WebM without a duration in its header: the decode measures it.
  if (o.lengthUnknownOk && !d) return { durationSec: NaN, codec: audio[1]!, hasVideo, input };
  if (!Number.isFinite(durationSec) || durationSec <= 0) throw new AudioInputError('AUDIO_INVALID');
  return { durationSec, codec: audio[1]!, hasVideo, input };
}

/**
 * Decodes to mono float PCM with light clean-up: a high-pass for rumble, a gentle FFT denoise,
 * and a loudness normalisation so a quiet phone recording sits like the synthetic voices.
 */
export async function decodeVoice(
  ffmpegPath: string,
  path: string,
  o: { maxSec: number; sampleRate?: number; clean?: boolean; lengthUnknownOk?: boolean },
): Promise<Float32Array> {
  const sr = o.sampleRate ?? 22050;
  const facts = await probeAudio(ffmpegPath, path, { lengthUnknownOk: o.lengthUnknownOk });
  if (facts.durationSec > o.maxSec + 0.5) throw new AudioInputError('AUDIO_TOO_LONG');
  const filters = o.clean === false ? ['anull'] : ['highpass=f=80', 'afftdn=nf=-30', 'loudnorm=I=-18:TP=-2:LRA=11'];
  const r = await run(ffmpegPath, [
    '-hide_banner',
    '-v',
    'error',
    ...facts.input,
    '-t',
    String(Number.isFinite(facts.durationSec) ? o.maxSec : o.maxSec + 1),
    '-vn',
    '-ac',
    '1',
    '-af',
    filters.join(','),
    '-ar',
    String(sr),
    '-f',
    's16le',
    '-',
  ]);
  if (r.code !== 0 || r.stdout.length < 2) throw new AudioInputError('AUDIO_INVALID');
  if (!Number.isFinite(facts.durationSec) && r.stdout.length / 2 / sr > o.maxSec + 0.5)
    throw new AudioInputError('AUDIO_TOO_LONG');
  const pcm = new Float32Array(Math.floor(r.stdout.length / 2));
  for (let i = 0; i < pcm.length; i++) pcm[i] = r.stdout.readInt16LE(i * 2) / 32768;
  let peak = 0;
  let energy = 0;
  for (let i = 0; i < pcm.length; i++) {
    const v = Math.abs(pcm[i]!);
    if (v > peak) peak = v;
    energy += v * v;
  }
  // Silence (or a file of near-silence) has no voice to use.
  if (peak < 0.02 || Math.sqrt(energy / Math.max(1, pcm.length)) < 0.003) throw new AudioInputError('AUDIO_SILENT');
  return pcm;
}

/** Index of the quietest 20 ms window within `radius` samples of `at`: where a cut between lines hurts least. */
function quietestNear(pcm: Float32Array, at: number, radius: number, win: number): number {
  let best = at;
  let bestE = Infinity;
  for (let c = Math.max(win, at - radius); c < Math.min(pcm.length - win, at + radius); c += win / 2) {
    let e = 0;
    for (let i = c - win / 2; i < c + win / 2; i++) e += pcm[i]! ** 2;
    if (e < bestE) {
      bestE = e;
      best = c;
    }
  }
  return Math.round(best);
}

/**
 * Spreads one recording over the script's lines by their word counts: the cut before each line is
 * put at the quietest moment near its share of the recording, so a cut falls in a breath rather
 * than a word. Caption timings come from the words' syllables inside each piece.
 */
export function splitByWords(pcm: Float32Array, sampleRate: number, lines: string[]): VoiceClip[] {
  const [a, b] = speechBounds(pcm, sampleRate, 0.02);
  const body = pcm.subarray(a, b);
  const counts = lines.map((l) => spokenWords(l));
  const total = counts.reduce((x, y) => x + y, 0) || 1;
  const cuts = [0];
  let acc = 0;
  for (let i = 0; i < lines.length - 1; i++) {
    acc += counts[i]!;
    const at = Math.round((acc / total) * body.length);
    cuts.push(
      counts[i] === 0
        ? cuts[cuts.length - 1]!
        : quietestNear(body, at, Math.round(sampleRate * 0.8), Math.round(sampleRate * 0.02)),
    );
  }
  cuts.push(body.length);
  return lines.map((line, i) => {
    const seg = body.subarray(cuts[i]!, Math.max(cuts[i]!, cuts[i + 1]!));
    const durationSec = seg.length / sampleRate;
    return { pcm: seg, sampleRate, durationSec, words: counts[i] ? estimateWords(line, durationSec) : [] };
  });
}

/** The customer's own recording as a voice: each scene's line gets its piece, in script order. */
export function ownVoice(clips: VoiceClip[], lines: string[]): VoiceProvider {
  return {
    name: 'own',
    async synthesize(text) {
      const i = lines.indexOf(text);
      return clips[i] ?? { pcm: new Float32Array(0), sampleRate: 22050, durationSec: 0, words: [] };
    },
  };
}

/** Time-stretches (pitch kept) when the recording is longer than the ad can hold. */
export async function fitRecording(ffmpegPath: string, path: string, maxSec: number): Promise<Float32Array> {
  const pcm = await decodeVoice(ffmpegPath, path, { maxSec: OWN_VOICE_MAX_SEC });
  const sr = 22050;
  const [a, b] = speechBounds(pcm, sr, 0.02);
  const len = (b - a) / sr;
  if (len <= maxSec) return pcm;
  const tempo = Math.min(1.6, len / maxSec);
  const r = await run(ffmpegPath, [
    '-hide_banner',
    '-v',
    'error',
    ...(await audioInput(path)),
    '-vn',
    '-ac',
    '1',
    '-af',
    `highpass=f=80,afftdn=nf=-30,loudnorm=I=-18:TP=-2:LRA=11,atempo=${tempo.toFixed(3)}`,
    '-ar',
    String(sr),
    '-f',
    's16le',
    '-',
  ]);
  const out = new Float32Array(Math.floor(r.stdout.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = r.stdout.readInt16LE(i * 2) / 32768;
  return out;
}
