import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { adScriptOf, spokenWords, type ScriptResponse, type Usage, type Video } from '@reklamo/contract';
import { baseUrl, confirmCafeDetails, createUser, newPage, toStep3 } from './support/browser.ts';
import { setActivePlan } from './support/db.ts';

const ffmpeg = (await import('@ffmpeg-installer/ffmpeg')).default.path as string;

const api = async <T>(cookie: string, p: string, init: RequestInit & { json?: unknown } = {}) => {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('Cookie', cookie);
  headers.set('Origin', baseUrl());
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(`${baseUrl()}${p}`, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

const DETAILS = {
  BusinessName: 'Кафе Зрънце',
  BusinessDescription: 'Малко кафене в центъра',
  Services: 'кафе, закуски',
  AdvertizedService: 'сутрешно кафе',
  Offer: 'второто кафе безплатно',
  CTA: 'Заповядайте днес',
  BusinessLocation: 'Варна',
  TargetAudience: 'работещи хора',
};

/** Waits until the video has finished one way or another; returns it. */
async function settled(cookie: string, id: string, timeoutMs = 300_000): Promise<Video> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const v = await api<Video>(cookie, `/api/videos/${id}`);
    if (['completed', 'failed', 'canceled'].includes(v.status)) return v;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`video ${id} did not finish`);
}

const ofAd = async (cookie: string, id: string) =>
  (await api<{ videos: Video[] }>(cookie, '/api/videos')).videos.filter((v) => v.parent_id === id);

