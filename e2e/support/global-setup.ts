import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import chromium from '@sparticuz/chromium';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../packages/db/src/embedded.ts';
import { startSocialForE2e } from './social.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the web app and starts the whole product the way `npm start` does (embedded Postgres in a
 * fresh data dir, supervised worker child process) on a free port; every browser test file talks to it.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('web build failed');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(ROOT, '.test-data', `e2e-server-${port}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  // Facebook, Instagram and YouTube answer from local stand-ins.
  const social = await startSocialForE2e();
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      // On every interface: the hostile suite reaches it through the machine's own network address
      // to prove that development-only doors answer loopback alone.
      HOST: '0.0.0.0',
      // Browser tests check what a user sees and gets, not resolution: narrower renders keep the
      // suite short (the renderer's own tests cover 1080p). 360 px took the two slowest files from
      // 131 s to 82 s against 640 px (decision 101 says what it changed for the preview check).
      RENDER_WIDTH: '360',
      // The stand-ins answer at once: a post is checked and picked up without production's pauses.
      PUBLISH_POLL_MS: '200',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every test signs up its own users from 127.0.0.1.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      DATABASE_URL: '',
      ...social.env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  await waitForHealth(baseUrl, server, logFile);
  // Unpacked once, before the test files start: on a fresh machine two files unpacking /tmp/chromium
  // at the same moment failed to launch it with ETXTBSY.
  project.provide(
    'chromiumPath',
    fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : await chromium.executablePath(),
  );
  project.provide('baseUrl', baseUrl);
  project.provide('e2eDataDir', dataDir);
  project.provide('socialControlUrl', social.controlUrl);
  return async () => {
    await stopGroup(server);
    await social.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${fs.readFileSync(logFile, 'utf8')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${fs.readFileSync(logFile, 'utf8')}`);
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDataDir: string;
    chromiumPath: string;
  }
}
