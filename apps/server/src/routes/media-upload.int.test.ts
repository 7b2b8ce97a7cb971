import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { media, mediaUploads } from '@reklamo/db';
import { defaultFfmpegPath } from '@reklamo/renderer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../http/upload-stream.ts';
import { sweepIdleUploads } from '../services/media-upload.service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let server: ReturnType<typeof serve>;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

type User = Awaited<ReturnType<TestApp['signUp']>>;
const MB = 1024 * 1024;
const BOUNDARY = '----reklamo-test-boundary';
const tempFiles = () => {
  const dir = uploadTempDir(t.config.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const storedFiles = (u: User) => {
  const dir = path.join(t.config.dataDir, 'media', 'users', u.id, 'media');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const rowsOf = (u: User) => t.db.select().from(media).where(eq(media.userId, u.id));
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

const partHead = (name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
/** The first bytes of an MP4 (an `ftyp` box), then filler. */
const mp4Head = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

/**
 * A multipart body sent in chunks without a Content-Length (so only the streaming count can stop
 * it): `head`, then `total` bytes of filler. `pulled` says how much of it the server asked for.
 */
function chunkedBody(name: string, head: Buffer, total: number) {
  let sent = 0;
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(new Uint8Array(Buffer.concat([partHead(name), head])));
        sent = head.length;
        return;
      }
      if (sent >= total) {
        controller.enqueue(new Uint8Array(partTail));
        controller.close();
        return;
      }
      const n = Math.min(256 * 1024, total - sent);
      sent += n;
      state.pulled = sent;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  return { body, state };
}

const post = (u: User, body: ReadableStream<Uint8Array> | Buffer, headers: Record<string, string> = {}) =>
  t.request('/api/media', {
    method: 'POST',
    cookie: u.cookie,
    body: body instanceof Buffer ? new Uint8Array(body) : body,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    duplex: 'half',
  } as RequestInit);

describe('streamed media uploads', () => {
  it('stops reading a photo at 20 MB and a clip at 200 MB as the bytes arrive: 413, no temp file, no row', async () => {
    const u = await t.signUp();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const photo = chunkedBody('big.png', png, 60 * MB);
    const res = await post(u, photo.body);
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('MEDIA_FILE_TOO_LARGE');
    // Refused at the photo limit by its first bytes, long before the 60 MB were sent.
    expect(photo.state.pulled).toBeLessThan(25 * MB);
    expect(photo.state.pulled).toBeGreaterThan(19 * MB);

    const clip = chunkedBody('big.mp4', mp4Head(), 210 * MB);
    const res2 = await post(u, clip.body);
    expect(res2.status).toBe(413);
    expect(await errorCode(res2)).toBe('MEDIA_FILE_TOO_LARGE');
    expect(clip.state.pulled).toBeLessThan(205 * MB);

    // A declared length over the ceiling is refused before a byte is read.
    const declared = chunkedBody('big.mp4', mp4Head(), 300 * MB);
    const res3 = await post(u, declared.body, { 'Content-Length': String(300 * MB) });
    expect(res3.status).toBe(413);
    expect(declared.state.pulled).toBe(0);

    expect(tempFiles()).toEqual([]);
    expect(storedFiles(u)).toEqual([]);
    expect(await rowsOf(u)).toEqual([]);
  }, 120_000);

  it('a client that disconnects mid-upload leaves nothing: no temp file, no stored file, no row', async () => {
    const u = await t.signUp();
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/media',
      method: 'POST',
      headers: {
        Origin: t.config.publicUrl,
        Cookie: u.cookie,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(50 * MB),
      },
    });
    req.on('error', () => {});
    req.write(Buffer.concat([partHead('shop.mp4'), mp4Head(), Buffer.alloc(4 * MB, 0x62)]));
    // Wait until the server has the upload on disk, then go away mid-body.
    while (!tempFiles().some((f) => fs.statSync(path.join(uploadTempDir(t.config.dataDir), f)).size > MB))
      await new Promise((r) => setTimeout(r, 50));
    req.destroy();
    while (tempFiles().length > 0) await new Promise((r) => setTimeout(r, 50));
    expect(tempFiles()).toEqual([]);
    expect(storedFiles(u)).toEqual([]);
    expect(await rowsOf(u)).toEqual([]);
    // And it keeps serving: the same user's next upload over the socket works.
    const form = new FormData();
    form.append(
      'file',
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a0' } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        'витрина.jpg',
      ),
    );
    const ok = await fetch(`http://127.0.0.1:${port}/api/media`, {
      method: 'POST',
      body: form,
      headers: { Origin: t.config.publicUrl, Cookie: u.cookie },
    });
    expect(ok.status).toBe(201);
    // The browser sends the name as UTF-8: it is kept as the user wrote it.
    expect(((await ok.json()) as { originalName: string }).originalName).toBe('витрина.jpg');
    expect((await rowsOf(u)).length).toBe(1);
    expect(tempFiles()).toEqual([]);
  }, 120_000);

  it('a multipart body cut short (truncated, no closing boundary) is refused with nothing stored', async () => {
    const u = await t.signUp();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#00f' } })
      .jpeg()
      .toBuffer();
    const res = await post(u, Buffer.concat([partHead('cut.jpg'), jpeg]));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(tempFiles()).toEqual([]);
    expect(storedFiles(u)).toEqual([]);
    expect(await rowsOf(u)).toEqual([]);
  });
});

