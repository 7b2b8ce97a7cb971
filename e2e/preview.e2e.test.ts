import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, newPage, toStep3 } from './support/browser.ts';

const preview = (page: Page, n: number) => page.getByRole('img', { name: `Преглед на рекламата — Вариант ${n}` });
const frameOf = (page: Page, n: number) =>
  preview(page, n).evaluate((c) => Number((c as HTMLCanvasElement).dataset.frame ?? -1));
const pixels = (page: Page, n: number) =>
  preview(page, n).evaluate((c) => (c as HTMLCanvasElement).toDataURL('image/png'));

describe('instant preview', () => {
  it('plays three variants on step 3, and an edited offer shows in the preview without a render', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await toStep3(page);

    for (const n of [1, 2, 3]) await preview(page, n).waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Варианти' }).getByRole('radio').count()).toBe(3);
    // Playing: each canvas moves on to later frames by itself.
    for (const n of [1, 2, 3]) {
      const a = await frameOf(page, n);
      await page.waitForFunction(
        ([name, from]) =>
          Number(document.querySelector<HTMLCanvasElement>(`canvas[aria-label="${name}"]`)?.dataset.frame) >
          (from as number) + 5,
        [`Преглед на рекламата — Вариант ${n}`, a],
      );
    }

    // Scrub variant 2 (offer first) through the ad, edit the offer, scrub again: the offer's frames change.
    const slider = page.getByRole('slider', { name: 'Момент от видеото: Преглед на рекламата — Вариант 2' });
    const sample = async () => {
      const out: string[] = [];
      for (const f of [30, 60, 90, 120, 150, 180]) {
        await slider.fill(String(f));
        await page.waitForFunction(
          ([name, frame]) =>
            document.querySelector<HTMLCanvasElement>(`canvas[aria-label="${name}"]`)?.dataset.frame === String(frame),
          ['Преглед на рекламата — Вариант 2', f],
        );
        out.push(await pixels(page, 2));
      }
      return out;
    };
    const before = await sample();
    await page
      .getByRole('textbox', { name: 'Оферта', exact: true })
      .fill('Безплатна торта за всяка поръчка над 60 лв.');
    const after = await sample();
    expect(after.filter((p, i) => p !== before[i]).length).toBeGreaterThan(0);
    // The scene list under the canvas is the same storyboard.
    expect(await page.getByRole('radiogroup', { name: 'Варианти' }).textContent()).toContain('торта');

    await page.getByRole('radio', { name: /Вариант 2/ }).check();
    expect(await page.getByRole('radio', { name: /Вариант 2/ }).isChecked()).toBe(true);
  });
});

// `npm run bench:preview`: figures, not assertions (speed is measured, never asserted).
describe.runIf(process.env.BENCH_PREVIEW === '1')('preview bench', () => {
  it('prints time to the first preview frame, the frame rate over 5 s and the preview chunk size', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    const chunks: { url: string; bytes: number; gzip: number }[] = [];
    page.on('response', async (res) => {
      const url = new URL(res.url()).pathname;
      if (!/variant-previews|ad-preview|\.ttf$/.test(url)) return;
      const body = await res.body().catch(() => null);
      if (body) chunks.push({ url, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    });
    await toStep3(page, 'Цветарски магазин в центъра на Пловдив');
    const step3 = Date.now();
    await page.waitForFunction(() => {
      const c = [...document.querySelectorAll<HTMLCanvasElement>('canvas[aria-label^="Преглед на рекламата"]')];
      return c.length === 3 && c.every((x) => x.dataset.frame !== undefined);
    });
    const firstFrameMs = Date.now() - step3;
    const fps = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const c = document.querySelector<HTMLCanvasElement>('canvas[aria-label^="Преглед на рекламата"]')!;
          const seen = new Set<string>();
          const t0 = performance.now();
          const tick = () => {
            seen.add(c.dataset.frame ?? '');
            if (performance.now() - t0 < 5000) requestAnimationFrame(tick);
            else resolve(seen.size / 5);
          };
          requestAnimationFrame(tick);
        }),
    );
    const js = chunks.filter((c) => c.url.endsWith('.js'));
    const fonts = chunks.filter((c) => c.url.endsWith('.ttf'));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      [
        `step 3 opened -> first frame of all three previews: ${firstFrameMs} ms`,
        `preview frame rate over 5 s (first canvas; three play at once): ${fps.toFixed(1)} fps`,
        `preview chunk: ${js.map((c) => `${c.url} ${kb(c.bytes)} (gzip ${kb(c.gzip)})`).join(', ')}`,
        `fonts loaded for the style: ${fonts.length} files, ${kb(fonts.reduce((s, f) => s + f.bytes, 0))} (gzip ${kb(fonts.reduce((s, f) => s + f.gzip, 0))})`,
      ].join('\n'),
    );
    expect(js.length).toBeGreaterThan(0);
  });
});
