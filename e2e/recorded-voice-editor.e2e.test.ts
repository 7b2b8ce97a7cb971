import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spokenWords, type AdScript, type Video, type VideoEditor } from '@reklamo/contract';
import { mediaSeconds } from '@reklamo/renderer/testing';
import { baseUrl, confirmCafeDetails, createUser, fakeMicrophone, newPage, saveVideo } from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { setActivePlan } from './support/db.ts';

// Chromium's fake microphone plays a 700 Hz tone: every take is the microphone's, each as long as it was recorded.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-e2e-rec-edit-'));
const browserArgs = await fakeMicrophone(dir);
fs.mkdirSync('.test-data/screenshots', { recursive: true });

/** The server's rule (renderer recorded-voice.ts): a recorded scene lasts as long as its take plus a breath. */
const sceneSec = (take: number) => Math.min(15, Math.max(1.2, take + 0.35 + 0.45));

async function call<T>(cookie: string, p: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${p}`, {
    ...init,
    headers: {
      Origin: baseUrl(),
      cookie,
      ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Saves the video's playable rendition and returns its path. */
async function streamTo(cookie: string, id: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  await saveVideo(cookie, id, file);
  return file;
}

async function finished(cookie: string, id: string, version: number): Promise<Video> {
  for (;;) {
    const v = await call<Video>(cookie, `/api/videos/${id}`);
    if (v.status === 'failed' || v.status === 'canceled') throw new Error(`video ${id} ${v.status}`);
    if (v.status === 'completed' && (v.version ?? 1) >= version) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe("editing an ad voiced with the owner's scene recordings", () => {
  it(
    "keeps each scene's take; a text edit autosaves and asks to re-record only that scene; the new version speaks the new take there and the old ones elsewhere",
    { timeout: 600_000 },
    async () => {
      const u = await createUser();
      await setActivePlan(u.email, 'pro');
      const { page } = await newPage({ cookie: u.cookie, browserArgs });
      // The path: create → "Моят глас" → record every scene → generate → "Редактирайте".
      await confirmCafeDetails(page);
      await page.getByRole('radio', { name: 'Моят глас' }).check({ force: true });
      const createRecorder = page.getByTestId('scene-recorder');
      await createRecorder.waitFor({ timeout: 120_000 });
      const total = Number(/от (\d+)/.exec((await createRecorder.getByText(/^Сцена \d+ от \d+$/).textContent())!)![1]);
      const takeSecs: number[] = [];
      for (let i = 0; i < total; i++) {
        await createRecorder.getByText(`Сцена ${i + 1} от ${total}`).waitFor();
        const up = page.waitForResponse((r) => r.url().includes('/api/voice/takes') && r.request().method() === 'POST');
        await createRecorder.getByRole('button', { name: 'Запишете', exact: true }).click();
        await createRecorder.getByRole('status').filter({ hasText: 'Записваме' }).waitFor();
        await page.waitForTimeout(1200);
        await createRecorder.getByRole('button', { name: 'Спрете записа' }).click();
        takeSecs.push(((await (await up).json()) as { durationSec: number }).durationSec);
        await createRecorder.getByTestId('take-ready').waitFor();
        if (i < total - 1) await createRecorder.getByRole('button', { name: 'Следваща сцена' }).click();
      }
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/videos') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Генерирайте видео' }).click();
      const body = (await sent).postDataJSON() as {
        storyboard: AdScript;
        style: string;
        aspectRatio: string;
        sound: { sceneTakes: { sceneId: string; takeId: string }[] };
      };
      const sb = body.storyboard;
      const takes = body.sound.sceneTakes;
      const spoken = sb.scenes.filter((s) => spokenWords(s.voice) > 0);
      await page.getByRole('dialog').getByText('Видеото е готово!').waitFor({ timeout: 360_000 });
      const ad = (await call<{ videos: Video[] }>(u.cookie, '/api/videos')).videos[0]!;
      const v1Sec = mediaSeconds(await streamTo(u.cookie, ad.id, 'v1.mp4'));

      await page.goto('/dashboard?section=inspiration');
      await page
        .getByRole('link', { name: /Редактирайте/ })
        .first()
        .click();
      await page.getByRole('heading', { name: /Редактиране на рекламата/ }).waitFor();
      const first = sb.scenes.findIndex((s) => s.id === spoken[0]!.id) + 1;
      // Every spoken scene shows its take, to listen to and record again.
      for (const s of spoken) {
        const n = sb.scenes.findIndex((x) => x.id === s.id) + 1;
        const group = page.getByRole('group', { name: `Вашият глас — сцена ${n}` });
        await group.getByText(/^Записано с вашия глас/).waitFor();
        expect(await group.getByRole('button', { name: 'Запишете сцената отново' }).count()).toBe(1);
      }
      // The own-voice panel: our Bulgarian file button, not the browser's English "Choose File".
      const ownPanel = page.getByTestId('own-voice-choice');
      await ownPanel.getByRole('button', { name: 'Изберете файл' }).waitFor();
      expect(await ownPanel.getByText('Няма избран файл').isVisible()).toBe(true);
      // The browser's own input stays for its dialog and screen readers, out of sight (1 px, like sr-only).
      expect(
        await ownPanel.locator('input[type=file]').evaluate((e) => (e as HTMLElement).offsetWidth),
      ).toBeLessThanOrEqual(1);
      await page.screenshot({ path: '.test-data/screenshots/recorded-editor-1280.png', fullPage: true });

      // Change scene 1's words: the autosave is kept (it was refused with OWN_VOICE_MISSING).
      const newLine = 'Печем кафето си всяка сутрин в Пловдив.';
      const autosaved = page.waitForResponse(
        (r) => r.url().endsWith(`/api/videos/${ad.id}/storyboard`) && r.request().method() === 'PATCH',
      );
      await page.getByRole('textbox', { name: `Говорим текст — сцена ${first}` }).fill(newLine);
      expect((await autosaved).status()).toBe(200);
      const group = page.getByRole('group', { name: `Вашият глас — сцена ${first}` });
      await group.getByText(`Текстът на сцена ${first} вече е различен от записа ви. Какво да направим?`).waitFor();
      expect(await group.getByRole('button', { name: 'Запазете стария запис' }).count()).toBe(1);
      expect(await group.getByRole('button', { name: /за цялата реклама$/ }).count()).toBe(1);
      await group.screenshot({ path: '.test-data/screenshots/recorded-editor-changed-1280.png' });
      // The editor with its takes and this choice open holds the app's accessibility floor (decision 070).
      expect(await seriousViolations(page)).toEqual([]);
      // A version is not made while a scene waits for its decision.
      await page.getByRole('button', { name: 'Запазете и създайте нова версия' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: `Сцена ${first} чака запис с вашия глас` })
        .waitFor();

      // Record only that scene again, on the create flow's teleprompter showing the new words.
      await group.getByRole('button', { name: 'Запишете сцената отново' }).click();
      const recorder = page.getByTestId('scene-recorder');
      expect((await recorder.getByTestId('teleprompter').textContent())!.trim()).toBe(newLine);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '.test-data/screenshots/recorded-editor-390.png', fullPage: true });
      const uploaded = page.waitForResponse(
        (r) => r.url().includes('/api/voice/takes') && r.request().method() === 'POST',
      );
      await recorder.getByRole('button', { name: 'Запишете отново', exact: true }).click();
      await recorder.getByRole('status').filter({ hasText: 'Записваме' }).waitFor();
      await page.waitForTimeout(2600);
      const saved = page.waitForResponse(
        (r) => r.url().endsWith(`/api/videos/${ad.id}/storyboard`) && r.request().method() === 'PATCH' && r.ok(),
      );
      await recorder.getByRole('button', { name: 'Спрете записа' }).click();
      const res = await uploaded;
      expect(res.status()).toBe(201);
      const redo = (await res.json()) as { id: string; durationSec: number };
      await recorder.getByTestId('take-ready').waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
      await group.getByRole('button', { name: 'Готово' }).click();
      await group.getByText(/^Записано с вашия глас/).waitFor();
      await saved;
      const draft = await call<VideoEditor>(u.cookie, `/api/videos/${ad.id}/editor`);
      expect(draft.sound!.sceneTakes!.map((x) => x.takeId).sort()).toEqual(
        [redo.id, ...takes.slice(1).map((x) => x.takeId)].sort(),
      );

      await page.getByRole('button', { name: 'Запазете и създайте нова версия' }).click();
      await page.waitForURL(/section=inspiration/);
      const v2 = await finished(u.cookie, ad.id, 2);
      expect(v2.version).toBe(2);
      const after = await call<VideoEditor>(u.cookie, `/api/videos/${ad.id}/editor`);
      // Everything else about the ad is kept: its other scenes' words, style and format.
      expect(after.storyboard!.scenes.map((s) => s.voice)).toEqual(
        sb.scenes.map((s) => (s.id === spoken[0]!.id ? newLine : s.voice)),
      );
      expect([after.storyboard!.style, after.storyboard!.aspectRatio]).toEqual([body.style, body.aspectRatio]);

      // The new version speaks the new take in scene 1 and the old takes elsewhere: it is as long as
      // before, less scene 1's old take and plus its new one (a recorded scene is its take plus a breath).
      const v2Sec = mediaSeconds(await streamTo(u.cookie, ad.id, 'v2.mp4'));
      expect(Math.abs(v2Sec - (v1Sec - sceneSec(takeSecs[0]!) + sceneSec(redo.durationSec)))).toBeLessThan(0.2);
      expect(Math.abs(redo.durationSec - takeSecs[0]!)).toBeGreaterThan(0.4);
      expect(
        after
          .sound!.sceneTakes!.filter((x) => x.sceneId !== spoken[0]!.id)
          .map((x) => x.takeId)
          .sort(),
      ).toEqual(
        takes
          .slice(1)
          .map((x) => x.takeId)
          .sort(),
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
});
