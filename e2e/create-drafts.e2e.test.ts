import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, newPage } from './support/browser.ts';

const PROMPT =
  'Пекарна „Житен клас“ в Русе пече хляб на квас и кроасани всяка сутрин. Рекламираме тортите по поръчка с оферта: 20% отстъпка до неделя. Обадете се на 0888 123 456.';
const OFFER = 'Безплатен кроасан към всяка торта';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const toggle = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByRole('button');
const step3 = (page: Page) => page.getByRole('heading', { name: 'Потвърдете детайлите' });
const promptBox = (page: Page) => page.getByLabel('Описание на бизнеса и кампанията');
const stepInUrl = (page: Page) => new URL(page.url()).searchParams.get('step');

/** Resolves when the create draft the server keeps holds `text` and a confirmed business name. */
const draftSaved = (page: Page, text: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/drafts/create') &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes(text) &&
      (r.request().postData() ?? '').includes('"BusinessName":true'),
  );

describe('drafts survive', () => {
  it('keeps the step and the typed facts across a reload, Back/Forward and another device', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?view=create');
    await page.getByLabel('Вашият тип бизнес').fill('Пекарна в Русе');
    await page.getByRole('button', { name: 'Продължете' }).click();
    await promptBox(page).waitFor();
    expect(stepInUrl(page)).toBe('2');
    await promptBox(page).fill(PROMPT);
    await page.getByRole('button', { name: 'Генерирайте детайли' }).click();
    await step3(page).waitFor();
    expect(stepInUrl(page)).toBe('3');

    // Type a fact and confirm one, then reload: still step 3, with both.
    const saved = draftSaved(page, OFFER);
    await field(page, 'Оферта').fill(OFFER);
    await toggle(page, 'Име на бизнеса').click();
    await saved;
    await page.reload();
    await step3(page).waitFor();
    expect(stepInUrl(page)).toBe('3');
    expect(await field(page, 'Оферта').inputValue()).toBe(OFFER);
    expect(await toggle(page, 'Име на бизнеса').getAttribute('aria-pressed')).toBe('true');

    // A second browser signed in as the same user opens the flow where it was left.
    const other = await newPage({ cookie: u.cookie });
    await other.page.goto('/dashboard?view=create');
    await step3(other.page).waitFor();
    expect(stepInUrl(other.page)).toBe('3');
    expect(await field(other.page, 'Оферта').inputValue()).toBe(OFFER);
    expect(await toggle(other.page, 'Име на бизнеса').getAttribute('aria-pressed')).toBe('true');
    await other.context.close();

    // The browser's Back and Forward move between the steps, keeping what was typed.
    await page.goBack();
    await promptBox(page).waitFor();
    expect(stepInUrl(page)).toBe('2');
    expect(await promptBox(page).inputValue()).toBe(PROMPT);
    await page.goForward();
    await step3(page).waitFor();
    expect(await field(page, 'Оферта').inputValue()).toBe(OFFER);

    // The in-app Back goes one step back, not out of the flow; Forward returns.
    await page.getByRole('button', { name: 'Назад' }).click();
    await promptBox(page).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('create');
    expect(stepInUrl(page)).toBe('2');
    await page.goForward();
    await step3(page).waitFor();
  });
});
