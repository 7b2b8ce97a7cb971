import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeWav16 } from '../audio/mix.ts';
import type { VoiceClip, VoiceProvider } from '@reklamo/scene/voice/provider.ts';
import { azureVoice, elevenlabsVoice, openaiVoice, withFallback } from './remote.ts';

const KEY = 'sk-test-secret-key-123';
type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  server = null;
});

async function serve(
  handler: (req: Seen, res: ServerResponse, n: number) => void,
): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const s = { method: req.method, url: req.url, headers: req.headers, body };
      seen.push(s);
      handler(s, res, seen.length);
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

/** A 440 Hz mono tone as 16-bit samples. */
function tone(sec: number, sr: number): Float32Array {
  const pcm = new Float32Array(Math.round(sec * sr));
  for (let i = 0; i < pcm.length; i++) pcm[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / sr);
  return pcm;
}
const wavTone = (sec: number, sr = 24000) => Buffer.from(encodeWav16(tone(sec, sr), sr, 1));

/** The fallback in these tests: a recognisable 1 s clip instead of the espeak engine. */
const fallback: VoiceProvider = {
  name: 'espeak',
  async synthesize(): Promise<VoiceClip> {
    return { pcm: tone(1, 22050), sampleRate: 22050, durationSec: 1, words: [] };
  },
};
const voices = { female: 'f-voice', male: 'm-voice' };

describe('openai-compatible voice', () => {
  it('sends the right request through the SDK and reads the WAV answer', async () => {
    const { url, seen } = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(wavTone(1.5)),
    );
    const v = openaiVoice({ baseURL: `${url}/v1`, apiKey: KEY, model: 'tts-1', voices, timeoutMs: 2000 });
    const clip = await v.synthesize('Пекарна Слънце, ул. Главна 12.', { gender: 'male', rate: 175 });
    expect(clip.durationSec).toBeGreaterThan(1.3);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('/v1/audio/speech');
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = JSON.parse(seen[0]!.body);
    expect(body).toMatchObject({
      model: 'tts-1',
      voice: 'm-voice',
      response_format: 'wav',
      input: 'Пекарна Слънце, улица Главна дванадесет.',
    });
  });

  it('times out, retries once, then espeak speaks and the reason is kept (without the key)', async () => {
    const { url, seen } = await serve(() => {});
    const v = withFallback(
      openaiVoice({ baseURL: `${url}/v1`, apiKey: KEY, model: 'tts-1', voices, timeoutMs: 300 }),
      fallback,
    );
    const clip = await v.synthesize('Здравейте.');
    expect(clip.durationSec).toBe(1);
    expect(seen).toHaveLength(2);
    expect(v.fallbackReason!()).toBe('openai: timeout');
    expect(v.name).toBe('espeak');
  });

  it('a garbage answer falls back', async () => {
    const { url } = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'audio/wav' }).end('<html>oops</html>'),
    );
    const v = withFallback(
      openaiVoice({ baseURL: `${url}/v1`, apiKey: KEY, model: 'tts-1', voices, timeoutMs: 2000 }),
      fallback,
    );
    expect((await v.synthesize('Здравейте.')).durationSec).toBe(1);
    expect(v.fallbackReason!()).toBe('openai: not audio');
    expect(v.fallbackReason!()).not.toContain(KEY);
  });
});

