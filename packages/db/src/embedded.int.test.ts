import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-embedded-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const query = async (url: string, sql: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
};

it('keeps data across restarts and lets a second process attach to the running cluster', async () => {
  const dataDir = path.join(root, 'pg');
  const first = await startEmbeddedPostgres({ dataDir, password: 'pw' });
  await query(first.url, 'create table kept (v text); insert into kept values ($$ok$$)');

  const second = await startEmbeddedPostgres({ dataDir, password: 'pw' });
  expect(second.url).toBe(first.url);
  await second.stop(); // not the owner: must leave the cluster running
  expect(await query(first.url, 'select v from kept')).toEqual([{ v: 'ok' }]);
  await first.stop();

  const again = await startEmbeddedPostgres({ dataDir, password: 'pw' });
  expect(await query(again.url, 'select v from kept')).toEqual([{ v: 'ok' }]);
  await again.stop();
});

const postmasterPid = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const until = async (ok: () => boolean | Promise<boolean>, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

it('starts Postgres again when it is killed, with its data, and a pool reconnects', async () => {
  const dataDir = path.join(root, 'killed');
  const events: string[] = [];
  const server = await startEmbeddedPostgres({
    dataDir,
    password: 'pw',
    onExit: () => events.push('exit'),
    onRestart: () => events.push('restart'),
    onFatal: () => events.push('fatal'),
  });
  const pool = new pg.Pool({ connectionString: server.url, max: 2 });
  pool.on('error', () => {});
  try {
    await pool.query('create table kept (v text); insert into kept values ($$ok$$)');
    const before = postmasterPid(dataDir);
    process.kill(before, 'SIGKILL');
    await until(() => events.includes('restart'));
    expect(events).toEqual(['exit', 'restart']);
    expect(postmasterPid(dataDir)).not.toBe(before);
    // The pool's old connections are gone; a new query gets a new one.
    await until(() =>
      pool.query('select v from kept').then(
        () => true,
        () => false,
      ),
    );
    expect((await pool.query('select v from kept')).rows).toEqual([{ v: 'ok' }]);
  } finally {
    await pool.end();
    await server.stop();
  }
}, 120_000);

it('says so when it cannot be started again, so that the process can exit for its supervisor', async () => {
  const dataDir = path.join(root, 'gone');
  const fatal: Error[] = [];
  const server = await startEmbeddedPostgres({
    dataDir,
    password: 'pw',
    restartDelaysMs: [100, 100],
    onFatal: (e) => fatal.push(e),
  });
  const pid = postmasterPid(dataDir);
  // Its data directory goes with it: nothing to start again.
  fs.renameSync(dataDir, `${dataDir}-moved`);
  process.kill(pid, 'SIGKILL');
  await until(() => fatal.length > 0);
  expect(fatal).toHaveLength(1);
  // And stopping it then does not wait forever for a process long gone.
  await server.stop();
}, 60_000);

// Ctrl-C in a terminal reaches the whole process group: Postgres may finish its fast shutdown before
// our own shutdown has begun. That is a stop asked for, not a crash: nothing is started again.
it('does not start Postgres again when it was asked to stop (SIGINT, exit 0), and stopping then returns', async () => {
  const dataDir = path.join(root, 'interrupted');
  const events: string[] = [];
  const server = await startEmbeddedPostgres({
    dataDir,
    password: 'pw',
    restartDelaysMs: [100],
    onExit: () => events.push('exit'),
    onRestart: () => events.push('restart'),
    onFatal: () => events.push('fatal'),
  });
  const pid = postmasterPid(dataDir);
  process.kill(pid, 'SIGINT');
  await until(() => !fs.existsSync(path.join(dataDir, 'postmaster.pid')));
  // Longer than the restart delay: a restart would have happened by now.
  await new Promise((r) => setTimeout(r, 1_000));
  expect(events).toEqual([]);
  expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  await server.stop();
}, 60_000);
