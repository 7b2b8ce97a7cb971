/**
 * The worker role: a render worker without the web server, for running workers on other machines
 * against the same Postgres (DATABASE_URL) and bucket (STORAGE=s3); `npm start` runs one as its
 * supervised child. No HTTP port unless WORKER_PORT is set, then only /health and /metrics.
 * SIGTERM drains (renders in flight get WORKER_DRAIN_SEC to finish, then go back to the queue);
 * SIGINT (Ctrl-C) hands them back at once. An uncaught exception fails the renders in flight and
 * exits, for the supervisor to start a fresh process.
 */
import http from 'node:http';
import os from 'node:os';
import { pingDatabase, takeOverShutdownSignals } from '@reklamo/db';
import { sweepRenderWorkDirs } from '@reklamo/renderer/work-dirs';
import { startServicesOrExit } from '../bootstrap.ts';
import { loadConfigOrExit } from '../config.ts';
import type { RenderFn } from '../jobs/render-video.job.ts';
import { exitOnCrash } from './contain-crashes.ts';

/**
 * A render work dir untouched this long is a dead worker's. A render fails after
 * GENERATION_TIMEOUT_SEC (720 s, 12 minutes, by default) and its dirs go with it, so 6 hours is
 * 30 times the longest live render: another worker sharing this temp dir never loses one.
 */
const STALE_WORK_DIR_MS = 6 * 60 * 60 * 1000;

export async function runWorker(opts: { render?: RenderFn } = {}) {
  const config = loadConfigOrExit();

  takeOverShutdownSignals();

  const services = await startServicesOrExit(config, { worker: true, billingClock: false, render: opts.render });
  const { logger, metrics, database } = services.deps;
  const worker = services.worker!;
  exitOnCrash(logger, () => worker.abandon());
  // In the background: renders start meanwhile, and a sweep that fails is a warning, never a worker
  // that does not start. Twice a timeout configured past 3 hours still leaves every live render alone.
  const olderThanMs = Math.max(STALE_WORK_DIR_MS, 2 * config.GENERATION_TIMEOUT_SEC * 1000);
  void sweepRenderWorkDirs(os.tmpdir(), { olderThanMs }).then(
    ({ removed, failed }) => logger.info({ removed, failed }, 'stale render work dirs swept'),
    (err: unknown) => logger.warn({ err }, 'stale render work dir sweep failed'),
  );

  let stopping = false;
  let probe: http.Server | undefined;
  if (config.WORKER_PORT !== undefined) {
    probe = http.createServer((req, res) => {
      void (async () => {
        if (req.url === '/health') {
          const db = await pingDatabase(database.pool);
          const ok = db && !stopping;
          res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              status: stopping ? 'draining' : ok ? 'ok' : 'unavailable',
              database: db,
              rendering: worker.inFlight(),
            }),
          );
        } else if (req.url === '/metrics') {
          res.writeHead(200, { 'Content-Type': metrics.registry.contentType });
          res.end(await metrics.registry.metrics());
        } else {
          res.writeHead(404).end();
        }
      })().catch(() => res.writeHead(500).end());
    });
    probe.listen(config.WORKER_PORT, config.HOST, () =>
      logger.info({ port: (probe!.address() as { port: number }).port }, 'worker health and metrics listening'),
    );
  }
  process.stdout.write('worker ready\n');

  // The supervising `npm start` process died: do not live on as an orphan.
  process.on('disconnect', () => void shutdown('SIGINT'));

  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, rendering: worker.inFlight() }, 'worker stopping');
    await services.stop({ drainMs: signal === 'SIGTERM' ? config.WORKER_DRAIN_SEC * 1000 : 0 });
    probe?.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
