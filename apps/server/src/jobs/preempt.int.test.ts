import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '@reklamo/contract';
import { videos } from '@reklamo/db';
import { PIZZA, setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { until } from '../testing/poll.ts';
import { writeTinyMp4 } from '../testing/tiny-mp4.ts';
import type { RenderFn } from './render-video.job.ts';

// One worker, one render at a time. A format (any aspect but the first video's 16:9) renders until
// it is released or stopped; a first render finishes at once.
let released = false;
const starts: string[] = [];
const render: RenderFn = async (brief, opts) => {
  starts.push(brief.aspectRatio ?? '16:9');
  while (brief.aspectRatio !== '16:9' && !released) {
    if (opts.signal?.aborted) throw new Error('stopped');
    await new Promise((r) => setTimeout(r, 50));
  }
  writeTinyMp4(opts.outPath, `mp4:${brief.aspectRatio}`);
  await fs.writeFile(opts.posterPath!, 'jpg');
  return { videoPath: opts.outPath, posterPath: opts.posterPath!, sizeBytes: 3, durationSec: 15 };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKER_CONCURRENCY: '1' }, { worker: true, render });
});
afterAll(() => t.close());

const row = (id: string) =>
  t.db
    .select()
    .from(videos)
    .where(eq(videos.id, id))
    .then((r) => r[0]!);
const start = async (cookie: string) =>
  (
    (await (
      await t.request('/api/videos', {
        method: 'POST',
        cookie,
        json: { facts: PIZZA, prompt: 'пицария', durationSec: 15 },
      })
    ).json()) as Video
  ).id;

describe('free renders give way', () => {
  it('a format rendering when a paid first render arrives goes back to the queue, and renders after it', async () => {
    const owner = await t.signUp();
    await setPlan(t.db, owner.id, 'pro');
    const ad = await start(owner.cookie);
    await until(
      () => row(ad),
      (v) => v.status === 'completed',
    );
    const made = (
      (await (await t.request(`/api/videos/${ad}/formats`, { method: 'POST', cookie: owner.cookie })).json()) as {
        videos: Video[];
      }
    ).videos;
    // One format holds the only worker.
    await until(
      async () => Promise.all(made.map((m) => row(m.id))),
      (rows) => rows.some((r) => r.status === 'generating'),
    );

    const paid = await t.signUp();
    await setPlan(t.db, paid.id, 'starter');
    const first = await start(paid.cookie);
    const done = await until(
      () => row(first),
      (v) => v.status === 'completed',
      30_000,
    );
    expect(done.status).toBe('completed');
    // The paid render finished while every format still waits (none was let finish).
    const formats = await Promise.all(made.map((m) => row(m.id)));
    expect(formats.filter((f) => f.status === 'completed')).toEqual([]);
    // The format that gave way was put back, not failed: its try did not count.
    expect(formats.every((f) => f.status === 'queued' || f.status === 'generating')).toBe(true);

    released = true;
    for (const m of made)
      expect(
        (
          await until(
            () => row(m.id),
            (v) => v.status === 'completed' || v.status === 'failed',
            30_000,
          )
        ).status,
      ).toBe('completed');
  });
});
