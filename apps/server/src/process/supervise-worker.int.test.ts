import { eq } from 'drizzle-orm';
import path from 'node:path';
import { Writable } from 'node:stream';
import { videos } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { PIZZA } from '../testing/fixtures.ts';
import { childTmpDir } from '../testing/processes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { superviseWorker, type SupervisedWorker } from './supervise-worker.ts';
import { until } from '../testing/poll.ts';

// The API runs in this process (no worker of its own); the renders run in a supervised child.
describe('renders run in a supervised worker process', () => {
  let t: TestApp;
  let worker: SupervisedWorker;
  const supervisorLogs: string[] = [];
  // The worker's own temp dir: the one that crashes mid-render leaves its render's work dir there.
  let tmp: ReturnType<typeof childTmpDir> | undefined;
  beforeAll(async () => {
    tmp = childTmpDir();
    t = await createTestApp({ RENDER_WIDTH: '256', VOICE_PROVIDER: 'none', WORKER_STALE_SEC: '3' });
    const sink = new Writable({
      write(chunk, _e, cb) {
        supervisorLogs.push(String(chunk));
        cb();
      },
    });
    worker = superviseWorker({
      logger: createLogger('info', sink),
      entry: path.join(import.meta.dirname, '../testing/faulty-worker.ts'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: t.config.DATABASE_URL,
        DATA_DIR: t.config.dataDir,
        AUTH_SECRET: t.config.authSecret,
        RENDER_WIDTH: '256',
        VOICE_PROVIDER: 'none',
        WORKER_STALE_SEC: '3',
        LOG_LEVEL: 'warn',
        TMPDIR: tmp!.dir,
      },
    });
  });
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await t?.close();
    tmp?.remove();
  });

  const row = (id: string) =>
    t.db
      .select()
      .from(videos)
      .where(eq(videos.id, id))
      .then((r) => r[0]!);
  const create = async (offer: string) => {
    const u = await t.signUp();
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: { ...PIZZA, Offer: offer }, durationSec: 15 },
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { id: string }).id;
  };
  const finished = (id: string) =>
    until(
      () => row(id),
      (v) => v.status === 'completed' || v.status === 'failed',
    );
  const healthy = async () => (await t.request('/api/health')).status;

  it('a render that rejects fails that video only; the same worker process renders the next one', async () => {
    const pid = await until(
      () => worker.pid(),
      (p) => p !== undefined,
    );
    const bad = await create('THROW втората пица безплатно');
    expect(await finished(bad)).toMatchObject({ status: 'failed', errorCode: 'RENDER_FAILED' });
    const good = await create('втората пица безплатно');
    expect(await finished(good)).toMatchObject({ status: 'completed' });
    expect(worker.pid()).toBe(pid);
    expect(worker.restarts()).toBe(0);
  });

  it('an engine crash outside any promise kills only the worker: the video fails, a new worker starts, the API keeps answering', async () => {
    const pid = worker.pid();
    const crash = await create('CRASH втората пица безплатно');
    expect(await finished(crash)).toMatchObject({ status: 'failed', errorCode: 'RENDER_FAILED' });
    expect(await healthy()).toBe(200);
    const next = await until(
      () => worker.pid(),
      (p) => p !== undefined && p !== pid,
    );
    expect(next).not.toBe(pid);
    expect(worker.restarts()).toBe(1);
    expect(supervisorLogs.join('')).toContain('render worker exited: restarting');
    const good = await create('втората пица безплатно');
    expect(await finished(good)).toMatchObject({ status: 'completed' });
  });

  it('a worker killed with SIGKILL is restarted with back-off while the API answers', async () => {
    const pid = worker.pid()!;
    process.kill(pid, 'SIGKILL');
    expect(await healthy()).toBe(200);
    const next = await until(
      () => worker.pid(),
      (p) => p !== undefined && p !== pid,
    );
    expect(next).not.toBe(pid);
    expect(worker.restarts()).toBe(2);
  });
});
