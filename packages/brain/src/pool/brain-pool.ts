import { Worker } from 'node:worker_threads';
import type { BusinessDetails, Storyboard } from '@reklamo/contract';
import { BrainError, type BrainErrorCode } from '../brain-error.ts';
import type { BrainProvider } from '../types.ts';
import type { LocalTask, LocalTaskResult } from './local-tasks.ts';

const WORKER_URL = new URL('./brain-worker.mjs', import.meta.url);

export type BrainPoolOptions = {
  /** Threads at most; each holds its own copy of the brain's tables. */
  threads?: number;
  /** How long one call may run on its thread; then the thread is ended and the call fails. */
  budgetMs?: number;
  /** How long a new thread may take to load the brain (tsx compiles it on a cold start). */
  startMs?: number;
  /** Calls waiting for a thread at most; more fail at once instead of piling up. */
  maxQueue?: number;
  /** A thread without work beyond the first is ended after this long; the first stays warm. */
  idleMs?: number;
  /** Start the first thread now: loading the brain on a thread takes a few seconds of CPU. */
  prestart?: boolean;
};

export type BrainPool = BrainProvider & {
  /** For tests: a call that never ends on its own. */
  hangForTest(): Promise<unknown>;
  /** How many threads it has started (a budget overrun, a crash or an idle spell ends one). */
  threadsStarted(): number;
  /** Fails every waiting and running call and ends the threads. */
  close(): Promise<void>;
};

type Job = { id: number; task: LocalTask; resolve: (v: LocalTaskResult) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; ready: boolean; job?: Job; timer?: NodeJS.Timeout; idle?: NodeJS.Timeout };

// What a caller is told: a description too tangled to read within the budget is the owner's to
// shorten (its own code); anything else is a failed call, as with a remote brain.
const failureCode = (task: LocalTask): BrainErrorCode =>
  task.kind === 'prompt' ? 'PROMPT_GENERATION_FAILED' : 'DETAILS_GENERATION_FAILED';
const overrunCode = (task: LocalTask): BrainErrorCode =>
  task.kind === 'details' ? 'PROMPT_TOO_COMPLEX' : failureCode(task);

/**
 * The local brain (the same answers as createLocalBrain) run on a small pool of worker threads:
 * its rule-based work is CPU on the caller's thread, and on the API's event loop one slow input
 * held every other user's request. Each call gets `budgetMs` on its thread; past it the thread is
 * ended (a busy thread cannot be interrupted otherwise), the call fails with a BrainError and the
 * next call starts a fresh thread. Threads start on demand and never keep the process alive.
 */
export function createBrainPool(opts: BrainPoolOptions = {}): BrainPool {
  const threads = Math.max(1, opts.threads ?? 1);
  const budgetMs = opts.budgetMs ?? 5000;
  const startMs = opts.startMs ?? 60_000;
  const maxQueue = opts.maxQueue ?? 100;
  const idleMs = opts.idleMs ?? 300_000;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let seq = 0;
  let started = 0;
  let closed = false;

  const remove = (slot: Slot) => {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    void slot.worker.terminate().catch(() => {});
  };

  const finish = (slot: Slot) => {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.idle = setTimeout(() => slots.length > 1 && remove(slot), idleMs);
    slot.idle.unref();
    pump();
  };

  const start = () => {
    started++;
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    const slot: Slot = { worker, ready: false };
    slots.push(slot);
    // A thread that cannot load the brain fails what waits for it, rather than leaving it waiting.
    slot.timer = setTimeout(() => broken(slot, new Error(`brain thread did not start within ${startMs} ms`)), startMs);
    worker.on('message', (m: { ready?: true; id?: number; ok?: boolean; value?: LocalTaskResult; error?: string }) => {
      if (m.ready) {
        slot.ready = true;
        clearTimeout(slot.timer);
        slot.timer = undefined;
        pump();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      if (m.ok) job.resolve(m.value!);
      else job.reject(new BrainError(failureCode(job.task), `local brain failed: ${m.error}`));
      finish(slot);
    });
    worker.on('error', (err) => broken(slot, err));
    worker.on('exit', (code) => broken(slot, new Error(`brain thread exited (${code})`)));
    // The thread alone never keeps the process alive: while a call runs, its budget timer does.
    worker.unref();
  };

  /** A thread died or never came up: its call fails; if it never loaded and no other thread is left, so do the waiting ones. */
  const broken = (slot: Slot, err: Error) => {
    if (!slots.includes(slot)) return;
    remove(slot);
    if (slot.job) slot.job.reject(new BrainError(failureCode(slot.job.task), err.message, { cause: err }));
    else if (!slot.ready && !slots.length)
      for (const job of queue.splice(0)) job.reject(new BrainError(failureCode(job.task), err.message, { cause: err }));
    pump();
  };

  const pump = () => {
    while (queue.length) {
      const slot = slots.find((s) => s.ready && !s.job);
      if (!slot) {
        // Enough threads on their way for what waits.
        if (slots.length < threads && slots.filter((s) => !s.ready).length < queue.length) start();
        return;
      }
      const job = queue.shift()!;
      clearTimeout(slot.idle);
      slot.job = job;
      slot.timer = setTimeout(() => {
        remove(slot);
        job.reject(new BrainError(overrunCode(job.task), `local brain took longer than ${budgetMs} ms`));
        pump();
      }, budgetMs);
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  };

  const run = (task: LocalTask) =>
    new Promise<LocalTaskResult>((resolve, reject) => {
      if (closed) return reject(new BrainError(failureCode(task), 'brain pool closed'));
      if (queue.length >= maxQueue) return reject(new BrainError(failureCode(task), 'brain pool busy'));
      queue.push({ id: ++seq, task, resolve, reject });
      pump();
    });

  if (opts.prestart) start();

  return {
    writePrompt: async (businessType, o) => (await run({ kind: 'prompt', businessType, seed: o?.seed })) as string,
    extractDetails: async (prompt) => (await run({ kind: 'details', prompt })) as BusinessDetails,
    writeScript: async (details, o = {}) => (await run({ kind: 'script', details, opts: { ...o } })) as Storyboard[],
    hangForTest: () => run({ kind: 'hang' }),
    threadsStarted: () => started,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new BrainError(failureCode(job.task), 'brain pool closed'));
      const all = slots.splice(0);
      for (const slot of all) {
        clearTimeout(slot.timer);
        clearTimeout(slot.idle);
        slot.job?.reject(new BrainError(failureCode(slot.job.task), 'brain pool closed'));
      }
      await Promise.all(all.map((s) => s.worker.terminate().catch(() => {})));
    },
  };
}
