// `npm run bench:queue`: a paid first render asked for while another user's three free resizes
// ("Всички формати") are queued: its wait in the queue, its total time and the places the progress
// modal showed, beside the time one resize takes. Starts the app as `npm start` does (API plus one
// render worker, WORKER_CONCURRENCY=1) on a fresh embedded Postgres. Figures, not assertions.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../packages/db/src/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-bench-queue-'));
fs.chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    WORKER_CONCURRENCY: '1',
    DATABASE_URL: '',
    AUTH_RATE_LIMIT_PER_IP: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

function request(
  p: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = http.request(
      `${base}${p}`,
      {
        method: init.method ?? 'GET',
        headers: {
          Origin: base,
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
          ...(init.cookie ? { Cookie: init.cookie } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    if ((await request('/api/health').catch(() => ({ status: 0 }))).status === 200) return;
    await sleep(200);
  }
  throw new Error('the app did not start');
}

let seq = 0;
/** A confirmed user on a paid plan, signed in. */
async function paidUser(db: pg.Client): Promise<string> {
  const email = `bench-queue-${Date.now()}-${seq++}@example.bg`;
  await request('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: 'Бенч Опашка', email, password: 'bench-password-1' },
  });
  const signIn = await request('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password: 'bench-password-1' },
  });
  const cookie = (signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const { rows } = await db.query<{ id: string }>(
    `update users set subscription_status = 'pro', email_verified = true where email = $1 returning id`,
    [email],
  );
  await db.query(
    `insert into subscriptions (user_id, plan_id, status, provider, current_period_start, current_period_end) values ($1, 'pro', 'active', 'test', now(), now() + interval '30 days')`,
    [rows[0]!.id],
  );
  return cookie;
}

const FIELDS = {
  BusinessName: 'Пекарна Житен клас',
  BusinessDescription: 'Семейна пекарна в Русе',
  Services: 'хляб, баници, кифли',
  AdvertizedService: 'прясна баница',
  Offer: 'кафе подарък с всяка баница',
  CTA: 'Заповядайте',
  BusinessLocation: 'Русе',
  TargetAudience: 'семейства',
};

type Seen = { status: string; queue_place?: number | null };
/** Follows a video as the progress modal does (every second here a quarter): when it started rendering and finished. */
async function follow(cookie: string, id: string, since: number) {
  const places = new Set<number>();
  let startedAt: number | null = null;
  for (;;) {
    const v = JSON.parse((await request(`/api/videos/${id}`, { cookie })).body) as Seen;
    if (v.queue_place) places.add(v.queue_place);
    if (startedAt === null && v.status !== 'queued') startedAt = Date.now();
    if (['completed', 'failed', 'canceled'].includes(v.status))
      return {
        status: v.status,
        waitSec: ((startedAt ?? Date.now()) - since) / 1000,
        totalSec: (Date.now() - since) / 1000,
        places: [...places],
      };
    await sleep(250);
  }
}

try {
  await waitForHealth();
  const { embeddedPgPassword } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    embeddedPgPassword: string;
  };
  const pgPort = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const db = new pg.Client({
    host: '127.0.0.1',
    port: pgPort,
    user: 'postgres',
    password: embeddedPgPassword,
    database: 'reklamo',
  });
  await db.connect();

  const owner = await paidUser(db);
  const ad = JSON.parse(
    (await request('/api/videos', { method: 'POST', cookie: owner, body: { facts: FIELDS, durationSec: DURATION } }))
      .body,
  ) as { id: string };
  const alone = await follow(owner, ad.id, Date.now());
  const resizes = JSON.parse(
    (await request(`/api/videos/${ad.id}/formats`, { method: 'POST', cookie: owner })).body,
  ) as { videos: { id: string }[] };
  const resizesAsked = Date.now();
  await sleep(1000);

  const paid = await paidUser(db);
  const asked = Date.now();
  const first = JSON.parse(
    (
      await request('/api/videos', {
        method: 'POST',
        cookie: paid,
        body: { facts: { ...FIELDS, BusinessName: 'Кафе Зрънце' }, durationSec: DURATION },
      })
    ).body,
  ) as { id: string };
  const [mine, ...theirs] = await Promise.all([
    follow(paid, first.id, asked),
    ...resizes.videos.map((r) => follow(owner, r.id, resizesAsked)),
  ]);

  console.log(
    `${DURATION} s ads, one worker (WORKER_CONCURRENCY=1), RENDER_WIDTH=${process.env.RENDER_WIDTH ?? 'default'}, ${os.cpus().length} cores`,
  );
  console.log(`first render alone (nothing queued):        total ${alone.totalSec.toFixed(1)} s`);
  console.log(
    `paid first render behind 3 free resizes:    wait ${mine.waitSec.toFixed(1)} s, total ${mine.totalSec.toFixed(1)} s, places shown ${JSON.stringify(mine.places)} (${mine.status})`,
  );
  for (const [i, r] of theirs.entries())
    console.log(
      `free resize ${i + 1}:                               wait ${r.waitSec.toFixed(1)} s, total ${r.totalSec.toFixed(1)} s (${r.status})`,
    );
  await db.end();
} finally {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
  await sleep(3000);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
