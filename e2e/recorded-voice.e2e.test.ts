import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spokenWords, type AdScript } from '@reklamo/contract';
import { mediaSeconds, tonePower } from '@reklamo/renderer/testing';
import { confirmCafeDetails, createUser, fakeMicrophone, listVideos, newPage, saveVideo } from './support/browser.ts';

const ffmpeg = (await import('@ffmpeg-installer/ffmpeg')).default.path as string;

/** The server's rule (packages/renderer recorded-voice.ts): a recorded scene is its take plus a breath. */
const sceneSec = (take: number) => Math.min(15, Math.max(1.2, take + 0.35 + 0.45));

// Chromium's fake microphone plays a 700 Hz tone file; the fake UI grants the permission.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-e2e-rec-'));
const browserArgs = await fakeMicrophone(dir);

describe('own voice recorded scene by scene', () => {
  it(
    'records every scene through the page, listens, redoes one; the video speaks the takes and lasts as long as they do',
    { timeout: 480_000 },
    async () => {
      const u = await createUser();
      const { page, context } = await newPage({ cookie: u.cookie, browserArgs });
      // The first request for the microphone is refused, as when a user clicks "Block": the page says so in Bulgarian.
      await context.addInitScript(() => {
        const md = navigator.mediaDevices;
        const real = md.getUserMedia.bind(md);
        let first = true;
        md.getUserMedia = (c) => {
          if (first) {
            first = false;
            return Promise.reject(new DOMException('denied', 'NotAllowedError'));
          }
          return real(c);
        };
      });
      await confirmCafeDetails(page);

      await page.getByRole('radio', { name: 'Моят глас' }).check({ force: true });
      const recorder = page.getByTestId('scene-recorder');
      await recorder.waitFor({ timeout: 120_000 });
      const total = Number(/от (\d+)/.exec((await recorder.getByText(/^Сцена \d+ от \d+$/).textContent())!)![1]);
      expect(total).toBeGreaterThanOrEqual(2);

      const recordBtn = recorder.getByRole('button', { name: 'Запишете', exact: true });
      await recordBtn.click();
      await recorder.getByRole('alert').filter({ hasText: 'Нямаме достъп до микрофона' }).waitFor();

      /** Records the shown scene for about `ms`; returns the server's length of the take. */
      const record = async (button: 'Запишете' | 'Запишете отново', ms: number) => {
        const uploaded = page.waitForResponse(
          (r) => r.url().includes('/api/voice/takes') && r.request().method() === 'POST',
        );
        await recorder.getByRole('button', { name: button, exact: true }).click();
        await recorder.getByRole('status').filter({ hasText: 'Записваме' }).waitFor();
        await page.waitForTimeout(ms);
        await recorder.getByRole('button', { name: 'Спрете записа' }).click();
        const res = await uploaded;
        expect(res.status()).toBe(201);
        await recorder.getByTestId('take-ready').waitFor();
        return ((await res.json()) as { id: string; durationSec: number }).durationSec;
      };

      const takes: number[] = [];
      for (let i = 0; i < total; i++) {
        await recorder.getByText(`Сцена ${i + 1} от ${total}`).waitFor();
        const shown = await recorder.getByTestId('teleprompter').textContent();
        expect(shown!.trim().length).toBeGreaterThan(0);
        takes.push(await record('Запишете', 1200));
        if (i === 0) {
          // Listen to the take, then redo it longer: the redo is what the video uses.
          const played = await recorder.locator('audio').evaluate(async (a: HTMLAudioElement) => {
            await a.play();
            await new Promise((r) => setTimeout(r, 400));
            return a.currentTime > 0;
          });
          expect(played).toBe(true);
          // (Three times as long: on a busy machine the first take's stop click may land late.)
          const redo = await record('Запишете отново', 3600);
          expect(redo).toBeGreaterThan(takes[0]! + 0.5);
          takes[0] = redo;
        }
        await expect
          .poll(() => recorder.getByTestId('takes-done').textContent())
          .toBe(`Записани сцени: ${i + 1} от ${total}`);
        if (i < total - 1) await recorder.getByRole('button', { name: 'Следваща сцена' }).click();
      }

      const sent = page.waitForRequest((r) => r.url().endsWith('/api/videos') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Генерирайте видео' }).click();
      const body = (await sent).postDataJSON() as {
        storyboard: AdScript;
        sound: { voice: string; sceneTakes: { sceneId: string }[] };
      };
      expect(body.sound.voice).toBe('own');
      const spoken = body.storyboard.scenes.filter((s) => spokenWords(s.voice) > 0);
      expect(body.sound.sceneTakes.map((x) => x.sceneId)).toEqual(spoken.map((s) => s.id));
      await page.getByRole('dialog').getByText('Видеото е готово!').waitFor({ timeout: 360_000 });

      const mp4 = path.join(dir, 'ad.mp4');
      await saveVideo(u.cookie, (await listVideos(u.cookie))[0]!.id, mp4);
      // The ad lasts as long as the recorded scenes (each take plus a breath) and the silent ones' targets.
      let expected = 0;
      let k = 0;
      for (const s of body.storyboard.scenes)
        expected += spokenWords(s.voice) > 0 ? sceneSec(takes[k++]!) : s.durationSec;
      expect(Math.abs(mediaSeconds(mp4) - expected)).toBeLessThan(0.2);
      expect(Math.abs(expected - body.storyboard.durationSec)).toBeGreaterThan(1);
      // And the first scene speaks the microphone's tone.
      const pcm = new Int16Array(
        new Uint8Array(
          execFileSync(ffmpeg, [
            '-v',
            'error',
            '-ss',
            '0.5',
            '-t',
            String(takes[0]! - 0.3),
            '-i',
            mp4,
            '-ac',
            '1',
            '-ar',
            '8000',
            '-f',
            's16le',
            'pipe:1',
          ]),
        ).buffer,
      );
      expect(tonePower(pcm, 700)).toBeGreaterThan(20 * tonePower(pcm, 900));
      expect(tonePower(pcm, 700)).toBeGreaterThan(20 * tonePower(pcm, 500));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
});
