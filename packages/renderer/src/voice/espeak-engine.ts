import { Worker } from 'node:worker_threads';

/**
 * A word or end event from espeak: 1-based character position in the phrase, milliseconds into its
 * audio; with `phonemes` asked for, also each phoneme spoken (its IPA in `id`, ˈ on a stressed vowel).
 */
export type EngineEvent = {
  type: 'word' | 'end' | 'sentence' | 'phoneme';
  pos: number;
  len: number;
  ms: number;
  id?: string;
};
export type EngineResult = { pcm: Int16Array; events: EngineEvent[] };

export class VoiceEngineError extends Error {
  constructor(
    /** Recorded on the video as the fallback reason. */
    public readonly reason: 'VOICE_ENGINE_CRASHED' | 'VOICE_ENGINE_TIMEOUT' | 'VOICE_ENGINE_FAILED',
    message: string,
  ) {
    super(message);
    this.name = 'VoiceEngineError';
  }
}

const WORKER_URL = new URL('./espeak-worker.mjs', import.meta.url);

/**
 * Heap limits of the engine's thread. The WASM linear memory is outside these (it is an
 * ArrayBuffer), which is why text is also capped and split before it gets here.
 */
const LIMITS = { maxOldGenerationSizeMb: 160, stackSizeMb: 4 };

type Pending = {
  resolve: (r: { sampleRate: number; results: EngineResult[] }) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
  worker: Worker;
};

export type EspeakEngine = {
  synth(
    phrases: string[],
    o: { voice?: string; rate?: number; pitch?: number; phonemes?: boolean },
  ): Promise<{ sampleRate: number; results: EngineResult[] }>;
  /** For the isolation test: makes the engine thread throw outside any promise. */
  crashForTest(): Promise<{ sampleRate: number; results: EngineResult[] }>;
  /** How many threads it has started (a crash, a timeout or an idle spell ends one). */
  threadsStarted(): number;
  close(): Promise<void>;
};

/**
 * espeak in a worker thread. The thread is started on first use, kept while lines keep coming
 * (the engine's start-up is most of a short line's cost) and ended after `idleMs` without work.
 * A crash, an exit or a timeout rejects every waiting call with a VoiceEngineError and the next
 * call starts a fresh thread; nothing the engine does can reach the caller's process.
 */
export function createEspeakEngine(opts: { timeoutMs?: number; idleMs?: number } = {}): EspeakEngine {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const idleMs = opts.idleMs ?? 1500;
  let worker: Worker | null = null;
  let seq = 0;
  let idle: NodeJS.Timeout | null = null;
  const pending = new Map<number, Pending>();

  /** Rejects the calls waiting on one thread (all threads when none is given). */
  const failAll = (err: Error, only?: Worker) => {
    for (const [id, p] of pending) {
      if (only && p.worker !== only) continue;
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(err);
    }
  };
  const stop = (w: Worker | null) => {
    if (!w) return;
    if (worker === w) worker = null;
    void w.terminate().catch(() => {});
  };
  let started = 0;
  const start = () => {
    started++;
    // Its stdout and stderr are the process's own (the engine is told to print nothing): piped
    // here, they would keep the process alive as long as the thread lives.
    const w = new Worker(WORKER_URL, { resourceLimits: LIMITS });
    w.on('message', (m: { id: number; ok: boolean; error?: string; sampleRate: number; results: EngineResult[] }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.ok) p.resolve({ sampleRate: m.sampleRate, results: m.results });
      else p.reject(new VoiceEngineError('VOICE_ENGINE_FAILED', m.error ?? 'engine error'));
      armIdle();
    });
    w.on('error', (err) => {
      if (worker === w) worker = null;
      failAll(new VoiceEngineError('VOICE_ENGINE_CRASHED', err.message), w);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      failAll(new VoiceEngineError('VOICE_ENGINE_CRASHED', `engine exited (${code})`), w);
    });
    // The thread alone never keeps the process alive: while a call waits, its timeout timer does.
    w.unref();
    return w;
  };
  const armIdle = () => {
    if (idle) clearTimeout(idle);
    idle = null;
    if (pending.size === 0 && worker) {
      const w = worker;
      idle = setTimeout(() => stop(w), idleMs);
      idle.unref();
    }
  };
  const call = (payload: Record<string, unknown>) =>
    new Promise<{ sampleRate: number; results: EngineResult[] }>((resolve, reject) => {
      if (idle) clearTimeout(idle);
      idle = null;
      worker ??= start();
      const w = worker;
      const id = ++seq;
      const timer = setTimeout(() => {
        pending.delete(id);
        // A stuck engine is ended with its thread; the next call gets a new one.
        failAll(new VoiceEngineError('VOICE_ENGINE_TIMEOUT', `engine took longer than ${timeoutMs} ms`), w);
        reject(new VoiceEngineError('VOICE_ENGINE_TIMEOUT', `engine took longer than ${timeoutMs} ms`));
        stop(w);
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer, worker: w });
      w.postMessage({ id, ...payload });
    });
  return {
    synth: (phrases, o) =>
      call({
        type: 'synth',
        phrases,
        voice: o.voice ?? 'bg',
        rate: o.rate ?? 175,
        pitch: o.pitch ?? 45,
        phonemes: o.phonemes === true,
      }),
    crashForTest: () => call({ type: 'selftest-crash' }),
    threadsStarted: () => started,
    async close() {
      if (idle) clearTimeout(idle);
      failAll(new VoiceEngineError('VOICE_ENGINE_FAILED', 'engine closed'));
      const w = worker;
      worker = null;
      if (w) await w.terminate().catch(() => {});
    },
  };
}

let shared: EspeakEngine | undefined;

/**
 * The process's engine for renders, kept for a minute without work: a render worker reading ad
 * after ad starts the thread and warms the engine once (about a second of CPU more than a warm
 * read: loading its data and compiling its code) instead of once per ad.
 */
export function sharedEspeakEngine(): EspeakEngine {
  return (shared ??= createEspeakEngine({ idleMs: 60_000 }));
}
