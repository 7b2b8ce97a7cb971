import PgBoss from 'pg-boss';
import type pg from 'pg';
import { ADVISORY_LOCKS, withAdvisoryLock } from '@reklamo/db';
import { RENDER_VIDEO_JOB, type RenderVideoJob } from '@reklamo/contract';
import type { Logger } from '../logger.ts';

export type Queue = {
  boss: PgBoss;
  /**
   * Enqueues a render on the caller's transaction client, so the job commits with its video row.
   * `priority`: higher runs first (fair scheduling passes minus the user's videos already waiting).
   */
  enqueueRender: (job: RenderVideoJob, tx?: pg.PoolClient, opts?: { priority?: number }) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * pg-boss on our Postgres (schema `pgboss`). Jobs carry no retries of their own: a render that dies
 * with its worker is found by the stale-video sweep (jobs/render-video.job.ts), which retries once.
 */
export async function startQueue(opts: { connectionString: string; pool: pg.Pool; logger: Logger; isStopping?: () => boolean }): Promise<Queue> {
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    schema: 'pgboss',
    max: 4,
    supervise: true,
    maintenanceIntervalSeconds: 120,
  });
  boss.on('error', (err: Error & { code?: string }) => {
    // Ctrl-C reaches the embedded Postgres too (same process group): it ends our connections while
    // we close in order. That, or a database restarting under us, is not an error of ours.
    // Connection errors carry the whole pg client; log what says what happened.
    const what = { message: err.message, code: err.code };
    if (opts.isStopping?.()) opts.logger.debug({ err: what }, 'queue connection closed during shutdown');
    else if (isServerShutdown(err)) opts.logger.warn({ code: err.code }, 'database is shutting down or restarting');
    else opts.logger.error({ err: what }, 'queue error');
  });
  await boss.start();
  // Two processes creating the queue at once on a fresh database deadlock inside pg-boss (its
  // insert and its partition table take locks in opposite orders): they take turns instead.
  await withAdvisoryLock(opts.pool, ADVISORY_LOCKS.createQueues, async () => {
    if (await boss.getQueue(RENDER_VIDEO_JOB.name)) return;
    await boss.createQueue(RENDER_VIDEO_JOB.name, {
      name: RENDER_VIDEO_JOB.name,
      retryLimit: 0,
      // pg-boss's own expiry only frees the job record; the video's fate is decided by our sweep.
      expireInSeconds: 60 * 60,
    });
  });
  return {
    boss,
    enqueueRender: async (job, tx, opts) => {
      const data = RENDER_VIDEO_JOB.schema.parse(job);
      const db = tx ? { executeSql: (text: string, values: unknown[]) => tx.query(text, values) } : undefined;
      await boss.send(RENDER_VIDEO_JOB.name, data, { singletonKey: data.videoId, priority: opts?.priority ?? 0, ...(db ? { db } : {}) });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/** Postgres' admin_shutdown, crash_shutdown and cannot_connect_now, and a connection cut mid-way. */
export function isServerShutdown(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return ['57P01', '57P02', '57P03'].includes(String(e?.code)) || /Connection terminated/i.test(String(e?.message));
}
