/**
 * The API's side of its media child. Upload work that needs sharp or the native canvas (a photo's
 * working copy and crop, an avatar, a logo, a font check) runs in a child process, so the API never
 * maps either addon (~100 MB of Skia and libvips) and a crash or a hang in one of them ends the
 * child, never the API. The child is forked on the first task, ended when it has been idle a while,
 * and forked again by the next task after it died, hung or was ended.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.ts';
import type { MediaOp, MediaReply, MediaResults, MediaTask } from './protocol.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
export const MEDIA_CHILD_ENTRY = path.join(HERE, 'main.ts');

/**
 * Tasks at once: each holds a full bitmap (12 parallel 40 MP PNGs took 1.8 GB), and the machine
 * the API shares with the worker has two cores. The rest wait their turn in arrival order.
 */
export const MEDIA_CHILD_CONCURRENCY = 2;
/** A task's time in the child (not its wait for a turn): a 40 MP photo takes a few seconds. */
const TASK_BUDGET_MS = 60_000;
/** An unused child is ended after this long; the next upload starts another (about a second). */
const IDLE_MS = 5 * 60_000;
const STOP_GRACE_MS = 5_000;

/** The child failed the task, crashed, or did not answer within the budget. */
export class MediaChildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaChildError';
  }
}

export type MediaChild = {
  run: <K extends MediaOp>(task: Extract<MediaTask, { op: K }>) => Promise<MediaResults[K]>;
  /** The running child's pid (undefined when none runs). */
  pid: () => number | undefined;
  /** Ends the child (SIGTERM, SIGKILL after a grace period); the next task starts a new one. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** Runs at most `n` of the given tasks at a time, the rest in arrival order. */
export function limitConcurrency(n: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

type Pending = {
  child: ChildProcess;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
};

export function createMediaChild(
  opts: {
    entry?: string;
    budgetMs?: number;
    idleMs?: number;
    concurrency?: number;
    logger?: () => Logger | undefined;
  } = {},
): MediaChild {
  const entry = opts.entry ?? MEDIA_CHILD_ENTRY;
  const budgetMs = opts.budgetMs ?? TASK_BUDGET_MS;
  const idleMs = opts.idleMs ?? IDLE_MS;
  const slots = limitConcurrency(opts.concurrency ?? MEDIA_CHILD_CONCURRENCY);
  const log = () => opts.logger?.()?.child({ component: 'media-child' });
  const pending = new Map<number, Pending>();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  const failAll = (c: ChildProcess, reason: string) => {
    for (const [id, p] of pending) {
      if (p.child !== c) continue;
      pending.delete(id);
      clearTimeout(p.timer);
      p.reject(new MediaChildError(reason));
    }
  };

  // While no task waits for it, the child keeps no process (a test, a CLI) from exiting.
  const holdOpen = (c: ChildProcess, hold: boolean) => {
    if (hold) c.channel?.ref();
    else c.channel?.unref();
  };

  const start = (): ChildProcess => {
    const c = fork(entry, [], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    c.unref();
    log()?.info({ pid: c.pid }, 'media child started');
    exited = new Promise((resolve) => {
      c.once('exit', (code, signal) => {
        if (child === c) child = undefined;
        const unexpected = [...pending.values()].some((p) => p.child === c);
        if (unexpected)
          log()?.error({ pid: c.pid, code, signal }, 'media child exited during a task: the next task starts another');
        failAll(c, `media child exited (${signal ?? code})`);
        resolve();
      });
    });
    c.on('error', (err) => {
      log()?.error({ err }, 'media child failed');
      if (child === c) child = undefined;
      failAll(c, err.message);
    });
    c.on('message', (m: MediaReply) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if ('error' in m) p.reject(new MediaChildError(m.error));
      else p.resolve(m.result);
      if (![...pending.values()].some((q) => q.child === c)) {
        holdOpen(c, false);
        idleTimer = setTimeout(() => void stop(), idleMs).unref();
      }
    });
    return c;
  };

  const send = (task: MediaTask) =>
    new Promise<unknown>((resolve, reject) => {
      clearTimeout(idleTimer);
      const c = child ?? (child = start());
      const id = nextId++;
      const timer = setTimeout(() => {
        if (!pending.delete(id)) return;
        reject(new MediaChildError(`media child gave no answer in ${budgetMs} ms`));
        if (child === c) child = undefined;
        // A child that hangs on one task cannot be trusted with the next: its other tasks fail with it.
        log()?.error({ pid: c.pid, op: task.op }, 'media child hung: killing it');
        c.kill('SIGKILL');
      }, budgetMs);
      pending.set(id, { child: c, resolve, reject, timer });
      holdOpen(c, true);
      c.send({ id, task }, (err) => {
        if (err) failAll(c, err.message);
      });
    });

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    clearTimeout(idleTimer);
    const c = child;
    if (!c) return;
    child = undefined;
    const done = exited;
    c.kill(signal);
    const kill = setTimeout(() => c.kill('SIGKILL'), STOP_GRACE_MS);
    await done;
    clearTimeout(kill);
  };

  return {
    run: <K extends MediaOp>(task: Extract<MediaTask, { op: K }>) =>
      slots(() => send(task)) as Promise<MediaResults[K]>,
    pid: () => child?.pid,
    stop,
  };
}

let logger: Logger | undefined;
let current: MediaChild = createMediaChild({ logger: () => logger });

/** The process's media child, shared by every request (started on the first task). */
export const mediaChild = (): MediaChild => current;

/** Logs the child's starts, deaths and hangs with the API's logger. */
export const logMediaChildTo = (l: Logger) => {
  logger = l;
};

/** Replaces the process's media child (a test's faulty one) and gives back a function that puts the old one back. */
export function useMediaChild(c: MediaChild): () => void {
  const previous = current;
  current = c;
  return () => {
    current = previous;
  };
}
