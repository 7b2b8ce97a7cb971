import { describe, expect, it } from 'vitest';
import { writeStoryboards } from '@reklamo/brain';
import { PIZZA } from '../apps/server/src/testing/fixtures.ts';
import { createUser, newPage } from './support/browser.ts';
import { seedVideo, withE2eDb } from './support/db.ts';

/** Pexels asks that photographers be credited; the library's player does it. */
describe('stock picture credits in the library', () => {
  it('the player shows "Снимки: … / Pexels" with the photographers linked', async () => {
    const u = await createUser();
    const id = await seedVideo(u.email, { title: 'Пекарна Слънце — торти' });
    // The credits as the worker stores them after a render with Pexels pictures.
    const credits = [
      {
        source: 'pexels',
        name: 'Мария Иванова',
        url: 'https://www.pexels.com/@maria',
        pageUrl: 'https://www.pexels.com/photo/1/',
      },
      {
        source: 'pexels',
        name: 'Георги Петров',
        url: 'https://www.pexels.com/@georgi',
        pageUrl: 'https://www.pexels.com/photo/2/',
      },
    ];
    await withE2eDb((c) =>
      c.query('update videos set credits = $2::jsonb where id = $1', [id, JSON.stringify(credits)]),
    );
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=inspiration');
    await page.getByRole('button', { name: 'Преглед на „Пекарна Слънце — торти“' }).first().click();
    const line = page.getByRole('dialog').getByTestId('picture-credits');
    await line.waitFor();
    expect((await line.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      'Снимки: Мария Иванова, Георги Петров / Pexels',
    );
    expect(await line.getByRole('link', { name: 'Мария Иванова' }).getAttribute('href')).toBe(
      'https://www.pexels.com/@maria',
    );
    expect(await line.getByRole('link', { name: 'Pexels' }).getAttribute('href')).toBe('https://www.pexels.com');
  });

  it('the editor credits the photographers of an earlier version beside its download', async () => {
    const u = await createUser();
    const id = await seedVideo(u.email, { title: 'Пицария Наполи — пица' });
    const [storyboard] = writeStoryboards(PIZZA, {
      durationSec: 15,
      aspectRatio: '9:16',
      style: 'bold',
      variants: 1,
      hasLogo: false,
    });
    const credits = [{ source: 'pexels', name: 'Елена Маринова', url: 'https://www.pexels.com/@elena' }];
    // Version 1 used a Pexels photo; version 2 (the current one) used none.
    await withE2eDb(async (c) => {
      const { rows } = await c.query<{ video_key: string }>(
        'update videos set storyboard = $2::jsonb, version = 2 where id = $1 returning video_key',
        [id, JSON.stringify(storyboard)],
      );
      await c.query(
        `insert into video_versions (video_id, version, aspect_ratio, style, video_key, credits) values ($1, 1, '9:16', 'bold', $2, $3::jsonb)`,
        [id, rows[0]!.video_key, JSON.stringify(credits)],
      );
    });
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto(`/dashboard?view=edit&video=${id}`);
    const versions = page.getByRole('region', { name: 'Предишни версии' });
    await versions.getByText(/^Версия 1 ·/).waitFor();
    const line = versions.getByTestId('picture-credits');
    expect((await line.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Снимки: Елена Маринова / Pexels');
    expect(await line.getByRole('link', { name: 'Елена Маринова' }).getAttribute('href')).toBe(
      'https://www.pexels.com/@elena',
    );
  });
});
