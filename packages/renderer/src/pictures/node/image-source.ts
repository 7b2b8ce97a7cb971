import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { SceneVisual } from '@reklamo/contract';
import { probe } from '../../node/probe.ts';
import { MAX_SHOT } from '@reklamo/scene/pictures/plan.ts';
import { imagePrompt, stockQuery } from '@reklamo/scene/pictures/stock-query.ts';
import type { MediaInput } from './prepare.ts';

export const IMAGE_PROVIDERS = ['none', 'pexels', 'openai'] as const;
export type ImageProviderId = (typeof IMAGE_PROVIDERS)[number];

/** What a deployment set up for pictures beyond the customer's own (from apps/server config); keys stay on the server. */
export type ImageSettings = {
  provider: ImageProviderId;
  /** One network request (a search, a generation, a download). */
  timeoutMs?: number;
  pexels?: { apiKey: string; baseURL?: string; videos?: 'none' | 'hook' | 'all' };
  openai?: { baseURL: string; apiKey: string; model: string };
};

/** Who made a picture the ad shows, as the library shows it ("Снимки: Име / Pexels"). */
export type PictureCredit = { source: 'pexels'; name: string; url: string; pageUrl?: string };

export type Orientation = 'landscape' | 'portrait' | 'square';

export type PictureRequest = {
  scene: number;
  /** How many distinct pictures the scene can show (its beats). */
  count: number;
  query: string;
  prompt: string;
  wantClip: boolean;
  orientation: Orientation;
};

/** A picture a source found, not yet downloaded; `key` identifies it across scenes (no repeats). */
export type Candidate = {
  key: string;
  kind: 'photo' | 'clip';
  url: string;
  durationSec?: number;
  credit?: PictureCredit;
  bytes?: Buffer;
};

export type SourceContext = { width: number; height: number; signal: AbortSignal };

/** One stock or generated picture source. `find` returns candidates best first; it may return more than asked. */
export type ImageSource = {
  id: Exclude<ImageProviderId, 'none'>;
  find(req: PictureRequest, ctx: SourceContext): Promise<Candidate[]>;
};

/** Downloads larger than these are refused: a render holds its inputs on the worker's disk. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
export const MAX_CLIP_BYTES = 80 * 1024 * 1024;

export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceError';
  }
}

export const orientationOf = (w: number, h: number): Orientation =>
  Math.abs(w - h) / Math.max(w, h) < 0.1 ? 'square' : w > h ? 'landscape' : 'portrait';

/** A signal that aborts after `ms` or with the render's own signal. */
export function timeoutSignal(ms: number, outer?: AbortSignal): AbortSignal {
  const t = AbortSignal.timeout(ms);
  return outer ? AbortSignal.any([t, outer]) : t;
}

