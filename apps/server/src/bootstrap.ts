import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DestinationStream } from 'pino';
import { createDatabase, runMigrations, startEmbeddedPostgres } from '@reklamo/db';
import { createAuth } from './auth.ts';
import { developmentSecrets, type Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createMetrics } from './metrics.ts';
import { createDiskStorage } from './storage/storage.ts';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type Services = { deps: AppDeps; stop: () => Promise<void> };

/**
 * Starts what the app runs on: the database (embedded unless DATABASE_URL), migrations, auth,
 * mail. `stop` closes them in reverse order: pools before the Postgres server.
 */
export async function startServices(
  config: Config,
  opts: { webDist?: string; logDestination?: DestinationStream } = {},
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
  const deps: AppDeps = { config, database, auth, mailer, logger, metrics: createMetrics(), storage, webDist: opts.webDist };
  return {
    deps,
    stop: async () => {
      for (const s of stops.reverse()) await s().catch((err) => logger.warn({ err }, 'stop failed'));
    },
  };
}
