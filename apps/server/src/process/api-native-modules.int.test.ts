/**
 * The API process answers pages and requests; it never renders. The renderer's native canvas
 * (Skia, ~100 MB mapped) and sharp (libvips) belong to the worker and to the API's media child:
 * an API that imported the renderer for a constant carried both from its start, and one that
 * decoded uploads itself took them in with its first photo. This holds the line where it is
 * visible, in the shared objects the running process has mapped.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { freePort, media, subscriptions, users } from '@reklamo/db';
import { createTestDatabase, type TestDatabase } from '@reklamo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, spawnRole, waitForHttp, type RoleProcess } from '../testing/processes.ts';

/** The native modules (Node addons) a process has mapped, by file name. */
const nativeModules = (pid: number) =>
  [...new Set(fs.readFileSync(`/proc/${pid}/maps`, 'utf8').match(/[^/\s]+\.node$/gm) ?? [])].sort();
const RENDERING_ADDONS = /skia|canvas|sharp|vips/i;

describe('the API role loads no rendering addon', () => {
  let database: TestDatabase;
  let api: RoleProcess;
  let worker: RoleProcess;
  let apiUrl: string;
  let workerHealth: string;
  let mediaChildPid: number | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-api-addons-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    const common = {
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      AUTH_SECRET: 'api-addons-secret-api-addons-secret-42',
      LOG_LEVEL: 'info',
      BILLING_CLOCK_INTERVAL_SEC: '0',
    };
    const [apiPort, workerPort] = [await freePort(), await freePort()];
    apiUrl = `http://127.0.0.1:${apiPort}`;
    workerHealth = `http://127.0.0.1:${workerPort}/health`;
    api = spawnRole(
      'api',
      'api',
      { ...common, PORT: String(apiPort) },
      path.join(ROOT, '.test-data', 'api-addons-api.log'),
    );
    worker = spawnRole(
      'worker',
      'worker',
      { ...common, WORKER_PORT: String(workerPort) },
      path.join(ROOT, '.test-data', 'api-addons-worker.log'),
    );
    await Promise.all([waitForHttp(`${apiUrl}/api/health`, api), waitForHttp(workerHealth, worker)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([api?.stop('SIGTERM', 15_000), worker?.stop('SIGTERM', 15_000)]);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is up and answering with neither the canvas nor sharp mapped', async () => {
    expect((await fetch(`${apiUrl}/api/health`)).status).toBe(200);
    const mapped = nativeModules(api.pid);
    expect(
      mapped.filter((m) => RENDERING_ADDONS.test(m)),
      `the API mapped ${mapped.join(', ')}`,
    ).toEqual([]);
  });

  it('photos, avatars, logos and fonts uploaded through it are made by its media child, not in it', async () => {
    const rssAtStart = api.memory()?.rssMb;
    const request = (p: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
      const headers = new Headers(init.headers);
      headers.set('Origin', 'http://localhost:3000');
      if (init.json !== undefined) headers.set('Content-Type', 'application/json');
      if (init.cookie) headers.set('Cookie', init.cookie);
      return fetch(`${apiUrl}${p}`, {
        ...init,
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
    };
    const email = `addons${Date.now()}@example.bg`;
    expect(
      (
        await request('/api/auth/sign-up/email', {
          method: 'POST',
          json: { name: 'Мария Иванова', email, password: 'correct-horse-42' },
        })
      ).status,
    ).toBe(200);
    const signIn = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'correct-horse-42' },
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    // Logos and fonts are a Brand Kit, which a paid plan has.
    await database.db.update(users).set({ subscriptionStatus: 'pro' }).where(eq(users.id, user!.id));
    await database.db
      .insert(subscriptions)
      .values({ userId: user!.id, planId: 'pro', status: 'active', provider: 'test' });
    const upload = (p: string, bytes: Buffer, name: string, method = 'POST') => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], name));
      return request(p, { method, body: form, cookie });
    };
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();

    const uploaded = await upload('/api/media', photo, 'витрина.jpg');
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const item = (await uploaded.json()) as { id: string; width: number; height: number };
    const rssAfterPhoto = api.memory()?.rssMb;
    expect([item.width, item.height]).toEqual([640, 480]);
    const [row] = await database.db.select().from(media).where(eq(media.id, item.id));
    expect(fs.existsSync(path.join(dataDir, 'media', row!.fileKey))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'media', row!.thumbKey))).toBe(true);
    const crop = await request(`/api/media/${item.id}/crop?width=320&height=180`, { cookie });
    expect(crop.status).toBe(200);
    expect(await sharp(Buffer.from(await crop.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg' });
    expect((await upload('/api/settings/avatar', photo, 'аз.jpg')).status).toBe(200);
    const logo = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect((await upload('/api/settings/brand-kit/files/primary_logo', logo, 'лого.png', 'PUT')).status).toBe(200);
    const font = fs.readFileSync(
      createRequire(import.meta.url).resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    );
    expect((await upload('/api/settings/brand-kit/files/heading_font', font, 'Heading.ttf', 'PUT')).status).toBe(200);

    console.log(
      `API resident memory: ${rssAtStart} MB at start, ${rssAfterPhoto} MB after a photo, ${api.memory()?.rssMb} MB after a crop, an avatar, a logo and a font`,
    );
    const mapped = nativeModules(api.pid);
    expect(
      mapped.filter((m) => RENDERING_ADDONS.test(m)),
      `the API mapped ${mapped.join(', ')}`,
    ).toEqual([]);
    // The work was done, and done by a child of the API that did map them.
    const children = fs
      .readFileSync(`/proc/${api.pid}/task/${api.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    mediaChildPid = children.find(
      (pid) => nativeModules(pid).some((m) => /sharp/.test(m)) && nativeModules(pid).some((m) => /skia/.test(m)),
    );
    expect(mediaChildPid).toBeDefined();
    console.log(
      `its media child: ${Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${mediaChildPid}/status`, 'utf8'))?.[1]) / 1024)} MB resident`,
    );
  });

  it('stopping the API (SIGTERM, its drain) ends its media child too', async () => {
    expect(mediaChildPid).toBeDefined();
    await api.stop('SIGTERM', 15_000);
    expect(fs.existsSync(`/proc/${mediaChildPid}`)).toBe(false);
  });

  it('the render worker beside it does map the canvas (the check sees an addon where there is one)', () => {
    expect(nativeModules(worker.pid).some((m) => /skia/.test(m))).toBe(true);
  });
});
