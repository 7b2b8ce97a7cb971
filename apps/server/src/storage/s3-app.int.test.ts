import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users, videos } from '@reklamo/db';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderFn } from '../jobs/render-video.job.ts';
import { PIZZA } from '../testing/fixtures.ts';
import { startLocalS3, type LocalS3 } from '../testing/s3rver.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeTinyMp4 } from '../testing/tiny-mp4.ts';
import { until } from '../testing/poll.ts';

/** Every file under a directory (recursively). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

// A stand-in renderer (the real one is covered by the multi-node test): a tiny real MP4, since the
// worker makes the player's preview rendition from it.
let beforeStoring: () => Promise<void> = async () => {};
const fakeRender: RenderFn = async (_brief, opts) => {
  writeTinyMp4(opts.outPath);
  const posterPath = opts.posterPath ?? opts.outPath.replace(/\.mp4$/, '.jpg');
  fs.writeFileSync(posterPath, Buffer.from('poster'));
  await beforeStoring();
  return { videoPath: opts.outPath, posterPath, sizeBytes: fs.statSync(opts.outPath).size, durationSec: 15 };
};

describe('STORAGE=s3: the app keeps every medium in the bucket', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({ ...s3.env }, { worker: true, render: fakeRender });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const row = (id: string) =>
    t.db
      .select()
      .from(videos)
      .where(eq(videos.id, id))
      .then((r) => r[0]!);
  async function renderOne() {
    const u = await t.signUp();
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, durationSec: 15 },
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const v = await until(
      () => row(id),
      (r) => r.status === 'completed' || r.status === 'failed',
    );
    return { u, id, v };
  }

  it('a rendered video is stored in the bucket and played with HTTP Range through the owner check; nothing on local disk', async () => {
    const { u, id, v } = await renderOne();
    expect(v.status).toBe('completed');
    // The player streams the preview rendition, from the bucket.
    const preview = await t.deps.storage.readBuffer(v.previewKey!);
    const range = await t.request(`/api/videos/${id}/stream`, {
      cookie: u.cookie,
      headers: { Range: 'bytes=100-199' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${preview.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(preview.subarray(100, 200));
    const other = await t.signUp();
    expect(
      (await t.request(`/api/videos/${id}/stream`, { cookie: other.cookie, headers: { Range: 'bytes=0-9' } })).status,
    ).toBe(404);
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
    expect(await t.deps.storage.size(v.videoKey!)).toBe(v.sizeBytes);
  });

  it('an avatar upload goes to the bucket and is served from it', async () => {
    const u = await t.signUp();
    const c = createCanvas(64, 48);
    c.getContext('2d').fillRect(0, 0, 64, 48);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await c.encode('png'))], 'me.png'));
    expect((await t.request('/api/settings/avatar', { method: 'POST', body: form, cookie: u.cookie })).status).toBe(
      200,
    );
    const keys: string[] = [];
    for await (const o of t.deps.storage.list(`users/${u.id}/`)) keys.push(o.key);
    expect(keys).toHaveLength(1);
    const res = await t.request('/api/settings/avatar', { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await t.deps.storage.readBuffer(keys[0]!));
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
  });

  it('a resumable photo upload keeps its chunks in the bucket until complete, then only the photo and its thumbnail', async () => {
    const u = await t.signUp();
    const c = createCanvas(400, 300);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#e11d48';
    ctx.fillRect(0, 0, 400, 300);
    const png = Buffer.from(await c.encode('png'));
    const start = await t.request('/api/media/uploads', {
      method: 'POST',
      cookie: u.cookie,
      json: { name: 'торта.png', size: png.length },
    });
    expect(start.status).toBe(201);
    const { id } = (await start.json()) as { id: string };
    const half = Math.ceil(png.length / 2);
    const keys = async () => {
      const all: string[] = [];
      for await (const o of t.deps.storage.list(`users/${u.id}/`)) all.push(o.key);
      return all;
    };
    for (const [from, to] of [
      [0, half],
      [half, png.length],
    ] as const) {
      const res = await t.request(`/api/media/uploads/${id}`, {
        method: 'PATCH',
        cookie: u.cookie,
        body: new Uint8Array(png.subarray(from, to)),
        headers: {
          'Content-Type': 'application/offset+octet-stream',
          'Content-Range': `bytes ${from}-${to - 1}/${png.length}`,
        },
      });
      expect(res.status).toBe(200);
    }
    expect((await keys()).filter((k) => k.includes('/uploads/'))).toHaveLength(2);
    const done = await t.request(`/api/media/uploads/${id}/complete`, { method: 'POST', cookie: u.cookie });
    expect(done.status).toBe(201);
    const item = (await done.json()) as { id: string; kind: string };
    expect(item.kind).toBe('photo');
    expect((await keys()).sort()).toEqual([
      `users/${u.id}/media/${item.id}.png`,
      `users/${u.id}/media/${item.id}.thumb.webp`,
    ]);
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
  });

  it('an object missing for an existing row answers 404 and is logged', async () => {
    const { u, id, v } = await renderOne();
    await t.deps.storage.delete(v.previewKey!);
    const res = await t.request(`/api/videos/${id}/stream`, { cookie: u.cookie });
    expect(res.status).toBe(404);
    expect(t.logs.some((l) => l.includes('stored file missing for an existing row') && l.includes(v.previewKey!))).toBe(
      true,
    );
  });

  it("deleting the account deletes the user's objects in the bucket", async () => {
    const { u, v } = await renderOne();
    const keep = await renderOne();
    const prefix = `users/${u.id}/`;
    const before: string[] = [];
    for await (const o of t.deps.storage.list(prefix)) before.push(o.key);
    expect(before).toContain(v.videoKey);
    const res = await t.request('/api/settings/account', {
      method: 'DELETE',
      cookie: u.cookie,
      json: { confirm: 'DELETE' },
    });
    expect(res.status).toBe(200);
    const after: string[] = [];
    for await (const o of t.deps.storage.list(prefix)) after.push(o.key);
    expect(after).toEqual([]);
    expect(await t.deps.storage.exists(keep.v.videoKey!)).toBe(true);
  });

  it('deleting a re-rendered video leaves none of its objects in the bucket, the previews of both versions too', async () => {
    const { u, id } = await renderOne();
    expect((await t.request(`/api/videos/${id}/render`, { method: 'POST', cookie: u.cookie })).status).toBe(202);
    await until(
      () => row(id),
      (r) => r.version === 2 && (r.status === 'completed' || r.status === 'failed'),
    );
    const objects = async () => {
      const out: string[] = [];
      for await (const o of t.deps.storage.list(`users/${u.id}/videos/`)) if (o.key.includes(id)) out.push(o.key);
      return out;
    };
    expect((await objects()).filter((k) => k.endsWith('.preview.mp4'))).toHaveLength(2);
    expect((await t.request(`/api/videos/${id}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(204);
    expect(await objects()).toEqual([]);
  });

  it('the bucket failing while the render is stored fails that video with STORAGE_FAILED and gives the generation back', async () => {
    // This one upload fails the way a lost connection to the bucket does.
    const real = t.deps.storage.putFile;
    beforeStoring = async () => {
      t.deps.storage.putFile = async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1'), { code: 'ECONNREFUSED' });
      };
    };
    try {
      const { u, v } = await renderOne();
      expect(v).toMatchObject({ status: 'failed', errorCode: 'STORAGE_FAILED', videoKey: null });
      const [user] = await t.db.select().from(users).where(eq(users.id, u.id));
      expect(user!.freeGenerationsUsed).toBe(0);
    } finally {
      beforeStoring = async () => {};
      t.deps.storage.putFile = real;
    }
  });
});
