import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Video, VideoEditor } from '@reklamo/contract';
import { baseUrl, createUser, newPage } from './support/browser.ts';
import { setActivePlan } from './support/db.ts';

const DETAILS = {
  BusinessName: 'Житен клас',
  BusinessDescription: 'Семейна пекарна в Русе с хляб на квас.',
  Services: 'хляб на квас, кроасани, торти по поръчка',
  AdvertizedService: 'хляб на квас',
  Offer: '20% отстъпка на втория хляб до неделя',
  CTA: 'Обадете се на 0888 123 456',
  BusinessLocation: 'Русе',
  TargetAudience: 'семейства в Русе',
};

async function call<T>(cookie: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl(), cookie, ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function finished(cookie: string, id: string, version = 1): Promise<Video> {
  for (;;) {
    const v = await call<Video>(cookie, `/api/videos/${id}`);
    if (v.status === 'failed' || v.status === 'canceled') throw new Error(`video ${id} ${v.status}`);
    if (v.status === 'completed' && (v.version ?? 1) >= version) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Share of a JPEG's pixels that are clearly red (the uploaded photo's colour). */
async function redShare(jpeg: Buffer): Promise<number> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i]! > 170 && data[i + 1]! < 80 && data[i + 2]! < 80) red++;
  return red / (info.width * info.height);
}

const poster = async (cookie: string, id: string) =>
  Buffer.from(await (await fetch(`${baseUrl()}/api/videos/${id}/poster`, { headers: { cookie } })).arrayBuffer());

describe('the editor', () => {
  it('keeps an unsaved edit across a reload; a new headline, a swapped picture and captions off render as version 2 (version 1 stays); makes all formats', async () => {
    const u = await createUser();
    await setActivePlan(u.email, 'agency');
    const first = await call<Video>(u.cookie, '/api/videos', {
      method: 'POST',
      body: JSON.stringify({ facts: DETAILS, durationSec: 15, sound: { voice: 'none' } }),
    });
    await finished(u.cookie, first.id);
    const posterV1 = await poster(u.cookie, first.id);

    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=inspiration');
    await page
      .getByRole('link', { name: /Редактирайте/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /Редактиране на рекламата/ }).waitFor();
    await page.getByRole('img', { name: 'Преглед на рекламата — редакция' }).waitFor();
    // The offer scene holds the poster frame: its headline is what the new poster must show.
    const editor = await call<VideoEditor>(u.cookie, `/api/videos/${first.id}/editor`);
    const offer = editor.storyboard!.scenes.findIndex((s) => s.kind === 'offer');
    const headline = page.getByRole('textbox', { name: `Текст на екрана — сцена ${offer + 1}`, exact: true });
    // An unsaved edit survives a reload: the editor keeps it on the server as the video's draft.
    const autosaved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/videos/${first.id}/storyboard`) && r.request().method() === 'PATCH' && r.ok(),
    );
    await headline.fill('Безплатен кроасан');
    await autosaved;
    await page.reload();
    await page.getByRole('heading', { name: /Редактиране на рекламата/ }).waitFor();
    expect(await headline.inputValue()).toBe('Безплатен кроасан');

    // Swap the offer scene's picture for an uploaded photo and switch the captions off.
    const form = new FormData();
    form.append(
      'file',
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 640, height: 360, channels: 3, background: '#e01010' } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        'red.jpg',
      ),
    );
    const upload = await fetch(`${baseUrl()}/api/media`, {
      method: 'POST',
      body: form,
      headers: { cookie: u.cookie, Origin: baseUrl() },
    });
    expect(upload.status).toBe(201);
    await page.reload();
    await page
      .getByRole('combobox', { name: `Картина — сцена ${offer + 1}` })
      .selectOption({ label: 'Снимка: red.jpg' });
    // The live preview shows the chosen photo at once (somewhere in the ad, before any render).
    const label = 'Преглед на рекламата — редакция';
    await page.waitForFunction(
      (l) => document.querySelector<HTMLCanvasElement>(`canvas[aria-label="${l}"]`)?.dataset.pictures === 'ready',
      label,
    );
    const slider = page.getByRole('slider', { name: `Момент от видеото: ${label}` });
    const lastFrame = Number(await slider.getAttribute('max'));
    let previewRed = 0;
    for (let k = 1; k < 16 && previewRed <= 0.2; k++) {
      const f = Math.round((lastFrame * k) / 16);
      await slider.fill(String(f));
      await page.waitForFunction(
        ([l, n]) => document.querySelector<HTMLCanvasElement>(`canvas[aria-label="${l}"]`)?.dataset.frame === String(n),
        [label, f] as const,
      );
      previewRed = Math.max(
        previewRed,
        await page.getByRole('img', { name: label }).evaluate((c) => {
          const canvas = c as HTMLCanvasElement;
          const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
          let red = 0;
          for (let i = 0; i < d.length; i += 4) if (d[i]! > 170 && d[i + 1]! < 80 && d[i + 2]! < 80) red++;
          return red / (d.length / 4);
        }),
      );
    }
    expect(previewRed).toBeGreaterThan(0.2);
    await page.getByRole('checkbox', { name: 'Надписи дума по дума' }).uncheck();
    await page.getByRole('button', { name: 'Запазете и създайте нова версия' }).click();
    await page.waitForURL(/section=inspiration/);

    const v2 = await finished(u.cookie, first.id, 2);
    expect(v2.version).toBe(2);
    const after = await call<VideoEditor>(u.cookie, `/api/videos/${first.id}/editor`);
    expect(after.storyboard!.scenes[offer]!.onScreen.headline).toBe('Безплатен кроасан');
    const posterV2 = await poster(u.cookie, first.id);
    expect(posterV2.equals(posterV1)).toBe(false);
    // The poster is a frame of the offer scene: the new version shows the chosen photo there, and has no captions.
    expect((await redShare(posterV2)) - (await redShare(posterV1))).toBeGreaterThan(0.2);
    expect(after.sound?.captions).toBe(false);
    expect(v2.captions_url ?? null).toBeNull();
    expect(after.versions.map((v) => v.version)).toEqual([1]);
    const oldFile = await fetch(`${baseUrl()}${after.versions[0]!.download_url}`, { headers: { cookie: u.cookie } });
    expect(oldFile.status).toBe(200);

    // "Всички формати" from the editor: three more files, one per other aspect ratio.
    await page.goto(`/dashboard?view=edit&video=${first.id}`);
    await page.getByRole('button', { name: 'Всички формати' }).click();
    await page.getByRole('status').filter({ hasText: 'Започнахме 3 нови формата' }).waitFor();
    const all = (await call<{ videos: Video[] }>(u.cookie, '/api/videos')).videos;
    const formats = all.filter((v) => v.parent_id === first.id);
    expect(formats.map((v) => v.aspect_ratio).sort()).toEqual(['1:1', '4:5', '9:16']);
    for (const f of formats) {
      await finished(u.cookie, f.id);
      const file = await fetch(`${baseUrl()}/api/videos/${f.id}/download`, { headers: { cookie: u.cookie } });
      expect(file.headers.get('content-type')).toBe('video/mp4');
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
  });
});
