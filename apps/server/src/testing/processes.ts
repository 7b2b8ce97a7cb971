import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const ENTRIES = {
  api: ['apps/server/src/main.ts', '--role=api'],
  worker: ['apps/worker/src/main.ts'],
} as const;

export type RoleProcess = {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Parsed pino lines (JSON) printed so far. */
  logs: Array<Record<string, unknown>>;
  /** Resolves with the first log line (past or future) that matches. */
  waitForLog: (match: (line: Record<string, unknown>) => boolean, ms?: number) => Promise<Record<string, unknown>>;
  /** Resident memory now and at its peak (MB, from /proc). */
  memory: () => { rssMb: number; peakMb: number } | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines it printed (stdout and stderr), for failure messages. */
  tail: (lines?: number) => string;
  /** Signal, then wait for the exit (SIGKILL after `ms`). */
  stop: (signal?: NodeJS.Signals, ms?: number) => Promise<void>;
};

/**
 * Starts one role (`npm run start:api` / `start:worker` as a plain node process, so the pid is the
 * role's own) with the given environment; its output goes to `logFile` and is parsed for tests.
 * With `launcher`, through `node scripts/start.mjs <role>` as a container runs it (the pid is then
 * the launcher's).
 */
export function spawnRole(
  name: string,
  role: keyof typeof ENTRIES,
  env: Record<string, string>,
  logFile: string,
  opts: { launcher?: boolean } = {},
): RoleProcess {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.createWriteStream(logFile);
  const args = opts.launcher ? ['scripts/start.mjs', role] : ['--import', 'tsx', ...ENTRIES[role]];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const waiters = new Set<{
    match: (l: Record<string, unknown>) => boolean;
    resolve: (l: Record<string, unknown>) => void;
  }>();
  let buf = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out.write(chunk);
    buf += chunk.toString();
    let i: number;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      if (!line.startsWith('{')) continue;
      try {
        const parsed = JSON.parse(line) as Record<string, unknown>;
        logs.push(parsed);
        for (const w of [...waiters]) {
          if (w.match(parsed)) {
            waiters.delete(w);
            w.resolve(parsed);
          }
        }
      } catch {
        /* not JSON */
      }
    }
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-16_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', (chunk: Buffer) => {
    out.write(chunk);
    keep(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    child,
    pid: child.pid!,
    logs,
    waitForLog: (match, ms = 120_000) =>
      new Promise((resolve, reject) => {
        const seen = logs.find(match);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`${name}: no matching log line within ${ms} ms (see ${logFile})`));
        }, ms);
        const w = {
          match,
          resolve: (l: Record<string, unknown>) => {
            clearTimeout(timer);
            resolve(l);
          },
        };
        waiters.add(w);
      }),
    memory: () => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
        return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
      } catch {
        return undefined;
      }
    },
    exited,
    tail: (lines = 15) => printed.trimEnd().split('\n').slice(-lines).join('\n'),
    stop: async (signal = 'SIGTERM', ms = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      await exited;
      clearTimeout(timer);
      out.end();
    },
  };
}

/** Polls `url` until it answers 200. */
export async function waitForHttp(url: string, proc: RoleProcess, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(
        `${proc.name} exited with ${proc.child.exitCode} before ${url} answered; it printed:\n${proc.tail()}`,
      );
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * A temp dir of a child process's own, to pass as its TMPDIR: a child killed mid-render cannot
 * remove its render's work dirs, and `remove()` takes them away with the dir. tsx's compile cache
 * (kept in the temp dir) is linked in from the real one, or the child would compile the app afresh.
 */
export function childTmpDir(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-child-tmp-'));
  const tsxCache = `tsx-${os.userInfo().uid}`;
  fs.mkdirSync(path.join(os.tmpdir(), tsxCache), { recursive: true });
  fs.symlinkSync(path.join(os.tmpdir(), tsxCache), path.join(dir, tsxCache));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