const chunksOf = (u: User) => {
  const dir = path.join(t.config.dataDir, 'media', 'users', u.id, 'uploads');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile())
    : [];
};
const json = async <T>(res: Response) => (await res.json()) as T;
type State = { id: string; size: number; offset: number; chunkBytes: number };

function testClip(): Buffer {
  const out = path.join(t.config.dataDir, 'clip-src.mp4');
  // Noise compresses badly: a few hundred KB for three seconds, enough for several chunks.
  const r = spawnSync(defaultFfmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x240:rate=25,noise=alls=60:allf=t',
    '-t',
    '3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '18',
    out,
  ]);
  if (r.status !== 0) throw new Error(String(r.stderr));
  return fs.readFileSync(out);
}

const start = (u: User, name: string, size: number) =>
  t.request('/api/media/uploads', { method: 'POST', cookie: u.cookie, json: { name, size } });
const sendChunk = (
  u: User,
  id: string,
  bytes: Buffer,
  from: number,
  total: number,
  body: BodyInit = new Uint8Array(bytes),
) =>
  t.request(`/api/media/uploads/${id}`, {
    method: 'PATCH',
    cookie: u.cookie,
    body,
    headers: {
      'Content-Type': 'application/offset+octet-stream',
      'Content-Range': `bytes ${from}-${from + bytes.length - 1}/${total}`,
    },
    duplex: 'half',
  } as RequestInit);

