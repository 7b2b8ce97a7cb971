import type { VoiceClip } from '@reklamo/scene/voice/provider.ts';

export type PlacedClip = { clip: VoiceClip; startSec: number };

/** Linear resampling is enough for speech going from 22.05 to 44.1 kHz. */
export function resample(pcm: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return pcm;
  const n = Math.floor((pcm.length * to) / from);
  const out = new Float32Array(n);
  const r = from / to;
  for (let i = 0; i < n; i++) {
    const x = i * r;
    const a = Math.floor(x);
    const f = x - a;
    out[i] = (pcm[a] ?? 0) * (1 - f) + (pcm[a + 1] ?? pcm[a] ?? 0) * f;
  }
  return out;
}

/**
 * Voice over music with ducking done as volume automation: the music drops to `duck` while a
 * line plays, with a short attack and slower release so it breathes like a sidechain compressor.
 */
export function mixVoiceOverMusic(
  music: Float32Array,
  clips: PlacedClip[],
  sampleRate: number,
  opts: { duck?: number; musicGain?: number; voiceGain?: number } = {},
): Float32Array {
  const frames = music.length / 2;
  const out = new Float32Array(music.length);
  const voice = new Float32Array(frames);
  for (const { clip, startSec } of clips) {
    const pcm = resample(clip.pcm, clip.sampleRate, sampleRate);
    const start = Math.round(startSec * sampleRate);
    for (let i = 0; i < pcm.length && start + i < frames; i++) if (start + i >= 0) voice[start + i]! += pcm[i]!;
  }
  const active = new Uint8Array(frames);
  for (const { clip, startSec } of clips) {
    if (clip.durationSec <= 0) continue;
    const a = Math.max(0, Math.round((startSec - 0.15) * sampleRate));
    const b = Math.min(frames, Math.round((startSec + clip.durationSec + 0.25) * sampleRate));
    active.fill(1, a, b);
  }
  const duck = opts.duck ?? 0.28;
  const mg = opts.musicGain ?? 1;
  const vg = opts.voiceGain ?? 0.95;
  const attack = 1 / (0.08 * sampleRate);
  const release = 1 / (0.45 * sampleRate);
  let g = 1;
  for (let i = 0; i < frames; i++) {
    const target = active[i] ? duck : 1;
    g += target < g ? Math.max(target - g, -attack) : Math.min(target - g, release);
    const v = voice[i]! * vg;
    out[i * 2] = music[i * 2]! * g * mg + v;
    out[i * 2 + 1] = music[i * 2 + 1]! * g * mg + v;
  }
  return out;
}

/** 16-bit stereo WAV; ffmpeg reads it as the audio input. */
export function encodeWav16(interleaved: Float32Array, sampleRate: number, channels = 2): Uint8Array {
  const dataBytes = interleaved.length * 2;
  const buf = new ArrayBuffer(44 + dataBytes);
  const v = new DataView(buf);
  const w = (o: number, s: string) => [...s].forEach((c, i) => v.setUint8(o + i, c.charCodeAt(0)));
  w(0, 'RIFF');
  v.setUint32(4, 36 + dataBytes, true);
  w(8, 'WAVE');
  w(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, channels, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * channels * 2, true);
  v.setUint16(32, channels * 2, true);
  v.setUint16(34, 16, true);
  w(36, 'data');
  v.setUint32(40, dataBytes, true);
  let peak = 0;
  for (let i = 0; i < interleaved.length; i++) peak = Math.max(peak, Math.abs(interleaved[i]!));
  // Only guards against clipping; the loudness is set before (loudness.ts).
  const scale = peak > 0.98 ? 0.98 / peak : 1;
  for (let i = 0; i < interleaved.length; i++) {
    const s = Math.max(-1, Math.min(1, interleaved[i]! * scale));
    v.setInt16(44 + i * 2, Math.round(s * 32767), true);
  }
  return new Uint8Array(buf);
}
