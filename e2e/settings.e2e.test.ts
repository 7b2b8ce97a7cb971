import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createUser, newPage } from './support/browser.ts';
import { setActivePlan, withE2eDb } from './support/db.ts';

const M = {
  passwordChanged: 'Паролата е сменена. Излязохте от всички други устройства.',
  wrongCurrent: 'Текущата парола е грешна',
  mismatch: 'Паролите не съвпадат',
  proOnly: 'Brand Kit е само за Про плана',
  brandKitSaved: 'Brand Kit е запазен. Новите видеа ще го използват.',
  supportSuccess: 'Запитването е изпратено успешно! Ще се свържем с вас скоро.',
  required: 'Моля попълнете всички задължителни полета.',
};

describe('My profile', () => {
  it('uploads a photo that then shows in settings and in the header, and refuses a text file posing as one', async () => {
    const u = await createUser({ name: 'Снимка Профилова' });
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=settings');
    const canvas = createCanvas(600, 400);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#e11d48';
    ctx.fillRect(0, 0, 600, 400);
    const fileInput = page.locator('input[type=file][accept*="image/png"]');
    const header = page.getByRole('banner').locator('img[src^="/api/settings/avatar"]');
    await fileInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really an image'),
    });
    await page.getByRole('alert').first().waitFor();
    expect(await header.count()).toBe(0);
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: canvas.toBuffer('image/png') });
    await page.getByRole('img', { name: 'Профилна снимка' }).waitFor();
    await header.waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    // Resized on the server to a square.
    await expect
      .poll(() =>
        header.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth === img.naturalHeight && img.naturalWidth > 0,
        ),
      )
      .toBe(true);
  });

  it('changes the password (wrong current and mismatch are explained) and the new one signs in', async () => {
    const u = await createUser({ name: 'Смяна Паролова' });
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=settings');
    await page.getByRole('heading', { name: 'Смяна на паролата' }).waitFor();
    // E-mail is shown and read-only.
    expect(await page.getByLabel('Имейл', { exact: true }).inputValue()).toBe(u.email);
    expect(await page.getByLabel('Имейл', { exact: true }).getAttribute('readonly')).not.toBeNull();

    const current = page.getByLabel('Текуща парола', { exact: true });
    const next = page.getByLabel('Нова парола', { exact: true });
    const confirm = page.getByLabel('Потвърдете новата парола', { exact: true });
    const submit = page.getByRole('button', { name: 'Сменете паролата' });

    await current.fill(u.password);
    await next.fill('brand-new-pass-1');
    await confirm.fill('brand-new-pass-2');
    await submit.click();
    await page.getByText(M.mismatch).waitFor();

    await current.fill('not-my-password');
    await confirm.fill('brand-new-pass-1');
    await submit.click();
    await page.getByText(M.wrongCurrent).waitFor();

    await current.fill(u.password);
    expect(await current.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Покажи паролата' }).first().click();
    expect(await current.getAttribute('type')).toBe('text');
    await submit.click();
    await page.getByText(M.passwordChanged).waitFor();

    // The old session cookie (another "device") is signed out; the new password works.
    const old = await fetch(new URL('/api/me', page.url()), { headers: { cookie: u.cookie } });
    expect(old.status).toBe(401);
    const { page: login } = await newPage();
    await login.goto('/login');
    await login.getByLabel('Имейл').fill(u.email);
    await login.getByLabel('Парола', { exact: true }).fill('brand-new-pass-1');
    await login.getByRole('button', { name: 'Вход' }).click();
    await login.waitForURL('**/dashboard');
  });

  it('saves the full name and the header shows it', async () => {
    const u = await createUser({ name: 'Старо Име' });
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=settings');
    await page.getByLabel('Пълно име').fill('Ново Име');
    await page.getByRole('button', { name: 'Запазете промените' }).click();
    await page.getByText('Профилът е запазен.').waitFor();
    await page.getByRole('banner').getByText('Ново Име').waitFor();
  });

  it('deletes the account only after DELETE is typed, then signs out', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=settings');
    await page.getByRole('button', { name: 'Изтрийте акаунта' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Изтрийте завинаги' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Въведете DELETE за потвърждение').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Въведете DELETE за потвърждение').fill('DELETE');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    const rows = await withE2eDb((c) => c.query('select 1 from users where email = $1', [u.email]));
    expect(rows.rowCount).toBe(0);
  });
});

