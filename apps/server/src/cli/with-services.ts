import pino from 'pino';
import { startServicesOrExit, type Services } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';

/**
 * Operator verbs run against the same database as the app (the embedded Postgres in DATA_DIR
 * unless DATABASE_URL is set), without a render worker; logs go to stderr so stdout stays JSON.
 * Services always stop, so the process exits and the embedded Postgres shuts down cleanly.
 */
export async function withServices<T>(fn: (deps: Services['deps']) => Promise<T>): Promise<T> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const services = await startServicesOrExit(config, { worker: false, logDestination: pino.destination(2) });
  try {
    return await fn(services.deps);
  } finally {
    await services.stop();
  }
}
