/**
 * `node scripts/start.mjs worker` is how the container image runs a worker (decision 082): the
 * launcher must pass SIGTERM on and exit with the worker, so a rolling restart drains.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@reklamo/db';
import { createTestDatabase, type TestDatabase } from '@reklamo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, spawnRole, waitForHttp, type RoleProcess } from '../testing/processes.ts';

describe('scripts/start.mjs runs one role and passes SIGTERM on', () => {
  let database: TestDatabase;
  let worker: RoleProcess;
  let health: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-launcher-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    health = `http://127.0.0.1:${port}/health`;
    worker = spawnRole(
      'worker',
      'worker',
      {
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WORKER_PORT: String(port),
        HOST: '127.0.0.1',
        AUTH_SECRET: 'launcher-secret-launcher-secret-launcher',
        LOG_LEVEL: 'info',
        BILLING_CLOCK_INTERVAL_SEC: '0',
      },
      path.join(ROOT, '.test-data', 'launcher-worker.log'),
      { launcher: true },
    );
    await waitForHttp(health, worker);
  }, 180_000);
  afterAll(async () => {
    await worker?.stop('SIGTERM', 15_000);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('`worker` starts a render worker (health on WORKER_PORT); SIGTERM to the launcher drains it and both exit 0', async () => {
    const res = await fetch(health);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', rendering: [] });

    worker.child.kill('SIGTERM');
    const stopping = await worker.waitForLog((l) => l.msg === 'worker stopping', 30_000);
    expect(stopping.signal).toBe('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
  });
});

describe('a role whose Postgres cannot be reached', () => {
  it('exits 1 with one line naming the address (no stack trace, no password)', async () => {
    const closed = await freePort();
    const logFile = path.join(ROOT, '.test-data', 'launcher-no-db.log');
    const api = spawnRole(
      'api',
      'api',
      {
        NODE_ENV: 'test',
        DATABASE_URL: `postgres://reklamo:s3cret-pw@127.0.0.1:${closed}/reklamo`,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        AUTH_SECRET: 'launcher-secret-launcher-secret-launcher',
        LOG_LEVEL: 'info',
      },
      logFile,
    );
    expect(await api.exited).toEqual({ code: 1, signal: null });
    await api.stop();
    const printed = fs.readFileSync(logFile, 'utf8').trim();
    expect(printed).toBe(
      `Cannot start: Postgres at 127.0.0.1:${closed}/reklamo: it is unreachable (ECONNREFUSED). Check DATABASE_URL and that the database is running.`,
    );
  }, 60_000);
});