describe('"Всички формати" in the browser', () => {
  it(
    'makes the other formats of an ad voiced by recorded scenes, with its scene lengths',
    { timeout: 600_000 },
    async () => {
      const u = await createUser();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-e2e-formats-'));
      const tone = path.join(dir, 'take.wav');
      execFileSync(ffmpeg, [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=700:duration=1.4:sample_rate=48000',
        '-ac',
        '1',
        tone,
      ]);
      const [storyboard] = (
        await api<ScriptResponse>(u.cookie, '/api/brain/script', {
          method: 'POST',
          json: { facts: DETAILS, durationSec: 15 },
        })
      ).variants;
      const takes = [];
      for (const s of storyboard!.scenes.filter((x) => spokenWords(x.voice) > 0)) {
        const form = new FormData();
        form.append('file', new File([fs.readFileSync(tone)], 'take.wav', { type: 'audio/wav' }));
        const take = await api<{ id: string }>(u.cookie, '/api/voice/takes', { method: 'POST', body: form });
        takes.push({ sceneId: s.id, takeId: take.id });
      }
      const ad = await api<Video>(u.cookie, '/api/videos', {
        method: 'POST',
        json: {
          facts: DETAILS,
          durationSec: 15,
          storyboard: adScriptOf(storyboard!),
          sound: { voice: 'own', sceneTakes: takes },
        },
      });
      const first = await settled(u.cookie, ad.id);
      expect(first.status).toBe('completed');
      // The takes set the ad's length, not the script's 15 s.
      expect(first.duration).not.toBe(15);

      const { page } = await newPage({ cookie: u.cookie });
      await page.goto(`/dashboard?view=edit&video=${ad.id}`);
      await page.getByRole('button', { name: 'Всички формати' }).click();
      await page.getByRole('status').filter({ hasText: 'Започнахме 3 нови формата' }).waitFor();
      const formats = await ofAd(u.cookie, ad.id);
      expect(formats.map((v) => v.aspect_ratio).sort()).toEqual(['1:1', '4:5', '9:16']);
      for (const f of formats) {
        const done = await settled(u.cookie, f.id);
        expect(done.status).toBe('completed');
        expect(done.duration).toBe(first.duration);
      }
      // The library shows the ad and its three formats, none failed.
      await page.goto('/dashboard?section=inspiration');
      await expect.poll(() => page.getByTestId('video-card').count()).toBe(4);
      expect(await page.locator('[data-testid="video-card"][data-status="failed"]').count()).toBe(0);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );

  it(
    'on Trial, the ad and its formats stay in the library as one project: every format downloads for one download',
    { timeout: 600_000 },
    async () => {
      const u = await createUser();
      const ad = await api<Video>(u.cookie, '/api/videos', {
        method: 'POST',
        json: { facts: DETAILS, durationSec: 15, sound: { voice: 'none' } },
      });
      expect((await settled(u.cookie, ad.id)).status).toBe('completed');
      const { page } = await newPage({ cookie: u.cookie });
      await page.goto(`/dashboard?view=edit&video=${ad.id}`);
      await page.getByRole('button', { name: 'Всички формати' }).click();
      await page.getByRole('status').filter({ hasText: 'Започнахме 3 нови формата' }).waitFor();
      const formats = await ofAd(u.cookie, ad.id);
      for (const f of formats) expect((await settled(u.cookie, f.id)).status).toBe('completed');

      await page.goto('/dashboard?section=inspiration');
      await expect.poll(() => page.locator('[data-testid="video-card"][data-status="completed"]').count()).toBe(4);
      // The 16:9 and then the 9:16 download: the same version of one ad, one download of the trial's one.
      for (const id of [ad.id, formats.find((f) => f.aspect_ratio === '9:16')!.id]) {
        const card = page.locator(`[data-testid="video-card"][data-video-id="${id}"]`);
        const download = page.waitForEvent('download');
        await card.getByRole('button', { name: 'Изтегляне' }).click();
        expect((await download).suggestedFilename()).toMatch(/\.mp4$/);
      }
      const usage = await api<Usage>(u.cookie, '/api/usage');
      expect(usage.downloads.used).toBe(1);
      expect(usage.createdVideos).toBe(1);
      await page.goto('/dashboard');
      // "Създадени реклами" counts the ad once, not its four files.
      await expect.poll(() => page.getByTestId('stat-created').textContent()).toBe('1');
    },
  );
});

describe('the queue in the progress modal', () => {
  it('says the place of a paid first render, which waits behind no free resize', { timeout: 300_000 }, async () => {
    // Someone else's finished ad, whose free resizes will fill the queue.
    const other = await createUser();
    await setActivePlan(other.email, 'pro');
    const theirs = await api<Video>(other.cookie, '/api/videos', {
      method: 'POST',
      json: { facts: DETAILS, durationSec: 15, sound: { voice: 'none' } },
    });
    expect((await settled(other.cookie, theirs.id)).status).toBe('completed');

    const u = await createUser();
    await setActivePlan(u.email, 'starter');
    const { page } = await newPage({ cookie: u.cookie });
    // The modal shows the place the server reports while the render waits.
    const places: string[] = [];
    page.on('response', async (r) => {
      if (/\/api\/videos\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname) && r.request().method() === 'GET') {
        const v = (await r.json().catch(() => null)) as Video | null;
        if (v?.queue_place) places.push(String(v.queue_place));
      }
    });
    await confirmCafeDetails(page);
    // The resizes are asked for only now, with the form ready, and the click waits until the one worker
    // renders one of them ('generating'): asked earlier, a fast machine had rendered all three before
    // the click; clicked at once, the worker's next poll took the paid render first and it never waited.
    const resizes = (
      await api<{ videos: Video[] }>(other.cookie, `/api/videos/${theirs.id}/formats`, { method: 'POST' })
    ).videos;
    expect(resizes).toHaveLength(3);
    await expect
      .poll(
        async () =>
          (await Promise.all(resizes.map((r) => api<Video>(other.cookie, `/api/videos/${r.id}`)))).map((v) => v.status),
        { timeout: 30_000, interval: 200 },
      )
      .toContain('generating');
    await page.getByRole('button', { name: 'Генерирайте видео' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^В опашка: \d+-(ви|ри|ти|ми)$/).waitFor({ timeout: 60_000 });
    // Only the resize rendering now can be ahead of it: the two still waiting are behind.
    expect(places.length).toBeGreaterThan(0);
    expect(Math.max(...places.map(Number))).toBe(1);
    await dialog.getByText('Видеото е готово!').waitFor({ timeout: 240_000 });
    const waiting = await Promise.all(resizes.map((r) => api<Video>(other.cookie, `/api/videos/${r.id}`)));
    expect(waiting.filter((v) => v.status === 'completed').length).toBeLessThan(3);
  });
});

describe('preview pictures under load', () => {
  it(
    'offers a retry when the server did not send the pictures, and shows them after it',
    { timeout: 180_000 },
    async () => {
      const u = await createUser();
      const { page } = await newPage({ cookie: u.cookie });
      let busy = true;
      await page.route('**/api/illustrations/**', (route) =>
        busy
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"error":{"code":"SERVICE_UNAVAILABLE"}}',
            })
          : route.continue(),
      );
      await toStep3(page, 'Семейна пекарна „Житен клас“ в Русе');
      const label = 'Преглед на рекламата — Вариант 1';
      await page.getByRole('img', { name: label }).waitFor();
      const retry = page.getByRole('alert').filter({ hasText: 'Някои картини не се заредиха' }).first();
      await retry.waitFor({ timeout: 60_000 });
      expect(
        await page.getByRole('img', { name: label }).evaluate((c) => (c as HTMLCanvasElement).dataset.pictures),
      ).toBe('failed');
      busy = false;
      await retry.getByRole('button', { name: 'Опитайте отново' }).click();
      await page.waitForFunction(
        (l) => document.querySelector<HTMLCanvasElement>(`canvas[aria-label="${l}"]`)?.dataset.pictures === 'ready',
        label,
        { timeout: 60_000 },
      );
      expect(await page.getByRole('alert').filter({ hasText: 'Някои картини не се заредиха' }).count()).toBeLessThan(3);
    },
  );
});

