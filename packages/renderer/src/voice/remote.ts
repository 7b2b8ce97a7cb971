import OpenAI from 'openai';
import { decodeWav16, speechBounds } from './espeak-provider.ts';
import type { SynthOptions, VoiceClip, VoiceGender, VoiceProvider, WordTiming } from '@reklamo/scene/voice/provider.ts';
import { capLine, speechText, speechTokens, type SpeechToken } from '@reklamo/scene/voice/speech-text.ts';
import { ipaOf, plainSpoken, STRESS_MARK } from '@reklamo/scene/voice/stress.ts';

/**
 * Remote voices. Each call has a timeout and one retry; the caller wraps the provider in
 * `withFallback` so a failure makes espeak speak instead, with a reason that names the provider
 * and the kind of failure only: never a key, a URL with a key, or a provider's raw message.
 */

export type RemoteCommon = { timeoutMs: number };
export type OpenAiVoiceConfig = RemoteCommon & {
  baseURL: string;
  apiKey: string;
  model: string;
  voices: Record<VoiceGender, string>;
};
export type ElevenLabsVoiceConfig = RemoteCommon & {
  baseURL: string;
  apiKey: string;
  model: string;
  voices: Record<VoiceGender, string>;
};
export type AzureVoiceConfig = RemoteCommon & { endpoint: string; key: string; voices: Record<VoiceGender, string> };

export class VoiceProviderError extends Error {
  constructor(public readonly reason: string) {
    super(reason);
    this.name = 'VoiceProviderError';
  }
}

const speedOf = (o?: SynthOptions) => Math.min(1.25, Math.max(0.75, (o?.rate ?? 175) / 175));

function classify(provider: string, err: unknown): string {
  if (err instanceof VoiceProviderError) return err.reason;
  const e = err as { name?: string; status?: number; code?: string; cause?: { name?: string } };
  if (
    err instanceof OpenAI.APIConnectionTimeoutError ||
    e?.name === 'TimeoutError' ||
    e?.name === 'APIConnectionTimeoutError' ||
    e?.cause?.name === 'TimeoutError' ||
    e?.name === 'AbortError'
  )
    return `${provider}: timeout`;
  if (typeof e?.status === 'number') return `${provider}: HTTP ${e.status}`;
  return `${provider}: no answer`;
}

async function twice<T>(provider: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (first) {
    // A 4xx other than 408/429 will not get better on a retry (bad key, bad voice id).
    const status = (first as { status?: number }).status;
    if (status && status >= 400 && status < 500 && status !== 408 && status !== 429)
      throw new VoiceProviderError(classify(provider, first));
    try {
      return await fn();
    } catch (second) {
      throw new VoiceProviderError(classify(provider, second));
    }
  }
}

function clipFromPcm(pcm: Float32Array, sampleRate: number, words?: WordTiming[]): VoiceClip {
  const [a, b] = speechBounds(pcm, sampleRate);
  const trimmed = pcm.subarray(a, b);
  const off = a / sampleRate;
  const len = trimmed.length / sampleRate;
  return {
    pcm: trimmed,
    sampleRate,
    durationSec: len,
    words: words?.map((w) => ({
      text: w.text,
      start: Math.min(len, Math.max(0, w.start - off)),
      end: Math.min(len, Math.max(0, w.end - off)),
    })),
  };
}

function wavClip(provider: string, bytes: Uint8Array): VoiceClip {
  let decoded: { pcm: Float32Array; sampleRate: number };
  try {
    decoded = decodeWav16(bytes);
  } catch {
    throw new VoiceProviderError(`${provider}: not audio`);
  }
  if (decoded.pcm.length < decoded.sampleRate * 0.05) throw new VoiceProviderError(`${provider}: empty audio`);
  return clipFromPcm(decoded.pcm, decoded.sampleRate);
}

/** Any OpenAI-compatible /v1/audio/speech (OpenAI, or a self-hosted server fronting Piper, Kokoro, XTTS), through the official SDK. */
export function openaiVoice(c: OpenAiVoiceConfig): VoiceProvider {
  // The SDK's own retry is off: `twice` retries once, for every provider alike.
  const client = new OpenAI({ baseURL: c.baseURL, apiKey: c.apiKey, timeout: c.timeoutMs, maxRetries: 0 });
  return {
    name: 'openai',
    async synthesize(text, o) {
      // The speech endpoint takes plain text only: the stress marks would be read as stray signs.
      const input = plainSpoken(speechText(capLine(text), o?.pron));
      if (!input) return { pcm: new Float32Array(0), sampleRate: 24000, durationSec: 0, words: [] };
      return twice('openai', async () => {
        const res = await client.audio.speech.create({
          model: c.model,
          voice: c.voices[o?.gender ?? 'female'],
          input,
          response_format: 'wav',
          speed: speedOf(o),
        });
        return wavClip('openai', new Uint8Array(await res.arrayBuffer()));
      });
    },
  };
}

type ElevenAlignment = {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
};

/** Word timings from ElevenLabs' character alignment: a shown word starts at its first spoken letter. */
export function wordsFromCharacters(tokens: SpeechToken[], a: ElevenAlignment): WordTiming[] {
  const chars = a.characters.join('');
  const out: WordTiming[] = [];
  let ci = 0;
  for (const t of tokens) {
    const at = chars.indexOf(t.say, ci);
    const i = at < 0 ? Math.min(ci, chars.length - 1) : at;
    const j = Math.min(a.character_end_times_seconds.length - 1, i + t.say.length - 1);
    const start = a.character_start_times_seconds[i] ?? 0;
    out.push({ text: t.show, start, end: Math.max(start, a.character_end_times_seconds[j] ?? start) });
    ci = i + t.say.length;
  }
  return out;
}

