import PgBoss from 'pg-boss';
import type pg from 'pg';
import { ADVISORY_LOCKS, renderWaitingAbove, withAdvisoryLock, type Db } from '@reklamo/db';
import { RENDER_VIDEO_JOB, type RenderVideoJob } from '@reklamo/contract';
import type { Logger } from '../logger.ts';

/**
 * pg-boss runs the highest priority first. A paid plan's first render of an ad goes before a trial's,
 * and both before free work (re-renders after edits, other formats), so free renders never hold
 * back a render someone is waiting for. Among first renders, a user's next video waits behind
 * others' first ones (the priority drops by the videos they already have waiting).
 */
export const RENDER_PRIORITY = { paidFirst: 20, trialFirst: 10, free: 0 } as const;

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
export async function startQueue(opts: {
  connectionString: string;
  pool: pg.Pool;
  logger: Logger;
  isStopping?: () => boolean;
}): Promise<Queue> {
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
    const stopping = () => opts.isStopping?.() ?? false;
    if (stopping()) opts.logger.debug({ err: what }, 'queue connection closed during shutdown');
    else if (isServerShutdown(err)) {
      // The same Ctrl-C can reach Postgres's goodbye to us before our own signal handler has run:
      // a restart is told a moment later, once it is clear that we are not stopping.
      setTimeout(() => {
        if (stopping()) opts.logger.debug({ err: what }, 'queue connection closed during shutdown');
        else opts.logger.warn({ code: err.code }, 'database is shutting down or restarting');
      }, 1000).unref();
    } else opts.logger.error({ err: what }, 'queue error');
  });
  // Two processes creating the queue at once on a fresh database deadlock inside pg-boss (its
  // insert and its partition table take locks in opposite orders), and so, now and then, do two
  // starting it (its install and first maintenance): they take turns at both instead.
  await withAdvisoryLock(opts.pool, ADVISORY_LOCKS.createQueues, async () => {
    await boss.start();
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
      await boss.send(RENDER_VIDEO_JOB.name, data, {
        singletonKey: data.videoId,
        priority: opts?.priority ?? 0,
        ...(db ? { db } : {}),
      });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/**
 * The place of a queued video's render among the renders waiting (1: next to start), in the order
 * pg-boss takes them (priority, then age); null when it is not waiting. Jobs of videos that are no
 * longer queued (canceled while waiting) do not hold a place.
 */
export async function queuePlace(pool: pg.Pool, videoId: string): Promise<number | null> {
  const res = await pool.query<{ place: number | null }>(
    `with me as (
       select priority, created_on, id from pgboss.job
       where name = $1 and singleton_key = $2 and state in ('created', 'retry')
       order by created_on desc limit 1
     )
     select (select count(*)::int + 1 from pgboss.job j
             where j.name = $1 and j.state in ('created', 'retry')
               and (j.priority > me.priority or (j.priority = me.priority and (j.created_on, j.id) < (me.created_on, me.id)))
               and exists (select 1 from public.videos v where v.id::text = j.data->>'videoId' and v.status = 'queued')) as place
     from me`,
    [RENDER_VIDEO_JOB.name, videoId],
  );
  return res.rows[0]?.place ?? null;
}

/** Postgres' admin_shutdown, crash_shutdown and cannot_connect_now, and a connection cut mid-way. */
export function isServerShutdown(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return ['57P01', '57P02', '57P03'].includes(String(e?.code)) || /Connection terminated/i.test(String(e?.message));
}

/**
 * Whether a first render (priority above free work) has waited `olderThanSec` with no worker
 * taking it: then every worker is busy, and a free render should give way to it.
 */
export const firstRenderWaiting = (db: Db, olderThanSec: number) =>
  renderWaitingAbove(db, RENDER_VIDEO_JOB.name, RENDER_PRIORITY.free, olderThanSec);
