import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Any fixed number: the advisory lock that lets one process at a time migrate. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed migrations; safe to run on every start and from several processes: with
 * `pool`, processes starting together (a rolling deploy, two API processes) take turns on a
 * Postgres advisory lock, and all but the first find nothing left to do.
 */
export async function runMigrations(db: Db, pool?: pg.Pool): Promise<void> {
  if (!pool) return migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
