import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tonePower } from '@reklamo/renderer/testing';
import { confirmCafeDetails, createUser, listVideos, newPage, saveVideo } from './support/browser.ts';

const ffmpeg = (await import('@ffmpeg-installer/ffmpeg')).default.path as string;

describe('own voice', () => {
  it(
    "a recording uploaded through the page becomes the video's voice (its 1 kHz tone is in the MP4)",
    { timeout: 420_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-e2e-voice-'));
      const wav = path.join(dir, 'моят-глас.wav');
      execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=1000:duration=20', wav]);
      const u = await createUser();
      const { page } = await newPage({ cookie: u.cookie });
      await confirmCafeDetails(page);

      // Captions are on by default; choose the own voice and upload the recording.
      expect(await page.getByRole('checkbox', { name: 'Надписи дума по дума' }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: 'Моят глас' }).check({ force: true });
      // Recording scene by scene is the first way offered; this test uploads one file.
      await page.getByRole('radio', { name: 'Качете файл' }).check({ force: true });
      await page.getByRole('button', { name: 'Генерирайте видео' }).click();
      await page.getByRole('alert').filter({ hasText: 'Качете запис с вашия глас' }).waitFor();
      await page.getByLabel('Аудиофайл с вашия глас').setInputFiles(wav);
      await page.getByTestId('own-voice-ready').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Генерирайте видео' }).click();
      await page.getByRole('dialog').getByText('Видеото е готово!').waitFor({ timeout: 300_000 });

      const v = (await listVideos<{ id: string; captions_url: string | null }>(u.cookie))[0]!;
      expect(v.captions_url).toBe(`/api/videos/${v.id}/captions.vtt`);
      const mp4 = path.join(dir, 'ad.mp4');
      await saveVideo(u.cookie, v.id, mp4);
      const pcm = new Int16Array(
        new Uint8Array(
          execFileSync(ffmpeg, [
            '-v',
            'error',
            '-i',
            mp4,
            '-ss',
            '3',
            '-t',
            '20',
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
      expect(tonePower(pcm, 1000)).toBeGreaterThan(20 * tonePower(pcm, 900));
      expect(tonePower(pcm, 1000)).toBeGreaterThan(20 * tonePower(pcm, 1100));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
});
