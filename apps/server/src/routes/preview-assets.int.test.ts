import { sql } from 'drizzle-orm';
import { cropPhoto, espeakVoice } from '@reklamo/renderer';
import { capLine, PACE_RATE } from '@reklamo/scene';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVoiceLine } from '@reklamo/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** What the instant preview asks the server for: each scene's real voice, the photos' crops, the icons. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const line = (cookie: string, q: Record<string, string>) =>
  t.request(`/api/voice/line?${new URLSearchParams(q)}`, { cookie });

describe('preview assets', { timeout: 120_000 }, () => {
  it("reads one line with the render's voice and word timings, cached by text, voice and pace; new lines count against a budget", async () => {
    const u = await t.signUp();
    expect((await t.request('/api/voice/line?text=Здравейте')).status).toBe(401);
    expect(await errorCode(await line(u.cookie, { text: '   ' }))).toBe('VALIDATION_FAILED');
    expect((await line(u.cookie, { text: 'Хляб', pace: 'lightning' })).status).toBe(400);
    expect((await line(u.cookie, { text: 'x'.repeat(401) })).status).toBe(400);

    const text = 'Пресен хляб всяка сутрин, <b>изпечен</b> с любов 🍞.';
    const res = await line(u.cookie, { text, voice: 'male', pace: 'faster' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const got = ZVoiceLine.parse(await res.json());
    // The same engine, cleaning and speed the render reads this line with.
    const voice = espeakVoice();
    try {
      const want = await voice.synthesize(capLine(text), { gender: 'male', rate: PACE_RATE.faster });
      expect(got.durationSec).toBeCloseTo(want.durationSec, 2);
      expect(got.words?.map((w) => w.text)).toEqual(want.words?.map((w) => w.text));
      const wav = Buffer.from(got.wav, 'base64');
      expect(wav.subarray(0, 4).toString()).toBe('RIFF');
      expect(wav.length).toBeGreaterThan(want.pcm.length * 2);
    } finally {
      await voice.close?.();
    }
    // Another pace is another read.
    const slower = ZVoiceLine.parse(await (await line(u.cookie, { text, voice: 'male', pace: 'slower' })).json());
    expect(slower.durationSec).toBeGreaterThan(got.durationSec);

    // At the budget: a line read before still answers (from the cache), a new one is refused.
    await t.db.execute(sql`update rate_limits set count = 600 where key = ${`user:voice:${u.id}`}`);
    expect((await line(u.cookie, { text, voice: 'male', pace: 'faster' })).status).toBe(200);
    const refused = await line(u.cookie, { text: 'Съвсем нов ред, още нечетен.' });
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('RATE_LIMITED');
  });

  it('serves one illustration of the offline set as SVG by name, and nothing else', async () => {
    const u = await t.signUp();
    const ok = await t.request('/api/illustrations/bread.svg', { cookie: u.cookie });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await ok.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script/i);
    expect((await t.request('/api/illustrations/bread.svg')).status).toBe(401);
    expect((await t.request('/api/illustrations/no-such-icon-at-all.svg', { cookie: u.cookie })).status).toBe(404);
    expect((await t.request('/api/illustrations/..%2Fpackage.json', { cookie: u.cookie })).status).toBe(404);
  });

  it('crops a photo exactly as the render does, for its owner only', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    // A photo with a bright subject off to the left: the attention crop keeps it.
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#204060' } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f0c020' } })
            .png()
            .toBuffer(),
          left: 100,
          top: 300,
        },
      ])
      .jpeg({ quality: 95 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], 'shop.jpg'));
    const up = await t.request('/api/media', { method: 'POST', body: form, cookie: a.cookie });
    expect(up.status).toBe(201);
    const { id } = (await up.json()) as { id: string };

    const res = await t.request(`/api/media/${id}/crop?width=320&height=400`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await res.arrayBuffer());
    const got = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([got.info.width, got.info.height]).toEqual([358, 448]);
    // The frame ×1.12 (room for the Ken Burns move), the same pixels as the render's crop of the stored file.
    const stored = await t.request(`/api/media/${id}/file`, { cookie: a.cookie });
    const want = await cropPhoto(Buffer.from(await stored.arrayBuffer()), 320, 400);
    expect([want.W, want.H]).toEqual([358, 448]);
    let diff = 0;
    for (let i = 0; i < want.data.length; i++) diff += Math.abs(want.data[i]! - got.data[i]!);
    expect(diff / want.data.length).toBeLessThan(3);

    expect((await t.request(`/api/media/${id}/crop?width=320&height=400`, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(`/api/media/${id}/crop?width=0&height=448`, { cookie: a.cookie })).status).toBe(400);
    expect((await t.request(`/api/media/${id}/crop?width=99999&height=448`, { cookie: a.cookie })).status).toBe(400);
  });
});