/** The operator's command line against the browser tests' app (it joins the running embedded Postgres). */
const cli = (...args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATA_DIR: inject('e2eDataDir'),
        DATABASE_URL: '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'error',
      },
      encoding: 'utf8',
    }),
  ) as unknown;

describe('a refund after a re-render', () => {
  it(
    'asked in the library and approved after a new version, gives the generation back',
    { timeout: 600_000 },
    async () => {
      const u = await createUser();
      const ad = await api<Video>(u.cookie, '/api/videos', {
        method: 'POST',
        json: { facts: DETAILS, durationSec: 15, sound: { voice: 'none' } },
      });
      expect((await settled(u.cookie, ad.id)).status).toBe('completed');
      const { page } = await newPage({ cookie: u.cookie });
      await page.goto('/dashboard?section=inspiration');
      const card = page.locator(`[data-testid="video-card"][data-video-id="${ad.id}"]`);
      await card.getByRole('button', { name: 'Заявка за възстановяване' }).click();
      await page.getByRole('textbox', { name: 'Причина за заявката' }).fill('Гласът не е този, който исках.');
      await page.getByRole('button', { name: 'Изпратете заявката' }).click();
      await page.getByText('Заявката е изпратена.', { exact: false }).waitFor();

      // A new version of the ad, then the operator approves.
      await api<Video>(u.cookie, `/api/videos/${ad.id}/render`, { method: 'POST' });
      expect((await settled(u.cookie, ad.id)).version).toBe(2);
      const { refunds } = cli('refunds', 'list', '--status', 'pending') as {
        refunds: { id: string; videoId: string }[];
      };
      cli('refunds', 'approve', refunds.find((r) => r.videoId === ad.id)!.id);

      await page.reload();
      await card.getByText('Одобрено, генерацията е върната').waitFor();
      const usage = await api<Usage>(u.cookie, '/api/usage');
      expect(usage.generations.used).toBe(0);
      expect(usage.canGenerate).toBe(true);
    },
  );
});
