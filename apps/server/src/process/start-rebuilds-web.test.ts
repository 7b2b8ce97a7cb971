/**
 * `npm start` rebuilds the web app when anything its build reads changed, and only then: a stale
 * app would serve the last build's preview after an edit in a package it imports. The launcher runs
 * here in a copy of the repo's layout (the real package.json files, so the real dependency graph),
 * with a stand-in build that only writes apps/web/dist and a stand-in server that exits.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuildInputs, webWorkspaceDeps } from '../../../../scripts/web-build-inputs.mjs';
import { ROOT } from '../testing/processes.ts';

const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-start-'));
const dist = path.join(tree, 'apps/web/dist/index.html');

function write(rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(tree, rel)), { recursive: true });
  fs.writeFileSync(path.join(tree, rel), text);
}

/** Runs `node scripts/start.mjs` in the copy; true when it built the web app. */
function start(): boolean {
  const r = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: tree, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout).toContain('server stand-in ran');
  return r.stdout.includes('Building the web app');
}

/** A file changed just after the last build finished. */
function touch(rel: string): void {
  if (!fs.existsSync(path.join(tree, rel))) write(rel, 'export {};\n');
  const after = new Date(fs.statSync(dist).mtimeMs + 5);
  fs.utimesSync(path.join(tree, rel), after, after);
}

type Manifest = { name: string; dependencies: Record<string, string>; scripts?: Record<string, string> };

function manifest(file: string): Manifest {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

function workspaceDirsOf(root: string): string[] {
  return ['apps', 'packages'].flatMap((top) =>
    fs
      .readdirSync(path.join(root, top))
      .filter((d) => fs.existsSync(path.join(root, top, d, 'package.json')))
      .map((d) => `${top}/${d}`),
  );
}

beforeAll(() => {
  for (const f of [
    'scripts/start.mjs',
    'scripts/web-build-inputs.mjs',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.base.json',
  ]) {
    write(f, fs.readFileSync(path.join(ROOT, f), 'utf8'));
  }
  const rootManifest = manifest(path.join(ROOT, 'package.json'));
  rootManifest.scripts = {
    build: `node -e "require('fs').mkdirSync('apps/web/dist',{recursive:true});require('fs').writeFileSync('apps/web/dist/index.html','built')"`,
  };
  write('package.json', JSON.stringify(rootManifest));
  for (const dir of workspaceDirsOf(ROOT)) {
    write(`${dir}/package.json`, fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    write(`${dir}/src/index.ts`, 'export {};\n');
  }
  write('apps/web/index.html', '<!doctype html>');
  write('packages/brain/src/rules.test.ts', 'export {};\n');
  write('apps/server/src/main.ts', "console.log('server stand-in ran');\n");
  // The stand-in server runs through tsx as the real one does.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
});

afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

describe('npm start rebuilds the web app when anything it imports changed', () => {
  it('watches every workspace package the web app depends on, through other packages too, and no other', () => {
    const deps = webWorkspaceDeps(ROOT);
    const web = manifest(path.join(ROOT, 'apps/web/package.json'));
    for (const name of Object.keys(web.dependencies).filter((n) => n.startsWith('@reklamo/'))) {
      expect(deps).toContain(
        workspaceDirsOf(ROOT).find((d) => manifest(path.join(ROOT, d, 'package.json')).name === name),
      );
    }
    // The brain reaches the web app's bundle and brings the trades table with it.
    expect(deps).toEqual(expect.arrayContaining(['packages/brain', 'packages/contract', 'packages/trades']));
    expect(deps).not.toContain('packages/db');
    expect(deps).not.toContain('apps/server');
    expect(webBuildInputs(ROOT)).toEqual(
      expect.arrayContaining([
        'package-lock.json',
        'tsconfig.base.json',
        'apps/web/src',
        'packages/brain/src',
        'packages/trades/src',
      ]),
    );
  });

  it('builds when there is no build, then not again while nothing changed', () => {
    expect(start()).toBe(true);
    expect(start()).toBe(false);
  });

  it('builds after a change in a package the web app imports only through another (packages/trades through the brain)', () => {
    touch('packages/trades/src/index.ts');
    expect(start()).toBe(true);
    expect(start()).toBe(false);
  });

  it('builds after a change in packages/brain, a new file there, or a new lock file', () => {
    touch('packages/brain/src/index.ts');
    expect(start()).toBe(true);
    touch('packages/brain/src/new-rule.ts');
    expect(start()).toBe(true);
    touch('package-lock.json');
    expect(start()).toBe(true);
  });

  it('does not build after a change the bundle never sees: the database package, the API, a test file', () => {
    touch('packages/db/src/index.ts');
    touch('apps/server/src/index.ts');
    touch('packages/brain/src/rules.test.ts');
    expect(start()).toBe(false);
  });

  it('follows a package the web app starts to import, as a new browser-safe package would be', () => {
    write(
      'packages/scene/package.json',
      JSON.stringify({ name: '@reklamo/scene', dependencies: { '@reklamo/contract': '*' } }),
    );
    write('packages/scene/src/index.ts', 'export {};\n');
    const web = manifest(path.join(tree, 'apps/web/package.json'));
    web.dependencies['@reklamo/scene'] = '*';
    write('apps/web/package.json', JSON.stringify(web));
    expect(start()).toBe(true);
    touch('packages/scene/src/index.ts');
    expect(start()).toBe(true);
    expect(start()).toBe(false);
  });
});
