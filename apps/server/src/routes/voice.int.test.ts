import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { videos } from '@reklamo/db';
import { parseWebVTT } from '@reklamo/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** An "OpenAI-compatible" speech server that answers garbage: every video must fall back to espeak. */
let garbage: Server;
let hits = 0;
let t: TestApp;

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 150_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 300));
  }
}
const row = (id: string) => t.db.select().from(videos).where(eq(videos.id, id)).then((r) => r[0]!);
const finished = (v: { status: string }) => v.status === 'completed' || v.status === 'failed';

beforeAll(async () => {
  garbage = createServer((req, res) => {
    hits++;
    req.resume();
    res.writeHead(200, { 'content-type': 'audio/wav' }).end('not a wav at all');
  });
  await new Promise<void>((r) => garbage.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ RENDER_WIDTH: '256', VOICE_PROVIDER: 'openai', VOICE_OPENAI_BASE_URL: url, VOICE_OPENAI_API_KEY: 'sk-int-test-key' }, { worker: true });
});
afterAll(async () => {
  await t?.close();
  garbage.closeAllConnections();
  await new Promise((r) => garbage.close(r));
});

describe('voice and captions through the API', { timeout: 240_000 }, () => {
  it('a 50 KB offer leaves the server healthy; the video fails or renders with a capped line', async () => {
    const u = await t.signUp();
    const Offer = 'Двадесет процента отстъпка за всяка торта по поръчка '.repeat(1000);
    expect(Offer.length).toBeGreaterThan(50_000);
    const res = await t.request('/api/videos', { method: 'POST', cookie: u.cookie, json: { ...PIZZA, Offer, DurationSec: 15 } });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const v = await until(() => row(id), finished);
    expect(['completed', 'failed']).toContain(v.status);
    expect((await t.request('/api/health')).status).toBe(200);
    if (v.status === 'completed') {
      const vtt = await (await t.request(`/api/videos/${id}/captions.vtt`, { cookie: u.cookie })).text();
      expect(parseWebVTT(vtt).map((c) => c.text).join(' ').length).toBeLessThan(2000);
    }
    // The server still renders the next video.
    const next = await t.request('/api/videos', { method: 'POST', cookie: u.cookie, json: { ...PIZZA, DurationSec: 15, Captions: false, Pace: 'faster' } });
    const nextId = ((await next.json()) as { id: string }).id;
    const done = await until(() => row(nextId), finished);
    expect(done.status).toBe('completed');
    expect(done.captionsKey).toBeNull();
    expect(done.voiceOptions).toEqual({ captions: false, pace: 'faster' });
  });

  it('records the fallback reason, serves the captions to the owner only, and links them in the DTO', async () => {
    const u = await t.signUp();
    const before = hits;
    const res = await t.request('/api/videos', { method: 'POST', cookie: u.cookie, json: { ...PIZZA, DurationSec: 15, Voice: 'male' } });
    const { id } = (await res.json()) as { id: string };
    const v = await until(() => row(id), finished);
    expect(v.status).toBe('completed');
    expect(v.voiceNote).toBe('openai: not audio');
    expect(hits - before).toBe(2);
    const dto = (await (await t.request(`/api/videos/${id}`, { cookie: u.cookie })).json()) as { captions_url: string; voice_note: string };
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
    const res = await t.request('/api/videos', { method: 'POST', cookie: u.cookie, json: { ...PIZZA, Voice: 'own' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('OWN_VOICE_MISSING');
  });
});
