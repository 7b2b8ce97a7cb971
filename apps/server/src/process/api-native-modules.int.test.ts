/**
 * The API process answers pages and requests; it never renders. The renderer's native canvas
 * (Skia, ~100 MB mapped) and sharp (libvips) belong to the worker: an API that imported the renderer
 * for a constant carried both from its start. This holds the line where it is visible, in the
 * shared objects the running process has mapped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@reklamo/db';
import { createTestDatabase, type TestDatabase } from '@reklamo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, spawnRole, waitForHttp, type RoleProcess } from '../testing/processes.ts';

/** The native modules (Node addons) a process has mapped, by file name. */
const nativeModules = (pid: number) => [...new Set(fs.readFileSync(`/proc/${pid}/maps`, 'utf8').match(/[^/\s]+\.node$/gm) ?? [])].sort();
const RENDERING_ADDONS = /skia|canvas|sharp|vips/i;

describe('the API role loads no rendering addon', () => {
  let database: TestDatabase;
  let api: RoleProcess;
  let worker: RoleProcess;
  let apiUrl: string;
  let workerHealth: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-api-addons-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    const common = { NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, HOST: '127.0.0.1', AUTH_SECRET: 'api-addons-secret-api-addons-secret-42', LOG_LEVEL: 'info', BILLING_CLOCK_INTERVAL_SEC: '0' };
    const [apiPort, workerPort] = [await freePort(), await freePort()];
    apiUrl = `http://127.0.0.1:${apiPort}`;
    workerHealth = `http://127.0.0.1:${workerPort}/health`;
    api = spawnRole('api', 'api', { ...common, PORT: String(apiPort) }, path.join(ROOT, '.test-data', 'api-addons-api.log'));
    worker = spawnRole('worker', 'worker', { ...common, WORKER_PORT: String(workerPort) }, path.join(ROOT, '.test-data', 'api-addons-worker.log'));
    await Promise.all([waitForHttp(`${apiUrl}/api/health`, api), waitForHttp(workerHealth, worker)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([api?.stop('SIGTERM', 15_000), worker?.stop('SIGTERM', 15_000)]);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is up and answering with neither the canvas nor sharp mapped', async () => {
    expect((await fetch(`${apiUrl}/api/health`)).status).toBe(200);
    const mapped = nativeModules(api.pid);
    expect(mapped.filter((m) => RENDERING_ADDONS.test(m)), `the API mapped ${mapped.join(', ')}`).toEqual([]);
  });

  it('the render worker beside it does map the canvas (the check sees an addon where there is one)', () => {
    expect(nativeModules(worker.pid).some((m) => /skia/.test(m))).toBe(true);
  });
});
