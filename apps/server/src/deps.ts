import type { BrainProvider } from '@reklamo/brain';
import type { Database } from '@reklamo/db';
import type { Auth } from './auth.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics.ts';
import type { Storage } from './storage/storage.ts';
import type { Queue } from './jobs/queue.ts';
import type { PaymentsProvider } from './payments/index.ts';

/** Everything the HTTP app needs, built once by main.ts (or by a test) and handed to createApp. */
export type AppDeps = {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  metrics: Metrics;
  /** Media: renders, posters, avatars, Brand Kit files. */
  storage: Storage;
  /** Render jobs (pg-boss). */
  queue: Queue;
  /** Ad copy: prompt writer and details extractor. */
  brain: BrainProvider;
  /** Checkout, portal and subscription cancelling: Stripe or the built-in test provider. */
  payments: PaymentsProvider;
  /** Directory of the built SPA; omitted in API-only tests. */
  webDist?: string;
};