describe('elevenlabs voice', () => {
  it('asks for the multilingual model with timestamps and turns character times into word times', async () => {
    const sr = 22050;
    const { url, seen } = await serve((req, res) => {
      const text = JSON.parse(req.body).text as string;
      const chars = [...text];
      const pcm = Buffer.from(encodeWav16(tone(chars.length * 0.06, sr), sr, 1).subarray(44));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          audio_base64: pcm.toString('base64'),
          alignment: {
            characters: chars,
            character_start_times_seconds: chars.map((_, i) => i * 0.06),
            character_end_times_seconds: chars.map((_, i) => (i + 1) * 0.06),
          },
        }),
      );
    });
    const v = elevenlabsVoice({ baseURL: url, apiKey: KEY, model: 'eleven_multilingual_v2', voices, timeoutMs: 2000 });
    const clip = await v.synthesize('Торти 20% по-евтино.');
    expect(seen[0]!.url).toBe('/v1/text-to-speech/f-voice/with-timestamps?output_format=pcm_22050');
    expect(seen[0]!.headers['xi-api-key']).toBe(KEY);
    expect(JSON.parse(seen[0]!.body)).toMatchObject({
      model_id: 'eleven_multilingual_v2',
      text: 'Торти двадесет процента по-евтино.',
    });
    expect(clip.words!.map((w) => w.text)).toEqual(['Торти', '20%', 'по-евтино.']);
    // "20%" is read as "двадесет процента", starting at character 6 of the spoken text.
    expect(clip.words![1]!.start).toBeCloseTo(6 * 0.06, 1);
    expect(clip.words![2]!.start).toBeCloseTo(24 * 0.06, 1);
  });

  it('garbage JSON falls back after one retry', async () => {
    const { url, seen } = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"detail":"nope"}'),
    );
    const v = withFallback(
      elevenlabsVoice({ baseURL: url, apiKey: KEY, model: 'm', voices, timeoutMs: 2000 }),
      fallback,
    );
    expect((await v.synthesize('Здравейте.')).durationSec).toBe(1);
    expect(seen).toHaveLength(2);
    expect(v.fallbackReason!()).toBe('elevenlabs: not audio');
  });

  it('times out and falls back', async () => {
    const { url } = await serve(() => {});
    const v = withFallback(
      elevenlabsVoice({ baseURL: url, apiKey: KEY, model: 'm', voices, timeoutMs: 250 }),
      fallback,
    );
    expect((await v.synthesize('Здравейте.')).durationSec).toBe(1);
    expect(v.fallbackReason!()).toBe('elevenlabs: timeout');
  });
});

describe('azure voice', () => {
  it('posts SSML for the Bulgarian neural voice with the key header and reads the RIFF answer', async () => {
    const { url, seen } = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'audio/x-wav' }).end(wavTone(2)),
    );
    const v = azureVoice({
      endpoint: url,
      key: KEY,
      voices: { female: 'bg-BG-KalinaNeural', male: 'bg-BG-BorislavNeural' },
      timeoutMs: 2000,
    });
    const clip = await v.synthesize('Пекарна <Слънце> & син в Габрово.', { gender: 'male', rate: 150 });
    // The text is escaped for SSML ("&" itself is said "и").
    expect(clip.durationSec).toBeGreaterThan(1.8);
    expect(seen[0]!.url).toBe('/cognitiveservices/v1');
    expect(seen[0]!.headers['ocp-apim-subscription-key']).toBe(KEY);
    expect(seen[0]!.headers['x-microsoft-outputformat']).toBe('riff-24khz-16bit-mono-pcm');
    expect(seen[0]!.body).toContain('<voice name="bg-BG-BorislavNeural">');
    expect(seen[0]!.body).toContain('xml:lang="bg-BG"');
    expect(seen[0]!.body).toContain(
      'Пекарна &lt;Слънце&gt; и син в <phoneme alphabet="ipa" ph="ˈɡabrovo">Габрово</phoneme>.',
    );
    expect(seen[0]!.body).toMatch(/<prosody rate="-14%">/);
  });

  it('a server error twice falls back; a bad key is not retried', async () => {
    const a = await serve((_req, res) => res.writeHead(500).end());
    const v = withFallback(azureVoice({ endpoint: a.url, key: KEY, voices, timeoutMs: 2000 }), fallback);
    expect((await v.synthesize('Здравейте.')).durationSec).toBe(1);
    expect(a.seen).toHaveLength(2);
    expect(v.fallbackReason!()).toBe('azure: HTTP 500');
    server!.closeAllConnections();
    await new Promise((r) => server!.close(r));
    const b = await serve((_req, res) => res.writeHead(401).end('bad key ' + KEY));
    const w = withFallback(azureVoice({ endpoint: b.url, key: KEY, voices, timeoutMs: 2000 }), fallback);
    await w.synthesize('Здравейте.');
    expect(b.seen).toHaveLength(1);
    expect(w.fallbackReason!()).toBe('azure: HTTP 401');
  });
});
