import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';
import { renderVideo } from '../node/render-video.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { orientationOf } from './node/image-source.ts';
import { pickVideoFile } from './node/pexels-source.ts';
import { planShots } from '@reklamo/scene/pictures/plan.ts';
import { stockQuery } from '@reklamo/scene/pictures/stock-query.ts';
import { colourShare, frameRgb } from '../testing/media-checks.ts';

const dir = mkdtempSync(join(tmpdir(), 'reklamo-stock-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ffmpeg = defaultFfmpegPath();

/** Distinct, saturated colours: photo N of the stand-in library is a flat PALETTE[N]. */
const PALETTE: [number, number, number][] = [
  [255, 0, 255],
  [0, 200, 0],
  [255, 140, 0],
  [0, 120, 255],
  [255, 0, 0],
  [0, 220, 220],
  [140, 60, 200],
  [230, 230, 0],
  [120, 70, 20],
  [0, 90, 60],
  [255, 120, 180],
  [60, 60, 160],
];
const GENERATED: [number, number, number] = [0, 230, 120];
const hex = (c: [number, number, number]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

async function jpeg(rgb: [number, number, number], w = 900, h = 900): Promise<Buffer> {
  const c = createCanvas(w, h);
  const g = c.getContext('2d');
  g.fillStyle = hex(rgb);
  g.fillRect(0, 0, w, h);
  return c.encode('jpeg', 92);
}

type Seen = { method: string; url: string; auth?: string; body?: string };
type Mode = 'ok' | 'error' | 'hang';

/** A stand-in for api.pexels.com, its CDN and an OpenAI-compatible images endpoint, on 127.0.0.1. */
class StandIn {
  server!: Server;
  base = '';
  seen: Seen[] = [];
  mode: Mode = 'ok';
  photos: Buffer[] = [];
  generated!: Buffer;
  clip!: Buffer;
  generations = 0;
  async start() {
    this.photos = await Promise.all(PALETTE.map((c) => jpeg(c)));
    this.generated = await jpeg(GENERATED, 1024, 1024);
    const clipPath = join(dir, 'stock-clip.mp4');
    const r = spawnSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=yellow:s=180x320:r=30:d=4',
      '-pix_fmt',
      'yuv420p',
      clipPath,
    ]);
    if (r.status !== 0) throw new Error(String(r.stderr));
    this.clip = readFileSync(clipPath);
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((ok) => this.server.listen(0, '127.0.0.1', ok));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const c of req) body += c;
    const url = req.url ?? '';
    this.seen.push({ method: req.method ?? '', url, auth: req.headers.authorization, body });
    const api = url.startsWith('/v1/') || url.startsWith('/videos/');
    if (api && this.mode === 'hang') return; // never answers
    if (api && this.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      return;
    }
    const json = (o: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(o));
    if (url.startsWith('/v1/images/generations')) {
      // Alternate the two answer shapes the images API has: inline base64, then a URL.
      const n = this.generations++;
      return json({
        created: 1,
        data: [n % 2 === 0 ? { b64_json: this.generated.toString('base64') } : { url: `${this.base}/gen/${n}.jpg` }],
      });
    }
    if (url.startsWith('/v1//search') || url.startsWith('/v1/search')) {
      return json({
        page: 1,
        per_page: PALETTE.length,
        total_results: PALETTE.length,
        photos: PALETTE.map((_, i) => ({
          id: 1000 + i,
          width: 900,
          height: 900,
          url: `https://www.pexels.com/photo/${1000 + i}/`,
          photographer: `Фотограф ${i}`,
          photographer_url: `https://www.pexels.com/@p${i}`,
          src: {
            original: `${this.base}/img/${i}.jpeg`,
            large2x: '',
            large: '',
            medium: '',
            small: '',
            portrait: '',
            landscape: '',
            tiny: '',
          },
        })),
      });
    }
    if (url.startsWith('/videos//search') || url.startsWith('/videos/search')) {
      return json({
        page: 1,
        per_page: 1,
        total_results: 1,
        videos: [
          {
            id: 77,
            width: 180,
            height: 320,
            url: 'https://www.pexels.com/video/77/',
            duration: 4,
            user: { id: 5, name: 'Видео Автор', url: 'https://www.pexels.com/@video' },
            video_files: [
              {
                id: 1,
                quality: 'hd',
                file_type: 'video/mp4',
                width: 1080,
                height: 1920,
                link: `${this.base}/huge.mp4`,
                fps: 30,
              },
              {
                id: 2,
                quality: 'sd',
                file_type: 'video/mp4',
                width: 180,
                height: 320,
                link: `${this.base}/clip.mp4`,
                fps: 30,
              },
              {
                id: 3,
                quality: 'hls',
                file_type: 'video/mp4',
                width: 180,
                height: 320,
                link: `${this.base}/x.m3u8`,
                fps: 30,
              },
            ],
          },
        ],
      });
    }
    const img = /^\/img\/(\d+)\.jpeg/.exec(url);
    if (img) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(this.photos[Number(img[1])]);
    if (url.startsWith('/gen/')) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(this.generated);
    if (url.startsWith('/clip.mp4')) return res.writeHead(200, { 'content-type': 'video/mp4' }).end(this.clip);
    res.writeHead(404).end();
  }
}

