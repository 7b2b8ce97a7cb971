import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RENDER_WORK_PREFIX, STOCK_WORK_PREFIX, sweepRenderWorkDirs } from './work-dirs.ts';

const HOUR = 60 * 60 * 1000;

// A temp root of the test's own stands in for os.tmpdir(): the real one is never swept.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'reklamo-sweep-test-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Sets a path's mtime `ageMs` into the past. */
async function age(path: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
  return path;
}

/** A dir made the way renders make theirs (mkdtemp), with a partial video in it, last touched `ageMs` ago. */
async function workDir(prefix: string, ageMs: number) {
  const dir = await mkdtemp(join(root, prefix));
  await writeFile(join(dir, 'video.mp4'), 'partial');
  return age(dir, ageMs);
}

describe('sweepRenderWorkDirs', () => {
  it('removes only render work dirs older than the age: fresh ones, the emoji cache and look-alikes stay', async () => {
    const oldRender = await workDir(RENDER_WORK_PREFIX, 7 * HOUR);
    const oldStock = await workDir(STOCK_WORK_PREFIX, 7 * HOUR);
    const fresh = await workDir(RENDER_WORK_PREFIX, 10 * 60 * 1000);
    const emojiCache = join(root, 'reklamo-fluent-emoji-1');
    await mkdir(emojiCache);
    await age(emojiCache, 7 * HOUR);
    const testDir = await workDir('reklamo-render-test-', 7 * HOUR);
    const unrelated = await workDir('something-else-', 7 * HOUR);
    // A file with a work dir's name is no dir a render made.
    const file = join(root, `${RENDER_WORK_PREFIX}abc123`);
    await writeFile(file, 'x');
    await age(file, 7 * HOUR);

    expect(await sweepRenderWorkDirs(root, { olderThanMs: 6 * HOUR })).toEqual({ removed: 2, failed: 0 });

    expect(existsSync(oldRender)).toBe(false);
    expect(existsSync(oldStock)).toBe(false);
    for (const kept of [fresh, emojiCache, testDir, unrelated, file]) expect(existsSync(kept)).toBe(true);
  });

  it('removes at most `max` per call and the rest on the next', async () => {
    for (let i = 0; i < 3; i++) await workDir(RENDER_WORK_PREFIX, 7 * HOUR);

    expect(await sweepRenderWorkDirs(root, { olderThanMs: 6 * HOUR, max: 2 })).toEqual({ removed: 2, failed: 0 });
    expect(await sweepRenderWorkDirs(root, { olderThanMs: 6 * HOUR, max: 2 })).toEqual({ removed: 1, failed: 0 });
  });

  it('rejects when the root cannot be read, for the caller to log', async () => {
    await expect(sweepRenderWorkDirs(join(root, 'missing'), { olderThanMs: HOUR })).rejects.toThrow();
  });
});