describe('resumable media uploads', () => {
  it("a clip sent in chunks survives a dropped chunk, resumes from the server's offset, and shows only when complete", async () => {
    const u = await t.signUp();
    const bytes = testClip();
    const size = bytes.length;
    const third = Math.ceil(size / 3);
    const started = await start(u, 'магазин.mp4', size);
    expect(started.status).toBe(201);
    const { id, offset } = await json<State>(started);
    expect(offset).toBe(0);

    expect((await sendChunk(u, id, bytes.subarray(0, third), 0, size)).status).toBe(200);
    // The second chunk's connection drops half-way: the body ends short of its Content-Range.
    const half = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(bytes.subarray(third, third + Math.floor(third / 2))));
        c.close();
      },
    });
    const dropped = await sendChunk(u, id, bytes.subarray(third, 2 * third), third, size, half);
    expect(dropped.status).toBe(400);
    expect(await errorCode(dropped)).toBe('UPLOAD_INTERRUPTED');
    // The server still counts only the first chunk, and says so.
    expect((await json<State>(await t.request(`/api/media/uploads/${id}`, { cookie: u.cookie }))).offset).toBe(third);
    // A chunk sent at the wrong offset is refused with the offset to go on from.
    const wrong = await sendChunk(u, id, bytes.subarray(2 * third), 2 * third, size);
    expect(wrong.status).toBe(409);
    expect(await json<{ error: { code: string; details: { offset: number } } }>(wrong)).toMatchObject({
      error: { code: 'UPLOAD_OFFSET_MISMATCH', details: { offset: third } },
    });
    expect((await sendChunk(u, id, bytes.subarray(third, 2 * third), third, size)).status).toBe(200);

    // Not complete yet: nothing in the list, and completing is refused.
    const early = await t.request(`/api/media/uploads/${id}/complete`, { method: 'POST', cookie: u.cookie });
    expect(early.status).toBe(409);
    expect(await errorCode(early)).toBe('UPLOAD_INCOMPLETE');
    expect((await json<{ items: unknown[] }>(await t.request('/api/media', { cookie: u.cookie }))).items).toEqual([]);
    // Another user cannot see or add to it.
    const other = await t.signUp();
    expect((await t.request(`/api/media/uploads/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await sendChunk(other, id, bytes.subarray(2 * third), 2 * third, size)).status).toBe(404);

    const last = await sendChunk(u, id, bytes.subarray(2 * third), 2 * third, size);
    expect((await json<State>(last)).offset).toBe(size);
    const done = await t.request(`/api/media/uploads/${id}/complete`, { method: 'POST', cookie: u.cookie });
    expect(done.status).toBe(201);
    const item = await json<{ id: string; kind: string; durationSec: number; originalName: string }>(done);
    expect(item).toMatchObject({ kind: 'clip', originalName: 'магазин.mp4' });
    expect(item.durationSec).toBeCloseTo(3, 0);
    expect(
      (await json<{ items: { id: string }[] }>(await t.request('/api/media', { cookie: u.cookie }))).items.map(
        (i) => i.id,
      ),
    ).toEqual([item.id]);
    // The chunks, the upload row and the temp files are gone.
    expect(chunksOf(u)).toEqual([]);
    expect(await t.db.select().from(mediaUploads).where(eq(mediaUploads.userId, u.id))).toEqual([]);
    expect(tempFiles()).toEqual([]);
    expect((await t.request(`/api/media/uploads/${id}`, { cookie: u.cookie })).status).toBe(404);
  }, 120_000);

  it('a completed upload that is not a valid file is refused like a direct one, leaving nothing behind', async () => {
    const u = await t.signUp();
    const junk = Buffer.concat([mp4Head(), Buffer.alloc(200_000, 0x41)]);
    const { id } = await json<State>(await start(u, 'junk.mp4', junk.length));
    expect((await sendChunk(u, id, junk, 0, junk.length)).status).toBe(200);
    const res = await t.request(`/api/media/uploads/${id}/complete`, { method: 'POST', cookie: u.cookie });
    expect(res.status).toBe(422);
    expect(await errorCode(res)).toBe('CORRUPT_FILE');
    expect(chunksOf(u)).toEqual([]);
    expect(storedFiles(u)).toEqual([]);
    expect(await rowsOf(u)).toEqual([]);
    expect(await t.db.select().from(mediaUploads).where(eq(mediaUploads.userId, u.id))).toEqual([]);
  }, 60_000);

  it('unfinished uploads hold room of the allowance: a trial account cannot park more than one full-size clip, and the parked bytes show as used', async () => {
    const u = await t.signUp();
    const first = await json<State>(await start(u, 'one.mp4', 200 * MB));
    // A second 200 MB clip would park 400 MB on a 100 MB account: refused before a byte is sent.
    const second = await start(u, 'two.mp4', 200 * MB);
    expect(second.status).toBe(413);
    expect(await errorCode(second)).toBe('MEDIA_ALLOWANCE_EXCEEDED');
    expect((await start(u, 'small.mp4', 1 * MB)).status).toBe(413);
    const chunk = Buffer.concat([mp4Head(), Buffer.alloc(3 * MB)]);
    expect((await sendChunk(u, first.id, chunk, 0, 200 * MB)).status).toBe(200);
    expect((await json<{ usedBytes: number }>(await t.request('/api/media', { cookie: u.cookie }))).usedBytes).toBe(
      chunk.length,
    );
    // Giving it up frees the room at once.
    expect(
      (await t.request(`/api/media/uploads/${first.id}`, { method: 'DELETE', cookie: u.cookie })).status,
    ).toBeLessThan(300);
    expect((await json<{ usedBytes: number }>(await t.request('/api/media', { cookie: u.cookie }))).usedBytes).toBe(0);
    const again = await json<State>(await start(u, 'two.mp4', 200 * MB));
    expect((await sendChunk(u, again.id, chunk, 0, 200 * MB)).status).toBe(200);
    // Left alone for more than six hours, it goes with its chunks when the owner starts the next one.
    await t.db
      .update(mediaUploads)
      .set({ updatedAt: new Date(Date.now() - 7 * 3600 * 1000) })
      .where(eq(mediaUploads.id, again.id));
    expect((await start(u, 'three.mp4', 200 * MB)).status).toBe(201);
    expect(chunksOf(u)).toEqual([]);
    expect((await t.request(`/api/media/uploads/${again.id}`, { cookie: u.cookie })).status).toBe(404);
  }, 60_000);

  it('ten uploads at once are the most one account may have open', async () => {
    const u = await t.signUp();
    const res = await Promise.all(Array.from({ length: 12 }, (_, i) => start(u, `p${i}.jpg`, 1 * MB)));
    expect(res.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), 429, 429]);
  }, 60_000);

  it('refuses a start over the clip limit and a chunk over the chunk size; an idle upload is swept with its chunks', async () => {
    const u = await t.signUp();
    const big = await start(u, 'huge.mp4', 201 * MB);
    expect(big.status).toBe(400);
    // The start request is JSON: a chunked body that never ends is cut off, not buffered.
    const endless = new ReadableStream<Uint8Array>({ pull: (c) => c.enqueue(new Uint8Array(64 * 1024).fill(0x20)) });
    const flood = await t.request('/api/media/uploads', {
      method: 'POST',
      cookie: u.cookie,
      body: endless,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(flood.status).toBe(413);
    const { id } = await json<State>(await start(u, 'slow.mp4', 20 * MB));
    const overChunk = await t.request(`/api/media/uploads/${id}`, {
      method: 'PATCH',
      cookie: u.cookie,
      body: new Uint8Array(9 * MB),
      headers: {
        'Content-Type': 'application/offset+octet-stream',
        'Content-Range': `bytes 0-${9 * MB - 1}/${20 * MB}`,
      },
    });
    expect(overChunk.status).toBe(413);
    expect((await sendChunk(u, id, Buffer.concat([mp4Head(), Buffer.alloc(1000)]), 0, 20 * MB)).status).toBe(200);
    expect(chunksOf(u).length).toBe(1);
    // Nobody came back for it: a day later the sweep removes it.
    await t.db
      .update(mediaUploads)
      .set({ updatedAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(mediaUploads.id, id));
    expect(await sweepIdleUploads(t.db, t.deps.storage)).toBeGreaterThanOrEqual(1);
    expect(chunksOf(u)).toEqual([]);
    expect((await t.request(`/api/media/uploads/${id}`, { cookie: u.cookie })).status).toBe(404);
  }, 60_000);
});
