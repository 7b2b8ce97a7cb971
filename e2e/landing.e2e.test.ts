import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SOLD_PLANS } from '@reklamo/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, newPage } from './support/browser.ts';

const NAV = [
  { label: 'Проблем', id: 'examples' },
  { label: 'Решение', id: 'how-it-works' },
  { label: 'Демо', id: 'showcase' },
  { label: 'Отзиви', id: 'reviews' },
  { label: 'Цени', id: 'pricing' },
];
const OFFSET = 80;

const topOf = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id);
const headerNav = (page: Page) => page.locator('header nav').first();

async function openLanding(page: Page, url = '/') {
  await page.goto(url);
  await page.locator('#hero').waitFor();
}

/** Scrolls through the page so lazy parts (pricing, video) load and in-view animations run. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await nextFrame(page);
  }
  await page.locator('[data-plan="pro"]').waitFor();
}

/** Resolves after the browser has painted the next frame (what a person would see next). */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

async function gotoPricing(page: Page) {
  await headerNav(page).getByRole('link', { name: 'Цени' }).click();
  await page.locator('[data-testid="price-starter"]').waitFor();
  await expect.poll(() => topOf(page, 'pricing')).toBe(OFFSET);
}

describe('landing navigation', () => {
  it('scrolls each nav item to its section, 80 px below the top, and highlights it', async () => {
    const { page } = await newPage();
    await openLanding(page);
    expect(await headerNav(page).locator('[aria-current]').count()).toBe(0);
    for (const { label, id } of NAV) {
      const link = headerNav(page).getByRole('link', { name: label });
      await link.click();
      await expect.poll(() => topOf(page, id)).toBe(OFFSET);
      await expect.poll(() => link.getAttribute('aria-current')).toBe('location');
      expect(await headerNav(page).locator('[aria-current]').count()).toBe(1);
    }
    // Back up through the page, the highlight follows the section at the top.
    await page.evaluate(() =>
      window.scrollTo({ top: document.getElementById('showcase')!.offsetTop - 40, behavior: 'instant' }),
    );
    await expect
      .poll(() => headerNav(page).getByRole('link', { name: 'Демо' }).getAttribute('aria-current'))
      .toBe('location');
  });

  it('scrolls from the footer buttons too', async () => {
    const { page } = await newPage();
    await openLanding(page);
    for (const { label, id } of NAV) {
      await page.locator('footer').getByRole('button', { name: label }).click();
      await expect.poll(() => topOf(page, id)).toBe(OFFSET);
    }
    await page.locator('footer').getByText('© 2025').waitFor();
  });

  it('turns the navigation white once scrolled', async () => {
    const { page } = await newPage();
    await openLanding(page);
    const bg = () => page.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor);
    expect(await bg()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 500);
    await expect.poll(bg).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(bg).toBe('rgba(0, 0, 0, 0)');
  });

  it('sends a signed-in visitor on / to /dashboard, but shows unknown paths', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.goto('/no/such/page');
    await page.locator('#hero').waitFor();
  });
});

