// What the web app's build reads, so `npm start` rebuilds it when any of it changed and never serves a
// stale app. The workspace packages come from the web app's package.json and theirs, followed
// transitively: a package the web app starts to import (or stops importing) is watched without
// anyone keeping a list here.
import fs from 'node:fs';
import path from 'node:path';

const WEB = 'apps/web';
// Files of the web app itself that Vite reads besides its sources.
const WEB_FILES = ['index.html', 'public', 'vite.config.ts', 'package.json', 'tsconfig.json'];
// Root files that change what the build produces: the installed versions and the compiler settings.
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'];
// Tests sit beside the sources but never reach the bundle.
const TEST_FILE = /\.test\.tsx?$/;

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Workspace package name → its directory relative to root, from the root package.json's globs. */
function workspaceDirs(root) {
  const dirs = new Map();
  for (const pattern of readJson(path.join(root, 'package.json')).workspaces ?? []) {
    const candidates = pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => path.posix.join(pattern.slice(0, -2), e.name))
      : [pattern];
    for (const dir of candidates) {
      const manifest = path.join(root, dir, 'package.json');
      if (fs.existsSync(manifest)) dirs.set(readJson(manifest).name, dir);
    }
  }
  return dirs;
}

/** The workspace directories the web app depends on, directly or through another workspace. */
export function webWorkspaceDeps(root) {
  const dirs = workspaceDirs(root);
  const seen = new Set();
  const queue = [WEB];
  while (queue.length > 0) {
    const manifest = readJson(path.join(root, queue.shift(), 'package.json'));
    for (const name of Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    })) {
      const dir = dirs.get(name);
      if (dir && dir !== WEB && !seen.has(dir)) {
        seen.add(dir);
        queue.push(dir);
      }
    }
  }
  return [...seen].sort();
}

/** Every path (relative to root) whose change should rebuild the web app. */
export function webBuildInputs(root) {
  const inputs = [...ROOT_FILES, `${WEB}/src`, ...WEB_FILES.map((f) => `${WEB}/${f}`)];
  for (const dir of webWorkspaceDeps(root)) inputs.push(`${dir}/src`, `${dir}/package.json`);
  return inputs;
}

function newestMtime(full) {
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return TEST_FILE.test(full) ? 0 : st.mtimeMs;
  // A directory's own time moves when a file in it is added, removed or renamed.
  let newest = st.mtimeMs;
  for (const e of fs.readdirSync(full)) {
    if (e === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(full, e)));
  }
  return newest;
}

/** True when apps/web/dist is missing or older than anything the build reads. */
export function webBuildIsStale(root) {
  const dist = path.join(root, WEB, 'dist/index.html');
  const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  return webBuildInputs(root).some((p) => newestMtime(path.join(root, p)) > built);
}
