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
      { NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, WORKER_PORT: String(port), HOST: '127.0.0.1', AUTH_SECRET: 'launcher-secret-launcher-secret-launcher', LOG_LEVEL: 'info', BILLING_CLOCK_INTERVAL_SEC: '0' },
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