/** ElevenLabs' multilingual model over its REST API, with character timestamps for the captions. */
export function elevenlabsVoice(c: ElevenLabsVoiceConfig): VoiceProvider {
  const sampleRate = 22050;
  return {
    name: 'elevenlabs',
    async synthesize(text, o) {
      // Its phoneme tags work for English models only: Bulgarian goes as plain text.
      const tokens = speechTokens(capLine(text), o?.pron).map((t) => ({ show: t.show, say: plainSpoken(t.say) }));
      const input = tokens.map((t) => t.say).join(' ');
      if (!input) return { pcm: new Float32Array(0), sampleRate, durationSec: 0, words: [] };
      return twice('elevenlabs', async () => {
        const url = `${c.baseURL.replace(/\/$/, '')}/v1/text-to-speech/${encodeURIComponent(c.voices[o?.gender ?? 'female'])}/with-timestamps?output_format=pcm_${sampleRate}`;
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'xi-api-key': c.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            text: input,
            model_id: c.model,
            language_code: 'bg',
            voice_settings: { stability: 0.5, similarity_boost: 0.75, speed: speedOf(o) },
          }),
          signal: AbortSignal.timeout(c.timeoutMs),
        });
        if (!res.ok) throw Object.assign(new Error('http'), { status: res.status });
        let body: { audio_base64?: unknown; alignment?: ElevenAlignment | null };
        try {
          body = (await res.json()) as typeof body;
        } catch {
          throw new VoiceProviderError('elevenlabs: not audio');
        }
        if (typeof body.audio_base64 !== 'string') throw new VoiceProviderError('elevenlabs: not audio');
        const bytes = Buffer.from(body.audio_base64, 'base64');
        if (bytes.length < sampleRate * 0.1) throw new VoiceProviderError('elevenlabs: empty audio');
        const pcm = new Float32Array(Math.floor(bytes.length / 2));
        for (let i = 0; i < pcm.length; i++) pcm[i] = bytes.readInt16LE(i * 2) / 32768;
        const a = body.alignment;
        const ok =
          a &&
          Array.isArray(a.characters) &&
          Array.isArray(a.character_start_times_seconds) &&
          a.characters.length === a.character_start_times_seconds.length;
        return clipFromPcm(pcm, sampleRate, ok ? wordsFromCharacters(tokens, a) : undefined);
      });
    },
  };
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const MARKED = new RegExp(`[\\p{L}]*${STRESS_MARK}[\\p{L}${STRESS_MARK}]*`, 'gu');

/** Spoken text as SSML: a word with its stress marked goes as an IPA <phoneme>, the rest as text. */
export function ssmlBody(spoken: string): string {
  let out = '';
  let last = 0;
  for (const hit of spoken.matchAll(MARKED)) {
    out += xml(spoken.slice(last, hit.index));
    out += `<phoneme alphabet="ipa" ph="${xml(ipaOf(hit[0]))}">${xml(plainSpoken(hit[0]))}</phoneme>`;
    last = hit.index + hit[0].length;
  }
  return out + xml(spoken.slice(last));
}

/** The SSML Azure reads: the Bulgarian neural voice, the pace as a prosody rate, stressed words as phonemes. */
export function azureSsml(text: string, voice: string, o?: SynthOptions): string {
  const pct = Math.round((speedOf(o) - 1) * 100);
  return `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="bg-BG"><voice name="${xml(voice)}"><prosody rate="${pct >= 0 ? '+' : ''}${pct}%">${ssmlBody(text)}</prosody></voice></speak>`;
}

/** Azure Speech over REST with SSML: bg-BG-KalinaNeural (female) and bg-BG-BorislavNeural (male). */
export function azureVoice(c: AzureVoiceConfig): VoiceProvider {
  return {
    name: 'azure',
    async synthesize(text, o) {
      const input = speechText(capLine(text), o?.pron);
      if (!input) return { pcm: new Float32Array(0), sampleRate: 24000, durationSec: 0, words: [] };
      return twice('azure', async () => {
        const res = await fetch(`${c.endpoint.replace(/\/$/, '')}/cognitiveservices/v1`, {
          method: 'POST',
          headers: {
            'Ocp-Apim-Subscription-Key': c.key,
            'Content-Type': 'application/ssml+xml',
            'X-Microsoft-OutputFormat': 'riff-24khz-16bit-mono-pcm',
            'User-Agent': 'reklamo',
          },
          body: azureSsml(input, c.voices[o?.gender ?? 'female'], o),
          signal: AbortSignal.timeout(c.timeoutMs),
        });
        if (!res.ok) throw Object.assign(new Error('http'), { status: res.status });
        return wavClip('azure', new Uint8Array(await res.arrayBuffer()));
      });
    },
  };
}

/**
 * The chosen provider with espeak behind it: the first failure switches the rest of the ad to the
 * fallback (one voice per ad) and keeps the reason for the video record.
 */
export function withFallback(primary: VoiceProvider, fallback: VoiceProvider): VoiceProvider {
  let reason: string | undefined;
  return {
    get name() {
      return reason === undefined ? primary.name : fallback.name;
    },
    async synthesize(text, o) {
      if (reason === undefined) {
        try {
          return await primary.synthesize(text, o);
        } catch (err) {
          reason = err instanceof VoiceProviderError ? err.reason : `${primary.name}: failed`;
        }
      }
      return fallback.synthesize(text, o);
    },
    fallbackReason: () => reason,
    async close() {
      await primary.close?.();
      await fallback.close?.();
    },
  };
}
