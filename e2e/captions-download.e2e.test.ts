import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ScriptResponse } from '@reklamo/contract';
import { baseUrl, createUser, newPage } from './support/browser.ts';
import { seedVideo, withE2eDb } from './support/db.ts';

fs.mkdirSync('.test-data/screenshots', { recursive: true });

const VTT =
  'WEBVTT\n\n1\n00:00:00.400 --> 00:00:02.100\nПекарна <00:00:01.000>Слънце\n\n2\n00:00:02.100 --> 00:00:04.000\nХляб и <00:00:03.000>кифли\n';
const SRT = '1\n00:00:00,400 --> 00:00:02,100\nПекарна Слънце\n\n2\n00:00:02,100 --> 00:00:04,000\nХляб и кифли\n';

/** A finished ad with its script and its captions, as the worker leaves one (without a minute of rendering). */
async function captionedAd(u: { email: string; cookie: string }) {
  const res = await fetch(`${baseUrl()}/api/brain/script`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl(), cookie: u.cookie },
    body: JSON.stringify({
      facts: {
        BusinessName: 'Пекарна Слънце',
        BusinessDescription: 'Семейна пекарна в Русе.',
        Services: 'хляб, кифли',
        AdvertizedService: 'хляб на квас',
        Offer: 'втори хляб на половин цена',
        CTA: 'Обадете се на 0888 123 456',
        BusinessLocation: 'Русе',
        TargetAudience: 'семейства в Русе',
      },
      durationSec: 15,
    }),
  });
  const { variants } = (await res.json()) as ScriptResponse;
  const id = await seedVideo(u.email, { title: 'Пекарна Слънце — хляб на квас' });
  await withE2eDb(async (c) => {
    const { rows } = await c.query<{ user_id: string }>('select user_id from videos where id = $1', [id]);
    const key = `users/${rows[0]!.user_id}/videos/${id}.vtt`;
    fs.writeFileSync(path.join(inject('e2eDataDir'), 'media', key), VTT);
    await c.query('update videos set captions_key = $2, preview_key = video_key, storyboard = $3 where id = $1', [
      id,
      key,
      JSON.stringify(variants[0]),
    ]);
  });
  return id;
}

describe('captions to download', () => {
  it(
    'the library card, the player and the editor offer the .srt and the .vtt beside the MP4 (desktop and 390 px)',
    { timeout: 120_000 },
    async () => {
      const u = await createUser();
      const id = await captionedAd(u);
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const { page, context } = await newPage({ cookie: u.cookie, viewport });
        await page.goto('/dashboard?section=inspiration');
        const card = page.getByRole('article', { name: 'Пекарна Слънце — хляб на квас' });
        const srtLink = card.getByRole('link', {
          name: 'Изтеглете надписите на „Пекарна Слънце — хляб на квас“ като файл .srt',
        });
        await srtLink.waitFor();
        await page.screenshot({
          path: `.test-data/screenshots/captions-library-${viewport.width}.png`,
          fullPage: true,
        });
        const srt = await Promise.all([page.waitForEvent('download'), srtLink.click()]).then(([d]) => d);
        expect(srt.suggestedFilename()).toBe('Пекарна Слънце — хляб на квас.srt');
        expect(fs.readFileSync((await srt.path())!, 'utf8')).toBe(SRT);
        const vtt = await Promise.all([
          page.waitForEvent('download'),
          card.getByRole('link', { name: /като файл \.vtt$/ }).click(),
        ]).then(([d]) => d);
        expect(vtt.suggestedFilename()).toBe('Пекарна Слънце — хляб на квас.vtt');
        expect(fs.readFileSync((await vtt.path())!, 'utf8')).toBe(VTT);

        // The player beside its download button.
        await card.getByRole('button', { name: 'Преглед', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('link', { name: /като файл \.srt$/ }).waitFor();
        expect(await dialog.getByRole('link', { name: /като файл \.vtt$/ }).count()).toBe(1);
        await page.keyboard.press('Escape');

        // The editor: the current version's MP4 with its captions.
        await page.goto(`/dashboard?view=edit&video=${id}`);
        const files = page.getByRole('region', { name: 'Версия 1 (текущата)' });
        await files.getByRole('link', { name: 'Изтеглете видеото (MP4)' }).waitFor();
        await page.screenshot({ path: `.test-data/screenshots/captions-editor-${viewport.width}.png`, fullPage: true });
        const fromEditor = await Promise.all([
          page.waitForEvent('download'),
          files.getByRole('link', { name: /като файл \.srt$/ }).click(),
        ]).then(([d]) => d);
        expect(fs.readFileSync((await fromEditor.path())!, 'utf8')).toBe(SRT);
        await context.close();
      }
      // Captions are not downloads: the trial's single download is still there.
      const usage = (await (await fetch(`${baseUrl()}/api/usage`, { headers: { cookie: u.cookie } })).json()) as {
        downloads: { used: number };
      };
      expect(usage.downloads.used).toBe(0);
    },
  );
});
