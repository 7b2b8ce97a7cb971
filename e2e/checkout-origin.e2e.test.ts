import { describe, expect, it } from 'vitest';
import { baseUrl, getBrowser } from './support/browser.ts';

describe('checkout from 127.0.0.1', () => {
  it(
    'a user signed in on 127.0.0.1 pays on 127.0.0.1 and lands on the success screen still signed in, not on /login',
    { timeout: 120_000 },
    async () => {
      // PUBLIC_URL is http://localhost:PORT; this user opened the app at its loopback alias.
      const loopback = baseUrl().replace('://localhost:', '://127.0.0.1:');
      const context = await (
        await getBrowser()
      ).newContext({ baseURL: loopback, viewport: { width: 390, height: 844 }, locale: 'bg-BG' });
      const page = await context.newPage();
      await page.goto('/signup');
      await page.getByLabel('Пълно име').fill('Петя Локална');
      await page.getByLabel('Служебен имейл').fill(`loopback-${Date.now()}@example.bg`);
      await page.getByLabel('Парола', { exact: true }).fill('loopback-pass-1');
      await page.getByRole('button', { name: 'Създайте акаунт' }).click();
      await page.waitForURL('**/dashboard**');

      await page.goto('/dashboard?section=billing');
      await page.getByRole('button', { name: 'Изберете план' }).click();
      await page.getByRole('article', { name: 'Про' }).getByRole('button', { name: 'Започнете сега' }).click();
      await page.waitForURL('**/test-checkout/**');
      expect(new URL(page.url()).origin).toBe(loopback);
      await page.getByLabel('Номер на картата').fill('4242 4242 4242 4242');
      await page.getByLabel('Валидна до (ММ/ГГ)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /Платете/ }).click();

      await page.waitForURL('**/success');
      expect(new URL(page.url()).origin).toBe(loopback);
      await page.getByRole('heading', { name: 'Плащането е успешно!' }).waitFor();
      await expect.poll(() => page.getByTestId('success-status').textContent(), { timeout: 10_000 }).toBe('Активен');
      await page.getByRole('link', { name: 'Продължете към профила' }).click();
      await page.waitForURL(`${loopback}/dashboard`);
      await context.close();
    },
  );
});
