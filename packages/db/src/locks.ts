import pg from 'pg';

/** Advisory lock scopes (the first half of a two-part key; the second is a hash of the user id). */
export const USER_LOCKS = { planChange: 727_101 } as const;

/**
 * A small pool of its own per database pool for holding advisory locks: the work done under a lock
 * uses the main pool, so holders and waiters never take the connections that work needs.
 */
const lockPools = new WeakMap<pg.Pool, pg.Pool>();
function lockPoolOf(pool: pg.Pool): pg.Pool {
  let p = lockPools.get(pool);
  if (!p) {
    // Idle lock connections close soon and never keep the process alive.
    p = new pg.Pool({
      ...pool.options,
      max: 4,
      connectionTimeoutMillis: 30_000,
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
    });
    p.on('error', () => {});
    lockPools.set(pool, p);
  }
  return p;
}

/**
 * Runs `fn` while holding a Postgres advisory lock on (`scope`, `key`): one at a time across every
 * process on this database (two API processes behave like one). Released when `fn` ends, or by
 * Postgres if the process dies.
 */
export async function withAdvisoryKeyLock<T>(
  pool: pg.Pool,
  scope: number,
  key: string,
  fn: () => Promise<T>,
): Promise<T> {
  const client = await lockPoolOf(pool).connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [scope, key]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [scope, key]).catch(() => {});
    }
  } finally {
    client.release();
  }
}
