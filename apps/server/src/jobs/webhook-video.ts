import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { defaultFfmpegPath, safeInput, VIDEO_CONTAINERS } from '@reklamo/renderer/ffmpeg';
import type { RenderFn } from './render-video.job.ts';

export type WebhookVideoConfig = {
  /** SPEC.md webhook 4: POST the business fields, AspectRatio, Name, Email; an OK status means started. */
  startUrl: string;
  /** SPEC.md webhook 3: GET ?name=&email= → { files: [{ id, name }] }. */
  listUrl: string;
  /** The second webhook of SPEC.md 3: GET ?id= → the video (bytes, or JSON { url }). */
  fileUrl: string;
  pollSec: number;
  timeoutMs?: number;
};

type FileItem = { id: string; name: string };

/**
 * Produces a video through an existing automation backend instead of our renderer. There is no
 * frame count to report, so progress is an estimate from elapsed time (capped below 100).
 */
export function createWebhookVideo(cfg: WebhookVideoConfig): RenderFn {
  const timeoutMs = cfg.timeoutMs ?? 30_000;
  const listFiles = async (owner: { name: string; email: string }, signal: AbortSignal): Promise<FileItem[]> => {
    const url = new URL(cfg.listUrl);
    url.searchParams.set('name', owner.name.replace(/ /g, '_'));
    url.searchParams.set('email', owner.email);
    const res = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
    if (!res.ok) throw new Error(`video list webhook answered ${res.status}`);
    const body = (await res.json()) as { files?: FileItem[] };
    return Array.isArray(body.files) ? body.files : [];
  };

  return async (brief, opts) => {
    const signal = opts.signal ?? new AbortController().signal;
    const owner = opts.owner ?? { name: '', email: '' };
    const before = await listFiles(owner, signal);
    const known = new Set(before.map((f) => String(f.id)));
    const start = await fetch(cfg.startUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...brief.details,
        AspectRatio: brief.aspectRatio ?? '16:9',
        Name: owner.name,
        Email: owner.email,
      }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    if (!start.ok) throw new Error(`video start webhook answered ${start.status}`);

    const began = Date.now();
    const expectedMs = 120_000;
    let file: FileItem | undefined;
    while (!file) {
      await sleep(cfg.pollSec * 1000, signal);
      opts.onProgress?.(Math.min(95, Math.round(((Date.now() - began) / expectedMs) * 100)), 100);
      const files = await listFiles(owner, signal);
      // SPEC: generation is done when the user's file count exceeds the count at start.
      if (files.length > before.length) file = files.find((f) => !known.has(String(f.id))) ?? files[files.length - 1];
    }

    const fileUrl = new URL(cfg.fileUrl);
    fileUrl.searchParams.set('id', String(file.id));
    let res = await fetch(fileUrl, { signal });
    if (!res.ok) throw new Error(`video file webhook answered ${res.status}`);
    if (res.headers.get('content-type')?.includes('json')) {
      const { url } = (await res.json()) as { url?: string };
      if (!url) throw new Error('video file webhook gave no url');
      res = await fetch(url, { signal });
      if (!res.ok || !res.body) throw new Error(`video download answered ${res.status}`);
    }
    await pipeline(
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      createWriteStream(opts.outPath),
      { signal },
    );
    const posterPath = opts.posterPath ?? opts.outPath.replace(/\.[^./]+$/, '.jpg');
    await grabPoster(opts.ffmpegPath ?? defaultFfmpegPath(), opts.outPath, posterPath, signal);
    const { size } = await fs.stat(opts.outPath);
    opts.onProgress?.(100, 100);
    return { videoPath: opts.outPath, posterPath, sizeBytes: size, durationSec: brief.durationSec ?? 30 };
  };
}

function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });
}

async function grabPoster(ffmpeg: string, video: string, poster: string, signal: AbortSignal) {
  // The backend's file is read only as the video container its bytes say.
  const input = await safeInput(video, VIDEO_CONTAINERS);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-ss',
        '1',
        ...input,
        '-frames:v',
        '1',
        '-vf',
        'scale=400:-2',
        '-q:v',
        '4',
        poster,
      ],
      { signal, stdio: 'ignore' },
    );
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`poster extraction failed (${code})`))));
  });
}