describe('Brand Kit', () => {
  it('tells a trial user it is for the Pro plan, with an upgrade button to billing', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=settings');
    await page.getByRole('tab', { name: 'Brand Kit' }).click();
    await page.getByText(M.proOnly).waitFor();
    const upgrade = page.getByRole('link', { name: 'Надстройте плана' });
    expect(await upgrade.getAttribute('href')).toBe('/dashboard?section=billing');
    expect(await page.getByLabel('Основен цвят', { exact: true }).count()).toBe(0);
  });

  it('lets a Pro user save colours that persist across a reload', async () => {
    const u = await createUser();
    await setActivePlan(u.email, 'pro');
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=settings');
    await page.getByRole('tab', { name: 'Brand Kit' }).click();
    const primary = page.getByLabel('Основен цвят', { exact: true });
    expect(await primary.inputValue()).toBe('#007BFF');
    expect(await page.getByLabel('Второстепенен цвят', { exact: true }).inputValue()).toBe('#C42D9A');
    await primary.fill('#12AB34');
    await page.getByRole('button', { name: 'Запазете Brand Kit' }).click();
    await page.getByText(M.brandKitSaved).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Brand Kit' }).click();
    await expect.poll(() => page.getByLabel('Основен цвят', { exact: true }).inputValue()).toBe('#12AB34');
  });
});

describe('Support', () => {
  it('sends an inquiry: banner for 3 s, form reset, and the ticket in the list', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard#support');
    const submit = page.getByRole('button', { name: 'Изпратете запитването' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('Все още нямате запитвания.').waitFor();

    await page.getByLabel('Тема').fill('   ');
    await page.getByLabel('Съобщение').fill('   ');
    await submit.click();
    await page.getByText(M.required).waitFor();

    expect(await page.getByLabel('Категория').inputValue()).toBe('other');
    await page.getByLabel('Тема').fill('Въпрос за фактура');
    await page.getByLabel('Категория').selectOption('billing');
    await page.getByLabel('Съобщение').fill('Кога ще получа фактурата си?');
    await page.getByText('28/1000').waitFor();
    await submit.click();
    await page.getByText(M.supportSuccess).waitFor();
    expect(await page.getByLabel('Тема').inputValue()).toBe('');
    expect(await page.getByLabel('Категория').inputValue()).toBe('other');
    const item = page.getByRole('list', { name: 'Вашите запитвания' }).getByRole('listitem');
    await item.filter({ hasText: 'Въпрос за фактура' }).waitFor();
    expect(await item.first().innerText()).toMatch(/Отворено[\s\S]*Плащания/);
    // The banner hides after about 3 seconds.
    await page.getByText(M.supportSuccess).waitFor({ state: 'detached', timeout: 6000 });

    await page.getByRole('link', { name: 'Назад към таблото' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.hash);
  });

  it("never shows another user's inquiries", async () => {
    const a = await createUser();
    const b = await createUser();
    const { page: pa } = await newPage({ cookie: a.cookie });
    await pa.goto('/dashboard#support');
    await pa.getByLabel('Тема').fill('Тайна тема на А');
    await pa.getByLabel('Съобщение').fill('Само за А');
    await pa.getByRole('button', { name: 'Изпратете запитването' }).click();
    await pa.getByRole('list', { name: 'Вашите запитвания' }).getByText('Тайна тема на А').waitFor();

    const { page: pb } = await newPage({ cookie: b.cookie });
    await pb.goto('/dashboard#support');
    await pb.getByText('Все още нямате запитвания.').waitFor();
    expect(await pb.getByText('Тайна тема на А').count()).toBe(0);
  });
});
