/**
 * Upload work runs in the API's media child. When the child crashes or hangs on a file, the
 * upload fails as a broken file would (the same error code, so the same Bulgarian message), nothing
 * is left behind, and the next upload gets a fresh child.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { media } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../testing/poll.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CRASHING_WIDTH, HANGING_WIDTH } from '../testing/faulty-media-child.ts';
import { createMediaChild, useMediaChild, type MediaChild } from './client.ts';

const FAULTY_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), '../testing/faulty-media-child.ts');

let t: TestApp;
let child: MediaChild;
let restore: () => void;
let closed = false;
beforeAll(async () => {
  t = await createTestApp();
  child = createMediaChild({ entry: FAULTY_ENTRY, budgetMs: 3000 });
  restore = useMediaChild(child);
});
afterAll(async () => {
  if (!closed) await t.close();
  await child.stop();
  restore();
});

type User = Awaited<ReturnType<TestApp['signUp']>>;
const upload = (p: string, u: User, bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.request(p, { method: 'POST', body: form, cookie: u.cookie });
};
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const jpeg = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .toBuffer();
const png = (width: number) =>
  sharp({ create: { width, height: 300, channels: 4, background: '#2e86c1' } })
    .png()
    .toBuffer();
const storedFiles = (u: User) => {
  const dir = path.join(t.config.dataDir, 'media', 'users', u.id, 'media');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('the media child failing', () => {
  it('a photo that crashes the child is refused as a corrupt file, and the next photo is made by a new child', async () => {
    const u = await t.signUp();
    const crashed = await upload('/api/media', u, await jpeg(CRASHING_WIDTH), 'срив.jpg');
    expect(crashed.status).toBe(422);
    expect(await errorCode(crashed)).toBe('CORRUPT_FILE');
    expect(storedFiles(u)).toEqual([]);
    expect(await t.db.select().from(media).where(eq(media.userId, u.id))).toEqual([]);
    expect(child.pid()).toBeUndefined();

    const ok = await upload('/api/media', u, await jpeg(640), 'витрина.jpg');
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { width: number }).width).toBe(640);
    expect(child.pid()).toBeDefined();
  });

  it('a photo the child hangs on is refused as a corrupt file once its time is up; the hung child is killed and replaced', async () => {
    const u = await t.signUp();
    const before = child.pid();
    const hung = await upload('/api/media', u, await jpeg(HANGING_WIDTH), 'виси.jpg');
    expect(hung.status).toBe(422);
    expect(await errorCode(hung)).toBe('CORRUPT_FILE');
    expect(storedFiles(u)).toEqual([]);
    // The hung child is killed (a zombie until reaped counts as gone).
    const alive = (pid: number) =>
      fs.existsSync(`/proc/${pid}`) && !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    expect(before).toBeDefined();
    expect(
      await until(
        () => alive(before!),
        (a) => !a,
        10_000,
        50,
      ),
    ).toBe(false);

    expect((await upload('/api/media', u, await jpeg(640), 'витрина.jpg')).status).toBe(201);
    expect(child.pid()).not.toBe(before);
  });

  it('an avatar that crashes the child is refused as an image that cannot be used; the old avatar stays', async () => {
    const u = await t.signUp();
    expect((await upload('/api/settings/avatar', u, await png(400), 'аз.png')).status).toBe(200);
    const first = await t.request('/api/settings/avatar', { cookie: u.cookie });
    const crashed = await upload('/api/settings/avatar', u, await png(CRASHING_WIDTH), 'срив.png');
    expect(crashed.status).toBe(422);
    expect(await errorCode(crashed)).toBe('INVALID_IMAGE');
    expect(Buffer.from(await (await t.request('/api/settings/avatar', { cookie: u.cookie })).arrayBuffer())).toEqual(
      Buffer.from(await first.arrayBuffer()),
    );
  });

  it('the app stopping ends the child', async () => {
    const u = await t.signUp();
    expect((await upload('/api/media', u, await jpeg(320), 'малка.jpg')).status).toBe(201);
    const pid = child.pid();
    expect(pid).toBeDefined();
    await t.close();
    closed = true;
    expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
    expect(child.pid()).toBeUndefined();
  });
});
