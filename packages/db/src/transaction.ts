import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.ts';
import { schema } from './schema.ts';

/**
 * Runs `fn` in one transaction on one client, giving both a Drizzle handle and the raw client
 * (pg-boss enqueues through the raw client so a job and its row commit together).
 */
export async function withTransaction<T>(pool: pg.Pool, fn: (db: Db, client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(drizzle(client, { schema }) as unknown as Db, client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
