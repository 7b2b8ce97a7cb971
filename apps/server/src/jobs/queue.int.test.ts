/**
 * Several machines starting at once on a fresh database (a first deploy, `docker compose up` with
 * two APIs and two workers) each start the queue; none may fail at it.
 */
import { createTestDatabase, type TestDatabase } from '@reklamo/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RENDER_VIDEO_JOB } from '@reklamo/contract';
import { startQueue, type Queue } from './queue.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('starts six queues at once on a fresh database, and every one of them can enqueue a render', async () => {
  const logger = pino({ level: 'silent' });
  const results = await Promise.allSettled(
    Array.from({ length: 6 }, () => startQueue({ connectionString: database.url, pool: database.pool, logger })),
  );
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  try {
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    await Promise.all(started.map((q, i) => q.enqueueRender({ videoId: `00000000-0000-4000-8000-00000000000${i}` })));
    expect(await started[0]!.boss.getQueueSize(RENDER_VIDEO_JOB.name)).toBe(6);
  } finally {
    await Promise.all(started.map((q: Queue) => q.stop()));
  }
}, 60_000);
