import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A direct connection to the browser-test server's embedded Postgres (DATA_DIR/pg), for set-up
 * the UI cannot do quickly, such as giving a user an active paid plan.
 */
export async function withE2eDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = inject('e2eDataDir');
  const { embeddedPgPassword } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  // postmaster.pid's fourth line is the port the server picked.
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: embeddedPgPassword, database: 'reklamo' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Puts the user with this e-mail on an active paid plan (as a completed checkout would). */
export async function setActivePlan(email: string, plan: 'starter' | 'pro' | 'agency' = 'pro') {
  await withE2eDb(async (c) => {
    const { rows } = await c.query<{ id: string }>('update users set subscription_status = $2 where email = $1 returning id', [email.toLowerCase(), plan]);
    if (!rows[0]) throw new Error(`no user ${email}`);
    await c.query(
      `insert into subscriptions (user_id, plan_id, status, provider, current_period_start, current_period_end)
       values ($1, $2, 'active', 'test', now(), now() + interval '30 days')
       on conflict (user_id) do update set plan_id = excluded.plan_id, status = 'active'`,
      [rows[0].id, plan],
    );
  });
}
