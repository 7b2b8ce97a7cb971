import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { videos } from '@reklamo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { until } from '../testing/poll.ts';

/** Flat, saturated colours: stand-in photo N is PALETTE[N]. */
const PALETTE: [number, number, number][] = [
  [255, 0, 255],
  [0, 200, 0],
  [255, 140, 0],
  [0, 120, 255],
  [255, 0, 0],
  [0, 220, 220],
  [140, 60, 200],
  [230, 230, 0],
];

/** A stand-in for api.pexels.com and its CDN; `fail` makes the API answer 500. */
let pexels: Server;
let base = '';
let fail = false;
const searches: { url: string; auth?: string }[] = [];
let photos: Buffer[] = [];
let t: TestApp;

async function jpeg([r, g, b]: [number, number, number]): Promise<Buffer> {
  const c = createCanvas(800, 800);
  const ctx = c.getContext('2d');
  ctx.fillStyle = `rgb(${r},${g},${b})`;
  ctx.fillRect(0, 0, 800, 800);
  return c.encode('jpeg', 92);
}

const row = (id: string) =>
  t.db
    .select()
    .from(videos)
    .where(eq(videos.id, id))
    .then((r) => r[0]!);
const finished = (v: { status: string }) => v.status === 'completed' || v.status === 'failed';

beforeAll(async () => {
  photos = await Promise.all(PALETTE.map(jpeg));
  pexels = createServer((req, res) => {
    req.resume();
    const url = req.url ?? '';
    if (url.includes('/search')) {
      searches.push({ url, auth: req.headers.authorization });
      if (fail) return void res.writeHead(500).end('{"error":"down"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          page: 1,
          per_page: PALETTE.length,
          total_results: PALETTE.length,
          photos: PALETTE.map((_, i) => ({
            id: 500 + i,
            width: 800,
            height: 800,
            url: `https://www.pexels.com/photo/${500 + i}/`,
            photographer: `Мария Иванова ${i}`,
            photographer_url: `https://www.pexels.com/@maria${i}`,
            src: { original: `${base}/img/${i}.jpeg` },
          })),
        }),
      );
      return;
    }
    const img = /^\/img\/(\d+)\.jpeg/.exec(url);
    if (img) return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photos[Number(img[1])]);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => pexels.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(pexels.address() as AddressInfo).port}`;
  // IMAGE_PROVIDER is left unset: the key alone turns Pexels on.
  t = await createTestApp(
    {
      RENDER_WIDTH: '240',
      VOICE_PROVIDER: 'none',
      PEXELS_API_KEY: 'int-pexels-key',
      PEXELS_BASE_URL: base,
      PEXELS_VIDEOS: 'none',
    },
    { worker: true },
  );
});
afterAll(async () => {
  await t?.close();
  pexels?.closeAllConnections();
  await new Promise((r) => pexels.close(r));
});

describe('stock pictures through the worker', { timeout: 240_000 }, () => {
  it('a video without the user’s media shows Pexels photos; the credits are stored and returned to the library', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/videos', {
      method: 'POST',
      cookie: u.cookie,
      json: { facts: PIZZA, durationSec: 15, aspectRatio: '9:16' },
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const v = await until(() => row(id), finished);
    expect(v.status).toBe('completed');
    expect(searches.length).toBeGreaterThan(0);
    expect(
      searches.every(
        (s) => s.auth === 'int-pexels-key' && s.url.includes('query=pizza') && s.url.includes('orientation=portrait'),
      ),
    ).toBe(true);
    // Script order: the first scene's photographer comes first.
    expect(v.credits.length).toBeGreaterThanOrEqual(2);
    expect(v.credits[0]).toEqual({
      source: 'pexels',
      name: 'Мария Иванова 0',
      url: 'https://www.pexels.com/@maria0',
      pageUrl: 'https://www.pexels.com/photo/500/',
    });

    // What the library renders: the list and the video carry the credits (the player shows "Снимки: … / Pexels").
    const dto = (await (await t.request(`/api/videos/${id}`, { cookie: u.cookie })).json()) as {
      credits: { name: string }[];
    };
    expect(dto.credits.map((c) => c.name)).toEqual(v.credits.map((c) => c.name));
    const list = await (await t.request('/api/videos', { cookie: u.cookie })).text();
    expect(list).toContain('Мария Иванова 0');
    expect(list + JSON.stringify(dto)).not.toContain('int-pexels-key');

    // The poster (taken from the offer scene) shows one of the stock photos: its bottom rows are free of text in 9:16.
    const poster = await t.request(`/api/videos/${id}/poster`, { cookie: u.cookie });
    expect(poster.status).toBe(200);
    const img = await loadImage(Buffer.from(await poster.arrayBuffer()));
    const c = createCanvas(img.width, img.height);
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const [r, gg, b] = g.getImageData(Math.floor(img.width / 2), img.height - 4, 1, 1).data;
    const nearest = Math.min(
      ...PALETTE.map(([pr, pg, pb]) => Math.abs(pr - r!) + Math.abs(pg - gg!) + Math.abs(pb - b!)),
    );
    expect(nearest).toBeLessThan(60);
  });

  it('Pexels answering 500 leaves the illustrations: the video is still done, with no credits', async () => {
    fail = true;
    try {
      const u = await t.signUp();
      const res = await t.request('/api/videos', {
        method: 'POST',
        cookie: u.cookie,
        json: { facts: PIZZA, durationSec: 15, aspectRatio: '16:9' },
      });
      const { id } = (await res.json()) as { id: string };
      const v = await until(() => row(id), finished);
      expect(v.status).toBe('completed');
      expect(v.credits).toEqual([]);
      const dto = (await (await t.request(`/api/videos/${id}`, { cookie: u.cookie })).json()) as { credits: unknown[] };
      expect(dto.credits).toEqual([]);
    } finally {
      fail = false;
    }
  });
});
