import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users, videos } from '@reklamo/db';
import { renderVideo } from '@reklamo/renderer';
import { RENDER_WORK_PREFIX, STOCK_WORK_PREFIX } from '@reklamo/renderer/work-dirs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIZZA } from '../testing/fixtures.ts';
import { childTmpDir } from '../testing/processes.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startQueue } from './queue.ts';
import type { RenderFn } from './render-video.job.ts';
import { startWorker } from './worker.ts';
import { until } from '../testing/poll.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const videoRow = (t: TestApp, id: string) =>
  t.db
    .select()
    .from(videos)
    .where(eq(videos.id, id))
    .then((r) => r[0]!);
const generationsUsed = (t: TestApp, userId: string) =>
  t.db
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .then((r) => r[0]!.freeGenerationsUsed);

async function startGeneration(t: TestApp, over: Record<string, unknown> = {}) {
  const u = await t.signUp();
  const res = await t.request('/api/videos', {
    method: 'POST',
    cookie: u.cookie,
    json: { facts: PIZZA, durationSec: 60, ...over },
  });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  return { user: u, id };
}

/** This process's children whose command line mentions a render's temp dir: the render's ffmpeg. */
function ffmpegProcesses(): string[] {
  return fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const cmd = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8');
        const ppid = Number(fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        return ppid === process.pid && cmd.includes('ffmpeg') && cmd.includes('reklamo-render-');
      } catch {
        return false;
      }
    });
}

describe('in-process worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RENDER_WIDTH: '256', VOICE_PROVIDER: 'none' }, { worker: true });
  });
  afterAll(() => t.close());

  it('cancel stops the job and its ffmpeg, and gives the generation back', async () => {
    const { user, id } = await startGeneration(t);
    await until(
      () => videoRow(t, id),
      (v) => v.status === 'generating' && v.progress > 0,
    );
    expect(ffmpegProcesses().length).toBeGreaterThan(0);
    const res = await t.request(`/api/videos/${id}/cancel`, { method: 'POST', cookie: user.cookie });
    expect(await res.json()).toMatchObject({ status: 'canceled' });
    expect(
      await until(
        async () => ffmpegProcesses().length,
        (n) => n === 0,
        10_000,
      ),
    ).toBe(0);
    const v = await videoRow(t, id);
    expect(v.status).toBe('canceled');
    expect(v.videoKey).toBeNull();
    expect(await generationsUsed(t, user.id)).toBe(0);
  });
});

describe('timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { RENDER_WIDTH: '256', VOICE_PROVIDER: 'none', GENERATION_TIMEOUT_SEC: '3' },
      { worker: true },
    );
  });
  afterAll(() => t.close());

  it('fails a render running past the timeout with GENERATION_TIMEOUT and returns the generation', async () => {
    const { user, id } = await startGeneration(t);
    const v = await until(
      () => videoRow(t, id),
      (r) => r.status === 'failed',
      30_000,
    );
    expect(v).toMatchObject({ status: 'failed', errorCode: 'GENERATION_TIMEOUT' });
    expect(await generationsUsed(t, user.id)).toBe(0);
    const dto = (await (await t.request(`/api/videos/${id}`, { cookie: user.cookie })).json()) as {
      error_code: string;
    };
    expect(dto.error_code).toBe('GENERATION_TIMEOUT');
  });
});

describe('separate worker processes', () => {
  let t: TestApp;
  const children: ChildProcess[] = [];
  // The workers' own temp dir: the one killed mid-render leaves its render's work dirs there.
  let tmp: ReturnType<typeof childTmpDir> | undefined;
  beforeAll(async () => {
    tmp = childTmpDir();
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const c of children) {
      try {
        if (c.pid) process.kill(-c.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    await t.close();
    tmp?.remove();
  });

  function spawnWorker(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
      cwd: ROOT,
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
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children.push(child);
    return child;
  }

  it('a worker killed mid-render leaves nothing stuck: the next worker retries it to completion and sweeps its old work dirs', async () => {
    const first = spawnWorker();
    // (A 30 s ad, killed at its first reported progress: a 15 s one at this width had once finished between the
    // poll that saw it rendering and the kill, on a loaded machine.)
    const { id } = await startGeneration(t, { durationSec: 30 });
    await until(
      () => videoRow(t, id),
      (v) => v.status === 'generating' && v.progress > 0,
      90_000,
      50,
    );
    process.kill(-first.pid!, 'SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect((await videoRow(t, id)).status).toBe('generating');
    // The killed render's work dirs stay behind; made to look 7 hours old, the next worker removes them.
    const leftovers = fs
      .readdirSync(tmp!.dir)
      .filter((n) => n.startsWith(RENDER_WORK_PREFIX) || n.startsWith(STOCK_WORK_PREFIX))
      .map((n) => path.join(tmp!.dir, n));
    expect(leftovers.length).toBeGreaterThan(0);
    const longAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
    for (const dir of leftovers) fs.utimesSync(dir, longAgo, longAgo);

    spawnWorker();
    const v = await until(
      () => videoRow(t, id),
      (r) => r.status === 'completed' || r.status === 'failed',
      120_000,
    );
    expect(v.status).toBe('completed');
    expect(v.attempts).toBe(2);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', v.videoKey!))).toBe(true);
    expect(
      await until(
        () => leftovers.filter((dir) => fs.existsSync(dir)),
        (kept) => kept.length === 0,
        30_000,
      ),
    ).toEqual([]);
  });
});

describe('two workers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RENDER_WIDTH: '256', VOICE_PROVIDER: 'none' });
  });
  afterAll(() => t.close());

  it('render a job once, even when it is enqueued twice', async () => {
    let renders = 0;
    const counting: RenderFn = (brief, opts) => {
      renders++;
      return renderVideo(brief, opts);
    };
    // Two "machines": each with its own queue connection and worker.
    const machines = await Promise.all(
      [1, 2].map(async () => {
        const queue = await startQueue({
          connectionString: t.config.DATABASE_URL!,
          pool: t.deps.database.pool,
          logger: t.deps.logger,
        });
        const worker = await startWorker(
          { config: t.config, db: t.db, storage: t.deps.storage, logger: t.deps.logger, queue, render: counting },
          { concurrency: 1 },
        );
        return { queue, worker };
      }),
    );
    try {
      const { id } = await startGeneration(t, { durationSec: 15 });
      await t.deps.queue.enqueueRender({ videoId: id });
      const v = await until(
        () => videoRow(t, id),
        (r) => r.status === 'completed',
        90_000,
      );
      expect(v.status).toBe('completed');
      await new Promise((r) => setTimeout(r, 2500)); // give a duplicate a chance to run
      expect(renders).toBe(1);
      expect(v.attempts).toBe(1);
    } finally {
      for (const m of machines) {
        await m.worker.stop();
        await m.queue.stop();
      }
    }
  });
});
