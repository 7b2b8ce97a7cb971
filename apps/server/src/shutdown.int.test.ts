import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '@reklamo/db';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-shutdown-'));
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Ctrl-C in a terminal signals the whole foreground process group: our server and the embedded
// Postgres it started get SIGINT at the same moment.
it('stops quietly on Ctrl-C: no warning or error log line, exit code 0', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 90_000, interval: 250 },
    )
    .toBe(true);
  // Let the queue's and worker's connections settle in, as they are when a person presses Ctrl-C.
  await expect.poll(() => out.includes('"msg":"listening"'), { timeout: 10_000 }).toBe(true);
  process.kill(-child.pid!, 'SIGINT');
  expect(await exited).toBe(0);
  const levels = out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });
  expect(levels.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
  expect(out).not.toContain('DatabaseError');
  expect(levels.some((l) => l.msg === 'shutting down')).toBe(true);
}, 120_000);
