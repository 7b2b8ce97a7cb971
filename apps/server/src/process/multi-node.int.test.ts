/**
 * Beyond one machine: one Postgres, an S3-compatible server on 127.0.0.1, two API
 * processes and two workers, each a separate OS process with its own data dir, as on separate
 * machines. A video created through API 1 is rendered by a worker and streamed with Range through
 * API 2; a worker killed mid-render still gets its video completed by the other; a worker stopped
 * with SIGTERM hands its render back (rendered once, the try not counted); no node writes media
 * to its disk. Prints a timeline and each process's memory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { freePort, users, videos } from '@reklamo/db';
import { createTestDatabase, type TestDatabase } from '@reklamo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../storage/s3.ts';
import { PIZZA } from '../testing/fixtures.ts';
import { ROOT, spawnRole, waitForHttp, type RoleProcess } from '../testing/processes.ts';
import { startLocalS3, type LocalS3 } from '../testing/s3rver.ts';
import { until } from '../testing/poll.ts';

const PUBLIC_URL = 'http://localhost:3000'; // the load balancer's address, shared by both APIs
const started = Date.now();
const timeline: string[] = [];
const mark = (what: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('two API processes and two workers on one Postgres and one bucket', () => {
  let database: TestDatabase;
  let s3: LocalS3;
  const nodesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-nodes-'));
  const procs: RoleProcess[] = [];
  const apis: Array<{ proc: RoleProcess; url: string }> = [];
  const workers = new Map<string, { proc: RoleProcess; health: string }>();
  let common: Record<string, string>;

  /** One "machine": its own data dir and temp dir. */
  const machine = (name: string) => {
    const dataDir = path.join(nodesDir, name, 'data');
    const tmpDir = path.join(nodesDir, name, 'tmp');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.mkdirSync(tmpDir, { recursive: true });
    // Share tsx's compile cache (it lives in the temp dir), or every node compiles the app afresh.
    const tsxCache = `tsx-${os.userInfo().uid}`;
    fs.mkdirSync(path.join(os.tmpdir(), tsxCache), { recursive: true });
    fs.symlinkSync(path.join(os.tmpdir(), tsxCache), path.join(tmpDir, tsxCache));
    return { DATA_DIR: dataDir, TMPDIR: tmpDir };
  };
  const logFile = (name: string) => path.join(ROOT, '.test-data', 'multi-node', `${name}.log`);

  async function startApi(name: string) {
    const port = await freePort();
    const proc = spawnRole(
      name,
      'api',
      { ...common, ...machine(name), PORT: String(port), HOST: '127.0.0.1' },
      logFile(name),
    );
    procs.push(proc);
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/api/health`, proc);
    mark(`${name} (pid ${proc.pid}) answers /api/health`);
    apis.push({ proc, url });
  }
  async function startWorker(name: string) {
    const port = await freePort();
    const proc = spawnRole(
      name,
      'worker',
      { ...common, ...machine(name), WORKER_PORT: String(port), HOST: '127.0.0.1' },
      logFile(name),
    );
    procs.push(proc);
    const health = `http://127.0.0.1:${port}/health`;
    await waitForHttp(health, proc);
    mark(`${name} (pid ${proc.pid}) answers /health on its own small port`);
    workers.set(name, { proc, health });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startLocalS3('reklamo-media');
    mark('Postgres and s3rver up');
    common = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PUBLIC_URL,
      AUTH_SECRET: 'multi-node-secret-multi-node-secret-42',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      RENDER_WIDTH: '320',
      VOICE_PROVIDER: 'none',
      WORKER_STALE_SEC: '6',
      WORKER_DRAIN_SEC: '0',
      BILLING_CLOCK_INTERVAL_SEC: '0',
      ...s3.env,
    };
    await Promise.all([startApi('api1'), startApi('api2'), startWorker('worker1'), startWorker('worker2')]);
  }, 240_000);

  /** Memory of processes that were stopped during the test, taken just before. */
  const lastMemory = new Map<string, ReturnType<RoleProcess['memory']>>();
  afterAll(async () => {
    const memory = procs.map((p) => ({ p, m: p.memory() ?? lastMemory.get(p.name) }));
    await Promise.all(procs.map((p) => p.stop('SIGTERM', 15_000)));
    await s3?.stop();
    await database?.drop();
    fs.rmSync(nodesDir, { recursive: true, force: true });
    console.log(
      [
        'multi-node timeline:',
        ...timeline,
        'memory (resident now / peak, MB):',
        ...memory.map(
          ({ p, m }) =>
            `  ${p.name.padEnd(8)} pid ${p.pid}: ${m ? `${m.rssMb} / ${m.peakMb}` : '?'}${lastMemory.has(p.name) ? ' (when stopped)' : ''}`,
        ),
      ].join('\n'),
    );
  });

  const row = (id: string) =>
    database.db
      .select()
      .from(videos)
      .where(eq(videos.id, id))
      .then((r) => r[0]!);
  const request = (base: string, p: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Origin', PUBLIC_URL);
    if (init.json !== undefined) headers.set('Content-Type', 'application/json');
    if (init.cookie) headers.set('Cookie', init.cookie);
    return fetch(`${base}${p}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  };
  let cookie = '';
  /** A new trial user (one free video each) signed up through `api`. */
  const signUp = async (api: string) => {
    const email = `multi${Date.now()}${Math.random()}@example.bg`;
    const res = await request(api, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Мария Иванова', email, password: 'correct-horse-42' },
    });
    expect(res.status).toBe(200);
    // The free video needs a confirmed address (the link's effect; the e-mail itself is tested elsewhere).
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const signIn = await request(api, '/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'correct-horse-42' },
    });
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const createVideo = async (api: string, durationSec: 15 | 30 = 15) => {
    const res = await request(api, '/api/videos', { method: 'POST', cookie, json: { facts: PIZZA, durationSec } });
    expect(res.status).toBe(202);
    return ((await res.json()) as { id: string }).id;
  };
  /** The worker that logged `msg` for this video. */
  const workerThat = async (msg: string, videoId: string) => {
    const found = await Promise.any(
      [...workers.entries()].map(([name, w]) =>
        w.proc.waitForLog((l) => l.msg === msg && l.videoId === videoId).then(() => name),
      ),
    );
    return found;
  };

  it('API 1 creates, a worker renders (killed mid-render, the other completes it), API 2 streams it with Range; no node keeps media on disk', async () => {
    const [api1, api2] = [apis.find((a) => a.proc.name === 'api1')!.url, apis.find((a) => a.proc.name === 'api2')!.url];
    await signUp(api1);
    const id = await createVideo(api1);
    mark(`video ${id.slice(0, 8)} created through api1`);

    const first = await workerThat('render started', id);
    await until(
      () => row(id),
      (v) => v.status === 'generating' && v.progress > 0,
    );
    mark(`${first} is rendering it (progress > 0): SIGKILL ${first}`);
    const killed = workers.get(first)!;
    lastMemory.set(first, killed.proc.memory());
    killed.proc.child.kill('SIGKILL');
    await killed.proc.exited;
    workers.delete(first);

    const done = await until(
      () => row(id),
      (v) => v.status === 'completed' || v.status === 'failed',
    );
    expect(done.status).toBe('completed');
    expect(done.attempts).toBe(2);
    const second = await workerThat('render finished', id);
    expect(second).not.toBe(first);
    mark(`the stale sweep gave it back to the queue; ${second} completed it (attempt 2)`);

    // Streamed through the other API process, with Range, from the bucket (the player's preview rendition).
    const bucket = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const preview = await bucket.readBuffer(done.previewKey!);
    const res = await request(api2, `/api/videos/${id}/stream`, { cookie, headers: { Range: 'bytes=0-1023' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-1023/${preview.length}`);
    const head = Buffer.from(await res.arrayBuffer());
    expect(head.length).toBe(1024);
    expect(head.subarray(4, 8).toString()).toBe('ftyp');
    expect(preview.subarray(0, 1024)).toEqual(head);
    expect(await bucket.size(done.videoKey!)).toBe(done.sizeBytes);
    await bucket.close();
    mark(`api2 streamed bytes 0-1023 of the ${preview.length}-byte preview (206) from the bucket`);

    // No node wrote media to its data dir; the worker that finished removed its render temp dir.
    for (const name of ['api1', 'api2', 'worker1', 'worker2']) {
      expect(filesUnder(path.join(nodesDir, name, 'data')), name).toEqual([]);
    }
    // What stays in a worker's temp dir is the illustration cache (icons cut from the emoji set), never media.
    expect(filesUnder(path.join(nodesDir, second, 'tmp')).filter((f) => !f.includes('reklamo-fluent-emoji-'))).toEqual(
      [],
    );
  }, 300_000);

  it('a worker stopped with SIGTERM mid-render hands the video back: another worker renders it once, the try not counted', async () => {
    await startWorker('worker3');
    const api2 = apis.find((a) => a.proc.name === 'api2')!.url;
    await signUp(api2);
    // (A 30 s ad, watched every 50 ms: a 15 s one had been rendered between the poll that saw it rendering and the
    // SIGTERM on a loaded machine, and the worker had nothing to put back.)
    const id = await createVideo(api2, 30);
    mark(`video ${id.slice(0, 8)} created through api2`);
    const first = await workerThat('render started', id);
    await until(
      () => row(id),
      (v) => v.status === 'generating' && v.progress > 0,
      180_000,
      50,
    );
    const leaving = workers.get(first)!;
    lastMemory.set(first, leaving.proc.memory());
    mark(`${first} is rendering it: SIGTERM ${first} (rolling restart, WORKER_DRAIN_SEC=0)`);
    await leaving.proc.stop('SIGTERM');
    expect((await leaving.proc.exited).code).toBe(0);
    workers.delete(first);
    expect(
      leaving.proc.logs.some((l) => l.msg === 'worker stopping: render put back in the queue' && l.videoId === id),
    ).toBe(true);

    const done = await until(
      () => row(id),
      (v) => v.status === 'completed' || v.status === 'failed',
    );
    expect(done.status).toBe('completed');
    expect(done.attempts).toBe(1);
    // The worker logs 'render finished' just after it marks the video completed: wait for the line, then count.
    const finisher = await workerThat('render finished', id);
    const finishedBy = [...workers.values()]
      .flatMap((w) => w.proc.logs)
      .filter((l) => l.msg === 'render finished' && l.videoId === id);
    expect(finishedBy).toHaveLength(1);
    mark(`${finisher} completed it; attempts = 1, one 'render finished' in all logs`);
  }, 300_000);
});
