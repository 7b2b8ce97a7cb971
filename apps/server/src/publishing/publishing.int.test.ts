import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublishingState, SocialPost } from '@reklamo/contract/publishing';
import { listOutboxEmails, socialConnections, socialPosts, videos } from '@reklamo/db';
import { handlePublishPost, handleReadPostMetrics, POST_LOCK, type PublishJobDeps } from '../jobs/publish-post.job.ts';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { resetGraphBudget } from './meta.ts';
import { startSocialFakes, type SocialFakes } from '../testing/social-fakes.ts';
import { until } from '../testing/poll.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const FILE = crypto.randomBytes(300_000);

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

describe('publishing without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the feature as not configured instead of failing', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/publishing', { cookie: u.cookie });
    expect(res.status).toBe(200);
    const s = (await res.json()) as PublishingState;
    expect(s.providers).toEqual({ meta: { configured: false }, google: { configured: false } });
    expect(s.connections).toEqual([]);
    const connect = await t.request('/api/publishing/connect/meta', { method: 'POST', cookie: u.cookie });
    expect(connect.status).toBe(409);
    expect(((await connect.json()) as { error: { code: string } }).error.code).toBe('PUBLISHING_NOT_CONFIGURED');
  });
});

describe('the caption with a model configured', () => {
  let t: TestApp;
  let llm: http.Server;
  const asked: string[] = [];
  beforeAll(async () => {
    // An OpenAI-compatible stand-in: the first answer promises a discount the owner never gave.
    const answers = [
      { caption: 'Пицария Наполи: 50% отстъпка днес! #Пица', title: 'Пицария Наполи' },
      {
        caption: 'Пицария Наполи в Пловдив: пица на пещ с доставка.\nПоръчайте на 0888 123 456\n#Пица #Пловдив',
        title: 'Пицария Наполи — пица на пещ',
      },
    ];
    llm = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        asked.push(raw);
        const content = JSON.stringify(answers[Math.min(asked.length - 1, answers.length - 1)]);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 0,
            model: 'm',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          }),
        );
      });
    });
    await new Promise<void>((r) => llm.listen(0, '127.0.0.1', r));
    t = await createTestApp({
      BRAIN_PROVIDER: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${(llm.address() as net.AddressInfo).port}/v1`,
      OPENAI_API_KEY: 'k',
    });
  });
  afterAll(async () => {
    await t.close();
    llm.close();
  });

  it('is written by the brain’s model from the ad’s facts, sent back once when it invents a discount', async () => {
    const u = await t.signUp();
    const [v] = await t.db
      .insert(videos)
      .values({
        userId: u.id,
        title: 'Пицария Наполи',
        details: PIZZA,
        style: 'bold',
        status: 'completed',
        aspectRatio: '9:16',
        videoKey: 'k.mp4',
      })
      .returning();
    const res = await t.request(`/api/publishing/caption?videoId=${v!.id}`, { cookie: u.cookie });
    expect(await res.json()).toEqual({
      caption: 'Пицария Наполи в Пловдив: пица на пещ с доставка.\nПоръчайте на 0888 123 456\n#Пица #Пловдив',
      title: 'Пицария Наполи — пица на пещ',
    });
    expect(asked).toHaveLength(2);
    expect(asked[0]).toContain('Пицария Наполи');
    expect(asked[1]).toContain('числото 50');
  });
});

describe('publishing to Facebook, Instagram and YouTube (local fakes)', () => {
  let t: TestApp;
  let fakes: SocialFakes;
  let stopServer: () => void;
  let jobDeps: PublishJobDeps;

  beforeAll(async () => {
    fakes = await startSocialFakes();
    const port = await freePort();
    t = await createTestApp({ ...fakes.env, PUBLIC_URL: `http://127.0.0.1:${port}` });
    // Instagram fetches the video from our signed URL, so the app listens here.
    const server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' });
    stopServer = () => server.close();
    jobDeps = {
      config: t.config,
      db: t.db,
      storage: t.deps.storage,
      logger: t.deps.logger,
      mailer: t.deps.mailer,
      boss: t.deps.queue.boss,
      pollMs: 5,
    };
  });
  afterAll(async () => {
    stopServer();
    await t.close();
    await fakes.close();
  });

  /** A user on `plan` with a finished 9:16 ad; returns the user and the ad's id. */
  async function owner(plan: 'starter' | 'pro' | 'trial' = 'pro') {
    const u = await t.signUp();
    if (plan !== 'trial') await setPlan(t.db, u.id, plan);
    const key = `users/${u.id}/videos/${crypto.randomUUID()}.mp4`;
    await t.deps.storage.put(key, FILE);
    const [v] = await t.db
      .insert(videos)
      .values({
        userId: u.id,
        title: 'Пицария Наполи',
        details: PIZZA,
        style: 'bold',
        status: 'completed',
        progress: 100,
        aspectRatio: '9:16',
        videoKey: key,
      })
      .returning();
    return { ...u, videoId: v!.id };
  }

  async function connect(cookie: string, provider: 'meta' | 'google') {
    const start = await t.request(`/api/publishing/connect/${provider}`, { method: 'POST', cookie });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const dialog = await fetch(url, { redirect: 'manual' });
    const back = new URL(dialog.headers.get('location')!);
    const res = await t.request(back.pathname + back.search, { cookie });
    expect(res.status).toBe(302);
    return res.headers.get('location')!;
  }

  async function publish(cookie: string, body: Record<string, unknown>) {
    const res = await t.request('/api/publishing/posts', { method: 'POST', cookie, json: body });
    return { status: res.status, body: (await res.json()) as { posts: SocialPost[]; error?: { code: string } } };
  }

  const postRow = async (id: string) => (await t.db.select().from(socialPosts).where(eq(socialPosts.id, id)))[0]!;

  it('connects a Facebook Page with its Instagram account and keeps the tokens sealed', async () => {
    const u = await owner();
    expect(await connect(u.cookie, 'meta')).toContain('social=connected');
    const s = (await (await t.request('/api/publishing', { cookie: u.cookie })).json()) as PublishingState;
    expect(s.connections).toHaveLength(1);
    expect(s.connections[0]).toMatchObject({
      provider: 'meta',
      status: 'connected',
      pageName: 'Пекарна Зора',
      igUsername: 'pekarna.zora',
      places: ['facebook_reel', 'instagram_reel', 'facebook_feed', 'instagram_feed'],
    });
    const [row] = await t.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id));
    expect(JSON.stringify(row)).not.toContain('page-token-1');
    expect(row!.pageTokenEnc).toBeTruthy();
  });

  it('refuses a callback whose state was not issued to this user', async () => {
    const a = await owner();
    const b = await owner();
    const start = await t.request('/api/publishing/connect/meta', { method: 'POST', cookie: a.cookie });
    const { url } = (await start.json()) as { url: string };
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    const res = await t.request(back.pathname + back.search, { cookie: b.cookie });
    expect(res.headers.get('location')).toContain('social=error');
    // Signed out meanwhile: a page that says so, not a bare 401.
    const signedOut = await t.request(back.pathname + back.search);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toContain('code=UNAUTHORIZED');
    expect((await t.db.select().from(socialConnections).where(eq(socialConnections.userId, b.id))).length).toBe(0);
  });

  it('posts a Facebook Reel in three phases, and a worker cut mid-upload resumes without a second reel', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    const caption = (await (
      await t.request(`/api/publishing/caption?videoId=${u.videoId}`, { cookie: u.cookie })
    ).json()) as { caption: string };
    expect(caption.caption).toContain('0888 123 456');
    const { status, body } = await publish(u.cookie, {
      videoId: u.videoId,
      places: ['facebook_reel'],
      caption: caption.caption,
    });
    expect(status).toBe(201);
    const postId = body.posts[0]!.id;
    const before = fakes.posted().reels;
    fakes.state.cutUploadAfter = 100_000;
    await expect(handlePublishPost(jobDeps, postId)).rejects.toThrow();
    const mid = await postRow(postId);
    expect(mid.status).toBe('queued');
    expect(mid.platformSession.videoId).toBeTruthy();
    await handlePublishPost(jobDeps, postId);
    await handlePublishPost(jobDeps, postId);
    expect(fakes.posted().reels).toBe(before + 1);
    const reel = fakes.state.reels.get(String(mid.platformSession.videoId))!;
    expect(Buffer.concat(reel.bytes).equals(FILE)).toBe(true);
    expect(reel.state).toBe('PUBLISHED');
    expect(reel.description).toBe(caption.caption);
    const done = await postRow(postId);
    expect(done.status).toBe('published');
    // Graph gives the reel's link as a path: the owner's link opens it on Facebook.
    expect(done.permalink).toBe(`https://www.facebook.com/reel/${reel.id}`);
    expect(done.attempts.filter((a) => a.step === 'run')).toHaveLength(2);
    expect(done.attempts.some((a) => a.step === 'reel.upload' && a.status === null)).toBe(true);
    expect(JSON.stringify(done.attempts)).not.toContain('page-token-1');
  });

  it('a run while another still holds the post touches nothing at the platform', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    const { body } = await publish(u.cookie, { videoId: u.videoId, places: ['facebook_reel'], caption: 'Пица' });
    const postId = body.posts[0]!.id;
    const live = await t.deps.database.pool.connect();
    await live.query('select pg_advisory_lock($1, hashtext($2))', [POST_LOCK, postId]);
    const reels = fakes.state.reels.size;
    await expect(handlePublishPost(jobDeps, postId)).rejects.toThrow(/another run/);
    expect(fakes.state.reels.size).toBe(reels);
    await live.query('select pg_advisory_unlock($1, hashtext($2))', [POST_LOCK, postId]);
    live.release();
    await handlePublishPost(jobDeps, postId);
    expect((await postRow(postId)).status).toBe('published');
    expect(fakes.state.reels.size).toBe(reels + 1);
  });

  it('a rate limit keeps the post queued for the next run, and an expired container says so', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    const { body } = await publish(u.cookie, { videoId: u.videoId, places: ['facebook_reel'], caption: 'Пица' });
    const postId = body.posts[0]!.id;
    const reels = fakes.posted().reels;
    fakes.state.graphErrors.push(32);
    await expect(handlePublishPost(jobDeps, postId)).rejects.toThrow();
    const waiting = await postRow(postId);
    expect(waiting).toMatchObject({ status: 'queued', errorCode: 'PLATFORM_RATE_LIMITED' });
    expect(waiting.attempts.some((a) => a.step === 'reel.start' && a.status === 403)).toBe(true);
    await handlePublishPost(jobDeps, postId);
    expect(await postRow(postId)).toMatchObject({ status: 'published', errorCode: null });
    expect(fakes.posted().reels).toBe(reels + 1);

    fakes.state.nextContainerStatus = 'EXPIRED';
    const ig = await publish(u.cookie, { videoId: u.videoId, places: ['instagram_reel'], caption: 'Пица' });
    await handlePublishPost(jobDeps, ig.body.posts[0]!.id);
    fakes.state.nextContainerStatus = 'FINISHED';
    expect(await postRow(ig.body.posts[0]!.id)).toMatchObject({ status: 'failed', errorCode: 'IG_CONTAINER_EXPIRED' });
  });

  it('an owner who says no on the platform’s dialog comes back to a calm message', async () => {
    const u = await owner();
    const start = await t.request('/api/publishing/connect/google', { method: 'POST', cookie: u.cookie });
    const { url } = (await start.json()) as { url: string };
    const dialog = new URL(url);
    expect(dialog.searchParams.get('code_challenge_method')).toBe('S256');
    expect(dialog.searchParams.get('scope')).toContain('youtube.upload');
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/publishing/callback/google`);
    const res = await t.request(
      `/api/publishing/callback/google?error=access_denied&state=${encodeURIComponent(dialog.searchParams.get('state')!)}`,
      { cookie: u.cookie },
    );
    expect(res.headers.get('location')).toContain('social=canceled');
    expect((await t.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id))).length).toBe(0);
  });

  it('schedules a Facebook Reel with SCHEDULED and its time', async () => {
    const u = await owner('pro');
    await connect(u.cookie, 'meta');
    const at = new Date(Date.now() + 2 * 86_400_000);
    const { body } = await publish(u.cookie, {
      videoId: u.videoId,
      places: ['facebook_reel'],
      caption: 'Утре',
      scheduledAt: at.toISOString(),
    });
    expect(body.posts[0]!.status).toBe('scheduled');
    await handlePublishPost(jobDeps, body.posts[0]!.id);
    const row = await postRow(body.posts[0]!.id);
    const reel = fakes.state.reels.get(row.platformPostId!)!;
    expect(reel.state).toBe('SCHEDULED');
    expect(reel.scheduledAt).toBe(Math.floor(at.getTime() / 1000));
    expect(row.status).toBe('scheduled');
  });

  it('posts an Instagram Reel from our signed URL and refuses at the day’s limit or a container ERROR', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    const ok = await publish(u.cookie, { videoId: u.videoId, places: ['instagram_reel'], caption: 'Пица' });
    await handlePublishPost(jobDeps, ok.body.posts[0]!.id);
    const row = await postRow(ok.body.posts[0]!.id);
    expect(row.status).toBe('published');
    const container = fakes.state.containers.get(String(row.platformSession.containerId))!;
    expect(container.fetchedBytes).toBe(FILE.length);
    // The URL Instagram got is for that one file only: a changed signature is refused.
    const tampered = container.videoUrl.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetch(tampered)).status).toBe(404);

    fakes.state.nextContainerStatus = 'ERROR';
    const bad = await publish(u.cookie, { videoId: u.videoId, places: ['instagram_reel'], caption: 'Пица' });
    await handlePublishPost(jobDeps, bad.body.posts[0]!.id);
    expect((await postRow(bad.body.posts[0]!.id)).errorCode).toBe('IG_CONTAINER_ERROR');
    fakes.state.nextContainerStatus = 'FINISHED';

    const published = fakes.posted().ig;
    fakes.state.igQuota.usage = fakes.state.igQuota.total;
    const full = await publish(u.cookie, { videoId: u.videoId, places: ['instagram_reel'], caption: 'Пица' });
    await handlePublishPost(jobDeps, full.body.posts[0]!.id);
    const refused = await postRow(full.body.posts[0]!.id);
    expect(refused.status).toBe('failed');
    expect(refused.errorCode).toBe('IG_LIMIT_REACHED');
    expect(fakes.posted().ig).toBe(published);
    fakes.state.igQuota.usage = 0;
  });

  it('uploads to YouTube with PKCE, resumes after a 308 with Range, and sets made-for-kids', async () => {
    const u = await owner();
    expect(await connect(u.cookie, 'google')).toContain('social=connected');
    const { body } = await publish(u.cookie, {
      videoId: u.videoId,
      places: ['youtube_short'],
      caption: 'Пица с доставка\n#Пица #София',
      title: 'Пицария Наполи',
    });
    const postId = body.posts[0]!.id;
    const before = fakes.posted().youtube;
    fakes.state.cutUploadAfter = 123_456;
    await expect(handlePublishPost(jobDeps, postId)).rejects.toThrow();
    await handlePublishPost(jobDeps, postId);
    await handlePublishPost(jobDeps, postId);
    expect(fakes.posted().youtube).toBe(before + 1);
    const v = fakes.state.ytVideos.at(-1)!;
    expect(v).toMatchObject({
      title: 'Пицария Наполи',
      privacyStatus: 'public',
      madeForKids: false,
      bytes: FILE.length,
      tags: ['Пица', 'София'],
    });
    const row = await postRow(postId);
    expect(row.status).toBe('published');
    expect(
      row.attempts.some(
        (a) =>
          a.step === 'yt.query' &&
          a.status === 308 &&
          String((a.answer as { range: string }).range) === 'bytes=0-123455',
      ),
    ).toBe(true);
  });

  it('refreshes an expired Google token, and a revoked one asks to reconnect', async () => {
    const u = await owner();
    await connect(u.cookie, 'google');
    await t.db
      .update(socialConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialConnections.userId, u.id));
    const first = await publish(u.cookie, { videoId: u.videoId, places: ['youtube_short'], caption: 'Пица' });
    await handlePublishPost(jobDeps, first.body.posts[0]!.id);
    expect((await postRow(first.body.posts[0]!.id)).status).toBe('published');

    await t.db
      .update(socialConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialConnections.userId, u.id));
    fakes.state.googleRefreshRevoked = true;
    const second = await publish(u.cookie, { videoId: u.videoId, places: ['youtube_short'], caption: 'Пица' });
    await handlePublishPost(jobDeps, second.body.posts[0]!.id);
    fakes.state.googleRefreshRevoked = false;
    expect((await postRow(second.body.posts[0]!.id)).errorCode).toBe('SOCIAL_RECONNECT');
    const s = (await (await t.request('/api/publishing', { cookie: u.cookie })).json()) as PublishingState;
    expect(s.connections[0]!.status).not.toBe('connected');
    const again = await publish(u.cookie, { videoId: u.videoId, places: ['youtube_short'], caption: 'Пица' });
    expect(again.status).toBe(409);
    expect(again.body.error!.code).toBe('SOCIAL_RECONNECT');
  });

  it('a scheduled post refused for an expired token fails, marks the connection and e-mails the owner', async () => {
    const u = await owner('pro');
    await connect(u.cookie, 'meta');
    const { body } = await publish(u.cookie, {
      videoId: u.videoId,
      places: ['facebook_reel'],
      caption: 'Утре',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    fakes.state.graphErrors.push(190);
    await handlePublishPost(jobDeps, body.posts[0]!.id);
    const row = await postRow(body.posts[0]!.id);
    expect(row.status).toBe('failed');
    expect(row.errorCode).toBe('SOCIAL_RECONNECT');
    const mails = await listOutboxEmails(t.db, u.email.toLowerCase());
    expect(mails.some((m) => m.subject.includes('не излезе') && m.text.includes('свържете го отново'))).toBe(true);
    const s = (await (await t.request('/api/publishing', { cookie: u.cookie })).json()) as PublishingState;
    expect(s.connections[0]!.status).toBe('expired');
  });

  it('reads figures back for each place and waits out a rate limit', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    await connect(u.cookie, 'google');
    const { body } = await publish(u.cookie, {
      videoId: u.videoId,
      places: ['facebook_reel', 'instagram_reel', 'youtube_short'],
      caption: 'Пица',
    });
    for (const p of body.posts) await handlePublishPost(jobDeps, p.id);
    fakes.state.graphErrors.push(4);
    await handleReadPostMetrics(jobDeps, body.posts[0]!.id);
    expect((await postRow(body.posts[0]!.id)).metricsReads).toBe(0);
    // Meta says the app's call budget is nearly spent: the reads of figures wait instead of using it up.
    fakes.state.appUsage = 96;
    await handlePublishPost(
      jobDeps,
      (await publish(u.cookie, { videoId: u.videoId, places: ['facebook_reel'], caption: 'Още' })).body.posts[0]!.id,
    );
    fakes.state.appUsage = 5;
    const insightsCalls = fakes.state.calls.filter((c) => c.includes('insights')).length;
    await handleReadPostMetrics(jobDeps, body.posts[0]!.id);
    expect(fakes.state.calls.filter((c) => c.includes('insights')).length).toBe(insightsCalls);
    expect((await postRow(body.posts[0]!.id)).metricsReads).toBe(0);
    resetGraphBudget();
    for (const p of body.posts) await handleReadPostMetrics(jobDeps, p.id);
    const res = await t.request(`/api/publishing/posts?videoId=${u.videoId}`, { cookie: u.cookie });
    const posts = ((await res.json()) as { posts: SocialPost[] }).posts;
    const by = Object.fromEntries(posts.map((p) => [p.place, p.metrics]));
    expect(by.facebook_reel).toMatchObject({ views: 120, reach: 95, likes: 14, comments: 3, shares: 2 });
    expect(by.instagram_reel).toMatchObject({ views: 300, reach: 210, likes: 30, comments: 5, shares: 4, saves: 6 });
    expect(by.youtube_short).toMatchObject({ views: 57, likes: 8, comments: 1, reach: null });
  });

  it('renders the missing 9:16 format free when the ad has only another one', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    const [wide] = await t.db
      .insert(videos)
      .values({
        userId: u.id,
        title: 'Пицария Наполи',
        details: PIZZA,
        style: 'bold',
        status: 'completed',
        progress: 100,
        aspectRatio: '16:9',
        videoKey: 'x.mp4',
      })
      .returning();
    const res = await publish(u.cookie, { videoId: wide!.id, places: ['facebook_reel'], caption: 'Пица' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'VIDEO_NOT_READY', details: { format: '9:16', rendering: true } });
    const formats = await t.db.select().from(videos).where(eq(videos.parentId, wide!.id));
    expect(formats.map((f) => f.aspectRatio)).toContain('9:16');
    expect(formats.find((f) => f.aspectRatio === '9:16')!.quotaCounted).toBe(false);
  });

  /** Another format of the owner's ad, finished, with its own file. */
  async function format(u: { id: string; videoId: string }, aspect: '4:5' | '1:1', file: Buffer) {
    const key = `users/${u.id}/videos/${crypto.randomUUID()}.mp4`;
    await t.deps.storage.put(key, file);
    const [v] = await t.db
      .insert(videos)
      .values({
        userId: u.id,
        parentId: u.videoId,
        title: 'Пицария Наполи',
        details: PIZZA,
        style: 'bold',
        status: 'completed',
        progress: 100,
        aspectRatio: aspect,
        videoKey: key,
      })
      .returning();
    return v!.id;
  }

  it('posts the 4:5 format to the Page feed (Resumable Upload API, resumed after a cut) and to the Instagram feed, never twice', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    // Only the 9:16 exists: the feed's 4:5 is started free and the owner is told to wait.
    const early = await publish(u.cookie, { videoId: u.videoId, places: ['facebook_feed'], caption: 'Пица' });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'VIDEO_NOT_READY', details: { format: '4:5', rendering: true } });
    const made = await t.db.select().from(videos).where(eq(videos.parentId, u.videoId));
    expect(made.find((f) => f.aspectRatio === '4:5')).toMatchObject({ quotaCounted: false });
    await t.db.delete(videos).where(eq(videos.parentId, u.videoId));

    const FEED = crypto.randomBytes(200_000);
    const square = await format(u, '1:1', crypto.randomBytes(1000));
    const portrait = await format(u, '4:5', FEED);
    const { status, body } = await publish(u.cookie, {
      videoId: u.videoId,
      places: ['facebook_feed', 'instagram_feed', 'instagram_reel'],
      caption: 'Пица за вкъщи\n#Пица',
      title: 'Пицария Наполи',
    });
    expect(status).toBe(201);
    const by = Object.fromEntries(body.posts.map((p) => [p.place, p]));
    expect(by.facebook_feed!.videoId).toBe(portrait);
    expect(by.instagram_feed!.videoId).toBe(portrait);
    expect(by.instagram_reel!.videoId).toBe(u.videoId);
    expect(body.posts.every((p) => p.adId === u.videoId)).toBe(true);
    expect(square).not.toBe(portrait);

    const feedId = by.facebook_feed!.id;
    const before = fakes.posted().fbFeed;
    fakes.state.cutUploadAfter = 70_000;
    await expect(handlePublishPost(jobDeps, feedId)).rejects.toThrow();
    expect((await postRow(feedId)).platformSession.uploadSession).toBeTruthy();
    await handlePublishPost(jobDeps, feedId);
    const row = await postRow(feedId);
    expect(row.status).toBe('published');
    expect(fakes.posted().fbFeed).toBe(before + 1);
    const posted = fakes.state.pageVideos.get(row.platformPostId!)!;
    expect(posted.bytes.equals(FEED)).toBe(true);
    expect(posted).toMatchObject({ title: 'Пицария Наполи', description: 'Пица за вкъщи\n#Пица', published: true });
    expect(
      row.attempts.some(
        (a) => a.step === 'video.offset' && (a.answer as { file_offset: number }).file_offset === 70_000,
      ),
    ).toBe(true);
    expect(JSON.stringify(row.attempts)).not.toMatch(/long-|page-token-1/);

    // A run that died after asking for the post finds it on the Page instead of posting it again.
    await t.db
      .update(socialPosts)
      .set({
        status: 'queued',
        platformSession: { handle: row.platformSession.handle, publishAskedAt: new Date().toISOString() },
      })
      .where(eq(socialPosts.id, feedId));
    await handlePublishPost(jobDeps, feedId);
    expect(fakes.posted().fbFeed).toBe(before + 1);
    expect((await postRow(feedId)).platformPostId).toBe(row.platformPostId);

    for (const place of ['instagram_feed', 'instagram_reel'] as const) await handlePublishPost(jobDeps, by[place]!.id);
    const feedIg = fakes.state.containers.get(
      String((await postRow(by.instagram_feed!.id)).platformSession.containerId),
    )!;
    const reelIg = fakes.state.containers.get(
      String((await postRow(by.instagram_reel!.id)).platformSession.containerId),
    )!;
    expect(feedIg).toMatchObject({ fetchedBytes: FEED.length, shareToFeed: true, status: 'PUBLISHED' });
    // Both places in one go: the reel stays in the Reels tab, so the feed shows the ad once.
    expect(reelIg).toMatchObject({ fetchedBytes: FILE.length, shareToFeed: false, status: 'PUBLISHED' });

    await handleReadPostMetrics(jobDeps, feedId);
    const posts = (
      (await (await t.request(`/api/publishing/posts?videoId=${u.videoId}`, { cookie: u.cookie })).json()) as {
        posts: SocialPost[];
      }
    ).posts;
    expect(posts.find((p) => p.id === feedId)!.metrics).toMatchObject({
      views: 410,
      reach: 330,
      likes: 22,
      comments: 4,
      shares: 3,
    });
  });

  it('schedules a Page feed video unpublished with its time; 1:1 serves when there is no 4:5', async () => {
    const u = await owner('pro');
    await connect(u.cookie, 'meta');
    const square = await format(u, '1:1', crypto.randomBytes(5000));
    const at = new Date(Date.now() + 2 * 86_400_000);
    const { body } = await publish(u.cookie, {
      videoId: u.videoId,
      places: ['facebook_feed'],
      caption: 'Утре',
      scheduledAt: at.toISOString(),
    });
    expect(body.posts[0]).toMatchObject({ status: 'scheduled', videoId: square });
    await handlePublishPost(jobDeps, body.posts[0]!.id);
    const row = await postRow(body.posts[0]!.id);
    expect(row.status).toBe('scheduled');
    expect(fakes.state.pageVideos.get(row.platformPostId!)).toMatchObject({
      published: false,
      scheduledAt: Math.floor(at.getTime() / 1000),
    });
    expect(row.permalink).toBe(`https://www.facebook.com/page-1/videos/${row.platformPostId}/`);

    // An app refused an upload session for this person: Facebook fetches the file from our signed URL.
    fakes.state.refuseUploadSessions = true;
    const FEED = crypto.randomBytes(7000);
    await t.db
      .update(videos)
      .set({ videoKey: `users/${u.id}/videos/feed-by-url.mp4` })
      .where(eq(videos.id, square));
    await t.deps.storage.put(`users/${u.id}/videos/feed-by-url.mp4`, FEED);
    const byUrl = (await publish(u.cookie, { videoId: u.videoId, places: ['facebook_feed'], caption: 'Сега' })).body
      .posts[0]!;
    await handlePublishPost(jobDeps, byUrl.id);
    fakes.state.refuseUploadSessions = false;
    const fetched = await postRow(byUrl.id);
    expect(fetched).toMatchObject({ status: 'published', platformSession: { byUrl: true } });
    expect(fakes.state.pageVideos.get(fetched.platformPostId!)!.bytes.equals(FEED)).toBe(true);

    // Instagram cannot be told a time: the feed post's job waits for it, as the reel's does.
    const ig = await publish(u.cookie, {
      videoId: u.videoId,
      places: ['instagram_feed', 'instagram_reel'],
      caption: 'Утре',
      scheduledAt: at.toISOString(),
    });
    expect(ig.status).toBe(201);
    const jobs = await t.deps.database.pool.query<{ start_after: Date }>(
      `select start_after from pgboss.job where name = 'publish-post' and data->>'postId' = any($1)`,
      [ig.body.posts.map((p) => p.id)],
    );
    expect(jobs.rows.map((r) => new Date(r.start_after).getTime())).toEqual([at.getTime(), at.getTime()]);
  });

  it('tells each post the ad it belongs to and the group its variants share, whatever format went out', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    const PROMPT = 'Пицария Наполи в Пловдив: пица на пещ, втората на половин цена.';
    const ad = async (prompt: string) => {
      const [v] = await t.db
        .insert(videos)
        .values({
          userId: u.id,
          title: `Пицария ${prompt.length}`,
          prompt,
          details: PIZZA,
          style: 'bold',
          status: 'completed',
          aspectRatio: '9:16',
          videoKey: (await postRow0()).key,
        })
        .returning();
      return v!.id;
    };
    const postRow0 = async () => ({
      key: (await t.db.select().from(videos).where(eq(videos.id, u.videoId)))[0]!.videoKey!,
    });
    await t.db.update(videos).set({ prompt: PROMPT }).where(eq(videos.id, u.videoId));
    // The variants: the same description, typed again with other spacing; a third ad of other words.
    const second = await ad(`  ${PROMPT.replace(' в ', '  в ')} `);
    const other = await ad('Пицария Наполи: доставка до вкъщи до 30 минути.');
    await format(u, '4:5', crypto.randomBytes(2000));
    const posts: SocialPost[] = [];
    for (const [videoId, places] of [
      [u.videoId, ['facebook_reel', 'facebook_feed']],
      [second, ['facebook_reel']],
      [other, ['facebook_reel']],
    ] as const) {
      posts.push(...(await publish(u.cookie, { videoId, places, caption: 'Пица' })).body.posts);
    }
    const listed = (
      (await (await t.request('/api/publishing/posts', { cookie: u.cookie })).json()) as { posts: SocialPost[] }
    ).posts;
    const of = (id: string) => listed.find((p) => p.id === id)!;
    const [reel, feed, secondReel, otherReel] = posts.map((p) => of(p.id));
    expect(feed!.videoId).not.toBe(u.videoId);
    expect([reel!.adId, feed!.adId]).toEqual([u.videoId, u.videoId]);
    expect(secondReel!.adId).toBe(second);
    expect(new Set([reel, feed, secondReel].map((p) => p!.variantGroup)).size).toBe(1);
    expect(otherReel!.variantGroup).not.toBe(reel!.variantGroup);
    expect(feed!.adTitle).toBe('Пицария Наполи');
  });

  it('tries a failed post again: a refused container is made anew, a half-sent reel goes on from where it was, never twice', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    const retry = (id: string) => t.request(`/api/publishing/posts/${id}/retry`, { method: 'POST', cookie: u.cookie });

    fakes.state.nextContainerStatus = 'ERROR';
    const ig = (await publish(u.cookie, { videoId: u.videoId, places: ['instagram_reel'], caption: 'Пица' })).body
      .posts[0]!;
    await handlePublishPost(jobDeps, ig.id);
    fakes.state.nextContainerStatus = 'FINISHED';
    const refused = await postRow(ig.id);
    expect(refused.errorCode).toBe('IG_CONTAINER_ERROR');
    expect((await retry(ig.id)).status).toBe(200);
    expect(await postRow(ig.id)).toMatchObject({ status: 'queued', errorCode: null, platformSession: {} });
    const igBefore = fakes.posted().ig;
    await handlePublishPost(jobDeps, ig.id);
    const again = await postRow(ig.id);
    expect(again.status).toBe('published');
    expect(again.platformSession.containerId).not.toBe(refused.platformSession.containerId);
    expect(fakes.posted().ig).toBe(igBefore + 1);
    // Not failed (any more): nothing to try again.
    const twice = await retry(ig.id);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { code: string } }).error.code).toBe('POST_NOT_FAILED');

    // Five runs cut mid-upload fail the reel; "try again" gives it five more and it resumes the same reel.
    const fb = (await publish(u.cookie, { videoId: u.videoId, places: ['facebook_reel'], caption: 'Пица' })).body
      .posts[0]!;
    for (let i = 0; i < 5; i++) {
      fakes.state.cutUploadAfter = 1000;
      await handlePublishPost(jobDeps, fb.id).catch(() => undefined);
    }
    fakes.state.cutUploadAfter = null;
    const failed = await postRow(fb.id);
    expect(failed.status).toBe('failed');
    const reels = fakes.state.reels.size;
    expect((await retry(fb.id)).status).toBe(200);
    await handlePublishPost(jobDeps, fb.id);
    const done = await postRow(fb.id);
    expect(done.status).toBe('published');
    expect(done.platformPostId).toBe(failed.platformSession.videoId);
    expect(fakes.state.reels.size).toBe(reels);
    expect(Buffer.concat(fakes.state.reels.get(done.platformPostId!)!.bytes).equals(FILE)).toBe(true);
    expect(done.attempts.some((a) => a.step === 'retry')).toBe(true);

    // Someone else's post is not there to retry.
    const other = await owner();
    expect(
      (await t.request(`/api/publishing/posts/${fb.id}/retry`, { method: 'POST', cookie: other.cookie })).status,
    ).toBe(404);
  });

  it('takes two "try again" at once as one: a single new job, the other told the post is no longer failed', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    fakes.state.nextContainerStatus = 'ERROR';
    const post = (await publish(u.cookie, { videoId: u.videoId, places: ['instagram_reel'], caption: 'Пица' })).body
      .posts[0]!;
    await handlePublishPost(jobDeps, post.id);
    fakes.state.nextContainerStatus = 'FINISHED';
    expect((await postRow(post.id)).status).toBe('failed');
    const retryJobs = async () =>
      (
        await t.deps.database.pool.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'publish-post' and singleton_key like $1`,
          [`${post.id}:retry:%`],
        )
      ).rows[0]!.n;

    // Both requests read the post as failed before either changes it: a row lock held here keeps
    // their updates waiting until both have got that far, then lets them go together. (The wait is
    // watched from another connection: inside a transaction pg_stat_activity stays as first read.)
    const gate = await t.deps.database.pool.connect();
    let both: Promise<Response[]>;
    let waiting: number;
    try {
      await gate.query('begin');
      await gate.query('select id from social_posts where id = $1 for update', [post.id]);
      both = Promise.all(
        [1, 2].map(() => t.request(`/api/publishing/posts/${post.id}/retry`, { method: 'POST', cookie: u.cookie })),
      );
      waiting = await until(
        async () =>
          (
            await t.deps.database.pool.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query ilike 'update "social_posts"%'`,
            )
          ).rows[0]!.n,
        (n) => n === 2,
        60_000,
        20,
      );
    } finally {
      await gate.query('commit');
      gate.release();
    }
    expect(waiting).toBe(2);
    const answers = await both;

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('POST_NOT_FAILED');
    const row = await postRow(post.id);
    expect(row.status).toBe('queued');
    expect(row.attempts.filter((a) => a.step === 'retry')).toHaveLength(1);
    expect(await retryJobs()).toBe(1);

    // The one job posts it once; the post, published, is not there to try again.
    const before = fakes.posted().ig;
    await handlePublishPost(jobDeps, post.id);
    expect((await postRow(post.id)).status).toBe('published');
    expect(fakes.posted().ig).toBe(before + 1);
    const late = await t.request(`/api/publishing/posts/${post.id}/retry`, { method: 'POST', cookie: u.cookie });
    expect(late.status).toBe(409);
    expect(await retryJobs()).toBe(1);
  });

  it('a retry whose job cannot be queued leaves the post failed with its reason, and a later retry posts it', async () => {
    const u = await owner();
    await connect(u.cookie, 'meta');
    fakes.state.nextContainerStatus = 'ERROR';
    const post = (await publish(u.cookie, { videoId: u.videoId, places: ['instagram_reel'], caption: 'Пица' })).body
      .posts[0]!;
    await handlePublishPost(jobDeps, post.id);
    fakes.state.nextContainerStatus = 'FINISHED';
    const failed = await postRow(post.id);
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'IG_CONTAINER_ERROR' });
    const retry = () => t.request(`/api/publishing/posts/${post.id}/retry`, { method: 'POST', cookie: u.cookie });
    const retryJobs = async () =>
      (
        await t.deps.database.pool.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'publish-post' and singleton_key like $1`,
          [`${post.id}:retry:%`],
        )
      ).rows[0]!.n;

    // The queue refuses the job: the owner is told, and the post is as it was, not "queued" for ever.
    const send = vi.spyOn(t.deps.queue.boss, 'send').mockRejectedValueOnce(new Error('queue unavailable'));
    let refused: Response;
    try {
      refused = await retry();
    } finally {
      send.mockRestore();
    }
    expect(await postRow(post.id)).toMatchObject({
      status: 'failed',
      errorCode: 'IG_CONTAINER_ERROR',
      errorMessage: failed.errorMessage,
      platformSession: failed.platformSession,
      attempts: failed.attempts,
    });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    const listed = await t.request(`/api/publishing/posts?videoId=${u.videoId}`, { cookie: u.cookie });
    const shown = ((await listed.json()) as { posts: SocialPost[] }).posts.find((p) => p.id === post.id)!;
    expect(shown).toMatchObject({ status: 'failed', errorCode: 'IG_CONTAINER_ERROR' });
    expect(await retryJobs()).toBe(0);

    // With the queue back, "try again" queues the job and the post goes out once.
    expect((await retry()).status).toBe(200);
    expect((await postRow(post.id)).status).toBe('queued');
    expect(await retryJobs()).toBe(1);
    const before = fakes.posted().ig;
    await handlePublishPost(jobDeps, post.id);
    expect((await postRow(post.id)).status).toBe('published');
    expect(fakes.posted().ig).toBe(before + 1);
  });

  it('lets an owner with several Pages choose the one posts go to', async () => {
    const u = await owner();
    fakes.state.pages.push({ id: 'page-2', name: 'Ателие Роза', access_token: 'page-token-2' });
    try {
      await connect(u.cookie, 'meta');
      const listed = await t.request('/api/publishing/meta/pages', { cookie: u.cookie });
      expect(((await listed.json()) as { pages: unknown[] }).pages).toEqual([
        { id: 'page-1', name: 'Пекарна Зора', igUsername: 'pekarna.zora', current: true },
        { id: 'page-2', name: 'Ателие Роза', igUsername: null, current: false },
      ]);
      const chosen = await t.request('/api/publishing/meta/page', {
        method: 'PUT',
        cookie: u.cookie,
        json: { pageId: 'page-2' },
      });
      expect(chosen.status).toBe(200);
      const s = (await (await t.request('/api/publishing', { cookie: u.cookie })).json()) as PublishingState;
      // The second Page has no Instagram account: only its own places remain.
      expect(s.connections[0]).toMatchObject({
        pageName: 'Ателие Роза',
        igUsername: null,
        places: ['facebook_reel', 'facebook_feed'],
      });
      const [row] = await t.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id));
      expect(JSON.stringify(row)).not.toContain('page-token-2');
      const ig = await publish(u.cookie, { videoId: u.videoId, places: ['instagram_reel'], caption: 'Пица' });
      expect(ig.body.error!.code).toBe('SOCIAL_NOT_CONNECTED');
      const { body } = await publish(u.cookie, { videoId: u.videoId, places: ['facebook_reel'], caption: 'Пица' });
      await handlePublishPost(jobDeps, body.posts[0]!.id);
      const post = await postRow(body.posts[0]!.id);
      expect(post.status).toBe('published');
      expect(fakes.state.reels.get(post.platformPostId!)!.pageId).toBe('page-2');
      // A Page the person does not manage is not there to choose.
      expect(
        (await t.request('/api/publishing/meta/page', { method: 'PUT', cookie: u.cookie, json: { pageId: 'page-9' } }))
          .status,
      ).toBe(404);
    } finally {
      fakes.state.pages.pop();
    }
  });

  it('keeps Trial to a preview and Starter to posting now', async () => {
    const trial = await owner('trial');
    const s = (await (await t.request('/api/publishing', { cookie: trial.cookie })).json()) as PublishingState;
    expect(s.rights).toEqual({ publish: false, schedule: false });
    expect(
      (await publish(trial.cookie, { videoId: trial.videoId, places: ['facebook_reel'], caption: 'x' })).body.error!
        .code,
    ).toBe('PUBLISH_PLAN_REQUIRED');
    const starter = await owner('starter');
    await connect(starter.cookie, 'meta');
    const later = await publish(starter.cookie, {
      videoId: starter.videoId,
      places: ['facebook_reel'],
      caption: 'x',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.body.error!.code).toBe('SCHEDULE_PLAN_REQUIRED');
    expect(
      (await publish(starter.cookie, { videoId: starter.videoId, places: ['facebook_reel'], caption: 'x' })).status,
    ).toBe(201);
  });

  it('disconnecting deletes the tokens, and deleting the account revokes them at the platforms', async () => {
    const u = await owner();
    await connect(u.cookie, 'google');
    await connect(u.cookie, 'meta');
    const s = (await (await t.request('/api/publishing', { cookie: u.cookie })).json()) as PublishingState;
    const google = s.connections.find((c) => c.provider === 'google')!;
    const revoked = fakes.state.revokedGoogle.length;
    expect(
      (await t.request(`/api/publishing/connections/${google.id}`, { method: 'DELETE', cookie: u.cookie })).status,
    ).toBe(204);
    expect(fakes.state.revokedGoogle.length).toBe(revoked + 1);
    expect(
      (await t.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id))).map((r) => r.provider),
    ).toEqual(['meta']);
    const metaRevoked = fakes.state.revokedMeta;
    const del = await t.request('/api/settings/account', {
      method: 'DELETE',
      cookie: u.cookie,
      json: { confirm: 'DELETE' },
    });
    expect(del.status).toBe(200);
    expect(fakes.state.revokedMeta).toBe(metaRevoked + 1);
    expect((await t.db.select().from(socialConnections).where(eq(socialConnections.userId, u.id))).length).toBe(0);
  });
});

describe('the publish job on a running worker', () => {
  let t: TestApp;
  let fakes: SocialFakes;

  beforeAll(async () => {
    fakes = await startSocialFakes();
    t = await createTestApp(fakes.env, { worker: true });
  });
  afterAll(async () => {
    await t.close();
    await fakes.close();
  });

  it('takes a post from the queue, posts it once and books the first read of its figures', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'pro');
    const key = `users/${u.id}/videos/${crypto.randomUUID()}.mp4`;
    await t.deps.storage.put(key, FILE);
    const [v] = await t.db
      .insert(videos)
      .values({
        userId: u.id,
        title: 'Пицария',
        details: PIZZA,
        style: 'bold',
        status: 'completed',
        aspectRatio: '9:16',
        videoKey: key,
      })
      .returning();
    const start = await t.request('/api/publishing/connect/google', { method: 'POST', cookie: u.cookie });
    const back = new URL(
      (await fetch(((await start.json()) as { url: string }).url, { redirect: 'manual' })).headers.get('location')!,
    );
    await t.request(back.pathname + back.search, { cookie: u.cookie });
    const res = await t.request('/api/publishing/posts', {
      method: 'POST',
      cookie: u.cookie,
      json: { videoId: v!.id, places: ['youtube_short'], caption: 'Пица' },
    });
    expect(res.status).toBe(201);
    const postId = ((await res.json()) as { posts: SocialPost[] }).posts[0]!.id;
    const row = await until(
      async () => (await t.db.select().from(socialPosts).where(eq(socialPosts.id, postId)))[0]!,
      (r) => r.status === 'published' || r.status === 'failed',
      60_000,
    );
    expect(row.status).toBe('published');
    expect(fakes.posted().youtube).toBe(1);
    const reads = await t.deps.database.pool.query(
      `select start_after from pgboss.job where name = 'read-post-metrics' and data->>'postId' = $1`,
      [postId],
    );
    expect(reads.rows).toHaveLength(1);
    expect(new Date(reads.rows[0].start_after as string).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });
});
