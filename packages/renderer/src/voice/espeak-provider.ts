import { sharedEspeakEngine, type EngineEvent, type EspeakEngine } from './espeak-engine.ts';
import type { VoiceProvider, WordTiming } from '@reklamo/scene/voice/provider.ts';
import { phrasesOf, speechText, type SpeechToken } from '@reklamo/scene/voice/speech-text.ts';

export { speechText };

/** Parses a 16-bit PCM WAV into floats (espeak's, an OpenAI-compatible server's, Azure's). */
export function decodeWav16(bytes: Uint8Array): { pcm: Float32Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (o: number) => String.fromCharCode(bytes[o]!, bytes[o + 1]!, bytes[o + 2]!, bytes[o + 3]!);
  if (bytes.length < 44 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let sampleRate = 22050;
  let channels = 1;
  let bits = 16;
  let off = 12;
  while (off + 8 <= bytes.length) {
    const id = tag(off);
    let size = view.getUint32(off + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(off + 10, true);
      sampleRate = view.getUint32(off + 12, true);
      bits = view.getUint16(off + 22, true);
      if (bits !== 16) throw new Error(`unsupported WAV sample size ${bits}`);
    } else if (id === 'data') {
      // Streamed WAVs leave the size 0 or 0xFFFFFFFF: "to end of file".
      if (size === 0 || off + 8 + size > bytes.length) size = bytes.length - off - 8;
      const frames = Math.floor(size / 2 / channels);
      const pcm = new Float32Array(frames);
      for (let i = 0; i < frames; i++) pcm[i] = view.getInt16(off + 8 + i * 2 * channels, true) / 32768;
      return { pcm, sampleRate };
    }
    off += 8 + size + (size & 1);
  }
  throw new Error('WAV has no data');
}

/** Sample range without leading/trailing near-silence, padded a little so consonants are not cut. */
export function speechBounds(pcm: Float32Array, sampleRate: number, th = 0.01): [number, number] {
  let a = 0;
  let b = pcm.length - 1;
  while (a < pcm.length && Math.abs(pcm[a]!) < th) a++;
  while (b > a && Math.abs(pcm[b]!) < th) b--;
  if (a >= pcm.length) return [0, 0];
  const pad = Math.round(sampleRate * 0.03);
  return [Math.max(0, a - pad), Math.min(pcm.length, b + pad)];
}

/**
 * Start times of a phrase's tokens from espeak's word events. espeak merges an unstressed clitic
 * with the next word ("по поръчка" gives one event), so tokens without an event share the span of
 * the evented token before them, split by character count.
 */
export function tokenStarts(tokens: SpeechToken[], events: EngineEvent[], endMs: number): number[] {
  const ranges: [number, number][] = [];
  let p = 0;
  for (const t of tokens) {
    ranges.push([p, p + t.say.length]);
    p += t.say.length + 1;
  }
  const start: (number | undefined)[] = tokens.map(() => undefined);
  for (const e of events) {
    if (e.type !== 'word') continue;
    const at = e.pos - 1;
    const i = ranges.findIndex(([a, b]) => at >= a && at < b);
    if (i >= 0 && start[i] === undefined) start[i] = e.ms;
  }
  const out: number[] = [];
  let i = 0;
  while (i < tokens.length) {
    // A run: one evented token (or the phrase start) and the unevented tokens after it.
    let j = i + 1;
    while (j < tokens.length && start[j] === undefined) j++;
    const from = start[i] ?? (i === 0 ? 0 : out[i - 1]!);
    const to = j < tokens.length ? start[j]! : endMs;
    const weights = tokens.slice(i, j).map((t) => Math.max(1, t.say.length));
    const total = weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    for (let k = i; k < j; k++) {
      out[k] = from + ((to - from) * acc) / total;
      acc += weights[k - i]!;
    }
    i = j;
  }
  return out;
}

/**
 * The offline Bulgarian voice: @echogarden/espeak-ng-emscripten in a worker thread, fed one
 * phrase at a time, with word events turned into caption timings. Pauses follow the script:
 * a comma split and a sentence end each add silence between phrases.
 */
export function espeakVoice(opts: { voice?: string; pitch?: number; engine?: EspeakEngine } = {}): VoiceProvider {
  const engine = opts.engine ?? sharedEspeakEngine();
  return {
    name: 'espeak',
    async synthesize(text, o) {
      const phrases = phrasesOf(text, o?.pron);
      if (!phrases.length) return { pcm: new Float32Array(0), sampleRate: 22050, durationSec: 0, words: [] };
      const voice = opts.voice ?? (o?.gender === 'male' ? 'bg' : 'bg+f3');
      const { sampleRate, results } = await engine.synth(
        phrases.map((p) => p.text),
        { voice, rate: o?.rate ?? 175, pitch: opts.pitch ?? (o?.gender === 'male' ? 40 : 50) },
      );
      const parts: Float32Array[] = [];
      const words: WordTiming[] = [];
      let t = 0;
      phrases.forEach((ph, n) => {
        const r = results[n]!;
        const pcm = new Float32Array(r.pcm.length);
        for (let k = 0; k < pcm.length; k++) pcm[k] = r.pcm[k]! / 32768;
        const endMs = Math.max(
          ...r.events.filter((e) => e.type === 'end').map((e) => e.ms),
          (pcm.length / sampleRate) * 1000,
        );
        const starts = tokenStarts(ph.tokens, r.events, Math.min(endMs, (pcm.length / sampleRate) * 1000));
        const [a, b] = speechBounds(pcm, sampleRate);
        const trimmed = pcm.subarray(a, b);
        const off = a / sampleRate;
        const len = trimmed.length / sampleRate;
        ph.tokens.forEach((tok, k) => {
          const s = Math.min(len, Math.max(0, starts[k]! / 1000 - off));
          const e = k + 1 < ph.tokens.length ? Math.min(len, Math.max(s, starts[k + 1]! / 1000 - off)) : len;
          words.push({ text: tok.show, start: t + s, end: t + e });
        });
        parts.push(trimmed);
        t += len;
        if (n < phrases.length - 1) {
          const gap = new Float32Array(Math.round(ph.pauseAfterSec * sampleRate));
          parts.push(gap);
          t += gap.length / sampleRate;
        }
      });
      const total = parts.reduce((a, p) => a + p.length, 0);
      const pcm = new Float32Array(total);
      let off = 0;
      for (const p of parts) {
        pcm.set(p, off);
        off += p.length;
      }
      return { pcm, sampleRate, durationSec: total / sampleRate, words };
    },
    // An engine given is the caller's to end with the voice; the shared one ends itself when idle.
    close: async () => {
      if (opts.engine) await opts.engine.close();
    },
  };
}
