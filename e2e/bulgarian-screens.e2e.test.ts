import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unkeptLatinWords } from '../apps/web/src/messages/latin-allowed.ts';
import { createUser, newPage } from './support/browser.ts';
import { setActivePlan, seedVideo } from './support/db.ts';

/** What a person reads on the page: its text and the names, hints and descriptions of its elements. */
async function readable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [alt], [title], [aria-description]')) {
      for (const a of ['aria-label', 'placeholder', 'alt', 'title', 'aria-description']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/** The words of `text` a reader would take for English, each with the text around it. */
const englishIn = (where: string, text: string) =>
  unkeptLatinWords(text).map((w) => {
    const at = text.search(new RegExp(`(?<![A-Za-z])${w}(?![A-Za-z0-9])`));
    return { word: w, line: `${where}: ${w} in ${JSON.stringify(text.slice(Math.max(0, at - 50), at + 50))}` };
  });

/** The browser's own file picker says "Choose File / No file chosen" in English: none may show. */
const visibleFileInputs = (page: Page) =>
  page
    .locator('input[type=file]')
    .evaluateAll(
      (els) => els.filter((e) => (e as HTMLElement).offsetWidth > 1 && (e as HTMLElement).offsetHeight > 1).length,
    );

describe('the screens are Bulgarian', () => {
  it(
    "a Pro user's screens show no English word beyond names and formats, and no English file picker (desktop and 390 px)",
    { timeout: 240_000 },
    async () => {
      const u = await createUser({ name: 'Мила Проверка' });
      await setActivePlan(u.email, 'pro');
      await seedVideo(u.email, { title: 'Пекарна Слънце — хляб на квас' });
      const found: string[] = [];
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const { page, context } = await newPage({ cookie: u.cookie, viewport });
        const screens: [string, () => Promise<unknown>][] = [
          ['/dashboard', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
          ['/dashboard?section=inspiration', () => page.getByTestId('video-card').first().waitFor()],
          [
            '/dashboard?section=settings',
            () => page.getByRole('button', { name: 'Запазете промените' }).first().waitFor(),
          ],
          ['/dashboard?section=billing', () => page.getByRole('heading', { name: 'Плащания и абонамент' }).waitFor()],
          ['/dashboard#support', () => page.getByRole('button', { name: 'Изпратете запитването' }).waitFor()],
        ];
        for (const [url, ready] of screens) {
          await page.goto(url);
          await ready();
          for (const text of await readable(page))
            for (const e of englishIn(`${viewport.width} ${url}`, text)) found.push(e.line);
          expect(await visibleFileInputs(page), url).toBe(0);
        }
        // Brand Kit (Pro) and the create flow's voice choices, where the file pickers are.
        await page.goto('/dashboard?section=settings');
        await page
          .getByRole('tab', { name: 'Brand Kit' })
          .or(page.getByRole('button', { name: 'Brand Kit' }))
          .first()
          .click();
        await page.getByRole('button', { name: 'Запазете Brand Kit' }).waitFor();
        for (const text of await readable(page))
          for (const e of englishIn(`${viewport.width} brand kit`, text)) found.push(e.line);
        expect(await visibleFileInputs(page)).toBe(0);
        await page.goto('/dashboard');
        await page.getByRole('link', { name: 'Реклама за кафене' }).click();
        await page.getByRole('button', { name: 'Генерирайте детайли' }).click();
        await page.getByRole('heading', { name: 'Потвърдете детайлите' }).waitFor();
        await page.getByRole('radio', { name: 'Моят глас' }).check({ force: true });
        await page.getByRole('radio', { name: 'Качете файл' }).check({ force: true });
        await page.getByRole('button', { name: 'Изберете файл' }).first().waitFor();
        for (const text of await readable(page))
          for (const e of englishIn(`${viewport.width} create`, text)) found.push(e.line);
        expect(await visibleFileInputs(page)).toBe(0);
        await page.screenshot({
          path: `.test-data/screenshots/create-own-voice-${viewport.width}.png`,
          fullPage: true,
        });

        // The support form answers in Bulgarian (SPEC quotes these messages in English; decision 116).
        await page.goto('/dashboard#support');
        await page.getByLabel('Тема').fill('Въпрос за фактура');
        await page.getByLabel('Съобщение').fill('Кога ще получа фактурата си?');
        await page.getByRole('button', { name: 'Изпратете запитването' }).click();
        await page.getByText('Запитването е изпратено успешно! Ще се свържем с вас скоро.').waitFor();
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );

  it(
    'a visitor\'s screens (landing, sign-up, sign-in, forgotten password) too; SPEC\'s "Custom" price of the Agency card is the one English word',
    { timeout: 120_000 },
    async () => {
      const found: string[] = [];
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const { page, context } = await newPage({ viewport });
        for (const url of ['/', '/signup', '/login', '/forgot-password']) {
          await page.goto(url);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          for (const text of await readable(page))
            for (const e of englishIn(`${viewport.width} ${url}`, text))
              if (!(url === '/' && e.word === 'Custom')) found.push(e.line);
        }
        await context.close();
      }
      expect(found).toEqual([]);
    },
  );
});
