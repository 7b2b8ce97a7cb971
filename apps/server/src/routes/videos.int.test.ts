import { eq } from 'drizzle-orm';
import { users, videos } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type VideoDto = {
  id: string;
  status: string;
  progress: number;
  title: string;
  video_url: string | null;
  thumbnail_url: string | null;
  download_url: string | null;
  refund_status: string | null;
  error_code: string | null;
};

let t: TestApp;
// A real worker with the real renderer, at a small size so the suite stays quick.
beforeAll(async () => {
  t = await createTestApp({ RENDER_WIDTH: '320' }, { worker: true });
});
afterAll(() => t.close());

const create = (cookie: string, over: Record<string, unknown> = {}) =>
  t.request('/api/videos', {
    method: 'POST',
    cookie,
    json: { facts: PIZZA, durationSec: 15, prompt: 'пицария в Лозенец', ...over },
  });

async function waitFor(cookie: string, id: string, done: (v: VideoDto) => boolean, ms = 90_000): Promise<VideoDto> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = (await (await t.request(`/api/videos/${id}`, { cookie })).json()) as VideoDto;
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('generation', () => {
  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  let video: VideoDto;
  const seen = new Set<string>();

  beforeAll(async () => {
    owner = await t.signUp();
    const res = await create(owner.cookie);
    expect(res.status).toBe(202);
    const queued = (await res.json()) as VideoDto;
    expect(queued.status).toBe('queued');
    expect(queued.title).toBe('Пицария Наполи — пица с доставка');
    video = await waitFor(owner.cookie, queued.id, (v) => {
      seen.add(`${v.status}:${v.progress > 0 && v.progress < 100}`);
      return v.status === 'completed' || v.status === 'failed';
    });
  });

  it('renders the queued video to completion with real progress on the way', () => {
    expect(video.status).toBe('completed');
    expect(video.progress).toBe(100);
    expect(seen.has('generating:true')).toBe(true);
    expect(video.video_url).toBe(`/api/videos/${video.id}/stream`);
  });

  it('counts the generation and refuses the trial user a second one with the limit', async () => {
    const usage = (await (await t.request('/api/usage', { cookie: owner.cookie })).json()) as Record<string, unknown>;
    expect(usage).toMatchObject({
      plan: 'trial',
      generations: { used: 1, limit: 1 },
      createdVideos: 1,
      canGenerate: false,
      reason: 'GENERATION_LIMIT_REACHED',
    });
    const again = await create(owner.cookie);
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: { code: 'GENERATION_LIMIT_REACHED', details: { limit: 1 } } });
  });

  it('streams the video with Range support and serves the poster', async () => {
    const full = await t.request(video.video_url!, { cookie: owner.cookie });
    expect(full.status).toBe(200);
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await t.request(video.video_url!, { cookie: owner.cookie, headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await t.request(video.video_url!, { cookie: owner.cookie, headers: { Range: 'bytes=-50' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 50))).toBe(true);
    const poster = await t.request(video.thumbnail_url!, { cookie: owner.cookie });
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(
      Buffer.from(await poster.arrayBuffer())
        .subarray(0, 2)
        .toString('hex'),
    ).toBe('ffd8');
  });

  it('hides the video, poster and download from another user', async () => {
    const other = await t.signUp();
    for (const p of [`/api/videos/${video.id}`, video.video_url!, video.thumbnail_url!, video.download_url!]) {
      expect((await t.request(p, { cookie: other.cookie })).status, p).toBe(404);
    }
    const list = (await (await t.request('/api/videos', { cookie: other.cookie })).json()) as { videos: unknown[] };
    expect(list.videos).toEqual([]);
    expect(
      (
        await t.request(`/api/videos/${video.id}/refund`, {
          method: 'POST',
          cookie: other.cookie,
          json: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('streams a lower-quality preview; the full file only through the counted download', async () => {
    const [row] = await t.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row!.previewKey).toMatch(/\.preview\.mp4$/);
    const streamed = Buffer.from(await (await t.request(video.video_url!, { cookie: owner.cookie })).arrayBuffer());
    const full = await t.deps.storage.readBuffer(row!.videoKey!);
    expect(streamed.equals(full)).toBe(false);
    expect(streamed.equals(await t.deps.storage.readBuffer(row!.previewKey!))).toBe(true);
  });

  it('downloads as <title>.mp4, counts a rendition once, and enforces the monthly download limit', async () => {
    const res = await t.request(video.download_url!, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Пицария Наполи — пица с доставка.mp4')}`,
    );
    await res.arrayBuffer();
    // The same rendition again is not a new download.
    const again = await t.request(video.download_url!, { cookie: owner.cookie });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    const usage = (await (await t.request('/api/usage', { cookie: owner.cookie })).json()) as { downloads: unknown };
    expect(usage.downloads).toEqual({ used: 1, limit: 1 });
    // A new version of the ad (after an edit) counts: over the trial's one download.
    await t.db
      .update(videos)
      .set({ downloadedKey: 'an-earlier-rendition.mp4', version: 2 })
      .where(eq(videos.id, video.id));
    const second = await t.request(video.download_url!, { cookie: owner.cookie });
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual({ error: { code: 'DOWNLOAD_LIMIT_REACHED', details: { limit: 1 } } });
  });

  it('finds videos by title and prompt, and filters by status', async () => {
    const list = async (q: string) =>
      (
        (await (await t.request(`/api/videos?${q}`, { cookie: owner.cookie })).json()) as { videos: VideoDto[] }
      ).videos.map((v) => v.id);
    expect(await list('search=наполи')).toEqual([video.id]);
    expect(await list('search=лозенец')).toEqual([video.id]);
    expect(await list('search=фитнес')).toEqual([]);
    expect(await list('status=completed')).toEqual([video.id]);
    expect(await list('status=failed')).toEqual([]);
  });

  it('stores a refund request once, for completed videos only', async () => {
    const empty = await t.request(`/api/videos/${video.id}/refund`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { reason: '   ' },
    });
    expect(empty.status).toBe(400);
    const ok = await t.request(`/api/videos/${video.id}/refund`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { reason: 'Текстът е грешен' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ refund_requested: true, refund_status: 'pending' });
    const again = await t.request(`/api/videos/${video.id}/refund`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { reason: 'пак' },
    });
    expect(again.status).toBe(409);
  });

  it('deletes a video for its owner only, with its files', async () => {
    const other = await t.signUp();
    expect((await t.request(`/api/videos/${video.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const res = await t.request(`/api/videos/${video.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(204);
    expect((await t.request(`/api/videos/${video.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/videos/${video.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(404);
    const usage = (await (await t.request('/api/usage', { cookie: owner.cookie })).json()) as { createdVideos: number };
    expect(usage.createdVideos).toBe(0);
  });
});

describe('plan checks on the server', () => {
  it.each([
    ['starter', 10],
    ['pro', 50],
  ] as const)('stops %s at %i generations a month', async (plan, limit) => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, plan);
    await t.db
      .update(users)
      .set({ freeGenerationsUsed: limit - 1 })
      .where(eq(users.id, u.id));
    const ok = await create(u.cookie, { style: 'clean' });
    expect(ok.status).toBe(202);
    await t.request(`/api/videos/${((await ok.json()) as VideoDto).id}/cancel`, { method: 'POST', cookie: u.cookie });
    // Canceling gave the generation back; use it up again and hit the limit.
    await t.db.update(users).set({ freeGenerationsUsed: limit }).where(eq(users.id, u.id));
    const refused = await create(u.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'GENERATION_LIMIT_REACHED', details: { limit } } });
  });

  it('never limits an active agency', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'agency');
    await t.db.update(users).set({ freeGenerationsUsed: 5000 }).where(eq(users.id, u.id));
    const res = await create(u.cookie, { style: 'luxe' });
    expect(res.status).toBe(202);
    await t.request(`/api/videos/${((await res.json()) as VideoDto).id}/cancel`, { method: 'POST', cookie: u.cookie });
  });

  it.each(['past_due', 'unpaid', 'canceled'] as const)(
    'refuses a pro user whose subscription is %s',
    async (status) => {
      const u = await t.signUp();
      await setPlan(t.db, u.id, 'pro', status);
      const res = await create(u.cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'SUBSCRIPTION_INACTIVE' } });
      const usage = (await (await t.request('/api/usage', { cookie: u.cookie })).json()) as Record<string, unknown>;
      expect(usage).toMatchObject({ canGenerate: false, reason: 'SUBSCRIPTION_INACTIVE', subscriptionActive: false });
    },
  );

  it('keeps premium styles for plans with all templates', async () => {
    const u = await t.signUp();
    const res = await create(u.cookie, { style: 'neon' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'STYLE_NOT_IN_PLAN' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.freeGenerationsUsed).toBe(0);
  });

  it('lets only one of two simultaneous requests take the last generation', async () => {
    const u = await t.signUp();
    const [a, b] = await Promise.all([create(u.cookie), create(u.cookie)]);
    expect([a.status, b.status].sort()).toEqual([202, 403]);
    const rows = await t.db.select().from(videos).where(eq(videos.userId, u.id));
    expect(rows).toHaveLength(1);
    await t.request(`/api/videos/${rows[0]!.id}/cancel`, { method: 'POST', cookie: u.cookie });
  });

  it('validates the request', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: { BusinessName: 'x' }, aspectRatio: '2:1' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    expect((await t.request('/api/videos', { method: 'POST', json: { facts: PIZZA } })).status).toBe(401);
  });
});

describe('brain API', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/brain/prompt', { method: 'POST', json: { businessType: 'пицария' } })).status).toBe(
      401,
    );
    expect((await t.request('/api/brain/details', { method: 'POST', json: { prompt: 'x' } })).status).toBe(401);
  });

  it('writes a prompt and extracts details, validating input', async () => {
    const u = await t.signUp();
    const prompt = await t.request('/api/brain/prompt', {
      method: 'POST',
      cookie: u.cookie,
      json: { businessType: 'пицария' },
    });
    expect(prompt.status).toBe(200);
    const { text } = (await prompt.json()) as { text: string };
    expect(text.length).toBeGreaterThanOrEqual(400);
    expect(text).toMatch(/пиц/i);

    const empty = await t.request('/api/brain/prompt', {
      method: 'POST',
      cookie: u.cookie,
      json: { businessType: '  ' },
    });
    expect(await empty.json()).toEqual({ error: { code: 'BUSINESS_TYPE_REQUIRED' } });

    const details = await t.request('/api/brain/details', {
      method: 'POST',
      cookie: u.cookie,
      json: { prompt: 'Пицария „Наполи“ в Пловдив. Втората пица е безплатна!' },
    });
    expect(await details.json()).toMatchObject({
      BusinessName: expect.stringContaining('Наполи'),
      BusinessLocation: expect.stringContaining('Пловдив'),
    });

    const noPrompt = await t.request('/api/brain/details', { method: 'POST', cookie: u.cookie, json: { prompt: '' } });
    expect(await noPrompt.json()).toEqual({ error: { code: 'PROMPT_REQUIRED' } });
    const long = await t.request('/api/brain/details', {
      method: 'POST',
      cookie: u.cookie,
      json: { prompt: 'а'.repeat(2500) },
    });
    expect(long.status).toBe(200);
    const tooLong = await t.request('/api/brain/details', {
      method: 'POST',
      cookie: u.cookie,
      json: { prompt: 'а'.repeat(10_001) },
    });
    expect(tooLong.status).toBe(413);
    expect(((await tooLong.json()) as { error: { code: string } }).error.code).toBe('PROMPT_TOO_LONG');
  });
});
