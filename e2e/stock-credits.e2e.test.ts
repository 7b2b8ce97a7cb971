import { describe, expect, it } from 'vitest';
import { createUser, newPage } from './support/browser.ts';
import { seedVideo, withE2eDb } from './support/db.ts';

/** Issue 14 §4: Pexels asks that photographers be credited; the library's player does it. */
describe('stock picture credits in the library', () => {
  it('the player shows "Снимки: … / Pexels" with the photographers linked', async () => {
    const u = await createUser();
    const id = await seedVideo(u.email, { title: 'Пекарна Слънце — торти' });
    // The credits as the worker stores them after a render with Pexels pictures.
    const credits = [
      { source: 'pexels', name: 'Мария Иванова', url: 'https://www.pexels.com/@maria', pageUrl: 'https://www.pexels.com/photo/1/' },
      { source: 'pexels', name: 'Георги Петров', url: 'https://www.pexels.com/@georgi', pageUrl: 'https://www.pexels.com/photo/2/' },
    ];
    await withE2eDb((c) => c.query('update videos set credits = $2::jsonb where id = $1', [id, JSON.stringify(credits)]));
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=inspiration');
    await page.getByRole('button', { name: 'Преглед на „Пекарна Слънце — торти“' }).first().click();
    const line = page.getByRole('dialog').getByTestId('picture-credits');
    await line.waitFor();
    expect((await line.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Снимки: Мария Иванова, Георги Петров / Pexels');
    expect(await line.getByRole('link', { name: 'Мария Иванова' }).getAttribute('href')).toBe('https://www.pexels.com/@maria');
    expect(await line.getByRole('link', { name: 'Pexels' }).getAttribute('href')).toBe('https://www.pexels.com');
  });
});
