/**
 * The API on its embedded Postgres (no DATABASE_URL) when that Postgres dies under it: it is
 * started again and the API answers again; when it cannot be, the process exits 1 for its
 * supervisor instead of staying up without a database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@reklamo/db';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, spawnRole, waitForHttp, type RoleProcess } from '../testing/processes.ts';

const postmasterPid = (pgDir: string) =>
  Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

async function healthy(url: string, ms = 60_000): Promise<{ status: number; body: unknown }> {
  const deadline = Date.now() + ms;
  let last = { status: 0, body: null as unknown };
  while (Date.now() < deadline) {
    const res = await fetch(url).catch(() => null);
    if (res) last = { status: res.status, body: await res.json().catch(() => null) };
    if (last.status === 200) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  return last;
}

describe('the embedded Postgres killed under the API', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-pg-death-'));
  const pgDir = path.join(dataDir, 'pg');
  let api: RoleProcess | undefined;
  afterAll(async () => {
    await api?.stop('SIGKILL');
    // A cluster left running by a failed test: stop it by its pid file.
    for (const dir of [pgDir, `${pgDir}-moved`]) {
      try {
        process.kill(postmasterPid(dir), 'SIGKILL');
      } catch {
        /* not running */
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is started again and the API answers again; when it cannot be, the process exits 1', async () => {
    fs.chmodSync(dataDir, 0o755);
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/api/health`;
    api = spawnRole(
      'api',
      'api',
      {
        NODE_ENV: 'test',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        AUTH_SECRET: 'pg-death-secret-pg-death-secret-pg-death',
        LOG_LEVEL: 'info',
        BILLING_CLOCK_INTERVAL_SEC: '0',
      },
      path.join(ROOT, '.test-data', 'embedded-postgres-death.log'),
    );
    await waitForHttp(health, api, 180_000);

    const first = postmasterPid(pgDir);
    process.kill(first, 'SIGKILL');
    await api.waitForLog((l) => l.msg === 'embedded postgres started again', 60_000);
    expect(await healthy(health)).toEqual({ status: 200, body: { status: 'ok', database: true } });
    expect(postmasterPid(pgDir)).not.toBe(first);
    expect(api.child.exitCode).toBeNull();

    // Now it cannot come back (its data directory is gone): the process must not linger.
    const second = postmasterPid(pgDir);
    fs.renameSync(pgDir, `${pgDir}-moved`);
    process.kill(second, 'SIGKILL');
    expect(await api.exited).toEqual({ code: 1, signal: null });
    expect(api.logs.some((l) => l.msg === 'embedded postgres could not be started again; exiting')).toBe(true);
  }, 300_000);
});
