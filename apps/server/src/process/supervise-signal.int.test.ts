import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { until } from '../testing/poll.ts';
import { superviseWorker } from './supervise-worker.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'reklamo-supervise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Ctrl-C signals the whole process group: the worker may exit before the API's own SIGINT handler
// has told its supervisor that we are stopping. That exit is a shutdown, not a crash to restart.
it('a worker that exits on the group’s Ctrl-C a moment before the supervisor stops is not restarted or logged as a crash', async () => {
  const entry = path.join(dir, 'worker.mjs');
  writeFileSync(entry, "process.on('SIGINT', () => process.exit(0)); setInterval(() => {}, 1000);\n");
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _e, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const worker = superviseWorker({ logger: createLogger('info', sink), entry, env: process.env });
  const pid = await until(
    () => worker.pid(),
    (p) => p !== undefined,
  );
  await new Promise((r) => setTimeout(r, 1500)); // tsx has loaded the entry and its handler is on
  process.kill(pid!, 'SIGINT');
  await until(
    () => worker.pid(),
    (p) => p === undefined,
  );
  // Our own handler runs later than the child's exit (a busy event loop).
  await new Promise((r) => setTimeout(r, 100));
  await worker.stop('SIGINT');
  await new Promise((r) => setTimeout(r, 1500));
  expect(logs.join('')).not.toContain('restarting');
  expect(worker.restarts()).toBe(0);
  expect(worker.pid()).toBeUndefined();
});