describe('landing pricing', () => {
  /** лв or лева as a word ("Целева аудитория" is not one). */
  const LEV = /(?<!\p{L})(лв|лева)(?!\p{L})|BGN/u;
  const priceText = (page: Page, id: string) => page.locator(`[data-testid="price-${id}"]`).innerText();

  it('switches every price to the yearly figure and back, with confetti', async () => {
    const { page } = await newPage();
    await openLanding(page);
    await gotoPricing(page);
    for (const plan of SOLD_PLANS) {
      const text = await priceText(page, plan.id);
      if (plan.price === null) expect(text).toMatch(/Custom[\s\S]*персонализирано ценообразуване/);
      else expect(text.replace(/\s+/g, ' ')).toBe(`${plan.price} € /месец таксувано месечно`);
    }
    expect(await page.getByRole('button', { name: 'Месечно' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Спестете 20%').waitFor();
    // Euro, the Bulgarian way: "99 €", "199 €" with a non-breaking space; no лв anywhere on the page.
    expect(SOLD_PLANS.map((p) => p.price)).toEqual([99, 199, null]);
    expect(await priceText(page, 'starter')).toContain('99\u00a0€');
    expect(await priceText(page, 'pro')).toContain('199\u00a0€');
    expect(await page.locator('body').innerText()).not.toMatch(LEV);
    fs.mkdirSync('.test-data/screenshots', { recursive: true });
    await page.locator('#pricing').screenshot({ path: '.test-data/screenshots/euro-landing-pricing-monthly.png' });

    await page.getByRole('button', { name: 'Годишно' }).click();
    await expect.poll(() => page.locator('canvas').count()).toBeGreaterThan(0);
    for (const plan of SOLD_PLANS.filter((p) => p.yearlyPrice !== null)) {
      await expect
        .poll(async () => (await priceText(page, plan.id)).replace(/\s+/g, ' '))
        .toBe(`${plan.yearlyPrice} € /месец таксувано годишно: ${plan.id === 'pro' ? '1 908' : '948'} €`);
    }
    expect(await priceText(page, 'agency')).toContain('Custom');
    expect(await page.locator('#pricing').innerText()).not.toMatch(LEV);
    await page
      .locator('#pricing')
      .screenshot({ path: '.test-data/screenshots/euro-landing-pricing-yearly.png', animations: 'disabled' });

    await page.getByRole('button', { name: 'Месечно' }).click();
    for (const plan of SOLD_PLANS.filter((p) => p.price !== null)) {
      await expect
        .poll(async () => (await priceText(page, plan.id)).replace(/\s+/g, ' '))
        .toBe(`${plan.price} € /месец таксувано месечно`);
    }
  });

  it('marks only the popular plan Най-популярен', async () => {
    const { page } = await newPage();
    await openLanding(page);
    await gotoPricing(page);
    expect(await page.getByText('Най-популярен').count()).toBe(1);
    const popular = SOLD_PLANS.filter((p) => p.isPopular).map((p) => p.id);
    expect(popular).toEqual(['pro']);
    await page.locator('[data-plan="pro"]').getByText('Най-популярен').waitFor();
  });

  it('sends Agency to the contact section, whose link e-mails sales', async () => {
    const { page } = await newPage();
    await openLanding(page);
    await gotoPricing(page);
    const agency = page.locator('[data-plan="agency"]').getByRole('link', { name: 'Свържете се с нас' });
    // An in-page link: even before (or without) the script it goes to #contact, never to a mail draft.
    expect(await agency.getAttribute('href')).toBe('#contact');
    await agency.click();
    await expect.poll(() => topOf(page, 'contact')).toBeLessThanOrEqual(OFFSET);
    expect(new URL(page.url()).pathname).toBe('/');
    const href = await page.locator('#contact a[href^="mailto:"]').getAttribute('href');
    expect(href).toBe('mailto:sales@reklamo.bg?subject=' + encodeURIComponent('Запитване за Агенция план'));
  });

  it('respects prefers-reduced-motion: no confetti, prices change at once', async () => {
    const { page } = await newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding(page);
    await gotoPricing(page);
    const confetti: string[] = [];
    page.on('request', (r) => /confetti/.test(r.url()) && confetti.push(r.url()));
    await page.getByRole('button', { name: 'Годишно' }).click();
    // "At once": well inside the 500 ms number transition and any smooth scroll.
    const atOnce = { timeout: 250, interval: 25 };
    await expect
      .poll(async () => (await priceText(page, 'pro')).replace(/\s+/g, ' '), atOnce)
      .toContain(`${SOLD_PLANS[1]!.yearlyPrice} €`);
    // The click handler would have started loading confetti before the price changed.
    await nextFrame(page);
    expect(confetti).toEqual([]);
    expect(await page.locator('canvas').count()).toBe(0);
    // No smooth scrolling either: a nav click lands at once.
    await headerNav(page).getByRole('link', { name: 'Проблем' }).click();
    await expect.poll(() => topOf(page, 'examples'), atOnce).toBe(OFFSET);
  });
});

describe('landing calls to action', () => {
  const cases: { name: string; locate: (p: Page) => ReturnType<Page['locator']>; url: string }[] = [
    { name: 'nav Започнете сега', locate: (p) => p.getByTestId('nav-start'), url: '/signup' },
    { name: 'Започнете днес', locate: (p) => p.getByRole('link', { name: 'Започнете днес' }), url: '/signup' },
    {
      name: 'Създайте вашата първа реклама',
      locate: (p) => p.getByRole('link', { name: 'Създайте вашата първа реклама' }),
      url: '/signup',
    },
    {
      name: 'Вижте повече истории за успех',
      locate: (p) => p.getByRole('link', { name: 'Вижте повече истории за успех' }),
      url: '/signup',
    },
    { name: 'steps Започнете сега', locate: (p) => p.getByTestId('steps-start'), url: '/signup' },
    { name: 'Starter', locate: (p) => p.locator('[data-plan="starter"]').getByRole('link'), url: '/signup' },
    {
      name: 'Pro',
      locate: (p) => p.locator('[data-plan="pro"]').getByRole('link', { name: 'Започнете сега' }),
      url: '/signup?plan=pro',
    },
    { name: 'closing', locate: (p) => p.getByRole('link', { name: 'Създайте реклама безплатно' }), url: '/signup' },
  ];

  it('sends every sign-up button to /signup', async () => {
    const { page } = await newPage();
    for (const c of cases) {
      await openLanding(page);
      if (c.name === 'Starter' || c.name === 'Pro') await gotoPricing(page);
      await c.locate(page).click();
      await page
        .waitForURL((u) => u.pathname + u.search === c.url, { timeout: 15_000 })
        .catch(() => {
          throw new Error(`${c.name} went to ${page.url()}, not ${c.url}`);
        });
      await page.getByRole('button', { name: 'Създайте акаунт' }).waitFor();
    }
  });
});

describe('landing showcase video', () => {
  it('is muted, looped, inline with a poster, and the toggle flips muted', async () => {
    const { page } = await newPage();
    await openLanding(page);
    await headerNav(page).getByRole('link', { name: 'Демо' }).click();
    const video = page.getByTestId('showcase-video');
    await video.waitFor();
    const props = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      autoplay: v.autoplay,
      inline: v.playsInline,
      poster: v.getAttribute('poster'),
      fallback: v.textContent,
      maxH: getComputedStyle(v).maxHeight,
      minH: getComputedStyle(v).minHeight,
    }));
    expect(props).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      inline: true,
      poster: '/showcase/poster.jpg',
      fallback: 'Your browser does not support the video tag.',
      maxH: `${800 / 2}px`,
      minH: '200px',
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
      .toMatch(/\/showcase\/showcase\.mp4$/);
    const toggle = page.getByTestId('mute-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Включете звука');
    await toggle.click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    expect(await toggle.getAttribute('aria-label')).toBe('Изключете звука');
    await toggle.click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    const mp4 = await page.request.get('/showcase/showcase.mp4');
    expect(mp4.headers()['content-type']).toContain('video/mp4');
  });
});

