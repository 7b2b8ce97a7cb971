import { describe, expect, it } from 'vitest';
import { baseUrl, createUser, newPage } from './support/browser.ts';

const M = {
  fullNameRequired: 'Пълното име е задължително',
  emailRequired: 'Имейлът е задължителен',
  emailInvalid: 'Моля въведете валиден имейл адрес',
  passwordRequired: 'Паролата е задължителна',
  passwordMin: 'Паролата трябва да бъде поне 8 символа',
  invalidCredentials: 'Неправилен имейл или парола',
  checkEmail:
    'Не успяхме да ви впишем с тази парола. Ако вече имате акаунт с този имейл, изпратихме ви писмо: влезте с паролата си или задайте нова.',
  network: 'Възникна грешка с мрежата. Моля проверете интернет връзката си.',
};

describe('sign-up', () => {
  it('creates an account, says so, and lands on /dashboard after the redirect delay', async () => {
    const { page } = await newPage();
    await page.goto('/signup');
    const email = `new-${Date.now()}@example.bg`;
    await page.getByLabel('Пълно име').fill('Петър Петров');
    await page.getByLabel('Служебен имейл').fill(email);
    await page.getByLabel('Парола', { exact: true }).fill('strong-pass-1');
    await page.getByRole('button', { name: 'Създайте акаунт' }).click();
    await expect.poll(() => page.getByText('Акаунтът е създаден успешно!').isVisible()).toBe(true);
    // Still on /signup while the success message shows (SPEC: redirect after 2 s).
    expect(new URL(page.url()).pathname).toBe('/signup');
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Здравейте, Петър Петров!' }).waitFor();
  });

  it('shows every validation message for its bad input and clears it on edit', async () => {
    const { page } = await newPage();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Създайте акаунт' }).click();
    for (const msg of [M.fullNameRequired, M.emailRequired, M.passwordRequired]) await page.getByText(msg).waitFor();

    await page.getByLabel('Служебен имейл').fill('not-an-email');
    await expect.poll(() => page.getByText(M.emailRequired).count()).toBe(0);
    await page.getByLabel('Парола', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Създайте акаунт' }).click();
    await page.getByText(M.emailInvalid).waitFor();
    await page.getByText(M.passwordMin).waitFor();

    await page.getByLabel('Пълно име').fill('Име');
    await expect.poll(() => page.getByText(M.fullNameRequired).count()).toBe(0);
    expect(await page.getByText(M.emailInvalid).count()).toBe(1);
  });

  it('shows the show/hide toggle working on the password', async () => {
    const { page } = await newPage();
    await page.goto('/signup');
    const pw = page.getByLabel('Парола', { exact: true });
    expect(await pw.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Покажи паролата' }).click();
    expect(await pw.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Скрий паролата' }).click();
    expect(await pw.getAttribute('type')).toBe('password');
  });

  it('does not say whether an address is taken: a sign-up with one points to the e-mail its owner now has', async () => {
    const existing = await createUser();
    const { page } = await newPage();
    const signUp: number[] = [];
    page.on('response', (r) => r.url().endsWith('/api/auth/sign-up/email') && signUp.push(r.status()));
    await page.goto('/signup');
    await page.getByLabel('Пълно име').fill('Някой Друг');
    await page.getByLabel('Служебен имейл').fill(existing.email);
    await page.getByLabel('Парола', { exact: true }).fill('another-pass-1');
    await page.getByRole('button', { name: 'Създайте акаунт' }).click();
    await page.getByText(M.checkEmail).waitFor();
    // The sign-up itself answered as for a new address; the owner was told by e-mail.
    expect(signUp).toEqual([200]);
    expect(new URL(page.url()).pathname).toBe('/signup');
    const outbox = (await (
      await fetch(`${baseUrl()}/api/dev/outbox`, { headers: { Cookie: existing.cookie } })
    ).json()) as { emails: Array<{ subject: string }> };
    expect(outbox.emails.some((e) => e.subject.includes('Опит за регистрация'))).toBe(true);
  });

  it('shows the network message when the request cannot be sent', async () => {
    const { page } = await newPage();
    await page.goto('/signup');
    await page.route('**/api/auth/sign-up/email', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Пълно име').fill('Без Мрежа');
    await page.getByLabel('Служебен имейл').fill('offline@example.bg');
    await page.getByLabel('Парола', { exact: true }).fill('offline-pass-1');
    await page.getByRole('button', { name: 'Създайте акаунт' }).click();
    await page.getByText(M.network).waitFor();
  });
});

describe('login', () => {
  it('shows its validation messages', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByText(M.emailRequired).waitFor();
    await page.getByText(M.passwordRequired).waitFor();
    await page.getByLabel('Имейл').fill('bad@');
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByText(M.emailInvalid).waitFor();
  });

  it('says the credentials are wrong', async () => {
    const u = await createUser();
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('Имейл').fill(u.email);
    await page.getByLabel('Парола', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByText(M.invalidCredentials).waitFor();
  });

  it('welcomes back and goes to /dashboard; log out then /dashboard sends to /login', async () => {
    const u = await createUser({ name: 'Анна Колева' });
    const { page } = await newPage();
    await page.goto('/login');
    expect(await page.getByLabel('Запомни ме').isChecked()).toBe(true);
    await page.getByLabel('Имейл').fill(u.email);
    await page.getByLabel('Парола', { exact: true }).fill(u.password);
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByText('Добре дошли отново!').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Здравейте, Анна Колева!' }).waitFor();

    await page.getByRole('button', { name: 'Изход' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });
});

describe('routing', () => {
  it('sends a signed-in user from /, /signup and /login to /dashboard', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    for (const p of ['/', '/signup', '/login']) {
      await page.goto(p);
      await page.waitForURL('**/dashboard');
    }
  });

  it('sends a signed-out visitor from /dashboard to /login, showing the spinner while checking', async () => {
    const { page } = await newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/get-session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await page.getByText('Зареждане...').waitFor();
    release();
    await page.waitForURL('**/login');
  });

  it('sends /dashboard to /login when the sign-in check fails', async () => {
    const { page } = await newPage();
    await page.route('**/api/auth/get-session', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it('shows the landing page on unknown paths', async () => {
    const { page } = await newPage();
    await page.goto('/some/unknown/path');
    await page.getByRole('link', { name: 'Започнете днес' }).waitFor();
  });
});

describe('forgot password', () => {
  it('e-mails a reset link that sets a new password', async () => {
    const u = await createUser();
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Забравена парола?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Имейл').fill(u.email);
    await page.getByRole('button', { name: 'Изпратете връзка' }).click();
    await page.getByText('изпратихме връзка за нова парола').waitFor();

    const outbox = (await (await fetch(`${baseUrl()}/api/dev/outbox`, { headers: { Cookie: u.cookie } })).json()) as {
      emails: { text: string }[];
    };
    const link = outbox.emails[0]!.text.match(/https?:\/\/\S+/)![0];
    await page.goto(link);
    await page.waitForURL('**/reset-password?token=*');
    await page.getByLabel('Нова парола').fill('my-new-pass-77');
    await page.getByLabel('Потвърдете паролата').fill('my-new-pass-77');
    await page.getByRole('button', { name: 'Запазете паролата' }).click();
    await page.getByText('Паролата е променена').waitFor();

    await page.goto('/login');
    await page.getByLabel('Имейл').fill(u.email);
    await page.getByLabel('Парола', { exact: true }).fill('my-new-pass-77');
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.waitForURL('**/dashboard');
  });
});
