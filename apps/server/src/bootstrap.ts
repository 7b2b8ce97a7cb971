import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DestinationStream } from 'pino';
import { createBrain, type BrainConfig } from '@reklamo/brain';
import { createDatabase, runMigrations, startEmbeddedPostgres } from '@reklamo/db';
import { renderVideo } from '@reklamo/renderer';
import { createAuth } from './auth.ts';
import { developmentSecrets, type Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createMetrics } from './metrics.ts';
import { createDiskStorage } from './storage/storage.ts';
import { createPayments, currencyOf, sellerOf } from './payments/index.ts';
import { startBillingClock } from './payments/handle-event.ts';
import { startQueue } from './jobs/queue.ts';
import type { RenderFn } from './jobs/render-video.job.ts';
import { createWebhookVideo } from './jobs/webhook-video.ts';
import { startWorker } from './jobs/worker.ts';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type Services = { deps: AppDeps; stop: () => Promise<void> };

/**
 * Starts what the app runs on: the database (embedded unless DATABASE_URL), migrations, auth,
 * mail. `stop` closes them in reverse order: pools before the Postgres server.
 */
export async function startServices(
  config: Config,
  opts: {
    webDist?: string;
    logDestination?: DestinationStream;
    /** Run a render worker in this process (default: when WORKER_CONCURRENCY > 0). */
    worker?: boolean;
    /** Replaces the renderer (tests). */
    render?: RenderFn;
  } = {},
): Promise<Services> {
  const logger = createLogger(config.LOG_LEVEL, opts.logDestination);
  const stops: Array<() => Promise<void>> = [];
  let url = config.DATABASE_URL;
  if (!url) {
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      password: developmentSecrets(config.dataDir).embeddedPgPassword,
      port: config.EMBEDDED_PG_PORT || undefined,
      onLog: (m) => logger.debug({ pg: m.trim() }, 'postgres'),
    });
    url = pg.url;
    stops.push(pg.stop);
  }
  const database = createDatabase(url, { max: 20 });
  stops.push(database.close);
  try {
    await runMigrations(database.db);
  } catch (err) {
    await Promise.allSettled(stops.reverse().map((s) => s()));
    throw err;
  }
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const auth = createAuth({ config, pool: database.pool, mailer, logger });
  const storage = createDiskStorage(path.join(config.dataDir, 'media'));
  const queue = await startQueue({ connectionString: url, logger });
  stops.push(queue.stop);
  const brain = createBrain(brainConfig(config));
  if (opts.worker ?? config.WORKER_CONCURRENCY > 0) {
    const worker = await startWorker(
      { config, db: database.db, storage, logger, queue, render: opts.render ?? videoProvider(config) },
      { concurrency: Math.max(1, config.WORKER_CONCURRENCY) },
    );
    stops.push(worker.stop);
  }
  const paymentsCtx = { db: database.db, mailer, logger, storage, seller: sellerOf(config), currency: currencyOf(config) };
  const payments = createPayments({ config, ...paymentsCtx });
  stops.push(startBillingClock({ ...paymentsCtx, voidDuplicate: (i) => payments.voidDuplicate(i) }, config.BILLING_CLOCK_INTERVAL_SEC));
  const deps: AppDeps = { config, database, auth, mailer, logger, metrics: createMetrics(), storage, queue, brain, payments, webDist: opts.webDist };
  return {
    deps,
    stop: async () => {
      for (const s of stops.reverse()) await s().catch((err) => logger.warn({ err }, 'stop failed'));
    },
  };
}

function brainConfig(config: Config): BrainConfig {
  const timeoutMs = config.BRAIN_TIMEOUT_MS;
  return {
    provider: config.BRAIN_PROVIDER,
    openai: { baseURL: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1', apiKey: config.OPENAI_API_KEY ?? 'none', model: config.OPENAI_MODEL, timeoutMs },
    webhook: { promptUrl: config.BRAIN_WEBHOOK_PROMPT_URL ?? '', detailsUrl: config.BRAIN_WEBHOOK_DETAILS_URL ?? '', timeoutMs },
  };
}

function videoProvider(config: Config): RenderFn {
  if (config.VIDEO_PROVIDER === 'local') return renderVideo;
  return createWebhookVideo({
    startUrl: config.VIDEO_WEBHOOK_START_URL!,
    listUrl: config.VIDEO_WEBHOOK_LIST_URL!,
    fileUrl: config.VIDEO_WEBHOOK_FILE_URL!,
    pollSec: config.VIDEO_WEBHOOK_POLL_SEC,
  });
}