describe('landing on phones', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    it(`has no horizontal scroll at ${viewport.width} px and a working menu`, async () => {
      const { page } = await newPage({ viewport });
      await openLanding(page);
      await scrollThrough(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      expect(await page.locator('header nav').first().isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Отворете менюто' }).click();
      await page.locator('#landing-mobile-menu').getByRole('button', { name: 'Отзиви' }).click();
      await expect.poll(() => topOf(page, 'reviews')).toBe(OFFSET);
      expect(await page.locator('#landing-mobile-menu').count()).toBe(0);
    });
  }
});

describe('landing performance and looks', () => {
  it('logs LCP and the bytes of the first view; saves screenshots', async () => {
    const { page } = await newPage({ viewport: { width: 1440, height: 900 } });
    const bodies: { url: string; type: string; bytes: number; gzip: number }[] = [];
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/api/')) return;
      try {
        const body = await res.body();
        const type = /\.js$/.test(url.pathname)
          ? 'js'
          : /\.css$/.test(url.pathname)
            ? 'css'
            : /\.woff2$/.test(url.pathname)
              ? 'font'
              : /\.(jpg|png|svg|mp4)$/.test(url.pathname)
                ? 'media'
                : 'html';
        bodies.push({ url: url.pathname, type, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
      } catch {
        /* redirects and aborted requests have no body */
      }
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise<{ ms: number; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            resolve({
              ms: Math.round(last.startTime),
              element: last.element
                ? `${last.element.tagName.toLowerCase()}${last.element.id ? '#' + last.element.id : ''}`
                : '?',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const nav = await page.evaluate(() => {
      const t = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return t.reduce((s, r) => s + r.transferSize, 0);
    });
    await page.waitForLoadState('networkidle');
    const sum = (type: string, k: 'bytes' | 'gzip') =>
      bodies.filter((b) => b.type === type).reduce((s, b) => s + b[k], 0);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      [
        `[landing] LCP ${lcp.ms} ms (${lcp.element})`,
        `[landing] first-view JS: ${bodies
          .filter((b) => b.type === 'js')
          .map((b) => `${b.url.replace('/assets/', '')} ${kb(b.bytes)} (gzip ${kb(b.gzip)})`)
          .join(', ')}`,
        `[landing] first-view JS total ${kb(sum('js', 'bytes'))}, gzip ${kb(sum('js', 'gzip'))}; CSS ${kb(sum('css', 'bytes'))}, gzip ${kb(sum('css', 'gzip'))}; fonts ${kb(sum('font', 'bytes'))}; media ${kb(sum('media', 'bytes'))}`,
        `[landing] first-view transfer (resource timing, excl. document) ${kb(nav)}; all bodies ${kb(bodies.reduce((s, b) => s + b.bytes, 0))}`,
      ].join('\n'),
    );
    expect(bodies.some((b) => b.url.includes('showcase.mp4'))).toBe(false);
    expect(bodies.some((b) => /confetti/.test(b.url))).toBe(false);

    const dir = path.resolve('.test-data', 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await nextFrame(page);
    await page.screenshot({ path: path.join(dir, 'landing-1440.png'), fullPage: true });

    const phone = await newPage({ viewport: { width: 390, height: 844 } });
    await openLanding(phone.page);
    await scrollThrough(phone.page);
    await phone.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await phone.page.evaluate(() => document.fonts.ready.then(() => undefined));
    await nextFrame(phone.page);
    await phone.page.screenshot({ path: path.join(dir, 'landing-390.png'), fullPage: true });
  });
});
