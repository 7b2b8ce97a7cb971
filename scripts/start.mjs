// `npm start`: builds the web app when its sources changed since the last build, then runs the
// server (API and SPA), which starts and supervises a render worker as a separate child process.
// `node scripts/start.mjs api` (npm run start:api) runs the API alone; `node scripts/start.mjs worker`
// (npm run start:worker) one render worker, which serves no web app and so builds nothing.
// This process only passes SIGINT/SIGTERM on and exits with its child, so in a container it can be
// the command itself: the app drains gracefully (decision 082). `npm run` in front of it does not
// (npm and its `sh -c` die at once on SIGTERM, and the container stops with them).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const roles = { all: ['apps/server/src/main.ts'], api: ['apps/server/src/main.ts', '--role=api'], worker: ['apps/worker/src/main.ts'] };
const role = process.argv[2] ?? 'all';
if (!(role in roles)) {
  console.error(`Unknown role "${role}": use all (the default), api or worker`);
  process.exit(2);
}
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contract/src'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (role !== 'worker' && built < Math.max(...sources.map(newestMtime))) {
  console.log('Building the web app...');
  const r = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', ...roles[role]], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
