/**
 * `npm run bench:scale [-- --ads 4 --width 1280 --duration 15 --workers 1,2]`: renders N ads with 1
 * and then 2 worker processes (separate OS processes, as on separate machines) against the same
 * Postgres, all N queued at once through the API, and prints ads per minute, queue wait, render
 * time and each worker's peak memory. Uses its own embedded Postgres and data dir under the temp dir.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { listOutboxEmails, startEmbeddedPostgres, takeOverShutdownSignals, videos } from '@reklamo/db';
import { createApp } from '../apps/server/src/app.ts';
import { startServices } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { PIZZA } from '../apps/server/src/testing/fixtures.ts';
import { spawnRole, type RoleProcess } from '../apps/server/src/testing/processes.ts';

const { values } = parseArgs({
  options: {
    ads: { type: 'string', default: '4' },
    width: { type: 'string', default: '1280' },
    duration: { type: 'string', default: '15' },
    workers: { type: 'string', default: '1,2' },
  },
});
const ADS = Number(values.ads);
const WIDTH = values.width!;
const DURATION = Number(values.duration) as 15 | 30 | 60;
const WORKER_COUNTS = values.workers!.split(',').map(Number);

takeOverShutdownSignals();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-bench-scale-'));
fs.chmodSync(root, 0o755);
const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), password: 'bench-scale' });
const env = {
  NODE_ENV: 'test',
  DATABASE_URL: pg.url,
  DATA_DIR: path.join(root, 'data'),
  AUTH_SECRET: 'bench-scale-secret-bench-scale-secret-42',
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'info',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  RENDER_WIDTH: WIDTH,
  BILLING_CLOCK_INTERVAL_SEC: '0',
  WORKER_CONCURRENCY: '1',
};
const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
const services = await startServices(config, { worker: false });
const app = createApp(services.deps);
const db = services.deps.database.db;

const call = (p: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
  const headers = new Headers({ Origin: config.publicUrl });
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.cookie) headers.set('Cookie', init.cookie);
  return app.request(p, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : undefined });
};

/**
 * One trial user per ad (a trial has one free video), signed up before the clock starts; each
 * confirms their address through the e-mailed link, as the free video requires.
 */
async function users(n: number, round: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `bench${round}-${i}-${Date.now()}@example.bg`;
    const res = await call('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Мария Иванова', email, password: 'correct-horse-42' },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
    // Sign-up gives no session (decision 115): sign in as the web does.
    const signIn = await call('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'correct-horse-42' },
    });
    cookies.push(
      signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
    const mail = (await listOutboxEmails(db, email)).find((m) => m.text.includes('/verify-email'));
    if (!mail) throw new Error(`no confirmation e-mail for ${email}`);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    const verified = await call(link.pathname + link.search);
    if (verified.status >= 400) throw new Error(`confirming ${email} failed: ${verified.status}`);
  }
  return cookies;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { mean, p50: s[Math.floor((s.length - 1) / 2)]!, max: s[s.length - 1]! };
};

type Row = {
  workers: number;
  wallSec: number;
  adsPerMin: number;
  waitMean: number;
  waitP50: number;
  waitMax: number;
  renderMean: number;
  peakMb: string;
};
const results: Row[] = [];
try {
  for (const [round, count] of WORKER_COUNTS.entries()) {
    const procs: RoleProcess[] = [];
    for (let i = 1; i <= count; i++)
      procs.push(spawnRole(`worker${i}`, 'worker', env, path.join(root, 'logs', `r${round}-worker${i}.log`)));
    await Promise.all(procs.map((p) => p.waitForLog((l) => l.msg === 'worker started')));
    const cookies = await users(ADS, round);
    const t0 = Date.now();
    const ids = await Promise.all(
      cookies.map(async (cookie) => {
        const res = await call('/api/videos', {
          method: 'POST',
          cookie,
          json: { facts: PIZZA, durationSec: DURATION },
        });
        if (res.status !== 202) throw new Error(`create failed: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { id: string }).id;
      }),
    );
    let rows = await db.select().from(videos).where(inArray(videos.id, ids));
    const peaks = new Map<string, number>();
    while (rows.some((r) => r.status === 'queued' || r.status === 'generating')) {
      for (const p of procs) peaks.set(p.name, Math.max(peaks.get(p.name) ?? 0, p.memory()?.peakMb ?? 0));
      await new Promise((r) => setTimeout(r, 500));
      rows = await db.select().from(videos).where(inArray(videos.id, ids));
    }
    const failed = rows.filter((r) => r.status !== 'completed');
    if (failed.length)
      throw new Error(`${failed.length} ad(s) did not complete: ${failed.map((r) => r.errorCode).join(', ')}`);
    const wallSec = (Math.max(...rows.map((r) => r.finishedAt!.getTime())) - t0) / 1000;
    const wait = stats(rows.map((r) => (r.startedAt!.getTime() - r.createdAt.getTime()) / 1000));
    const render = stats(rows.map((r) => (r.finishedAt!.getTime() - r.startedAt!.getTime()) / 1000));
    results.push({
      workers: count,
      wallSec,
      adsPerMin: (ADS / wallSec) * 60,
      waitMean: wait.mean,
      waitP50: wait.p50,
      waitMax: wait.max,
      renderMean: render.mean,
      peakMb: [...peaks.values()].join(' / '),
    });
    await Promise.all(procs.map((p) => p.stop('SIGTERM')));
  }
} finally {
  await services.stop();
  await pg.stop();
  fs.rmSync(root, { recursive: true, force: true });
}

const f = (n: number) => n.toFixed(1);
console.log(
  `\nbench:scale: ${ADS} ads of ${DURATION} s at width ${WIDTH}, queued at once; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end\n`,
);
console.log(
  '| workers | wall (s) | ads/min | queue wait mean / p50 / max (s) | render per ad (s) | worker peak RSS (MB) |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of results)
  console.log(
    `| ${r.workers} | ${f(r.wallSec)} | ${f(r.adsPerMin)} | ${f(r.waitMean)} / ${f(r.waitP50)} / ${f(r.waitMax)} | ${f(r.renderMean)} | ${r.peakMb} |`,
  );
process.exit(0);
