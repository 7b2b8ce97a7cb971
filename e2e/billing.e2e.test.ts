import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { baseUrl, createUser, newPage } from './support/browser.ts';
import { seedOrder } from './support/db.ts';

const api = async (cookie: string, path: string, json?: unknown) => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { Cookie: cookie, Origin: baseUrl(), 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

/** Buys Pro through the test provider's API (what the checkout page does). */
async function buyPro(cookie: string) {
  const { url } = (await api(cookie, '/api/billing/checkout', { planId: 'pro' })) as { url: string };
  const id = url.split('/').pop()!;
  await api(cookie, `/api/billing/test-checkout/${id}/pay`, {
    card_number: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
  });
}

describe('billing with the test payments provider', () => {
  it('upgrades a trial user to Pro with 4242…: success screen, then Pro with 50 generations', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=billing');
    await page.getByRole('heading', { name: 'Плащания и абонамент' }).waitFor();
    expect(await page.getByTestId('current-plan').textContent()).toBe('Пробен план');
    expect(await page.getByText('Все още нямате плащания.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Управление на абонамента' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Изберете план' }).click();
    const pro = page.getByRole('article', { name: 'Про' });
    await pro.getByRole('button', { name: 'Започнете сега' }).click();
    await page.waitForURL('**/test-checkout/**');
    await page.getByText('ТЕСТОВ РЕЖИМ').waitFor();
    await page.getByLabel('Номер на картата').fill('4242 4242 4242 4242');
    await page.getByLabel('Валидна до (ММ/ГГ)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Платете 199\u00a0€' }).click();

    await page.waitForURL('**/success');
    await page.getByRole('heading', { name: 'Плащането е успешно!' }).waitFor();
    await expect.poll(() => page.getByTestId('success-status').textContent(), { timeout: 10_000 }).toBe('Активен');
    await page.getByText('Про план').waitFor();

    await page.getByRole('link', { name: 'Продължете към профила' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard?section=billing');
    await expect.poll(() => page.getByTestId('current-plan').textContent()).toBe('Про план');
    expect(await page.getByTestId('status-badge').textContent()).toBe('Активен');
    await expect.poll(() => page.getByTestId('usage').textContent()).toBe('0 / 50');
    expect(await page.getByTestId('payment-method').textContent()).toBe('visa •••• 4242');
    const row = page.locator('#payment-history tbody tr');
    expect(await row.count()).toBe(1);
    expect((await row.textContent())!.replace(/\s/g, ' ')).toMatch(/Про план.*199 €.*Платено/);
    expect(await row.textContent()).not.toContain('лв');
    expect(await page.getByRole('button', { name: 'Управление на абонамента' }).isVisible()).toBe(true);

    // The chooser now marks Pro as the current plan and disables it.
    await page.getByRole('button', { name: 'Изберете план' }).click();
    const current = page.getByRole('article', { name: 'Про' }).getByRole('button', { name: 'Текущ план' });
    expect(await current.isDisabled()).toBe(true);
  });

  it('takes a visitor who picks yearly Pro on the landing page through sign-up to the yearly plan chooser', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.locator('#pricing').getByRole('button', { name: 'Годишно' }).click();
    await page.locator('[data-plan="pro"]').getByRole('link').click();
    await page.waitForURL('**/signup?plan=pro&period=year');
    await page.getByLabel('Пълно име').fill('Нов Про');
    await page.getByLabel('Служебен имейл').fill(`landing-pro-${Date.now()}@example.bg`);
    await page.getByLabel('Парола', { exact: true }).fill('landing-pro-1');
    await page.getByRole('button', { name: 'Създайте акаунт' }).click();
    await page.waitForURL('**/dashboard?section=billing&choose=1&period=year');
    await page.getByRole('article', { name: 'Про' }).getByRole('button', { name: 'Започнете сега' }).waitFor();
    expect(
      await page
        .getByRole('group', { name: 'Период на плащане' })
        .getByRole('button', { name: 'Годишно' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.getByTestId('chooser-price-pro').textContent()).toBe('159\u00a0€');
  });

  it('refuses the decline card with its message and keeps the user on the checkout page', async () => {
    const u = await createUser();
    const { url } = (await api(u.cookie, '/api/billing/checkout', { planId: 'pro' })) as { url: string };
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto(new URL(url).pathname);
    await page.getByLabel('Номер на картата').fill('4000 0000 0000 0002');
    await page.getByLabel('Валидна до (ММ/ГГ)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /Платете/ }).click();
    await page.getByText('Картата беше отказана.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/test-checkout\//);
    expect(((await api(u.cookie, '/api/billing')) as { account: { plan: string } }).account.plan).toBe('trial');
  });

  it('keeps only the clicked plan button busy and restores it with a message when checkout fails', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/billing/checkout', async (route) => {
      await held;
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'CHECKOUT_FAILED' } }),
      });
    });
    await page.goto('/dashboard?section=billing');
    await page.getByRole('button', { name: 'Изберете план' }).click();
    await page.getByRole('article', { name: 'Про' }).getByRole('button', { name: 'Започнете сега' }).click();
    const busy = page.getByRole('article', { name: 'Про' }).getByRole('button', { name: 'Зареждане...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await page.getByRole('article', { name: 'Стартер' }).getByRole('button').isDisabled()).toBe(false);
    release();
    await page.getByText('Не успяхме да започнем плащането. Моля опитайте отново.').waitFor();
    expect(
      await page.getByRole('article', { name: 'Про' }).getByRole('button', { name: 'Започнете сега' }).isDisabled(),
    ).toBe(false);
  });

  it('downloads a фактура from the history; changes plan and cancels only after a dialog, with a way back', async () => {
    const u = await createUser();
    await buyPro(u.cookie);
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=billing');
    const link = page.getByTestId('invoice-link');
    expect(await link.textContent()).toMatch(/^Фактура № \d{10}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^faktura-\d{10}\.pdf$/);
    const file = await download.path();
    const fs = await import('node:fs');
    expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');

    // A downgrade: the dialog states the date; billing then says so and can take it back.
    await page.getByRole('button', { name: 'Изберете план' }).click();
    await page.getByRole('article', { name: 'Стартер' }).getByRole('button', { name: 'Сменете плана' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^От \d{1,2}\.\d{2}\.\d{4} г\. преминавате на Стартер план\./).waitFor();
    await dialog.getByText(/^Следващо плащане: 99\u00a0€ на \d{1,2}\.\d{2}\.\d{4} г\.$/).waitFor();
    expect(await dialog.textContent()).not.toMatch(/г\.\.|лв/);
    await dialog.getByRole('button', { name: 'Потвърдете' }).click();
    const scheduled = page.getByTestId('scheduled-change');
    await scheduled.getByText(/преминавате на Стартер план\./).waitFor();
    expect(await scheduled.textContent()).not.toContain('г..');
    await scheduled.getByRole('button', { name: 'Отменете промяната' }).click();
    await page.getByText('Промяната е отменена.', { exact: false }).waitFor();
    expect(await page.getByTestId('scheduled-change').count()).toBe(0);

    // Cancel asks first, keeps the plan, and offers to resume.
    await page.getByRole('button', { name: 'Откажете абонамента' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Да, откажете абонамента' }).click();
    await page.getByTestId('cancel-notice').getByRole('button', { name: 'Възобновете абонамента' }).click();
    await page.getByText('Абонаментът е възобновен.').waitFor();
    expect(await page.getByTestId('current-plan').textContent()).toBe('Про план');
  });

  it('cancel in the test portal keeps Pro until the period ends, then paid access ends', async () => {
    const u = await createUser();
    await buyPro(u.cookie);
    const { page, context } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=billing');
    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Управление на абонамента' }).click(),
    ]);
    await portal.waitForURL('**/test-portal**');
    await portal.getByText('ТЕСТОВ РЕЖИМ').waitFor();
    await portal.getByRole('button', { name: 'Откажете абонамента' }).click();
    await portal.getByText(/Абонаментът е отказан и ще бъде прекратен на/).waitFor();
    await portal.getByRole('link', { name: 'Обратно към Reklamo' }).click();
    await portal.waitForURL('**/dashboard?section=billing');
    await expect.poll(() => portal.getByTestId('current-plan').textContent()).toBe('Про план');
    await portal.getByText('Абонаментът изтича на').waitFor();

    // The period ends (test clock): no paid access, the trial is not handed out again.
    expect(await api(u.cookie, '/api/billing/test-clock/end-period', {})).toEqual({ events: 1 });
    await portal.reload();
    await expect.poll(() => portal.getByTestId('current-plan').textContent()).toBe('Пробен план');
    const billing = (await api(u.cookie, '/api/billing')) as {
      subscription: { subscription_status: string };
      account: { plan: string };
    };
    expect(billing.account.plan).toBe('trial');
    expect(billing.subscription.subscription_status).toBe('canceled');
    expect(await portal.getByTestId('usage').textContent()).toBe('1 / 1');
  });

  it('shows the chooser and the history in euro; an order charged in лева before the euro stays in лева', async () => {
    fs.mkdirSync('.test-data/screenshots', { recursive: true });
    const u = await createUser();
    await seedOrder(u.email, 'Про план', { amount: 39900, currency: 'bgn', date: new Date('2025-12-10T09:00:00Z') });
    await buyPro(u.cookie);
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=billing');
    const rows = page.locator('#payment-history tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const texts = (await rows.allTextContents()).map((r) => r.replace(/\s/g, ' '));
    expect(texts[0]).toMatch(/Про план.*199 €.*Платено/);
    expect(texts[0]).not.toContain('лв');
    expect(texts[1]).toMatch(/10\.12\.2025 г\..*Про план.*399,00 лв\..*Платено/);
    // The next charge is in euro too.
    expect((await page.locator('main').textContent())!.replace(/\s/g, ' ')).toMatch(
      /\d{1,2}\.\d{2}\.\d{4} г\. · 199 €/,
    );
    await page.screenshot({ path: '.test-data/screenshots/euro-billing-history.png', fullPage: true });

    await page.getByRole('button', { name: 'Изберете план' }).click();
    for (const [plan, price] of [
      ['Стартер', '99'],
      ['Про', '199'],
    ] as const) {
      expect(
        await page
          .getByRole('article', { name: plan })
          .getByTestId(/^chooser-price-/)
          .textContent(),
      ).toBe(`${price}\u00a0€`);
    }
    await page.getByRole('group', { name: 'Период на плащане' }).getByRole('button', { name: 'Годишно' }).click();
    expect(await page.getByTestId('chooser-price-starter').textContent()).toBe('79\u00a0€');
    expect(await page.getByRole('article', { name: 'Стартер' }).textContent()).toContain('948\u00a0€ веднъж годишно');
    expect(await page.getByRole('article', { name: 'Про' }).textContent()).toContain(
      '1\u00a0908\u00a0€ веднъж годишно',
    );
    expect(await page.getByText('Спестете 20%').isVisible()).toBe(true);
    expect(await page.locator('section[aria-labelledby="plans-title"]').textContent()).not.toContain('лв');
    await page.screenshot({
      path: '.test-data/screenshots/euro-plan-chooser.png',
      fullPage: true,
      animations: 'disabled',
    });

    // An upgrade to yearly: the dialog states euro and a date that ends its sentence once.
    await page.getByRole('article', { name: 'Про' }).getByRole('button', { name: 'Сменете плана' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        /^Днес ще платите [\d\u00a0,]+\u00a0€: новият период е до \d{1,2}\.\d{2}\.\d{4} г\., без неизползваната част от текущия\.$/,
      )
      .waitFor();
    await dialog.getByText(/^Следващо плащане: 1\u00a0908\u00a0€ на \d{1,2}\.\d{2}\.\d{4} г\.$/).waitFor();
    expect(await dialog.textContent()).not.toMatch(/г\.\.|лв/);
    await page.screenshot({ path: '.test-data/screenshots/euro-change-dialog.png' });
  });
});