/** Streams `url` into `path`, refusing bodies over `max` bytes (the header first, then while reading). */
export async function download(url: string, path: string, max: number, signal: AbortSignal): Promise<void> {
  const res = await fetch(url, { signal });
  if (!res.ok || !res.body) throw new SourceError(`download answered ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > max) throw new SourceError(`download too large (${declared} bytes)`);
  let seen = 0;
  const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  body.on('data', (c: Buffer) => {
    seen += c.length;
    if (seen > max) body.destroy(new SourceError('download too large'));
  });
  await pipeline(body, createWriteStream(path), { signal });
}

export type ScenePlanInput = { kind: string; start: number; end: number; visual?: SceneVisual };

export type SourcedPictures = {
  /** Appended to the ad's media (none of the customer's own: they come first and leave no room). */
  media: MediaInput[];
  /** For each scene, the media indices its beats show in order (undefined: the scene keeps its illustration). */
  sceneMedia: (number[] | undefined)[];
  credits: PictureCredit[];
  /** Why the source gave fewer pictures than asked (timeout, an error status); never holds a key. */
  fallback?: string;
};

/** How many shots a scene is cut into (the plan splits at MAX_SHOT). */
export const beatsOf = (len: number) => Math.max(1, Math.ceil(len / MAX_SHOT - 0.05));

/**
 * Pictures for the scenes from a stock or generation source, in script order: each scene asks for
 * its beats' worth, no picture appears in two scenes, and every download is checked (decoded or
 * probed) before the render may use it. A failing source ends the search: the scenes it did not
 * fill keep their illustrations and the reason comes back in `fallback`.
 */
export async function sourcePictures(input: {
  source: ImageSource;
  scenes: ScenePlanInput[];
  briefTexts: string[];
  service: string;
  width: number;
  height: number;
  dir: string;
  ffmpegPath: string;
  timeoutMs: number;
  videos: 'none' | 'hook' | 'all';
  signal?: AbortSignal;
  /** Pictures per scene at most (generation is slow and paid: one a scene). */
  perScene?: number;
}): Promise<SourcedPictures> {
  const { source, scenes, width, height } = input;
  const orientation = orientationOf(width, height);
  const requests: PictureRequest[] = [];
  let firstPicture = true;
  scenes.forEach((s, i) => {
    // The end card keeps the brand's own background; a logo or "none" cue asks for no picture.
    if (s.kind === 'end' || s.visual?.kind === 'logo' || s.visual?.kind === 'none') return;
    const keywords = s.visual?.keywords ?? [];
    const query = stockQuery(keywords, input.briefTexts);
    if (!query && source.id === 'pexels') return;
    const wantClip = input.videos === 'all' || s.visual?.kind === 'clip' || (input.videos === 'hook' && firstPicture);
    firstPicture = false;
    requests.push({
      scene: i,
      count: Math.min(input.perScene ?? 9, beatsOf(s.end - s.start)),
      query,
      prompt: imagePrompt(keywords, input.briefTexts, input.service),
      wantClip,
      orientation,
    });
  });
  const out: SourcedPictures = { media: [], sceneMedia: scenes.map(() => undefined), credits: [] };
  if (!requests.length) return out;

  // Searches run side by side (script order is restored below), a few at a time.
  const found = new Array<Candidate[] | Error>(requests.length);
  await pool(requests.length, 3, async (k) => {
    try {
      found[k] = await source.find(requests[k]!, {
        width,
        height,
        signal: timeoutSignal(input.timeoutMs, input.signal),
      });
    } catch (err) {
      found[k] = err instanceof Error ? err : new Error(String(err));
    }
  });
  if (input.signal?.aborted) throw input.signal.reason;

  // Script order: each scene takes its first candidates no earlier scene took.
  const seen = new Set<string>();
  const chosen: { req: PictureRequest; c: Candidate }[] = [];
  for (let k = 0; k < requests.length; k++) {
    const f = found[k]!;
    if (f instanceof Error) {
      out.fallback ??= `${source.id}: ${reason(f)}`;
      continue;
    }
    let n = 0;
    for (const c of f) {
      if (n >= requests[k]!.count) break;
      if (seen.has(c.key)) continue;
      seen.add(c.key);
      chosen.push({ req: requests[k]!, c });
      n++;
    }
  }

  // Downloads, checked: a photo must decode, a clip must have a video stream.
  const files = new Array<MediaInput | null>(chosen.length).fill(null);
  await pool(chosen.length, 3, async (j) => {
    const { c } = chosen[j]!;
    const path = join(input.dir, `${source.id}-${j}.${c.kind === 'clip' ? 'mp4' : 'img'}`);
    try {
      const signal = timeoutSignal(c.kind === 'clip' ? input.timeoutMs * 3 : input.timeoutMs, input.signal);
      if (c.bytes) await import('node:fs/promises').then((fs) => fs.writeFile(path, c.bytes!));
      else await download(c.url, path, c.kind === 'clip' ? MAX_CLIP_BYTES : MAX_PHOTO_BYTES, signal);
      if (c.kind === 'photo') {
        const meta = await sharp(path, { limitInputPixels: 60_000_000 }).metadata();
        if (!meta.width || !meta.height) throw new SourceError('not an image');
        files[j] = { kind: 'photo', path };
      } else {
        const p = await probe(input.ffmpegPath, path);
        if (!p.video || !(p.durationSec > 0)) throw new SourceError('clip has no video stream');
        files[j] = { kind: 'clip', path, durationSec: p.durationSec };
      }
    } catch (err) {
      await rm(path, { force: true });
      out.fallback ??= `${source.id}: ${reason(err)}`;
    }
  });
  if (input.signal?.aborted) throw input.signal.reason;

  const credited = new Set<string>();
  chosen.forEach(({ req, c }, j) => {
    const m = files[j];
    if (!m) return;
    const idx = out.media.length;
    out.media.push({ ...m, id: `${source.id}:${c.key}` });
    (out.sceneMedia[req.scene] ??= []).push(idx);
    if (c.credit && !credited.has(`${c.credit.name}|${c.credit.url}`)) {
      credited.add(`${c.credit.name}|${c.credit.url}`);
      out.credits.push(c.credit);
    }
  });
  return out;
}

/** A short reason for logs and the video row: the error's own words, never a request (keys ride in headers). */
function reason(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timed out';
  const msg = err instanceof Error ? err.message : String(err);
  return msg.replace(/\s+/g, ' ').slice(0, 160);
}

async function pool(n: number, width: number, run: (k: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await run(next++);
    }),
  );
}
