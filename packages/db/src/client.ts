import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema } from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

/**
 * A pg client that never turns a lost connection into an uncaught exception: a client the database
 * drops while it is still connecting has no listener yet and would take the whole process down.
 * The pool's own listeners and the failing query still see the error.
 */
class ContainedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }
}

export function createDatabase(url: string, opts: { max?: number } = {}): Database {
  // A database that is away fails a request in seconds (the API answers 503), not after minutes.
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5000,
    Client: ContainedClient,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from URLs are checked before they reach a uuid column, so a malformed one is "not found", not a 500. */
export const isUuid = (s: string) => UUID.test(s);

export async function pingDatabase(pool: pg.Pool, timeoutMs = 2000): Promise<boolean> {
  try {
    await Promise.race([
      pool.query('select 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
    return true;
  } catch {
    return false;
  }
}
