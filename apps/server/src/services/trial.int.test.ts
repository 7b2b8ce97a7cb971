import { eq } from 'drizzle-orm';
import { RENDER_VIDEO_JOB } from '@reklamo/contract';
import { finishUnsuccessfully, listOutboxEmails, users, videos } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { MAX_ACTIVE_VIDEOS_PER_USER } from './videos.service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (cookie: string) =>
  t.request('/api/videos', { method: 'POST', cookie, json: { facts: PIZZA, durationSec: 15 } });
const body = async (res: Response) => (await res.json()) as Record<string, unknown> & { error?: { code: string } };

describe('e-mail confirmation and the free video', () => {
  it('sends a link at sign-up; the free video waits for it; the link confirms once and signs nobody in', async () => {
    const u = await t.signUp({ verify: false });
    const [mail] = await listOutboxEmails(t.db, u.email);
    expect(mail!.subject).toContain('Потвърдете');
    expect(await body(await t.request('/api/me', { cookie: u.cookie }))).toMatchObject({ email_verified: false });
    expect(await body(await t.request('/api/usage', { cookie: u.cookie }))).toMatchObject({
      canGenerate: false,
      reason: 'EMAIL_NOT_CONFIRMED',
    });
    const refused = await create(u.cookie);
    expect(refused.status).toBe(403);
    expect((await body(refused)).error!.code).toBe('EMAIL_NOT_CONFIRMED');

    const first = await t.verifyEmail(u.email);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/dashboard?email=confirmed');
    expect(first.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect(await body(await t.request('/api/me', { cookie: u.cookie }))).toMatchObject({ email_verified: true });
    expect(await body(await t.request('/api/usage', { cookie: u.cookie }))).toMatchObject({ canGenerate: true });
    const again = await t.verifyEmail(u.email);
    expect(again.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect((await create(u.cookie)).status).toBe(202);
  });

  it("does not give a deleted account's address a second free video", async () => {
    const email = `again${Date.now()}@example.bg`;
    const first = await t.signUp({ email });
    expect((await create(first.cookie)).status).toBe(202);
    const del = await t.request('/api/settings/account', {
      method: 'DELETE',
      cookie: first.cookie,
      json: { confirm: 'DELETE' },
    });
    expect(del.status).toBe(200);
    const second = await t.signUp({ email });
    const res = await create(second.cookie);
    expect(res.status).toBe(403);
    expect((await body(res)).error!.code).toBe('GENERATION_LIMIT_REACHED');
  });
});

describe('the render queue', () => {
  it('caps queued plus rendering videos per user with TOO_MANY_ACTIVE_VIDEOS, and queues a second video behind other users', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'pro');
    for (let i = 0; i < MAX_ACTIVE_VIDEOS_PER_USER; i++) expect((await create(u.cookie)).status).toBe(202);
    const over = await create(u.cookie);
    expect(over.status).toBe(429);
    expect((await body(over)).error).toMatchObject({
      code: 'TOO_MANY_ACTIVE_VIDEOS',
      details: { limit: MAX_ACTIVE_VIDEOS_PER_USER },
    });
    const jobs = await t.deps.database.pool.query<{ priority: number }>(
      `select priority from pgboss.job where name = $1 and data->>'videoId' in (select id::text from videos where user_id = $2) order by created_on`,
      [RENDER_VIDEO_JOB.name, u.id],
    );
    // A paid plan's first renders, each next one of the user's behind other users' first ones.
    expect(jobs.rows.map((r) => r.priority)).toEqual([20, 19, 18]);
  });

  it('gives a failed video its generation back with the status change, once', async () => {
    const u = await t.signUp();
    const res = await create(u.cookie);
    const { id } = (await res.json()) as { id: string };
    expect(await finishUnsuccessfully(t.db, id, 'failed', 'RENDER_FAILED')).toBe(true);
    expect(await finishUnsuccessfully(t.db, id, 'failed', 'RENDER_FAILED')).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.freeGenerationsUsed).toBe(0);
  });
});

describe('project history', () => {
  it('shows Starter its 5 newest finished videos (older hidden, not deleted) and all of them again after an upgrade', async () => {
    const u = await t.signUp();
    await setPlan(t.db, u.id, 'starter');
    const made = [];
    for (let i = 0; i < 7; i++) {
      const [v] = await t.db
        .insert(videos)
        .values({
          userId: u.id,
          title: `Видео ${i}`,
          details: {},
          style: 'bold',
          status: 'completed',
          createdAt: new Date(Date.now() - (7 - i) * 60_000),
        })
        .returning();
      made.push(v!.id);
    }
    const list = async () =>
      (
        (await (await t.request('/api/videos', { cookie: u.cookie })).json()) as { videos: Array<{ id: string }> }
      ).videos.map((v) => v.id);
    expect(await list()).toEqual(made.slice(2).reverse());
    expect((await t.request(`/api/videos/${made[0]}`, { cookie: u.cookie })).status).toBe(404);
    expect((await t.request(`/api/videos/${made[6]}`, { cookie: u.cookie })).status).toBe(200);
    await setPlan(t.db, u.id, 'pro');
    expect(await list()).toHaveLength(7);
    expect((await t.request(`/api/videos/${made[0]}`, { cookie: u.cookie })).status).toBe(200);
  });
});
