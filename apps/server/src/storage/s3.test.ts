import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@reklamo/db';
import { startLocalS3, type LocalS3 } from '../testing/s3rver.ts';
import { createS3Storage } from './s3.ts';
import { StorageUnavailableError, type Storage } from './storage.ts';

const collect = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/** `total` bytes of deterministic data in 1 MiB chunks; `failAt` makes the stream error there. */
function source(total: number, failAt?: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAt !== undefined && sent >= failAt) return this.destroy(new Error('disk read failed mid-upload'));
      if (sent >= total) return this.push(null);
      const n = Math.min(1 << 20, total - sent);
      const chunk = Buffer.alloc(n, sent / (1 << 20));
      sent += n;
      this.push(chunk);
    },
  });
}

describe('S3 storage against an S3-compatible server', () => {
  let s3: LocalS3;
  let storage: Storage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await storage.check();
  });
  afterAll(async () => {
    await storage?.close();
    await s3?.stop();
  });

  it('streams a large object in as a multipart upload and reads it back whole, by range and as a local file', async () => {
    const total = 20 * 1024 * 1024 + 123;
    const expected = await collect(source(total));
    await storage.put('users/u1/videos/v1.mp4', source(total));
    expect(await storage.size('users/u1/videos/v1.mp4')).toBe(total);
    expect(await storage.exists('users/u1/videos/v1.mp4')).toBe(true);
    const whole = await collect(storage.read('users/u1/videos/v1.mp4'));
    expect(crypto.createHash('sha256').update(whole).digest('hex')).toBe(
      crypto.createHash('sha256').update(expected).digest('hex'),
    );
    const part = await collect(
      storage.read('users/u1/videos/v1.mp4', { start: 9 * 1024 * 1024 - 2, end: 9 * 1024 * 1024 + 5 }),
    );
    expect(part).toEqual(expected.subarray(9 * 1024 * 1024 - 2, 9 * 1024 * 1024 + 6));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-s3-test-'));
    const file = await storage.toLocalFile('users/u1/videos/v1.mp4', dir);
    expect(fs.statSync(file).size).toBe(total);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a stream that fails mid-upload rejects and leaves no object behind', async () => {
    await expect(
      storage.put('users/u2/videos/broken.mp4', source(30 * 1024 * 1024, 12 * 1024 * 1024)),
    ).rejects.toThrow();
    expect(await storage.exists('users/u2/videos/broken.mp4')).toBe(false);
    expect(await storage.size('users/u2/videos/broken.mp4')).toBeNull();
  });

  it('putFile moves a file in; a missing object errors the read stream with ENOENT', async () => {
    const file = path.join(os.tmpdir(), `reklamo-s3-put-${process.pid}.jpg`);
    fs.writeFileSync(file, 'poster');
    await storage.putFile('users/u3/videos/p.jpg', file);
    expect(fs.existsSync(file)).toBe(false);
    expect((await storage.readBuffer('users/u3/videos/p.jpg')).toString()).toBe('poster');
    await expect(collect(storage.read('users/u3/videos/none.mp4'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.readBuffer('users/u3/videos/none.mp4')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it("deletePrefix removes every object of one user and nobody else's", async () => {
    for (let i = 0; i < 5; i++) await storage.put(`users/gone/media/${i}.png`, Buffer.from(`x${i}`));
    await storage.put('users/gone/avatar.png', Buffer.from('a'));
    await storage.put('users/stays/avatar.png', Buffer.from('b'));
    await storage.deletePrefix('users/gone/');
    const left: string[] = [];
    for await (const o of storage.list('users/')) left.push(o.key);
    expect(left.filter((k) => k.startsWith('users/gone/'))).toEqual([]);
    expect(left).toContain('users/stays/avatar.png');
  });

  it('says clearly why the bucket cannot be used: wrong credentials, missing bucket, unreachable endpoint', async () => {
    const base = { region: 'us-east-1', forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    // s3rver checks the key id, not v4 signatures: a key id it does not know stands for wrong credentials.
    const wrongKeys = createS3Storage({ ...base, bucket: s3.bucket, endpoint: s3.endpoint, accessKeyId: 'NOT-A-KEY' });
    await expect(wrongKeys.check()).rejects.toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    const noBucket = createS3Storage({ ...base, bucket: 'no-such-bucket', endpoint: s3.endpoint });
    await expect(noBucket.check()).rejects.toThrow(/does not exist: create it or correct S3_BUCKET/);
    const closed = `http://127.0.0.1:${await freePort()}`;
    const unreachable = createS3Storage({ ...base, bucket: s3.bucket, endpoint: closed });
    const err = await unreachable.check().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect((err as Error).message).toMatch(new RegExp(`at ${closed} is unreachable .*check S3_ENDPOINT`));
    for (const s of [wrongKeys, noBucket, unreachable]) await s.close();
  });
});

describe('storage migrate --to s3', () => {
  it('copies every disk file into the bucket, verifies checksums, and skips what is already there', async () => {
    const s3 = await startLocalS3('migrate-test');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-migrate-'));
    try {
      const { createDiskStorage } = await import('./storage.ts');
      const disk = createDiskStorage(path.join(dataDir, 'media'));
      await disk.put('users/a/videos/v.mp4', source(6 * 1024 * 1024 + 7));
      await disk.put('users/a/avatar.png', Buffer.from('png'));
      await disk.put('users/b/brand/logo.svg', Buffer.from('<svg/>'));
      const { run } = await import('../cli/storage.ts');
      const env = { DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40), ...s3.env };
      expect(await run(['migrate', '--to', 's3'], { env })).toMatchObject({
        copied: 3,
        skipped: 0,
        verified: 3,
        failed: [],
      });
      const target = createS3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      expect(await target.size('users/a/videos/v.mp4')).toBe(6 * 1024 * 1024 + 7);
      expect((await target.readBuffer('users/b/brand/logo.svg')).toString()).toBe('<svg/>');
      await target.close();
      expect(await run(['migrate', '--to', 's3'], { env })).toMatchObject({ copied: 0, skipped: 3, verified: 3 });
    } finally {
      await s3.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