const stand = new StandIn();
beforeAll(() => stand.start());
afterAll(() => {
  stand.server.closeAllConnections();
  return new Promise<void>((ok) => stand.server.close(() => ok()));
});

describe('stock query, orientation, rendition choice and the plan (pure)', () => {
  it('searches in English from the Bulgarian cue, else from the brief', () => {
    expect(stockQuery(['пица'], [])).toBe('pizza');
    expect(stockQuery(['ключар'], [])).toBe('locksmith keys');
    expect(stockQuery(['щастлив клиент'], ['торти по поръчка'])).toBe('cake pastry shop');
    expect(stockQuery(['щастлив клиент'], ['нещо неясно'])).toBe('');
    // A call-to-action's phone is not the pizzeria's trade: the pictures stay pizza.
    expect(stockQuery(['телефон', 'обади'], ['пица, паста'])).toBe('pizza');
    // A bakery's cake scene searches cakes, its bread scene bread.
    expect(stockQuery(['торта'], ['хляб, торти, кафе'])).toBe('cake pastry shop');
    expect(stockQuery(['хляб'], ['хляб, торти, кафе'])).toBe('bakery bread');
    // A row's own picture words search for its trade, an unknown trade's nouns for what they name.
    expect(stockQuery(['кран', 'тръба', 'вода', 'гаечен ключ', 'мивка'], [])).toBe('plumber');
    expect(stockQuery([], ['Конна база „Подкова“ – уроци по езда'])).toBe('horse riding');
  });
  it('orientation follows the aspect ratio', () => {
    expect([
      orientationOf(1920, 1080),
      orientationOf(1080, 1920),
      orientationOf(1080, 1080),
      orientationOf(1080, 1350),
    ]).toEqual(['landscape', 'portrait', 'square', 'portrait']);
  });
  it('a video rendition near the frame: the smallest that covers its short side, never HLS', () => {
    const files = [
      { id: 1, quality: 'hd' as const, file_type: 'video/mp4' as const, width: 3840, height: 2160, link: 'a', fps: 30 },
      { id: 2, quality: 'hd' as const, file_type: 'video/mp4' as const, width: 1280, height: 720, link: 'b', fps: 30 },
      { id: 3, quality: 'sd' as const, file_type: 'video/mp4' as const, width: 640, height: 360, link: 'c', fps: 30 },
      { id: 4, quality: 'hls' as const, file_type: 'video/mp4' as const, width: 1280, height: 720, link: 'd', fps: 30 },
    ];
    const v = { video_files: files } as unknown as Parameters<typeof pickVideoFile>[0];
    expect(pickVideoFile(v, 1280, 720)!.link).toBe('b');
    expect(pickVideoFile(v, 480, 270)!.link).toBe('c');
    expect(pickVideoFile(v, 7680, 4320)!.link).toBe('a');
  });
  it('scene pictures are shown in their scene, in order, illustrations after them', () => {
    const shots = planShots({
      scenes: [
        { kind: 'hook', start: 0, end: 6 },
        { kind: 'offer', start: 6, end: 9 },
        { kind: 'end', start: 9, end: 12 },
      ],
      media: [{ kind: 'photo' }, { kind: 'photo' }, { kind: 'photo' }],
      briefTexts: ['торти'],
      transition: 'fade',
      sceneMedia: [[0], [1, 2], undefined],
    });
    expect(shots.map((s) => [s.scene, s.kind, s.media])).toEqual([
      [0, 'photo', 0],
      [0, 'illustration', undefined],
      [1, 'photo', 1],
      [2, 'illustration', undefined],
    ]);
  });
});

