import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const WORKER_ENTRY = path.join(ROOT, 'apps/worker/src/main.ts');

/** Back-off between restarts: 1 s, 2 s, 4 s … 30 s; reset once a worker has stayed up a minute. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;
const STOP_GRACE_MS = 30_000;
const SIGNAL_SETTLE_MS = 500;

export type SupervisedWorker = {
  /** The running child's pid (undefined between a death and its restart). */
  pid: () => number | undefined;
  restarts: () => number;
  /** SIGTERM (or SIGINT) to the child; SIGKILL if it has not exited after the grace period. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * `npm start` renders in a separate process: a crash in any engine (espeak's WASM aborting, a
 * native canvas fault, memory) ends that process, never the API. The API process starts one worker
 * child, restarts it with back-off whenever it exits, and logs each death. The child gets an IPC
 * channel only so that it exits when its parent dies (no orphaned renders).
 */
export function superviseWorker(opts: { logger: Logger; env: NodeJS.ProcessEnv; entry?: string }): SupervisedWorker {
  const log = opts.logger.child({ component: 'supervisor' });
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let delay = FIRST_DELAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = () => {
    timer = undefined;
    if (stopping) return;
    const startedAt = Date.now();
    const c = spawn(process.execPath, ['--import', 'tsx', opts.entry ?? WORKER_ENTRY], {
      cwd: ROOT,
      env: opts.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = c;
    log.info({ pid: c.pid }, 'render worker started');
    exited = new Promise((resolve) => {
      c.once('exit', (code, signal) => {
        child = undefined;
        resolve();
        // Ctrl-C reaches the child and this process together, and on a busy machine the child's exit
        // can be seen before our own SIGINT handler runs: decide a moment later, once it has.
        setTimeout(() => {
          if (stopping) return;
          if (Date.now() - startedAt >= HEALTHY_AFTER_MS) delay = FIRST_DELAY_MS;
          log.error({ pid: c.pid, code, signal, restartInMs: delay }, 'render worker exited: restarting');
          restarts++;
          timer = setTimeout(start, delay);
          delay = Math.min(MAX_DELAY_MS, delay * 2);
        }, SIGNAL_SETTLE_MS);
      });
    });
    c.on('error', (err) => log.error({ err }, 'render worker could not be started'));
  };
  start();

  return {
    pid: () => child?.pid,
    restarts: () => restarts,
    stop: async (signal = 'SIGTERM') => {
      stopping = true;
      if (timer) clearTimeout(timer);
      const c = child;
      if (!c) return;
      c.kill(signal);
      const kill = setTimeout(() => c.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(kill);
    },
  };
}
