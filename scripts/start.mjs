// `npm start`: builds the web app when anything its build reads changed since the last build (its
// sources, the workspace packages it imports, the lock file: scripts/web-build-inputs.mjs), then runs the
// server (API and SPA), which starts and supervises a render worker as a separate child process.
// `node scripts/start.mjs api` (npm run start:api) runs the API alone; `node scripts/start.mjs worker`
// (npm run start:worker) one render worker, which serves no web app and so builds nothing.
// This process only passes SIGINT/SIGTERM on and exits with its child, so in a container it can be
// the command itself: the app drains gracefully (decision 082). `npm run` in front of it does not
// (npm and its `sh -c` die at once on SIGTERM, and the container stops with them).
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { webBuildIsStale } from './web-build-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const roles = {
  all: ['apps/server/src/main.ts'],
  api: ['apps/server/src/main.ts', '--role=api'],
  worker: ['apps/worker/src/main.ts'],
};
const role = process.argv[2] ?? 'all';
if (!(role in roles)) {
  console.error(`Unknown role "${role}": use all (the default), api or worker`);
  process.exit(2);
}
if (role !== 'worker' && webBuildIsStale(root)) {
  console.log('Building the web app...');
  const r = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', ...roles[role]], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
