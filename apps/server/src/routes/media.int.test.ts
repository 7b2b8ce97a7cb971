import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { media, videos } from '@reklamo/db';
import { defaultFfmpegPath } from '@reklamo/renderer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestApp['signUp']>>;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-media-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const ffmpeg = defaultFfmpegPath();

const upload = (u: User, bytes: Buffer | Uint8Array, name: string) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.request('/api/media', { method: 'POST', body: form, cookie: u.cookie });
};
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const filesOf = (u: User) => {
  const dir = path.join(t.config.dataDir, 'media', 'users', u.id, 'media');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** A 200×100 JPEG whose EXIF says "rotate 90°", with a camera model tag that must not survive. */
const rotatedJpeg = () =>
  sharp({ create: { width: 200, height: 100, channels: 3, background: '#d62828' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'SecretCam 3000' } } })
    .toBuffer();

function clip(args: string[], name: string): Buffer {
  const out = path.join(work, name);
  const r = spawnSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args, out]);
  if (r.status !== 0) throw new Error(String(r.stderr));
  return fs.readFileSync(out);
}

describe('the user media', () => {
  it('stores a photo upright and without metadata, lists it with a thumbnail, and keeps it private', async () => {
    const u = await t.signUp();
    const res = await upload(u, await rotatedJpeg(), 'cake.jpg');
    expect(res.status).toBe(201);
    const item = (await res.json()) as {
      id: string;
      kind: string;
      width: number;
      height: number;
      thumbnailUrl: string;
    };
    // EXIF orientation applied: the 200×100 photo is stored 100 wide, 200 tall.
    expect(item).toMatchObject({ kind: 'photo', width: 100, height: 200 });
    const file = await t.request(`/api/media/${item.id}/file`, { cookie: u.cookie });
    expect(file.status).toBe(200);
    const stored = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
    const thumb = await t.request(item.thumbnailUrl, { cookie: u.cookie });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const list = (await (await t.request('/api/media', { cookie: u.cookie })).json()) as {
      items: { id: string }[];
      usedBytes: number;
      allowanceBytes: number;
    };
    expect(list.items.map((i) => i.id)).toEqual([item.id]);
    expect(list.usedBytes).toBeGreaterThan(0);
    expect(list.allowanceBytes).toBe(100 * 1024 * 1024);

    // Another user sees none of it: thumbnail, file and delete are all "not found".
    const other = await t.signUp();
    for (const [p, method] of [
      [item.thumbnailUrl, 'GET'],
      [`/api/media/${item.id}/file`, 'GET'],
      [`/api/media/${item.id}`, 'DELETE'],
    ] as const) {
      const r = await t.request(p, { method, cookie: other.cookie });
      expect(r.status).toBe(404);
    }
    expect(
      ((await (await t.request('/api/media', { cookie: other.cookie })).json()) as { items: unknown[] }).items,
    ).toEqual([]);

    const del = await t.request(`/api/media/${item.id}`, { method: 'DELETE', cookie: u.cookie });
    expect(del.status).toBe(200);
    expect(filesOf(u)).toEqual([]);
    expect((await t.request(item.thumbnailUrl, { cookie: u.cookie })).status).toBe(404);
  });

  it('transcodes a clip once to an H.264 working copy with its length', async () => {
    const u = await t.signUp();
    const bytes = clip(['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '2', '-c:v', 'mpeg4'], 'src.mov');
    const res = await upload(u, bytes, 'shop.mov');
    expect(res.status).toBe(201);
    const item = (await res.json()) as { kind: string; durationSec: number; id: string };
    expect(item.kind).toBe('clip');
    expect(item.durationSec).toBeCloseTo(2, 0);
    expect(filesOf(u).sort()).toEqual([`${item.id}.mp4`, `${item.id}.thumb.jpg`]);
    // Its light and steadiness are measured once, here, for every render that uses it: 5 a second.
    const [row] = await t.db.select().from(media).where(eq(media.id, item.id));
    expect(row!.clipSamples!.length).toBeGreaterThanOrEqual(9);
    expect(row!.clipSamples!.every((s) => s.yavg > 0 && s.t >= 0 && s.t < 2.1)).toBe(true);
  });

  it('refuses every bad file with its own code, never a 500, and stores nothing', async () => {
    const u = await t.signUp();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0af' } })
      .jpeg()
      .toBuffer();
    // A PNG header claiming 50,000 × 50,000 pixels: refused from the header, never decoded.
    const huge = Buffer.from(png);
    huge.writeUInt32BE(50_000, 16);
    huge.writeUInt32BE(50_000, 20);
    const cases: [Buffer, string, string][] = [
      [Buffer.alloc(0), 'empty.jpg', 'EMPTY_FILE'],
      [Buffer.from('not a picture at all, just text'), 'photo.jpg', 'UNSUPPORTED_FILE_TYPE'],
      [png, 'photo.jpg', 'FILE_TYPE_MISMATCH'],
      [jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'cut.jpg', 'CORRUPT_FILE'],
      [huge, 'huge.png', 'IMAGE_DIMENSIONS_TOO_LARGE'],
      [
        clip(['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:a', 'aac'], 'audio.mp4'),
        'audio.mp4',
        'CLIP_NO_VIDEO',
      ],
      [
        clip(
          ['-f', 'lavfi', '-i', 'color=c=black:s=16x16:r=1', '-t', '36000', '-c:v', 'libx264', '-preset', 'ultrafast'],
          'long.mp4',
        ),
        'long.mp4',
        'CLIP_TOO_LONG',
      ],
      [
        Buffer.concat([
          clip(['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=25', '-t', '1'], 'ok.mp4').subarray(0, 2000),
        ]),
        'broken.mp4',
        'CORRUPT_FILE',
      ],
    ];
    for (const [bytes, name, code] of cases) {
      const res = await upload(u, bytes, name);
      expect.soft(res.status, name).toBeGreaterThanOrEqual(400);
      expect.soft(res.status, name).toBeLessThan(500);
      expect.soft(await errorCode(res), name).toBe(code);
    }
    expect(filesOf(u)).toEqual([]);
    expect(await t.db.select().from(media).where(eq(media.userId, u.id))).toEqual([]);
  });

  it('refuses an upload over the plan allowance and leaves nothing behind', async () => {
    const u = await t.signUp();
    // The trial keeps 100 MB; pretend all but 10 bytes are in use.
    await t.db.insert(media).values({
      userId: u.id,
      kind: 'photo',
      fileKey: `users/${u.id}/media/x.jpg`,
      thumbKey: `users/${u.id}/media/x.thumb.webp`,
      width: 1,
      height: 1,
      sizeBytes: 100 * 1024 * 1024 - 10,
    });
    const res = await upload(u, await rotatedJpeg(), 'one-more.jpg');
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('MEDIA_ALLOWANCE_EXCEEDED');
    expect(filesOf(u)).toEqual([]);
    expect((await t.db.select().from(media).where(eq(media.userId, u.id))).length).toBe(1);
  });

  it("POST /api/videos takes only the caller's own media ids, in order", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const mine = (await (await upload(u, await rotatedJpeg(), 'a.jpg')).json()) as { id: string };
    const theirs = (await (await upload(other, await rotatedJpeg(), 'b.jpg')).json()) as { id: string };
    const order = (ids: string[]) =>
      t.request('/api/videos', {
        method: 'POST',
        cookie: u.cookie,
        json: { facts: PIZZA, durationSec: 15, mediaIds: ids },
      });
    const refused = await order([mine.id, theirs.id]);
    expect(refused.status).toBe(404);
    expect(await errorCode(refused)).toBe('NOT_FOUND');
    const ok = await order([mine.id]);
    expect(ok.status).toBe(202);
    const { id } = (await ok.json()) as { id: string };
    const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.mediaIds).toEqual([mine.id]);
  });
});
