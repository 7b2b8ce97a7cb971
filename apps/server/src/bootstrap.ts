import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DestinationStream } from 'pino';
import { createBrain, createBrainPool, type BrainConfig } from '@reklamo/brain';
import { createDatabase, runMigrations, startEmbeddedPostgres } from '@reklamo/db';
import { createAuth } from './auth.ts';
import { developmentSecrets, type Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createMetrics } from './metrics.ts';
import { clearPasswordFailures } from './middleware/auth-guard.ts';
import { createStorage } from './storage/create-storage.ts';
import { StorageUnavailableError } from './storage/storage.ts';
import { createPayments, sellerOf } from './payments/index.ts';
import { endTestModeSubscriptions, startBillingClock } from './payments/handle-event.ts';
import { startQueue } from './jobs/queue.ts';
import type { RenderFn } from './jobs/render-video.job.ts';
import { createWebhookVideo } from './jobs/webhook-video.ts';
import { startWorker, type Worker } from './jobs/worker.ts';
import { uploadTempDir } from './http/upload-stream.ts';
import { startUploadSweeper } from './services/media-upload.service.ts';
import { lifecycle } from './process/lifecycle.ts';
import { logMediaChildTo, mediaChild } from './media-child/client.ts';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type Services = {
  deps: AppDeps;
  /** The Postgres this process uses (the embedded one's address when DATABASE_URL is unset). */
  databaseUrl: string;
  /** The render worker, when this process runs one. */
  worker?: Worker;
  /** Closes everything; `drainMs` lets renders in flight finish first (SIGTERM of a worker). */
  stop: (opts?: { drainMs?: number }) => Promise<void>;
};

/**
 * Starts what the app runs on: the database (embedded unless DATABASE_URL), migrations, auth,
 * mail. `stop` closes them in reverse order: pools before the Postgres server.
 */
export async function startServices(
  config: Config,
  opts: {
    webDist?: string;
    logDestination?: DestinationStream;
    /**
     * Run a render worker in this process (the worker role and tests). The API never does: `npm
     * start` supervises a separate worker process (process/supervise-worker.ts).
     */
    worker?: boolean;
    /** Process ended billing periods here (default true; the worker role leaves it to the API). */
    billingClock?: boolean;
    /** Replaces the renderer (tests). */
    render?: RenderFn;
    /** Load the local brain on its first thread now, not on the first request (the API). */
    warmBrain?: boolean;
  } = {},
): Promise<Services> {
  const logger = createLogger(config.LOG_LEVEL, opts.logDestination);
  let stopping = false;
  const stops: Array<() => Promise<void>> = [];
  let url = config.DATABASE_URL;
  if (!url) {
    const pg = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      password: developmentSecrets(config.dataDir).embeddedPgPassword,
      port: config.EMBEDDED_PG_PORT || undefined,
      onLog: (m) => logger.debug({ pg: m.trim() }, 'postgres'),
      onExit: (reason) => logger.error({ reason }, 'embedded postgres stopped by itself; starting it again'),
      onRestart: () => logger.warn('embedded postgres started again'),
      // Without its database the process is of no use: exit non-zero so that a supervisor starts it afresh.
      onFatal: (err) => {
        logger.fatal({ err }, 'embedded postgres could not be started again; exiting');
        process.exit(1);
      },
    });
    url = pg.url;
    stops.push(pg.stop);
  }
  const database = createDatabase(url, { max: API_POOL_MAX });
  stops.push(database.close);
  try {
    await runMigrations(database.db, database.pool);
  } catch (err) {
    await Promise.allSettled(stops.reverse().map((s) => s()));
    throw databaseUnavailable(err, url) ?? err;
  }
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const auth = createAuth({
    config,
    pool: database.pool,
    mailer,
    logger,
    onPasswordReset: (email) => clearPasswordFailures(database.db, email),
  });
  const storage = await createStorage(config);
  stops.push(storage.close);
  try {
    await storage.check();
  } catch (err) {
    await Promise.allSettled(stops.reverse().map((s) => s()));
    throw err;
  }
  // The process is stopping from the moment it begins to drain HTTP: Ctrl-C reaches Postgres at
  // that same moment, long before the services' own stop runs.
  const queue = await startQueue({
    connectionString: url,
    pool: database.pool,
    logger,
    isStopping: () => stopping || lifecycle.draining,
  });
  stops.push(queue.stop);
  // The local brain's rule-based work is CPU: on threads of its own, with a time budget per call, one
  // long or tangled description never holds other users' requests.
  const pool =
    config.BRAIN_PROVIDER === 'local'
      ? createBrainPool({ threads: 2, budgetMs: config.BRAIN_LOCAL_BUDGET_MS, prestart: opts.warmBrain })
      : undefined;
  if (pool) stops.push(() => pool.close());
  const brain = pool ?? createBrain(brainConfig(config));
  const metrics = createMetrics();
  let worker: Worker | undefined;
  let drainMs = 0;
  if (opts.worker) {
    // Render bookkeeping (claims, progress every half second, heartbeats, sweeps) has a pool of its
    // own: however many renders run, the API's connections stay free for sessions and pages.
    const bookkeeping = createDatabase(url, { max: WORKER_POOL_MAX + Math.max(1, config.WORKER_CONCURRENCY) });
    stops.push(bookkeeping.close);
    const w = await startWorker(
      {
        config,
        db: bookkeeping.db,
        storage,
        logger,
        queue,
        metrics,
        render: opts.render ?? (await videoProvider(config)),
      },
      { concurrency: Math.max(1, config.WORKER_CONCURRENCY) },
    );
    worker = w;
    stops.push(() => w.stop({ drainMs }));
  }
  const paymentsCtx = {
    db: database.db,
    mailer,
    logger,
    storage,
    seller: sellerOf(config),
    production: config.isProduction,
  };
  const payments = createPayments({ config, ...paymentsCtx });
  if (config.isProduction) await endTestModeSubscriptions(paymentsCtx);
  const moveToEuro = payments.moveToEuro?.bind(payments);
  if (opts.billingClock ?? true)
    stops.push(
      startBillingClock(
        { ...paymentsCtx, voidDuplicate: (i) => payments.voidDuplicate(i), moveToEuro },
        config.BILLING_CLOCK_INTERVAL_SEC,
      ),
    );
  if (opts.billingClock ?? true)
    stops.push(
      startUploadSweeper(database.db, storage, uploadTempDir(config.dataDir), (err) =>
        logger.warn({ err }, 'upload sweep failed'),
      ),
    );
  // The uploads' media child, if a request started one, ends first (after the HTTP drain in main.ts).
  logMediaChildTo(logger);
  stops.push(() => mediaChild().stop());
  const deps: AppDeps = {
    config,
    database,
    auth,
    mailer,
    logger,
    metrics,
    storage,
    queue,
    brain,
    payments,
    webDist: opts.webDist,
  };
  return {
    deps,
    databaseUrl: url,
    worker,
    stop: async (o = {}) => {
      drainMs = o.drainMs ?? 0;
      // Set before the first await: on Ctrl-C the signal reaches Postgres at the same moment.
      stopping = true;
      for (const s of stops.reverse()) await s().catch((err) => logger.warn({ err }, 'stop failed'));
    },
  };
}

