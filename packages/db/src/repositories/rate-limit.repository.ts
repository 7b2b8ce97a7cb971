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
