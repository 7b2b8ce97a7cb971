// `npm run bench:brain-busy`: the details extractor's time on owner-like descriptions of 500, 2,000
// and 10,000 characters (and on the worst shapes found: one capitalised run, a lower-case run-on
// line), then /api/health's slowest answer while 10,000-character descriptions are read by a
// running API (its own process, fresh embedded Postgres, no render worker).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractDetailsLocal } from '../packages/brain/src/local/extract-details.ts';
import { longBrief } from '../packages/brain/bench/long-brief.ts';
import { freePort } from '../packages/db/src/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SIZES = [500, 2000, 10_000];
const SHAPES: Array<[string, (n: number) => string]> = [
  ['owner brief', (n) => longBrief(n, 1)],
  [
    'run-on, lower case',
    (n) =>
      longBrief(n, 2)
        .toLowerCase()
        .replace(/[.!?:;–\n]/g, ''),
  ],
  ['one capitalised run', (n) => 'А'.repeat(n)],
  ['"се казва" repeated', (n) => 'се казва '.repeat(n).slice(0, n)],
];

console.log('details extractor on the caller thread (ms, fastest of 3: the machine may be busy)');
extractDetailsLocal(longBrief(300, 9));
for (const [name, make] of SHAPES) {
  const cells = SIZES.map((n) => {
    const text = make(n);
    const runs = Array.from({ length: 3 }, () => {
      const t0 = performance.now();
      extractDetailsLocal(text);
      return performance.now() - t0;
    });
    return `${String(n).padStart(6)}: ${Math.min(...runs)
      .toFixed(0)
      .padStart(5)}`;
  });
  console.log(`  ${name.padEnd(22)}${cells.join('   ')}`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-bench-busy-'));
fs.chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--role=api'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

const post = (p: string, body: unknown, cookie = '') =>
  fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('server exited');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const email = `busy${Date.now()}@example.bg`;
  await post('/api/auth/sign-up/email', { name: 'Бенч Потребител', email, password: 'bench-password-1' });
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'bench-password-1' });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  // Once the brain thread has loaded (the API starts loading it at boot), idle first for comparison,
  // then while two 10,000-character descriptions of each shape are read.
  await post('/api/brain/details', { prompt: 'Пекарна „Зора“ в Русе.' }, cookie);
  const healthWhile = async (pending: Promise<unknown> | null) => {
    const times: number[] = [];
    let done = pending === null;
    void pending?.finally(() => (done = true));
    const end = Date.now() + 1000;
    while (pending ? !done : Date.now() < end) {
      const t0 = performance.now();
      await fetch(`${base}/api/health`);
      times.push(performance.now() - t0);
    }
    return times;
  };
  const idle = await healthWhile(null);
  console.log(`\n/api/health answers, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(`${'  idle for 1 s'.padEnd(48)}${idle.length} answers, slowest ${Math.max(...idle).toFixed(1)} ms`);
  for (const [name, make] of SHAPES) {
    const t0 = performance.now();
    const reads = Promise.all(
      [make(10_000), make(9_999)].map((prompt) => post('/api/brain/details', { prompt }, cookie).then((r) => r.status)),
    );
    const times = await healthWhile(reads);
    const statuses = await reads;
    console.log(
      `  while 2 × 10,000 chars (${name})`.padEnd(48) +
        `${times.length} answers, slowest ${Math.max(...times).toFixed(1)} ms; the descriptions took ${(performance.now() - t0).toFixed(0)} ms (${statuses.join(', ')})`,
    );
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
