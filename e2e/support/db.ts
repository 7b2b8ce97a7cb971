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
  const { embeddedPgPassword } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    embeddedPgPassword: string;
  };
  // postmaster.pid's fourth line is the port the server picked.
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: embeddedPgPassword,
    database: 'reklamo',
  });
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
    const { rows } = await c.query<{ id: string }>(
      'update users set subscription_status = $2 where email = $1 returning id',
      [email.toLowerCase(), plan],
    );
    if (!rows[0]) throw new Error(`no user ${email}`);
    await c.query(
      `insert into subscriptions (user_id, plan_id, status, provider, current_period_start, current_period_end)
       values ($1, $2, 'active', 'test', now(), now() + interval '30 days')
       on conflict (user_id) do update set plan_id = excluded.plan_id, status = 'active'`,
      [rows[0].id, plan],
    );
  });
}

/**
 * A finished video for the user without rendering one (a render takes a minute): the row as the
 * worker leaves it, with the landing page's showcase clip and OG image as its files.
 */
export async function seedVideo(
  email: string,
  opts: { title?: string; status?: 'completed' | 'failed' | 'canceled' } = {},
): Promise<string> {
  const status = opts.status ?? 'completed';
  return withE2eDb(async (c) => {
    const { rows: users } = await c.query<{ id: string }>('select id from users where email = $1', [
      email.toLowerCase(),
    ]);
    const userId = users[0]?.id;
    if (!userId) throw new Error(`no user ${email}`);
    const { rows } = await c.query<{ id: string }>(
      `insert into videos (user_id, title, status, progress, details, style, finished_at) values ($1, $2, $3, $4, '{}'::jsonb, 'bold', now()) returning id`,
      [userId, opts.title ?? 'Пицария Рома — доставка на пица', status, status === 'completed' ? 100 : 40],
    );
    const id = rows[0]!.id;
    if (status === 'completed') {
      const dir = path.join(inject('e2eDataDir'), 'media', 'users', userId, 'videos');
      fs.mkdirSync(dir, { recursive: true });
      const pub = path.resolve(import.meta.dirname, '../../apps/web/public');
      fs.copyFileSync(path.join(pub, 'showcase', 'showcase.mp4'), path.join(dir, `${id}.mp4`));
      fs.copyFileSync(path.join(pub, 'og-image.jpg'), path.join(dir, `${id}.jpg`));
      await c.query('update videos set video_key = $2, poster_key = $3 where id = $1', [
        id,
        `users/${userId}/videos/${id}.mp4`,
        `users/${userId}/videos/${id}.jpg`,
      ]);
    }
    return id;
  });
}

/**
 * A payment in the user's history, as the payments provider's webhook records one: by default
 * Pro's 199 € in euro cents; an order from before the euro passes its лв amount and 'bgn'.
 */
export async function seedOrder(
  email: string,
  description = 'Про план — месечен абонамент',
  opts: { amount?: number; currency?: 'eur' | 'bgn'; date?: Date } = {},
) {
  await withE2eDb(async (c) => {
    const { rowCount } = await c.query(
      `insert into orders (user_id, description, amount_total, currency, payment_status, order_date) select id, $2, $3, $4, 'paid', $5 from users where email = $1`,
      [email.toLowerCase(), description, opts.amount ?? 19900, opts.currency ?? 'eur', opts.date ?? new Date()],
    );
    if (!rowCount) throw new Error(`no user ${email}`);
  });
}
