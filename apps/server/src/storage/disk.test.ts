import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createDiskStorage, StorageUnavailableError } from './storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-disk-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('disk storage (the methods S3 also has)', () => {
  const storage = createDiskStorage(path.join(root, 'media'));

  it('exists, toLocalFile, list and deletePrefix', async () => {
    await storage.put('users/a/videos/v.mp4', Readable.from([Buffer.from('video')]));
    await storage.put('users/a/avatar.webp', Buffer.from('a'));
    await storage.put('users/b/avatar.webp', Buffer.from('b'));
    expect(await storage.exists('users/a/videos/v.mp4')).toBe(true);
    expect(await storage.exists('users/a/videos/none.mp4')).toBe(false);
    const file = await storage.toLocalFile('users/a/videos/v.mp4', os.tmpdir());
    expect(fs.readFileSync(file, 'utf8')).toBe('video');
    await expect(storage.toLocalFile('users/a/none.mp4', os.tmpdir())).rejects.toMatchObject({ code: 'ENOENT' });
    const all: string[] = [];
    for await (const o of storage.list('')) all.push(`${o.key}:${o.size}`);
    expect(all).toEqual(['users/a/avatar.webp:1', 'users/a/videos/v.mp4:5', 'users/b/avatar.webp:1']);
    await storage.deletePrefix('users/a/');
    const left: string[] = [];
    for await (const o of storage.list('users/')) left.push(o.key);
    expect(left).toEqual(['users/b/avatar.webp']);
  });

  it('check() refuses a media directory it cannot create', async () => {
    const blocker = path.join(root, 'file');
    fs.writeFileSync(blocker, 'x');
    await expect(createDiskStorage(path.join(blocker, 'media')).check()).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});

describe('storage configuration', () => {
  it('STORAGE=s3 needs a bucket, and a key id needs its secret', () => {
    const err = (() => {
      try {
        loadConfig({ DATA_DIR: root, STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIA' });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).variables).toEqual(['S3_BUCKET', 'S3_SECRET_ACCESS_KEY']);
    expect(
      loadConfig({ DATA_DIR: root, STORAGE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' }),
    ).toMatchObject({ STORAGE: 's3', S3_FORCE_PATH_STYLE: true, S3_REGION: 'us-east-1' });
  });
});