describe('stock and generated pictures in renders (stand-in servers on 127.0.0.1)', { timeout: 240_000 }, () => {
  it('Pexels photos fill the scenes in script order, never twice, with the photographers credited', async () => {
    stand.mode = 'ok';
    stand.seen = [];
    const r = await renderVideo(
      { details: SAMPLE_DETAILS, aspectRatio: '9:16', durationSec: 15, voice: false, style: 'warm' },
      {
        outPath: join(dir, 'pexels.mp4'),
        width: 180,
        images: {
          provider: 'pexels',
          timeoutMs: 5000,
          pexels: { apiKey: 'test-pexels-key', baseURL: stand.base, videos: 'none' },
        },
      },
    );
    expect(r.pictures.source).toBe('pexels');
    expect(r.pictures.sourceFallback).toBeUndefined();
    const searches = stand.seen.filter((s) => s.url.includes('search'));
    expect(searches.length).toBeGreaterThan(1);
    for (const s of searches) {
      expect(s.auth).toBe('test-pexels-key');
      expect(s.url).toContain('orientation=portrait');
      // The bakery's cake scenes search in English.
      expect(decodeURIComponent(s.url)).toMatch(/query=[a-z ]+&/);
    }
    const photoShots = r.pictures.shots.filter((s) => s.kind === 'photo');
    expect(photoShots.length).toBeGreaterThanOrEqual(3);
    // Script order and no repeats: the k-th photo shot shows the library's k-th picture.
    expect(photoShots.map((s) => s.media)).toEqual(photoShots.map((_, k) => k));
    // The frames show them: the bottom band of 9:16 is free of text.
    for (const [k, s] of photoShots.entries()) {
      const px = frameRgb(r.videoPath, (s.start + s.end) / 2, r.width, r.height);
      expect(colourShare(px, r.width, r.height, 0.92, 1, PALETTE[k]!)).toBeGreaterThan(0.7);
    }
    expect(r.pictures.credits.map((c) => c.name)).toEqual(photoShots.map((_, k) => `Фотограф ${k}`));
    expect(r.pictures.credits[0]).toMatchObject({ source: 'pexels', url: 'https://www.pexels.com/@p0' });
    // The end card keeps the brand's own background.
    expect(r.pictures.shots.at(-1)!.kind).toBe('illustration');
  });

  it('a Pexels video opens the ad (the rendition nearest the frame), photos follow', async () => {
    stand.mode = 'ok';
    stand.seen = [];
    const r = await renderVideo(
      { details: SAMPLE_DETAILS, aspectRatio: '9:16', durationSec: 15, voice: false, style: 'bold' },
      {
        outPath: join(dir, 'pexels-video.mp4'),
        width: 180,
        images: { provider: 'pexels', timeoutMs: 5000, pexels: { apiKey: 'k', baseURL: stand.base, videos: 'hook' } },
      },
    );
    expect(r.pictures.shots[0]!.kind).toBe('clip');
    expect(stand.seen.some((s) => s.url.startsWith('/clip.mp4'))).toBe(true);
    expect(stand.seen.some((s) => s.url.startsWith('/huge.mp4'))).toBe(false);
    const s = r.pictures.shots[0]!;
    const px = frameRgb(r.videoPath, (s.start + s.end) / 2, r.width, r.height);
    expect(colourShare(px, r.width, r.height, 0.92, 1, [255, 255, 0])).toBeGreaterThan(0.7);
    expect(r.pictures.credits[0]).toMatchObject({ name: 'Видео Автор' });
    expect(r.pictures.shots.some((x) => x.kind === 'photo')).toBe(true);
  });

  it.each([
    ['answers 500', 'error', 5000, /pexels: .*Internal Server Error/],
    ['never answers', 'hang', 400, /pexels: timed out/],
  ] as const)(
    'a source that %s leaves the illustrations and the video still renders',
    async (_, mode, timeoutMs, why) => {
      stand.mode = mode;
      const r = await renderVideo(
        { details: SAMPLE_DETAILS, aspectRatio: '16:9', durationSec: 15, voice: false, style: 'clean' },
        {
          outPath: join(dir, `fail-${mode}.mp4`),
          width: 160,
          images: {
            provider: 'pexels',
            timeoutMs,
            pexels: { apiKey: 'secret-key-123', baseURL: stand.base, videos: 'none' },
          },
        },
      );
      stand.mode = 'ok';
      expect(r.pictures.shots.every((s) => s.kind === 'illustration')).toBe(true);
      expect(r.pictures.sourceFallback).toMatch(why);
      expect(r.pictures.sourceFallback).not.toContain('secret-key-123');
      expect(r.pictures.credits).toEqual([]);
      expect(r.sizeBytes).toBeGreaterThan(1000);
    },
  );

  it('generated pictures from an OpenAI-compatible /v1/images/generations (base64 and URL answers)', async () => {
    stand.mode = 'ok';
    stand.seen = [];
    stand.generations = 0;
    const r = await renderVideo(
      { details: SAMPLE_DETAILS, aspectRatio: '16:9', durationSec: 15, voice: false, style: 'bold' },
      {
        outPath: join(dir, 'generated.mp4'),
        width: 160,
        images: {
          provider: 'openai',
          timeoutMs: 5000,
          openai: { baseURL: `${stand.base}/v1`, apiKey: 'img-key', model: 'test-image-model' },
        },
      },
    );
    const calls = stand.seen.filter((s) => s.url.startsWith('/v1/images/generations'));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    // The scenes' pictures are asked for at once, so they arrive in any order.
    const bodies = calls.map((c) => JSON.parse(c.body!) as { model: string; size: string; prompt: string });
    expect(calls.every((c) => c.auth === 'Bearer img-key')).toBe(true);
    for (const body of bodies) expect(body).toMatchObject({ model: 'test-image-model', size: '1536x1024' });
    expect(bodies.some((b) => /cake/.test(b.prompt))).toBe(true);
    expect(stand.seen.some((s) => s.url.startsWith('/gen/'))).toBe(true);
    const photo = r.pictures.shots.find((s) => s.kind === 'photo')!;
    const px = frameRgb(r.videoPath, (photo.start + photo.end) / 2, r.width, r.height);
    expect(colourShare(px, r.width, r.height, 0, 1, GENERATED)).toBeGreaterThan(0.3);
    expect(r.pictures.credits).toEqual([]);
  });
});
