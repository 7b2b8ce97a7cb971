/**
 * Postgres restarting under load: a worker process rendering while its database goes
 * away and comes back reconnects by itself and completes the video, once (never two completions).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { freePort, startEmbeddedPostgres, users, videos, type EmbeddedServer } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { startServices, type Services } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { PIZZA } from '../testing/fixtures.ts';
import { ROOT, spawnRole, type RoleProcess } from '../testing/processes.ts';

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined as T);
    if ((v !== undefined && ok(v)) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('Postgres restarts while a worker renders', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-pg-restart-'));
  let port: number;
  let pg: EmbeddedServer;
  let services: Services;
  let worker: RoleProcess;
  const env = () => ({
    NODE_ENV: 'test',
    DATABASE_URL: pg.url,
    DATA_DIR: path.join(dir, 'data'),
    AUTH_SECRET: 'restart-secret-restart-secret-restart-42',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    RENDER_WIDTH: '320',
    VOICE_PROVIDER: 'none',
    BILLING_CLOCK_INTERVAL_SEC: '0',
    WORKER_STALE_SEC: '5',
  });
  const startPg = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), password: 'restart', port });

  beforeAll(async () => {
    fs.chmodSync(dir, 0o755);
    port = await freePort();
    pg = await startPg();
    services = await startServices(loadConfig({ ...env(), LOG_LEVEL: 'warn' }), { worker: false });
    worker = spawnRole('worker', 'worker', env(), path.join(ROOT, '.test-data', 'postgres-restart-worker.log'));
    await worker.waitForLog((l) => l.msg === 'worker started');
  }, 180_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await services?.stop();
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the worker reconnects by itself and completes the video exactly once', async () => {
    const app = createApp(services.deps);
    const headers = { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' };
    const email = `restart${Date.now()}@example.bg`;
    const signUp = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Мария Иванова', email, password: 'correct-horse-42' }),
    });
    // The free video needs a confirmed address.
    await services.deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    expect(signUp.status).toBe(200);
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'correct-horse-42' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await app.request('/api/videos', {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ facts: PIZZA, durationSec: 15 }),
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const row = () =>
      services.deps.database.db
        .select()
        .from(videos)
        .where(eq(videos.id, id))
        .then((r) => r[0]!);
    await worker.waitForLog((l) => l.msg === 'render started' && l.videoId === id);

    await pg.stop();
    await new Promise((r) => setTimeout(r, 1500));
    pg = await startPg();

    const done = await until(row, (v) => v.status === 'completed' || v.status === 'failed');
    expect(done.status).toBe('completed');
    // The row is written before the worker logs it; the line may reach us a moment after the row.
    await worker.waitForLog((l) => l.msg === 'render finished' && l.videoId === id);
    expect(worker.logs.filter((l) => l.msg === 'render finished' && l.videoId === id)).toHaveLength(1);
    // A render that could not record its outcome while the database was down is retried by the
    // stale sweep (one more try at most); the worker process itself lives on.
    expect(done.attempts).toBeLessThanOrEqual(2);
    expect(worker.child.exitCode).toBeNull();
  }, 240_000);
});
