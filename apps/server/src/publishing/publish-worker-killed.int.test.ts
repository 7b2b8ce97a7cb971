import crypto from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SocialPost } from '@reklamo/contract/publishing';
import { socialPosts, videos } from '@reklamo/db';
import { handlePublishPost, POST_LOCK } from '../jobs/publish-post.job.ts';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { until } from '../testing/poll.ts';
import { ROOT, spawnRole, type RoleProcess } from '../testing/processes.ts';
import { startSocialFakes, type SocialFakes } from '../testing/social-fakes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let fakes: SocialFakes;
let worker: RoleProcess | undefined;

beforeAll(async () => {
  fakes = await startSocialFakes();
  t = await createTestApp(fakes.env);
}, 120_000);
afterAll(async () => {
  await worker?.stop('SIGKILL');
  await t.close();
  await fakes.close();
});

/** Runs holding the post's lock (see handlePublishPost). */
async function locksOn(postId: string): Promise<number> {
  const r = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${POST_LOCK}
        and objsubid = 2 and objid::bigint = (hashtext(${postId})::bigint & 4294967295)`,
  );
  return r.rows[0]!.n;
}

it('a worker killed mid-upload leaves the post to the next run, which resumes it: one reel, every byte', async () => {
  const file = crypto.randomBytes(400_000);
  const u = await t.signUp();
  await setPlan(t.db, u.id, 'pro');
  const key = `users/${u.id}/videos/${crypto.randomUUID()}.mp4`;
  await t.deps.storage.put(key, file);
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
  const start = await t.request('/api/publishing/connect/meta', { method: 'POST', cookie: u.cookie });
  const back = new URL(
    (await fetch(((await start.json()) as { url: string }).url, { redirect: 'manual' })).headers.get('location')!,
  );
  await t.request(back.pathname + back.search, { cookie: u.cookie });
  fakes.state.stallUploadAfter = 150_000;
  const res = await t.request('/api/publishing/posts', {
    method: 'POST',
    cookie: u.cookie,
    json: { videoId: v!.id, places: ['facebook_reel'], caption: 'Пица' },
  });
  const postId = ((await res.json()) as { posts: SocialPost[] }).posts[0]!.id;

  // A real worker process (same database, data dir and so the same token key) takes the job.
  worker = spawnRole(
    'publish-worker',
    'worker',
    {
      ...fakes.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.config.DATABASE_URL!,
      DATA_DIR: t.config.dataDir,
      AUTH_SECRET: t.config.authSecret,
      LOG_LEVEL: 'info',
      BILLING_CLOCK_INTERVAL_SEC: '0',
    },
    path.join(ROOT, '.test-data', 'publish-worker-killed.log'),
  );
  const stalled = await until(
    () => fakes.state.stalledBytes,
    (b) => b > 0,
    90_000,
  );
  expect(stalled, worker.tail()).toBe(150_000);
  expect(await locksOn(postId)).toBe(1);
  await worker.stop('SIGKILL');
  worker = undefined;
  const mid = (await t.db.select().from(socialPosts).where(eq(socialPosts.id, postId)))[0]!;
  expect(mid.status).toBe('uploading');
  expect(mid.platformSession.videoId).toBeTruthy();

  // Postgres lets go of the dead run's lock when it sees the connection closed, a moment after the
  // kill; pg-boss retries only once the job expires, long after that.
  const held = await until(
    () => locksOn(postId),
    (n) => n === 0,
    30_000,
    50,
  );
  expect(held).toBe(0);
  // The retry pg-boss makes once the dead run's job expires: here, at once.
  await handlePublishPost(
    {
      config: t.config,
      db: t.db,
      storage: t.deps.storage,
      logger: t.deps.logger,
      mailer: t.deps.mailer,
      boss: t.deps.queue.boss,
      pollMs: 5,
    },
    postId,
  );
  const done = (await t.db.select().from(socialPosts).where(eq(socialPosts.id, postId)))[0]!;
  expect(done.status).toBe('published');
  expect(fakes.posted().reels).toBe(1);
  expect(fakes.state.reels.size).toBe(1);
  const reel = [...fakes.state.reels.values()][0]!;
  expect(Buffer.concat(reel.bytes).equals(file)).toBe(true);
  expect(done.attempts.filter((a) => a.step === 'run')).toHaveLength(2);
}, 180_000);
