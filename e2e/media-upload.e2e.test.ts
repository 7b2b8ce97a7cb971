import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, createUser, newPage } from './support/browser.ts';

const MAGENTA = '#FF00FF';
const CYAN = '#00FFFF';
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-e2e-photo-'));
afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));

/**
 * A photo no illustration or style looks like: a checkerboard of big magenta and cyan squares, with
 * enough grain that the PNG is over 8 MB, so the page sends it as a resumable upload in chunks.
 */
async function checkerPhoto(): Promise<string> {
  const [w, h, side] = [3000, 2250, 375];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  for (let y = 0; y < h; y += side) {
    for (let x = 0; x < w; x += side) {
      ctx.fillStyle = (x / side + y / side) % 2 === 0 ? MAGENTA : CYAN;
      ctx.fillRect(x, y, side, side);
    }
  }
  const img = ctx.getImageData(0, 0, w, h);
  let seed = 7;
  for (let i = 0; i < img.data.length; i += 4) {
    for (let k = 0; k < 3; k++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      img.data[i + k] = Math.max(0, Math.min(255, img.data[i + k]! + ((seed >> 8) % 33) - 16));
    }
  }
  ctx.putImageData(img, 0, 0);
  const file = path.join(photoDir, 'витрина.png');
  fs.writeFileSync(file, await canvas.encode('png'));
  return file;
}

/** Share of the image's pixels near the colour or a darker shade of it (a scrim or panel may dim the photo). */
async function shareNear(image: Buffer, hex: string): Promise<number> {
  const img = await loadImage(image);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const { data } = ctx.getImageData(0, 0, img.width, img.height);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const shades = [1, 0.8, 0.6, 0.45].map((k) => [r * k, g * k, b * k]);
  let near = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (shades.some(([sr, sg, sb]) => Math.hypot(data[i]! - sr!, data[i + 1]! - sg!, data[i + 2]! - sb!) < 50)) near++;
  }
  return near / (data.length / 4);
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const FILLER: Record<string, string> = {
  'Име на бизнеса': 'Кафе Витрина',
  'Рекламирана услуга': 'Сутрешно кафе',
  Оферта: 'Второто кафе безплатно',
  Локация: 'Бургас',
  'Описание на бизнеса': 'Кафене в центъра',
  Услуги: 'Кафе, закуски',
  'Призив за действие': 'Заповядайте',
  'Целева аудитория': 'Хора на път за работа',
};
const CONFIRM_LABELS = ['Име на бизнеса', 'Рекламирана услуга', 'Оферта', 'Локация'];

describe("the customer's own photo in an ad", () => {
  it(
    'a photo uploaded through "Моите материали" and picked in step 3 is in the rendered video\'s poster',
    async () => {
      const u = await createUser({ name: 'Петя Снимкова' });
      const { page } = await newPage({ cookie: u.cookie });
      const photo = await checkerPhoto();

      // Upload through the page, as a person would: the file dialog of "Моите материали".
      const size = fs.statSync(photo).size;
      expect(size).toBeGreaterThan(8 * 1024 * 1024);
      expect(size).toBeLessThan(20 * 1024 * 1024);
      const chunks: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PATCH' && r.url().includes('/api/media/uploads/'))
          chunks.push(r.headers()['content-range'] ?? '');
      });
      fs.mkdirSync('.test-data/screenshots', { recursive: true });
      await page.goto('/dashboard?section=media');
      await page.getByRole('heading', { name: 'Моите материали' }).waitFor();
      // Hold the last chunk back a moment to see the progress bar part-way.
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/media/uploads/*', async (route) => {
        if (
          route.request().method() === 'PATCH' &&
          !(route.request().headers()['content-range'] ?? '').startsWith('bytes 0-')
        )
          await held;
        await route.continue();
      });
      await page.getByTestId('media-input').setInputFiles(photo);
      const bar = page.getByRole('progressbar');
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow').catch(() => 0)), { timeout: 60_000 })
        .toBeGreaterThan(0);
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
      await page
        .getByTestId('upload-progress')
        .screenshot({ path: '.test-data/screenshots/media-upload-progress.png' });
      release();
      await page.getByText('Файлът е качен.').waitFor({ timeout: 60_000 });
      expect(await bar.count()).toBe(0);
      await page.getByRole('img', { name: 'витрина.png' }).waitFor();
      // It went in 8 MB chunks, the last one ending at the file's last byte.
      expect(chunks.length).toBe(Math.ceil(size / (8 * 1024 * 1024)));
      expect(chunks.at(-1)).toBe(`bytes ${8 * 1024 * 1024 * (chunks.length - 1)}-${size - 1}/${size}`);

      // Create: the home view's idea, confirmed details, then pick the photo in step 3.
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Реклама за кафене' }).click();
      await page.getByRole('button', { name: 'Генерирайте детайли' }).click();
      await page.getByRole('heading', { name: 'Потвърдете детайлите' }).waitFor();
      for (const l of Object.keys(FILLER))
        if (!(await field(page, l).inputValue()).trim()) await field(page, l).fill(FILLER[l]!);
      for (const l of CONFIRM_LABELS)
        await page.getByRole('group', { name: l, exact: true }).getByRole('button').click();
      const picker = page.getByTestId('media-picker');
      await picker.getByText('Изберете кои да се използват').click();
      await picker.getByRole('button', { name: 'витрина.png' }).click();
      await picker.getByText('Избрани: 1').waitFor();
      expect(await picker.getByRole('button', { name: 'витрина.png' }).getAttribute('aria-pressed')).toBe('true');

      await page.getByRole('button', { name: 'Генерирайте видео' }).click();
      const dialog = page.getByRole('dialog');
      // SPEC's generation timeout: on a busy machine a render takes a while.
      await dialog.getByText('Видеото е готово!').waitFor({ timeout: 12 * 60_000 });

      const headers = { Cookie: u.cookie, Origin: baseUrl() };
      const videos = (
        (await (await fetch(`${baseUrl()}/api/videos`, { headers })).json()) as {
          videos: { id: string; status: string; thumbnail_url: string | null }[];
        }
      ).videos;
      expect(videos).toHaveLength(1);
      expect(videos[0]!.status).toBe('completed');
      const poster = Buffer.from(
        await (await fetch(`${baseUrl()}${videos[0]!.thumbnail_url}`, { headers })).arrayBuffer(),
      );
      fs.mkdirSync('.test-data/screenshots', { recursive: true });
      fs.writeFileSync('.test-data/screenshots/media-upload-poster.jpg', poster);
      const magenta = await shareNear(poster, MAGENTA);
      const cyan = await shareNear(poster, CYAN);
      console.log(
        `[media-upload e2e] poster pixels near the photo's colours: magenta ${(magenta * 100).toFixed(1)}%, cyan ${(cyan * 100).toFixed(1)}%`,
      );
      // Both colours of the checkerboard fill a good part of the frame: the photo is in it.
      expect(magenta).toBeGreaterThan(0.1);
      expect(cyan).toBeGreaterThan(0.1);
    },
    20 * 60_000,
  );
});