/**
 * The API's pool: every request checks its session with one short query, so 20 connections serve
 * far more requests at once than the two cores can answer; the worker's bookkeeping needs one per
 * render in flight plus the sweep.
 */
const API_POOL_MAX = 20;
const WORKER_POOL_MAX = 2;

/** For entry points: a store that cannot be used (bucket unreachable, wrong keys) is one clear line and exit 1. */
export async function startServicesOrExit(
  config: Config,
  opts: Parameters<typeof startServices>[1] = {},
): Promise<Services> {
  try {
    return await startServices(config, opts);
  } catch (err) {
    if (err instanceof StorageUnavailableError || err instanceof DatabaseUnavailableError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** Postgres could not be reached or refused us at start-up: the entry point prints one line, not a stack. */
export class DatabaseUnavailableError extends Error {}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET']);
const REFUSED: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the user was refused',
  '3D000': 'the database does not exist',
};

/** A connection failure as one readable line naming host, port and database (never the password). */
export function databaseUnavailable(err: unknown, url: string): DatabaseUnavailableError | undefined {
  const e = err as { code?: string; errors?: Array<{ code?: string }> };
  const code = e?.code ?? e?.errors?.[0]?.code;
  if (!code || !(UNREACHABLE.has(code) || code in REFUSED)) return undefined;
  let where = 'DATABASE_URL';
  try {
    const u = new URL(url);
    where = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    // An unparsable URL is named by its variable only.
  }
  const why = REFUSED[code] ?? `it is unreachable (${code})`;
  return new DatabaseUnavailableError(
    `Cannot start: Postgres at ${where}: ${why}. Check DATABASE_URL and that the database is running.`,
  );
}

function brainConfig(config: Config): BrainConfig {
  const timeoutMs = config.BRAIN_TIMEOUT_MS;
  return {
    provider: config.BRAIN_PROVIDER,
    openai: {
      baseURL: config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      apiKey: config.OPENAI_API_KEY ?? 'none',
      model: config.OPENAI_MODEL,
      timeoutMs,
    },
    webhook: {
      promptUrl: config.BRAIN_WEBHOOK_PROMPT_URL ?? '',
      detailsUrl: config.BRAIN_WEBHOOK_DETAILS_URL ?? '',
      timeoutMs,
    },
  };
}

async function videoProvider(config: Config): Promise<RenderFn> {
  if (config.VIDEO_PROVIDER === 'local') {
    // The frame loop and its native canvas load only in a process that renders, never in the API.
    // Its media (voices, recordings, stock pictures) are built here once and handed to every render.
    const { createNodeMedia, defaultFfmpegPath, renderVideo } = await import('@reklamo/renderer');
    const media = createNodeMedia(config.FFMPEG_PATH ?? defaultFfmpegPath());
    return (brief, opts) => renderVideo(brief, { ...opts, media });
  }
  return createWebhookVideo({
    startUrl: config.VIDEO_WEBHOOK_START_URL!,
    listUrl: config.VIDEO_WEBHOOK_LIST_URL!,
    fileUrl: config.VIDEO_WEBHOOK_FILE_URL!,
    pollSec: config.VIDEO_WEBHOOK_POLL_SEC,
  });
}
