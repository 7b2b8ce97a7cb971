import { loadImage, createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { baseUrl, createUser, newPage } from './support/browser.ts';
import { setActivePlan } from './support/db.ts';

const BRIEF = {
  BusinessName: 'Студио Зелено',
  BusinessDescription: 'Флорално студио',
  Services: 'букети, декорации',
  AdvertizedService: 'сватбени букети',
  Offer: '20% отстъпка за сватби',
  CTA: 'Обадете се',
  BusinessLocation: 'Варна',
  TargetAudience: 'младоженци',
};

type Video = { id: string; status: string; thumbnail_url: string | null };

async function renderPoster(cookie: string): Promise<Buffer> {
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl(), Cookie: cookie };
  const res = await fetch(`${baseUrl()}/api/videos`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ facts: BRIEF, durationSec: 15, style: 'bold' }),
  });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as Video;
  let v: Video;
  // SPEC's generation timeout: on a busy machine a render takes a while.
  const deadline = Date.now() + 12 * 60_000;
  do {
    await new Promise((r) => setTimeout(r, 1000));
    v = (await (await fetch(`${baseUrl()}/api/videos/${id}`, { headers })).json()) as Video;
  } while (v.status !== 'completed' && v.status !== 'failed' && Date.now() < deadline);
  expect(v.status).toBe('completed');
  return Buffer.from(await (await fetch(`${baseUrl()}${v.thumbnail_url}`, { headers })).arrayBuffer());
}

/** Share of the poster's pixels within a small distance of the colour, or of its darker shade. */
async function shareNear(jpeg: Buffer, hex: string): Promise<number> {
  const img = await loadImage(jpeg);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const { data } = ctx.getImageData(0, 0, img.width, img.height);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const shades = [1, 0.8, 0.55].map((k) => [r * k, g * k, b * k]);
  let near = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (shades.some(([sr, sg, sb]) => Math.hypot(data[i]! - sr!, data[i + 1]! - sg!, data[i + 2]! - sb!) < 40)) near++;
  }
  return near / (data.length / 4);
}

describe('Brand Kit in renders', () => {
  it(
    'a Pro user saves a brand colour in settings, and the next video is made in it',
    async () => {
      const pro = await createUser({ name: 'Ива Зелена' });
      await setActivePlan(pro.email, 'pro');
      const { page } = await newPage({ cookie: pro.cookie });
      await page.goto('/dashboard?section=settings');
      await page.getByRole('tab', { name: 'Brand Kit' }).click();
      await page.getByLabel('Основен цвят', { exact: true }).fill('#12AB34');
      await page.getByRole('button', { name: 'Запазете Brand Kit' }).click();
      await page.getByText('Brand Kit е запазен').waitFor();

      const branded = await shareNear(await renderPoster(pro.cookie), '#12AB34');
      // The same brief without a Brand Kit (a trial user) has none of that green.
      const plain = await shareNear(await renderPoster((await createUser()).cookie), '#12AB34');
      console.log(
        `[brand-kit] poster pixels near #12AB34: branded ${(branded * 100).toFixed(1)}%, without Brand Kit ${(plain * 100).toFixed(1)}%`,
      );
      expect(branded).toBeGreaterThan(0.25);
      expect(plain).toBeLessThan(0.02);
    },
    30 * 60_000,
  );
});
