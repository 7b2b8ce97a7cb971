import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '@reklamo/contract';
import { videos } from '@reklamo/db';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// No worker: every render stays in the queue, so its place is what the order of the queue says.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const start = async (cookie: string) =>
  json<Video>(
    await t.request('/api/videos', {
      method: 'POST',
      cookie,
      json: { facts: PIZZA, prompt: 'пицария', durationSec: 15 },
    }),
  );
const place = async (cookie: string, id: string) =>
  (await json<Video>(await t.request(`/api/videos/${id}`, { cookie }))).queue_place;

/** A finished ad of the user's, as if a worker had rendered it. */
async function finished(cookie: string) {
  const v = await start(cookie);
  await t.db
    .update(videos)
    .set({ status: 'completed', videoKey: 'x.mp4', posterKey: 'x.jpg' })
    .where(eq(videos.id, v.id));
  return v.id;
}

describe('the render queue', () => {
  it('puts a paid first render before a trial one and both before free formats, and says each place', async () => {
    const free = await t.signUp();
    await setPlan(t.db, free.id, 'pro');
    const ad = await finished(free.cookie);
    const resizes = (
      await json<{ videos: Video[] }>(
        await t.request(`/api/videos/${ad}/formats`, { method: 'POST', cookie: free.cookie }),
      )
    ).videos;
    expect(resizes).toHaveLength(3);
    expect((await Promise.all(resizes.map((r) => place(free.cookie, r.id)))).sort()).toEqual([1, 2, 3]);

    const trial = await t.signUp();
    const trialVideo = await start(trial.cookie);
    const paid = await t.signUp();
    await setPlan(t.db, paid.id, 'starter');
    const paidVideo = await start(paid.cookie);

    expect(await place(paid.cookie, paidVideo.id)).toBe(1);
    expect(await place(trial.cookie, trialVideo.id)).toBe(2);
    expect((await Promise.all(resizes.map((r) => place(free.cookie, r.id)))).sort()).toEqual([3, 4, 5]);

    // A canceled render holds no place; a finished one has none.
    expect(
      (await t.request(`/api/videos/${paidVideo.id}/cancel`, { method: 'POST', cookie: paid.cookie })).status,
    ).toBe(200);
    expect(await place(trial.cookie, trialVideo.id)).toBe(1);
    expect(await place(paid.cookie, paidVideo.id)).toBeNull();
  });
});
