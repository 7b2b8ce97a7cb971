import { JOBS, RENDER_VIDEO_JOB, type JobName } from '@reklamo/contract';
import { finishUnsuccessfully } from '@reklamo/db';
import { createMailer } from '../mail/mailer.ts';
import { startPublishingWork } from './publish-post.job.ts';
import { handleRenderVideo, sweepVideos, type RenderJobDeps } from './render-video.job.ts';

type Handler = (data: unknown, stop: AbortSignal) => Promise<void>;

export type Worker = {
  /**
   * Stops taking jobs; renders in flight get `drainMs` to finish, then hand their videos back to
   * the queue (another worker renders them; the try does not count).
   */
  stop: (opts?: { drainMs?: number }) => Promise<void>;
  /** The process is about to die (uncaught exception): fail the videos in flight, each once. */
  abandon: () => Promise<void>;
  /** Videos this process is rendering now. */
  inFlight: () => string[];
};

const SWEEP_MS = 15_000;

/**
 * Registers a handler for every job definition (refusing to start if one is missing), pulls jobs
 * `concurrency` at a time and sweeps abandoned videos. `stop` lets in-flight renders hand their
 * videos back to the queue.
 */
export async function startWorker(
  deps: RenderJobDeps,
  opts: { concurrency: number; handlers?: Partial<Record<JobName, Handler>> },
): Promise<Worker> {
  const handlers: Partial<Record<JobName, Handler>> = opts.handlers ?? {
    [RENDER_VIDEO_JOB.name]: (data, stop) => handleRenderVideo(deps, RENDER_VIDEO_JOB.schema.parse(data), stop),
  };
  const missing = JOBS.filter((j) => !handlers[j.name]).map((j) => j.name);
  if (missing.length) throw new Error(`worker refuses to start: no handler for job(s) ${missing.join(', ')}`);

  const stopping = new AbortController();
  const ids: string[] = [];
  const inflight = new Set<Promise<void>>();
  const videoIds = new Set<string>();
  for (const job of JOBS) {
    const handler = handlers[job.name]!;
    for (let i = 0; i < opts.concurrency; i++) {
      ids.push(
        await deps.queue.boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([j]) => {
          if (!j) return;
          const videoId = (j.data as { videoId?: string } | null)?.videoId;
          if (videoId) videoIds.add(videoId);
          const run = handler(j.data, stopping.signal);
          inflight.add(run);
          try {
            await run;
          } finally {
            inflight.delete(run);
            if (videoId) videoIds.delete(videoId);
          }
        }),
      );
    }
  }
  const stopPublishing = await startPublishingWork({
    config: deps.config,
    db: deps.db,
    storage: deps.storage,
    logger: deps.logger,
    boss: deps.queue.boss,
    mailer: createMailer({ db: deps.db, smtpUrl: deps.config.SMTP_URL, from: deps.config.MAIL_FROM }),
  });
  const sweep = () => sweepVideos(deps).catch((err) => deps.logger.error({ err }, 'video sweep failed'));
  await sweep();
  const timer = setInterval(() => void sweep(), Math.min(SWEEP_MS, deps.config.WORKER_STALE_SEC * 500));
  deps.logger.info({ concurrency: opts.concurrency }, 'worker started');
  return {
    stop: async ({ drainMs = 0 } = {}) => {
      clearInterval(timer);
      await Promise.all(ids.map((id) => deps.queue.boss.offWork({ id })));
      await stopPublishing();
      if (drainMs > 0 && inflight.size) {
        deps.logger.info({ renders: inflight.size, drainMs }, 'worker draining: letting renders in flight finish');
        let t: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled([...inflight]), new Promise((r) => (t = setTimeout(r, drainMs)))]);
        clearTimeout(t);
      }
      stopping.abort();
      await Promise.allSettled([...inflight]);
    },
    abandon: async () => {
      for (const id of videoIds) {
        if (await finishUnsuccessfully(deps.db, id, 'failed', 'RENDER_FAILED').catch(() => false))
          deps.logger.error({ videoId: id }, 'render crashed its worker: video failed');
      }
    },
    inFlight: () => [...videoIds],
  };
}
