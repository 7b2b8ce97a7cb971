import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Fixed numbers: the Postgres advisory locks that let one process at a time do a start-up step. */
export const ADVISORY_LOCKS = { migrate: 727_001, createQueues: 727_002 } as const;

/**
 * Runs `fn` while this process holds a session advisory lock on one connection of `pool`, so
 * processes starting together (a rolling deploy, two API processes) take turns at it.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    client.release();
  }
}

/**
 * Applies the committed migrations; safe to run on every start and from several processes: with
 * `pool`, processes starting together (a rolling deploy, two API processes) take turns on a
 * Postgres advisory lock, and all but the first find nothing left to do.
 */
export async function runMigrations(db: Db, pool?: pg.Pool): Promise<void> {
  const run = () => migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return pool ? withAdvisoryLock(pool, ADVISORY_LOCKS.migrate, run) : run();
}
