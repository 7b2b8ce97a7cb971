import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Counts one hit on `key` in a fixed window and returns the count so far. One statement, so
 * concurrent requests on several API processes never lose a hit.
 */
export async function hitRateLimit(db: Db, key: string, windowSec: number): Promise<number> {
  const res = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSec}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSec}) then now() else rate_limits.window_start end
    returning count`);
  return Number(res.rows[0]!.count);
}

/** The count of `key` in its current window, without counting a hit (0 once the window is over). */
export async function peekRateLimits(db: Db, keys: string[], windowSec: number): Promise<number[]> {
  if (!keys.length) return [];
  const res = await db.execute<{ key: string; count: number }>(sql`
    select key, count from rate_limits
    where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})
      and window_start >= now() - make_interval(secs => ${windowSec})`);
  const byKey = new Map(res.rows.map((r) => [r.key, Number(r.count)]));
  return keys.map((k) => byKey.get(k) ?? 0);
}

/** Forgets `keys` (a right password clears the failures counted against it). */
export async function clearRateLimits(db: Db, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await db.execute(
    sql`delete from rate_limits where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
}

/** Forgets every key that starts with `prefix` (all the per-IP counters of one e-mail). */
export async function clearRateLimitsByPrefix(db: Db, prefix: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where starts_with(key, ${prefix})`);
}
