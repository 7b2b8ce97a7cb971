import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmCafeDetails, createUser, newPage } from './support/browser.ts';
import { seedOrder, seedVideo, setActivePlan } from './support/db.ts';

/** The rough edges a new user hit behind sign-in, one test (or a few steps) per item. */
const M = {
  detailsFailed: 'Възникна грешка при генерирането на детайлите. Моля опитайте отново.',
  fill: (l: string) => `Моля попълнете полето "${l}"`,
  limit: (n: number) => `Достигнахте лимита от ${n} генерации за този месец. Надстройте плана си за повече.`,
};
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const toggle = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByRole('button');
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function toDetails(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Реклама за кафене' }).click();
  await page.getByRole('button', { name: 'Генерирайте детайли' }).click();
  await page.getByRole('heading', { name: 'Потвърдете детайлите' }).waitFor();
}

describe('the signed-in app', () => {
  it('sets every app screen in Inter, as the landing page (1)', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard');
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Inter Variable/);
    await expect
      .poll(() =>
        page.evaluate(
          async () => (
            await document.fonts.ready,
            [...document.fonts].some((f) => /Inter/.test(f.family) && f.status === 'loaded')
          ),
        ),
      )
      .toBe(true);
  });

  it('searches as you type from the top bar, with posters; Enter opens the library filtered (2)', async () => {
    const u = await createUser();
    // Pro keeps every project (a trial's history shows only the newest finished one).
    await setActivePlan(u.email, 'pro');
    await seedVideo(u.email, { title: 'Автосервиз Искър — смяна на гуми' });
    await seedVideo(u.email, { title: 'Пицария Рома — доставка' });
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Търсене в проектите' });
    await box.pressSequentially('Искър', { delay: 30 });
    const options = page.getByRole('listbox', { name: 'Намерени видеа' }).getByRole('option');
    await expect.poll(() => options.count()).toBe(1);
    expect(await options.first().textContent()).toContain('Автосервиз Искър');
    expect(await options.first().locator('img').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('section')).toBeNull(); // still on the home view
    await box.press('Enter');
    await page.waitForURL(/section=inspiration.*q=/);
    await expect.poll(() => page.getByTestId('video-card').count()).toBe(1);
    // Arrow keys choose a match and Enter opens it.
    await box.fill('Рома');
    await options.filter({ hasText: 'Пицария Рома' }).waitFor();
    expect(await options.count()).toBe(1);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.getByRole('dialog', { name: 'Пицария Рома — доставка' }).waitFor();
  });

  it('keeps a 300-character name from pushing the search and menu off-screen: ellipsis and a tooltip (3)', async () => {
    // The longest name the server takes (100 characters; the issue found 300 before names had a limit).
    const name = `Мария ${'Дълго-Име-'.repeat(30)}`.slice(0, 100);
    const u = await createUser({ name });
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard');
    const identity = page.getByTestId('user-identity');
    await identity.waitFor();
    const box = await page.getByRole('combobox', { name: 'Търсене в проектите' }).boundingBox();
    const who = await identity.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(who!.x + who!.width).toBeLessThanOrEqual(1280);
    const nameEl = identity.locator('span').first();
    expect(
      await nameEl.evaluate(
        (el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth,
      ),
    ).toBe(true);
    expect(await page.getByRole('button', { name: /Потребителско меню/ }).getAttribute('title')).toContain(name);
    const greeting = page.getByRole('heading', { level: 1 });
    expect(await greeting.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    // One line, cut short: not a wall of wrapped text.
    expect(
      await greeting.evaluate(
        (el) => el.scrollWidth > el.clientWidth && el.getClientRects().length === 1 && el.clientHeight < 60,
      ),
    ).toBe(true);
    expect(await greeting.getAttribute('title')).toContain(name);
    expect(await noHorizontalScroll(page)).toBe(true);
  });

  it('sends a tab whose session ended in another tab to /login on its next save (4)', async () => {
    const u = await createUser();
    const { page: a, context } = await newPage({ cookie: u.cookie });
    const b = await context.newPage();
    await a.goto('/dashboard?section=settings');
    await b.goto('/dashboard?section=settings');
    await b.getByLabel('Пълно име').waitFor();
    await a.getByRole('button', { name: 'Изход' }).first().click();
    await a.waitForURL('**/login');
    await b.getByLabel('Пълно име').fill('Ново Име');
    await b.getByRole('button', { name: 'Запазете промените' }).click();
    await b.waitForURL('**/login');
    expect(await b.getByText('Възникна грешка. Моля опитайте отново.').count()).toBe(0);
  });

  it('counts only completed ads, filters canceled and failed ones, and deletes them (5)', async () => {
    const u = await createUser();
    await seedVideo(u.email, { title: 'Готова реклама' });
    await seedVideo(u.email, { title: 'Неуспешен опит', status: 'failed' });
    await seedVideo(u.email, { title: 'Прекратен опит', status: 'canceled' });
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('stat-created').textContent()).toBe('1');
    await page.goto('/dashboard?section=inspiration');
    const cards = page.getByTestId('video-card');
    await expect.poll(() => cards.count()).toBe(3);
    const filter = page.getByLabel('Статус');
    await filter.selectOption({ label: 'Прекратени' });
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute('data-status')).toBe('canceled');
    await filter.selectOption({ label: 'Неуспешни' });
    await expect.poll(() => cards.count()).toBe(1);
    // A failed attempt goes at once.
    await cards.first().getByRole('button', { name: 'Изтриване на „Неуспешен опит“' }).click();
    await expect.poll(() => cards.count()).toBe(0);
    await filter.selectOption({ label: 'Всички статуси' });
    await expect.poll(() => cards.count()).toBe(2);
    // A finished ad asks first; Cancel keeps it.
    const done = page.locator('[data-testid="video-card"][data-status="completed"]');
    await done.getByRole('button', { name: 'Изтриване на „Готова реклама“' }).click();
    const dialog = page.getByRole('dialog', { name: 'Изтриване на видеото' });
    await dialog.getByRole('button', { name: 'Отказ' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await done.count()).toBe(1);
    await done.getByRole('button', { name: 'Изтриване на „Готова реклама“' }).click();
    await dialog.getByRole('button', { name: 'Изтрийте видеото' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('stat-created').textContent()).toBe('0');
  });

  it('shows a trial user the limit only when they try to start another video (6)', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await confirmCafeDetails(page);
    await page.getByRole('button', { name: 'Генерирайте видео' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Отказ' }).waitFor();
    // The usage answer after the start already says 1 / 1; the flow must not shout about it.
    await page.getByTestId('plan-banner').getByText('1 / 1 генерации').waitFor();
    expect(await alert(page, M.limit(1)).count()).toBe(0);
    const id = await page.evaluate(
      async () => ((await (await fetch('/api/videos')).json()) as { videos: { id: string }[] }).videos[0]!.id,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await alert(page, M.limit(1)).count()).toBe(0);
    await page.getByRole('button', { name: 'Генерирайте видео' }).click();
    await alert(page, M.limit(1)).waitFor();
    await page.getByRole('button', { name: 'Надградете плана' }).waitFor();
    await page.evaluate(async (vid) => void (await fetch(`/api/videos/${vid}/cancel`, { method: 'POST' })), id);
  });

  it('tells a signed-in user without an order only that the subscription is processing; a visitor signs in (7)', async () => {
    const visitor = await newPage();
    await visitor.page.goto('/success');
    await visitor.page.waitForURL('**/login');

    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/success');
    await page.getByText('Абонаментът ви се обработва и ще бъде активиран скоро.').waitFor();
    expect(await page.getByText('Плащането е успешно!').count()).toBe(0);
    expect(await page.getByText('вече е активен').count()).toBe(0);
    await page.getByRole('link', { name: 'Продължете към профила' }).waitFor();
  });

  it('labels the preview in Bulgarian units (8)', async () => {
    const u = await createUser();
    const id = await seedVideo(u.email);
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto(`/dashboard?section=inspiration&video=${id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('30 сек.').waitFor();
    expect(await dialog.textContent()).not.toMatch(/\d s\b/);
  });

  it('shows the payment history as cards on a phone, nothing clipped (9)', async () => {
    const u = await createUser();
    await seedOrder(u.email);
    const { page } = await newPage({ cookie: u.cookie, viewport: { width: 390, height: 844 } });
    await page.goto('/dashboard?section=billing');
    const cards = page.getByTestId('payment-cards');
    await cards.getByText('Про план — месечен абонамент').waitFor();
    expect(await page.locator('#payment-history table').isVisible()).toBe(false);
    const card = await cards.locator('li').first().boundingBox();
    expect(card!.x + card!.width).toBeLessThanOrEqual(390);
    for (const label of ['Дата', 'Статус'])
      expect(await cards.getByText(label, { exact: true }).first().isVisible()).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);
    // Wider screens keep the table.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.locator('#payment-history table').waitFor();
    expect(await cards.isVisible()).toBe(false);
  });

  it('will not confirm an empty key field on step 3 (10)', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await toDetails(page);
    const offer = page.getByRole('textbox', { name: 'Оферта', exact: true });
    await offer.fill('   ');
    await toggle(page, 'Оферта').click();
    await alert(page, M.fill('Оферта')).waitFor();
    expect(await toggle(page, 'Оферта').getAttribute('aria-pressed')).toBe('false');
    expect(await offer.getAttribute('readonly')).toBeNull();
    await offer.fill('Втората пица на половин цена');
    expect(await alert(page, M.fill('Оферта')).count()).toBe(0);
    await toggle(page, 'Оферта').click();
    expect(await toggle(page, 'Оферта').getAttribute('aria-pressed')).toBe('true');
  });

  it('says "Акаунтът беше изтрит." on /login after deleting the account (11)', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=settings');
    await page.getByRole('button', { name: 'Изтрийте акаунта' }).click();
    await page.getByLabel('Въведете DELETE за потвърждение').fill('DELETE');
    await page.getByRole('button', { name: 'Изтрийте завинаги' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('status').filter({ hasText: 'Акаунтът беше изтрит.' }).waitFor();
  });

  it('shows the details error when the details answer is not JSON (13)', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard');
    await page.route('**/api/brain/details', (r) =>
      r.fulfill({ status: 200, contentType: 'text/plain', body: 'Internal proxy page, not JSON' }),
    );
    await page.getByRole('link', { name: 'Реклама за кафене' }).click();
    await page.getByRole('button', { name: 'Генерирайте детайли' }).click();
    await alert(page, M.detailsFailed).waitFor();
    expect(await page.getByRole('heading', { name: 'Потвърдете детайлите' }).count()).toBe(0);
    await page.route('**/api/brain/details', (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: '{"text":"nope"}' }),
    );
    await page.getByRole('button', { name: 'Генерирайте детайли' }).click();
    await alert(page, M.detailsFailed).waitFor();
    await page.getByLabel('Описание на бизнеса и кампанията').waitFor();
  });

  it('offers the лв prices of the offer rounded down in euro, and takes them with one click (14)', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await toDetails(page);
    const offer = page.getByRole('textbox', { name: 'Оферта', exact: true });
    await offer.fill('Кученца с родословие 800 лв, кафе 5 лв');
    await page.getByText('В рекламата цената е в евро: 800 лв → 409,03\u00a0€, 5 лв → 2,56\u00a0€.').waitFor();
    const round = page.getByRole('button', { name: 'Закръглете надолу: 409\u00a0€, 2,50\u00a0€' });
    await round.click();
    expect(await offer.inputValue()).toBe('Кученца с родословие 409\u00a0€, кафе 2,50\u00a0€');
    // (Nothing left to round, nor to convert.)
    expect(await round.count()).toBe(0);
    expect(await page.getByText('В рекламата цената е в евро').count()).toBe(0);
    await toggle(page, 'Оферта').click();
    expect(await toggle(page, 'Оферта').getAttribute('aria-pressed')).toBe('true');
  });
});
