import { BUSINESS_FIELD_MAX } from '@reklamo/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { videos } from '@reklamo/db';
import { execFileSync } from 'node:child_process';
import { defaultFfmpegPath } from '@reklamo/renderer/ffmpeg';
import { parseWebVTT } from '@reklamo/scene';
import { setPlan } from '../testing/fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tonePower } from '@reklamo/renderer/testing';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { until } from '../testing/poll.ts';

/** An "OpenAI-compatible" speech server that answers garbage: every video must fall back to espeak. */
let garbage: Server;
let hits = 0;
let t: TestApp;

const row = (id: string) =>
  t.db
    .select()
    .from(videos)
    .where(eq(videos.id, id))
    .then((r) => r[0]!);
const finished = (v: { status: string }) => v.status === 'completed' || v.status === 'failed';

beforeAll(async () => {
  garbage = createServer((req, res) => {
    hits++;
    req.resume();
    res.writeHead(200, { 'content-type': 'audio/wav' }).end('not a wav at all');
  });
  await new Promise<void>((r) => garbage.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}/v1`;
  t = await createTestApp(
    {
      RENDER_WIDTH: '256',
      VOICE_PROVIDER: 'openai',
      VOICE_OPENAI_BASE_URL: url,
      VOICE_OPENAI_API_KEY: 'sk-int-test-key',
    },
    { worker: true },
  );
});
afterAll(async () => {
  await t?.close();
  garbage.closeAllConnections();
  await new Promise((r) => garbage.close(r));
});

describe('voice and captions through the API', { timeout: 240_000 }, () => {
  it('a 50 KB offer leaves the server healthy: refused at the door; the longest accepted one renders with a capped line', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'agency');
    const Offer = 'Двадесет процента отстъпка за всяка торта по поръчка '.repeat(1000);
    expect(Offer.length).toBeGreaterThan(50_000);
    const huge = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: { ...PIZZA, Offer }, durationSec: 15 },
    });
    expect(huge.status).toBe(400);
    expect((await t.request('/api/health')).status).toBe(200);
    // The longest offer a request may carry reaches the voice engine, capped, and the server stays up.
    const longest = Offer.slice(0, BUSINESS_FIELD_MAX.Offer).trim();
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: { ...PIZZA, Offer: longest }, durationSec: 15 },
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const v = await until(() => row(id), finished);
    expect(['completed', 'failed']).toContain(v.status);
    expect((await t.request('/api/health')).status).toBe(200);
    if (v.status === 'completed') {
      const vtt = await (await t.request(`/api/videos/${id}/captions.vtt`, { cookie: u.cookie })).text();
      expect(
        parseWebVTT(vtt)
          .map((c) => c.text)
          .join(' ').length,
      ).toBeLessThan(2000);
    }
    // The server still renders the next video.
    const next = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, durationSec: 15, sound: { captions: false, pace: 'faster' } },
    });
    const nextId = ((await next.json()) as { id: string }).id;
    const done = await until(() => row(nextId), finished);
    expect(done.status).toBe('completed');
    expect(done.captionsKey).toBeNull();
    expect(done.voiceOptions).toEqual({ voice: 'female', captions: false, pace: 'faster' });
  });

  it('records the fallback reason, serves the captions to the owner only, and links them in the DTO', async () => {
    const u = await t.signUp();
    const before = hits;
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, durationSec: 15, sound: { voice: 'male' } },
    });
    const { id } = (await res.json()) as { id: string };
    const v = await until(() => row(id), finished);
    expect(v.status).toBe('completed');
    expect(v.voiceNote).toBe('openai: not audio');
    expect(hits - before).toBe(2);
    const dto = (await (await t.request(`/api/videos/${id}`, { cookie: u.cookie })).json()) as {
      captions_url: string;
      voice_note: string;
    };
    expect(dto.captions_url).toBe(`/api/videos/${id}/captions.vtt`);
    expect(dto.voice_note).toBe('openai: not audio');
    expect(JSON.stringify(dto)).not.toContain('sk-int-test-key');
    const vttRes = await t.request(dto.captions_url, { cookie: u.cookie });
    expect(vttRes.status).toBe(200);
    expect(vttRes.headers.get('content-type')).toContain('text/vtt');
    const cues = parseWebVTT(await vttRes.text());
    expect(cues.map((c) => c.text).join(' ')).toContain('Пицария Наполи');
    const other = await t.signUp();
    expect((await t.request(dto.captions_url, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(dto.captions_url)).status).toBe(401);
  });

  it('refuses an own voice without a recording', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, sound: { voice: 'own' } },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('OWN_VOICE_MISSING');
  });
});

const ff = defaultFfmpegPath();
/** Bytes of a file ffmpeg makes from a lavfi source. */
function made(ext: string, args: string[]): Buffer {
  return execFileSync(ff, ['-v', 'error', ...args, '-f', ext, 'pipe:1'], { maxBuffer: 64 * 1024 * 1024 });
}
const upload = (p: string, cookie: string, bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.request(p, { method: 'POST', cookie, body: form });
};

describe("voice choices and the customer's own voice", { timeout: 240_000 }, () => {
  it('offers the voices and plays a short sample of the business name', async () => {
    const u = await t.signUp();
    const opts = (await (await t.request('/api/voice/options', { cookie: u.cookie })).json()) as {
      provider: string;
      genders: string[];
      ownMusic: boolean;
    };
    expect(opts).toMatchObject({ provider: 'openai', genders: ['female', 'male'], ownMusic: false });
    expect(JSON.stringify(opts)).not.toContain('sk-int-test-key');
    const res = await t.request(
      `/api/voice/sample?name=${encodeURIComponent('Пицария Наполи')}&voice=male&pace=slower`,
      { cookie: u.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await res.arrayBuffer());
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    const sec = (wav.length - 44) / 2 / wav.readUInt32LE(24);
    expect(sec).toBeGreaterThan(0.5);
    expect(sec).toBeLessThanOrEqual(3.6);
    expect((await t.request('/api/voice/sample?voice=robot', { cookie: u.cookie })).status).toBe(400);
  });

  it('refuses silence, an image, a video, text, a broken WAV and a 6-minute file with their own codes; music needs Pro', async () => {
    const u = await t.signUp();
    const code = async (r: Response) => [r.status, ((await r.json()) as { error: { code: string } }).error.code];
    expect(
      await code(
        await upload(
          '/api/voice/own',
          u.cookie,
          made('wav', ['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '3']),
          'silence.wav',
        ),
      ),
    ).toEqual([422, 'AUDIO_SILENT']);
    expect(
      await code(
        await upload(
          '/api/voice/own',
          u.cookie,
          made('image2pipe', ['-f', 'lavfi', '-i', 'color=red:s=32x32', '-frames:v', '1', '-c:v', 'png']),
          'voice.mp3',
        ),
      ),
    ).toEqual([422, 'AUDIO_NOT_AUDIO']);
    expect(
      await code(
        await upload(
          '/api/voice/own',
          u.cookie,
          made('matroska', ['-f', 'lavfi', '-i', 'testsrc=s=32x32:d=1', '-f', 'lavfi', '-i', 'sine=d=1', '-shortest']),
          'voice.webm',
        ),
      ),
    ).toEqual([422, 'AUDIO_NOT_AUDIO']);
    expect(
      await code(
        await upload(
          '/api/voice/own',
          u.cookie,
          made('wav', ['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=4000', '-t', '360']),
          'long.wav',
        ),
      ),
    ).toEqual([422, 'AUDIO_TOO_LONG']);
    // Text is no audio format: ffmpeg is never asked to read it (a playlist would make it read other files).
    expect(
      await code(await upload('/api/voice/own', u.cookie, Buffer.from('just text, not audio'), 'voice.wav')),
    ).toEqual([415, 'AUDIO_FORMAT_UNSUPPORTED']);
    expect(
      await code(
        await upload('/api/voice/own', u.cookie, Buffer.from('RIFF\0\0\0\0WAVEfmt and then nothing'), 'voice.wav'),
      ),
    ).toEqual([422, 'AUDIO_INVALID']);
    expect(
      await code(
        await upload('/api/voice/music', u.cookie, made('wav', ['-f', 'lavfi', '-i', 'sine=d=2']), 'music.wav'),
      ),
    ).toEqual([403, 'MUSIC_NOT_IN_PLAN']);
    await setPlan(t.db, u.id, 'pro');
    expect(
      (await upload('/api/voice/music', u.cookie, made('mp3', ['-f', 'lavfi', '-i', 'sine=d=2']), 'music.mp3')).status,
    ).toBe(201);
  });

  it("an uploaded recording is the video's voice: a 1 kHz tone comes out of the MP4", async () => {
    const u = await t.signUp();
    const up = await upload(
      '/api/voice/own',
      u.cookie,
      made('wav', ['-f', 'lavfi', '-i', 'sine=frequency=1000:duration=10', '-ar', '44100']),
      'моят глас.wav',
    );
    expect(up.status).toBe(201);
    const { id: voiceId } = (await up.json()) as { id: string };
    const other = await t.signUp();
    const stolen = await t.request('/api/videos', {
      method: 'POST',
      cookie: other.cookie,
      json: { facts: PIZZA, sound: { voice: 'own', ownVoiceId: voiceId } },
    });
    expect(stolen.status).toBe(400);
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, durationSec: 15, sound: { voice: 'own', ownVoiceId: voiceId } },
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const v = await until(() => row(id), finished);
    expect(v.status).toBe('completed');
    expect(v.voiceNote).toBeNull();
    const mp4 = t.deps.storage.localPath(v.videoKey!);
    const pcm = new Int16Array(
      new Uint8Array(
        execFileSync(ff, [
          '-v',
          'error',
          '-i',
          mp4,
          '-ss',
          '2',
          '-t',
          '8',
          '-ac',
          '1',
          '-ar',
          '8000',
          '-f',
          's16le',
          'pipe:1',
        ]),
      ).buffer,
    );
    const p1000 = tonePower(pcm, 1000);
    expect(p1000).toBeGreaterThan(20 * tonePower(pcm, 900));
    expect(p1000).toBeGreaterThan(20 * tonePower(pcm, 1100));
  });
});
