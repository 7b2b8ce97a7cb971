import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, type AxeFinding } from './support/axe.ts';
import { createUser, newPage } from './support/browser.ts';
import { seedVideo, setActivePlan } from './support/db.ts';

/**
 * axe-core over every screen, at desktop and phone width, with one user per width: no serious or
 * critical violation anywhere. Screens are reached as a person reaches them (the create steps by
 * filling them in, the dialogs by clicking); the library's video is seeded, not rendered.
 */
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

type Screen = { name: string; open: (page: Page) => Promise<void> };

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

const SIGNED_OUT: Screen[] = [
  {
    name: 'landing',
    open: async (p) => (
      await p.goto('/'),
      await p.locator('#hero').waitFor(),
      await p.locator('#pricing [data-plan="pro"]').waitFor({ state: 'attached' })
    ),
  },
  { name: 'signup', open: async (p) => (await p.goto('/signup'), await heading(p, 'Създайте своя акаунт')) },
  { name: 'login', open: async (p) => (await p.goto('/login'), await heading(p, 'Добре дошли отново')) },
  {
    name: 'forgot password',
    open: async (p) => (await p.goto('/forgot-password'), await heading(p, 'Забравена парола')),
  },
  {
    name: 'reset password',
    open: async (p) => (await p.goto('/reset-password?token=e2e'), await heading(p, 'Нова парола')),
  },
];

const SIGNED_IN: Screen[] = [
  {
    name: 'dashboard home',
    open: async (p) => (
      await p.goto('/dashboard'),
      await heading(p, /Здравейте/),
      await p.getByTestId('stat-plan').waitFor()
    ),
  },
  {
    name: 'create step 1',
    open: async (p) => (
      await p.goto('/dashboard?view=create'),
      await heading(p, 'Какъв е вашият бизнес?'),
      await p.getByTestId('plan-banner').waitFor()
    ),
  },
  {
    name: 'create step 2',
    open: async (p) => {
      await p.getByRole('button', { name: 'Пицария с доставка' }).click();
      await p.getByRole('button', { name: 'Продължете' }).click();
      await p.getByLabel('Описание на бизнеса и кампанията').waitFor();
    },
  },
  {
    name: 'create step 3',
    open: async (p) => {
      const details = p.getByRole('button', { name: 'Генерирайте детайли' });
      await details.click();
      // A "[…]" left in the description is asked about once; the second press goes on.
      const step3 = p.getByRole('heading', { name: 'Потвърдете детайлите' });
      await step3.or(p.getByRole('alert').first()).first().waitFor();
      if (!(await step3.isVisible())) await details.click();
      await heading(p, 'Потвърдете детайлите');
    },
  },
  {
    name: 'library',
    open: async (p) => (
      await p.goto('/dashboard?section=inspiration'),
      await p.getByTestId('video-card').first().waitFor()
    ),
  },
  {
    name: 'preview',
    open: async (p) => {
      await p.getByTestId('video-card').first().getByRole('button', { name: 'Преглед', exact: true }).click();
      await p.getByRole('dialog').locator('video').waitFor();
    },
  },
  {
    name: 'refund modal',
    open: async (p) => {
      await p.keyboard.press('Escape');
      await p.getByRole('dialog').waitFor({ state: 'detached' });
      await p.getByTestId('video-card').first().getByRole('button', { name: 'Заявка за възстановяване' }).click();
      await p.getByRole('dialog').getByLabel('Причина за заявката').waitFor();
    },
  },
  {
    name: 'settings',
    open: async (p) => (await p.goto('/dashboard?section=settings'), await p.getByLabel('Пълно име').waitFor()),
  },
  {
    name: 'Brand Kit',
    open: async (p) => {
      await p.getByRole('tab', { name: 'Brand Kit' }).click();
      await p.getByRole('tabpanel').getByRole('button').first().waitFor();
    },
  },
  {
    name: 'billing',
    open: async (p) => (
      await p.goto('/dashboard?section=billing'),
      await heading(p, 'Плащания и абонамент'),
      await p.getByTestId('usage').waitFor()
    ),
  },
  {
    name: 'plan chooser',
    open: async (p) => (
      await p.getByRole('button', { name: 'Изберете план' }).click(),
      await heading(p, 'Изберете план')
    ),
  },
  {
    name: 'success',
    open: async (p) => (
      await p.goto('/success'),
      await p.getByRole('link', { name: 'Продължете към профила' }).waitFor(),
      await p.getByText('Зареждане на детайли...').waitFor({ state: 'detached' })
    ),
  },
  { name: 'support', open: async (p) => (await p.goto('/dashboard#support'), await heading(p, 'Поддръжка')) },
  {
    name: 'my media',
    open: async (p) => (await p.goto('/dashboard?section=media'), await heading(p, 'Моите материали')),
  },
  {
    name: 'menus',
    open: async (p) => {
      const phoneMenu = p.getByRole('button', { name: 'Отвори менюто' });
      if (await phoneMenu.isVisible()) {
        await phoneMenu.click();
        await p.getByRole('dialog', { name: 'Меню' }).waitFor();
      } else {
        await p.getByRole('button', { name: /Потребителско меню/ }).click();
        await p.getByRole('link', { name: 'Моят профил' }).waitFor();
      }
    },
  },
];

describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const { name: width, viewport } of VIEWPORTS) {
    it(`every screen at ${width}`, async () => {
      const found: Record<string, AxeFinding[]> = {};
      const out = await newPage({ viewport });
      for (const s of SIGNED_OUT) {
        await s.open(out.page);
        found[s.name] = await seriousViolations(out.page);
      }
      const u = await createUser({ name: 'Ана Достъпна' });
      await setActivePlan(u.email, 'pro');
      await seedVideo(u.email);
      const { page } = await newPage({ viewport, cookie: u.cookie });
      for (const s of SIGNED_IN) {
        await s.open(page);
        found[s.name] = await seriousViolations(page);
      }
      console.log(
        `[a11y ${width}] serious/critical violations per screen: ${Object.entries(found)
          .map(([k, v]) => `${k} ${v.length}`)
          .join(', ')}`,
      );
      const bad = Object.entries(found).filter(([, v]) => v.length > 0);
      expect(
        bad.map(([k, v]) => `${k}: ${v.map((f) => `${f.id} (${f.impact}) ${f.targets.join(' | ')}`).join('; ')}`),
      ).toEqual([]);
    });
  }

  it('dialogs trap focus, close on Escape and give focus back; the library and preview work by keyboard', async () => {
    const u = await createUser();
    await seedVideo(u.email);
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/dashboard?section=inspiration');
    const card = page.getByTestId('video-card').first();
    const refundButton = card.getByRole('button', { name: 'Заявка за възстановяване' });
    await refundButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await refundButton.evaluate((b) => b === document.activeElement)).toBe(true);

    // The preview opens from the keyboard, its player takes focus, Escape returns to the card.
    const preview = card.getByRole('button', { name: 'Преглед', exact: true });
    await preview.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('VIDEO');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await preview.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});
