import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultFfmpegPath } from '@reklamo/renderer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PIZZA } from '../testing/fixtures.ts';
import { createWebhookVideo } from './webhook-video.ts';

// A stand-in for the automation backend of SPEC.md section 7, webhooks 3 and 4.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-video-'));
const sample = path.join(dir, 'sample.mp4');
const files: { id: string; name: string }[] = [{ id: 'old-1', name: 'x_y_Old_Video_1.mp4' }];
const calls: { method: string; url: string; body?: unknown }[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  execFileSync(defaultFfmpegPath(), [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180:rate=30',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    sample,
  ]);
  // A throw in the stand-in surfaces as an unhandled rejection, which fails the run.
  server = http.createServer((req, res) => void answer(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url!, 'http://x');
  let body = '';
  for await (const chunk of req) body += chunk;
  calls.push({ method: req.method!, url: req.url!, body: body ? JSON.parse(body) : undefined });
  if (url.pathname === '/start') {
    res.writeHead(200).end('ok');
    setTimeout(() => files.push({ id: 'new-2', name: 'Maria_Ivanova_Pizza_Napoli_2.mp4' }), 300);
  } else if (url.pathname === '/list') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ files }));
  } else if (url.pathname === '/file') {
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ url: `${base}/download/${url.searchParams.get('id')}` }));
  } else if (url.pathname === '/download/new-2') {
    res.writeHead(200, { 'Content-Type': 'video/mp4' }).end(fs.readFileSync(sample));
  } else res.writeHead(404).end();
}

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('starts a video through webhook 4, waits for webhook 3 to list it, and downloads it with a poster', async () => {
  const render = createWebhookVideo({
    startUrl: `${base}/start`,
    listUrl: `${base}/list`,
    fileUrl: `${base}/file`,
    pollSec: 0.1,
  });
  const progress: number[] = [];
  const out = path.join(dir, 'out.mp4');
  const result = await render(
    { details: PIZZA, aspectRatio: '9:16', durationSec: 30 },
    {
      outPath: out,
      owner: { name: 'Мария Иванова Петрова', email: 'maria@example.bg' },
      onProgress: (d) => progress.push(d),
    },
  );
  expect(fs.readFileSync(result.videoPath).equals(fs.readFileSync(sample))).toBe(true);
  expect(fs.readFileSync(result.posterPath).subarray(0, 2).toString('hex')).toBe('ffd8');
  expect(progress.at(-1)).toBe(100);

  const start = calls.find((c) => c.url === '/start')!;
  expect(start.method).toBe('POST');
  expect(start.body).toEqual({
    ...PIZZA,
    AspectRatio: '9:16',
    Name: 'Мария Иванова Петрова',
    Email: 'maria@example.bg',
  });
  const list = new URL(calls.find((c) => c.url.startsWith('/list'))!.url, 'http://x');
  expect(list.searchParams.get('name')).toBe('Мария_Иванова_Петрова');
  expect(list.searchParams.get('email')).toBe('maria@example.bg');
  expect(calls.some((c) => c.url === '/file?id=new-2')).toBe(true);
});

it('fails when the start webhook does not answer OK, and stops polling when aborted', async () => {
  const bad = createWebhookVideo({
    startUrl: `${base}/nope`,
    listUrl: `${base}/list`,
    fileUrl: `${base}/file`,
    pollSec: 0.1,
  });
  await expect(bad({ details: PIZZA }, { outPath: path.join(dir, 'a.mp4') })).rejects.toThrow(/404/);

  const never = createWebhookVideo({
    startUrl: `${base}/start`,
    listUrl: `${base}/list`,
    fileUrl: `${base}/file`,
    pollSec: 0.1,
  });
  files.length = 0;
  const ac = new AbortController();
  const pending = never({ details: PIZZA }, { outPath: path.join(dir, 'b.mp4'), signal: ac.signal });
  setTimeout(() => ac.abort(new Error('canceled')), 100);
  await expect(pending).rejects.toThrow();
});
