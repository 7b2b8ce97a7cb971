import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { media } from '@reklamo/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../http/upload-stream.ts';
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

const partHead = (name: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
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
  t.request('/api/media', { method: 'POST', cookie: u.cookie, body: body instanceof Buffer ? new Uint8Array(body) : body, headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers }, duplex: 'half' } as RequestInit);

describe('streamed media uploads', () => {
  it('stops reading a photo at 20 MB and a clip at 200 MB as the bytes arrive: 413, no temp file, no row', async () => {
    const u = await t.signUp();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toBuffer();
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
      headers: { Origin: t.config.publicUrl, Cookie: u.cookie, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': String(50 * MB) },
    });
    req.on('error', () => {});
    req.write(Buffer.concat([partHead('shop.mp4'), mp4Head(), Buffer.alloc(4 * MB, 0x62)]));
    // Wait until the server has the upload on disk, then go away mid-body.
    while (!tempFiles().some((f) => fs.statSync(path.join(uploadTempDir(t.config.dataDir), f)).size > MB)) await new Promise((r) => setTimeout(r, 50));
    req.destroy();
    while (tempFiles().length > 0) await new Promise((r) => setTimeout(r, 50));
    expect(tempFiles()).toEqual([]);
    expect(storedFiles(u)).toEqual([]);
    expect(await rowsOf(u)).toEqual([]);
    // And it keeps serving: the same user's next upload over the socket works.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a0' } }).jpeg().toBuffer())], 'ok.jpg'));
    const ok = await fetch(`http://127.0.0.1:${port}/api/media`, { method: 'POST', body: form, headers: { Origin: t.config.publicUrl, Cookie: u.cookie } });
    expect(ok.status).toBe(201);
    expect((await rowsOf(u)).length).toBe(1);
    expect(tempFiles()).toEqual([]);
  }, 120_000);

  it('a multipart body cut short (truncated, no closing boundary) is refused with nothing stored', async () => {
    const u = await t.signUp();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#00f' } }).jpeg().toBuffer();
    const res = await post(u, Buffer.concat([partHead('cut.jpg'), jpeg]));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(tempFiles()).toEqual([]);
    expect(storedFiles(u)).toEqual([]);
    expect(await rowsOf(u)).toEqual([]);
  });
});
