import { spawn } from 'node:child_process';
import { probeAudio, AudioInputError, OWN_MUSIC_MAX_SEC } from '../voice/own-voice.ts';

/**
 * The customer's own music as an interleaved stereo bed of exactly `durationSec`: looped when
 * shorter, trimmed when longer, faded in and out, loudness-normalised like the synthetic beds.
 */
export async function loadMusicBed(
  ffmpegPath: string,
  path: string,
  durationSec: number,
  sampleRate: number,
): Promise<Float32Array> {
  const facts = await probeAudio(ffmpegPath, path);
  if (facts.durationSec > OWN_MUSIC_MAX_SEC + 0.5) throw new AudioInputError('AUDIO_TOO_LONG');
  const fadeOut = Math.min(2, durationSec / 4);
  // Kept as uploaded: read as the container its bytes say, so a later render never re-parses it as a playlist.
  const args = [
    '-hide_banner',
    '-v',
    'error',
    '-stream_loop',
    '-1',
    ...facts.input,
    '-t',
    String(durationSec),
    '-vn',
    '-ac',
    '2',
    '-ar',
    String(sampleRate),
    '-af',
    `loudnorm=I=-20:TP=-2,afade=t=in:d=0.6,afade=t=out:st=${(durationSec - fadeOut).toFixed(2)}:d=${fadeOut.toFixed(2)}`,
    '-f',
    'f32le',
    '-',
  ];
  const buf = await new Promise<Buffer>((resolve, reject) => {
    const p = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    const out: Buffer[] = [];
    p.stdout.on('data', (d: Buffer) => out.push(d));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new AudioInputError('AUDIO_INVALID'))));
  });
  const n = Math.round(durationSec * sampleRate) * 2;
  const bed = new Float32Array(n);
  const have = Math.min(n, Math.floor(buf.length / 4));
  for (let i = 0; i < have; i++) bed[i] = buf.readFloatLE(i * 4);
  return bed;
}
