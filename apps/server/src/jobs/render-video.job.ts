import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RenderVideoJob } from '@reklamo/contract';
import { accountStateOf, hasBrandKit } from '@reklamo/core';
import {
  claimVideo,
  completeVideo,
  findAccount,
  findBrandKitOfUser,
  findMediaByIds,
  findStaleVideos,
  findTimedOutVideos,
  listPronunciations,
  finishUnsuccessfully,
  reportProgress,
  requeueVideo,
  type Db,
} from '@reklamo/db';
import type { BrandKit, MediaInput, RenderBrief, RenderOptions, RenderResult } from '@reklamo/renderer';
import { RENDER_WORK_PREFIX } from '@reklamo/renderer/work-dirs';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import type { Storage } from '../storage/storage.ts';
import { makePreview } from './preview.ts';
import { firstRenderWaiting, RENDER_PRIORITY, type Queue } from './queue.ts';
import { adSpecOfVideo } from '../services/stored-ad.ts';
import { renderBriefOf } from './render-brief.ts';
import { ownMusicKey, ownVoiceKey } from '../services/voice.service.ts';
import { voiceSettings } from '../voice-settings.ts';
import { imageSettings } from '../image-settings.ts';

/** Our renderer, or another video provider (webhook): given a brief, writes the MP4 and poster. */
export type RenderFn = (
  brief: RenderBrief,
  opts: RenderOptions & { owner?: { name: string; email: string } },
) => Promise<
  Pick<RenderResult, 'videoPath' | 'posterPath' | 'sizeBytes' | 'durationSec'> &
    Partial<Pick<RenderResult, 'vttPath' | 'voiceFallback' | 'pictures'>>
>;

export type RenderJobDeps = {
  config: Config;
  db: Db;
  storage: Storage;
  logger: Logger;
  queue: Queue;
  render: RenderFn;
  /** Render counters and timings (the worker's /metrics); optional in tests. */
  metrics?: Metrics;
};

const HEARTBEAT_MS = 2000;
const PROGRESS_EVERY_MS = 500;

/** Each version has its own files, so an earlier version stays downloadable after a re-render. */
export const videoKeys = (userId: string, videoId: string, version = 1) => {
  const base = `users/${userId}/videos/${videoId}${version > 1 ? `-v${version}` : ''}`;
  return {
    videoKey: `${base}.mp4`,
    posterKey: `${base}.jpg`,
    captionsKey: `${base}.vtt`,
    previewKey: `${base}.preview.mp4`,
  };
};

/**
 * Renders one video. Safe to run twice: only the worker whose UPDATE moves the row from queued to
 * generating renders; everyone else returns. `stopSignal` is the worker shutting down: the video
 * goes back to the queue for another worker.
 */
export async function handleRenderVideo(
  deps: RenderJobDeps,
  job: RenderVideoJob,
  stopSignal?: AbortSignal,
): Promise<void> {
  const { config, db, storage, logger } = deps;
  const video = await claimVideo(db, job.videoId, config.RENDER_MAX_ATTEMPTS);
  if (!video) return;
  const log = logger.child({ videoId: video.id });
  const claimedAt = Date.now();
  log.info({ attempt: video.attempts, queuedMs: claimedAt - video.createdAt.getTime() }, 'render started');
  deps.metrics?.queueWait.observe((claimedAt - video.createdAt.getTime()) / 1000);
  deps.metrics?.rendersInFlight.inc();
  const count = (outcome: string) => deps.metrics?.renders.inc({ outcome });
  const abort = new AbortController();
  type Outcome = 'running' | 'canceled' | 'timeout' | 'stopping' | 'preempted';
  let outcome = 'running' as Outcome;
  const stop = (why: Outcome) => {
    if (outcome === 'running') outcome = why;
    abort.abort();
  };
  const onStop = () => stop('stopping');
  stopSignal?.addEventListener('abort', onStop);
  // Counted from the render's start (claimVideo sets startedAt), never from the time in the queue.
  const remainingMs = config.GENERATION_TIMEOUT_SEC * 1000 - (Date.now() - (video.startedAt ?? new Date()).getTime());
  const timer = setTimeout(() => stop('timeout'), Math.max(0, remainingMs));

  let progress = 0;
  // Free work (a format, a re-render) gives way to a first render someone waits for that no other
  // worker has taken: it goes back to the queue, behind it, and starts again later.
  const free = requeuePriority(video) === RENDER_PRIORITY.free;
  const beat = async () => {
    try {
      if (!(await reportProgress(db, video.id, progress))) stop('canceled');
      else if (free && (await firstRenderWaiting(db, PREEMPT_AFTER_SEC))) stop('preempted');
    } catch (err) {
      log.warn({ err }, 'progress report failed');
    }
  };
  // beat catches its own failures.
  const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
  let lastReport = 0;
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), RENDER_WORK_PREFIX));
  try {
    const account = await findAccount(db, video.userId);
    if (!account) throw new Error('video owner no longer exists');
    const spec = adSpecOfVideo(video);
    const { sound } = spec;
    const brief = renderBriefOf(spec, {
      syntheticVoice: config.VOICE_PROVIDER !== 'none',
      // The owner's fixes as they are when the ad is rendered: a fix made since is in the next one.
      pronunciations: Object.fromEntries((await listPronunciations(db, video.userId)).map((r) => [r.word, r.spoken])),
      ownVoicePath:
        sound.voice === 'own' && sound.ownVoiceId && !sound.sceneTakes
          ? await storage.toLocalFile(ownVoiceKey(video.userId, sound.ownVoiceId), tmp)
          : undefined,
      sceneVoicePaths:
        sound.voice === 'own' && sound.sceneTakes && spec.storyboard
          ? await sceneTakePaths(storage, video.userId, sound.sceneTakes, spec.storyboard.scenes, tmp)
          : undefined,
      musicPath: sound.musicId ? await storage.toLocalFile(ownMusicKey(video.userId, sound.musicId), tmp) : undefined,
      brandKit: await loadBrandKit(db, storage, account, tmp),
      media: await loadMedia(db, storage, video.userId, spec.mediaIds, tmp),
    });
    const started = Date.now();
    const result = await deps.render(brief, {
      outPath: path.join(tmp, 'video.mp4'),
      posterPath: path.join(tmp, 'poster.jpg'),
      ffmpegPath: config.FFMPEG_PATH,
      width: config.RENDER_WIDTH,
      voice: voiceSettings(config),
      images: imageSettings(config),
      signal: abort.signal,
      owner: { name: account.user.fullName, email: account.user.email },
      onProgress: (done, total) => {
        progress = Math.min(99, Math.floor((done / total) * 100));
        // The first whole percent is reported at once: a short render may be over before the next report is due.
        if (progress > 0 && Date.now() - lastReport >= PROGRESS_EVERY_MS) {
          lastReport = Date.now();
          void beat();
        }
      },
    });
    if (outcome !== 'running') throw abort.signal.reason ?? new Error(outcome);
    // Every frame is drawn: the owner sees 99 % while the preview is made and the files are stored
    // (a finished render is not given up for a waiting one, so this report does not preempt).
    progress = 99;
    if (!(await reportProgress(db, video.id, progress))) stop('canceled');
    const keys = videoKeys(video.userId, video.id, video.version);
    const captionsKey = result.vttPath ? keys.captionsKey : null;
    const previewPath = path.join(tmp, 'preview.mp4');
    await makePreview(result.videoPath, previewPath, { ffmpegPath: config.FFMPEG_PATH, signal: abort.signal });
    try {
      await storage.putFile(keys.videoKey, result.videoPath);
      await storage.putFile(keys.posterKey, result.posterPath);
      await storage.putFile(keys.previewKey, previewPath);
      if (result.vttPath && captionsKey) await storage.putFile(captionsKey, result.vttPath);
    } catch (err) {
      // The store went away mid-upload: nothing half-written stays behind (S3 aborts the multipart upload).
      await Promise.allSettled([
        storage.delete(keys.videoKey),
        storage.delete(keys.posterKey),
        storage.delete(keys.previewKey),
        captionsKey ? storage.delete(captionsKey) : null,
      ]);
      throw new StorageFailure(err);
    }
    const done = await completeVideo(db, video.id, {
      videoKey: keys.videoKey,
      posterKey: keys.posterKey,
      previewKey: keys.previewKey,
      captionsKey,
      voiceNote: result.voiceFallback ?? null,
      credits: result.pictures?.credits ?? [],
      sizeBytes: result.sizeBytes,
      durationSec: Math.round(result.durationSec),
    });
    if (result.voiceFallback) log.warn({ reason: result.voiceFallback }, 'voice fell back');
    if (result.pictures?.sourceFallback)
      log.warn({ reason: result.pictures.sourceFallback }, 'image source fell back to illustrations');
    if (!done) {
      // Canceled or timed out while the files were being stored.
      await storage.delete(keys.videoKey);
      await storage.delete(keys.posterKey);
      if (captionsKey) await storage.delete(captionsKey);
      await storage.delete(keys.previewKey);
    }
    log.info({ ms: Date.now() - started, bytes: result.sizeBytes, completed: done }, 'render finished');
    count(done ? 'completed' : 'canceled');
    deps.metrics?.renderDuration.observe((Date.now() - claimedAt) / 1000);
  } catch (err) {
    // Set from timers and callbacks while awaiting; read it fresh.
    const why = outcome as Outcome;
    if (why === 'canceled') {
      log.info('render canceled');
      count('canceled');
    } else if (why === 'stopping' || why === 'preempted') {
      // Handed back, not failed: the try does not count, and the next worker starts it afresh.
      if (await requeueVideo(db, video.id, { handBack: true }))
        await deps.queue.enqueueRender({ videoId: video.id }, undefined, { priority: requeuePriority(video) });
      log.info(
        why === 'stopping'
          ? 'worker stopping: render put back in the queue'
          : 'free render put back in the queue for a first render',
      );
      count('handed_back');
    } else if (why === 'timeout') {
      await finishUnsuccessfully(db, video.id, 'failed', 'GENERATION_TIMEOUT');
      log.warn('render timed out');
      count('timeout');
    } else if (err instanceof StorageFailure) {
      await finishUnsuccessfully(db, video.id, 'failed', 'STORAGE_FAILED');
      log.error({ err: err.cause }, 'render failed: the video could not be stored');
      count('failed');
    } else {
      await finishUnsuccessfully(db, video.id, 'failed', 'RENDER_FAILED');
      log.error({ err }, 'render failed');
      count('failed');
    }
  } finally {
    deps.metrics?.rendersInFlight.dec();
    clearTimeout(timer);
    clearInterval(heartbeat);
    stopSignal?.removeEventListener('abort', onStop);
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/**
 * A render that goes back to the queue keeps its class: an ad's first render (its version 1, or
 * the re-render that took the generation back) before free work.
 */
const requeuePriority = (v: { version: number; parentId: string | null; quotaCounted: boolean }) =>
  !v.parentId && (v.version === 1 || v.quotaCounted) ? RENDER_PRIORITY.trialFirst : RENDER_PRIORITY.free;

/** How long a first render waits with no worker taking it before a free render gives way. */
const PREEMPT_AFTER_SEC = 3;

class StorageFailure extends Error {
  constructor(cause: unknown) {
    super('storing the render failed', { cause });
  }
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** Brand Kit files as local files for the renderer (from the bucket into the render's temp dir under S3). */
async function loadBrandKit(db: Db, storage: Storage, account: Account, tmp: string): Promise<BrandKit | undefined> {
  if (!hasBrandKit(accountStateOf(account))) return undefined;
  const kit = await findBrandKitOfUser(db, account.user.id);
  if (!kit) return undefined;
  const file = async (key: string | null) => (key ? storage.toLocalFile(key, tmp) : undefined);
  return {
    primaryColor: kit.primaryColor,
    secondaryColor: kit.secondaryColor,
    logoPath: await file(kit.primaryLogoKey ?? kit.secondaryLogoKey),
    headingFontPath: await file(kit.headingFontKey),
    bodyFontPath: await file(kit.bodyFontKey),
  };
}

/**
 * The ad's photos and clips as files the renderer can open, in the order the user chose. Media
 * deleted since the ad was ordered are simply left out; a store without local files (S3) is read
 * into the render's temp dir.
 */
async function loadMedia(db: Db, storage: Storage, userId: string, ids: string[], tmp: string): Promise<MediaInput[]> {
  const rows = await findMediaByIds(db, userId, ids);
  const out: MediaInput[] = [];
  for (const r of rows) {
    let file: string | undefined;
    try {
      file = storage.localPath(r.fileKey);
      await fs.access(file);
    } catch {
      file = path.join(tmp, `media-${r.id}${path.extname(r.fileKey)}`);
      await fs.writeFile(file, await storage.readBuffer(r.fileKey));
    }
    out.push({
      kind: r.kind,
      path: file,
      id: r.id,
      durationSec: r.durationMs === null ? undefined : r.durationMs / 1000,
      samples: r.clipSamples ?? undefined,
    });
  }
  return out;
}

/**
 * Ends the videos nobody is working on: a worker that died (no heartbeat for WORKER_STALE_SEC) gets
 * its video retried up to RENDER_MAX_ATTEMPTS, then failed; anything past the generation timeout
 * fails with GENERATION_TIMEOUT. Every worker runs this; each step is a conditional UPDATE.
 */
export async function sweepVideos(deps: Pick<RenderJobDeps, 'config' | 'db' | 'queue' | 'logger'>): Promise<void> {
  const { config, db, queue, logger } = deps;
  for (const v of await findTimedOutVideos(db, config.GENERATION_TIMEOUT_SEC)) {
    if (await finishUnsuccessfully(db, v.id, 'failed', 'GENERATION_TIMEOUT'))
      logger.warn({ videoId: v.id }, 'video timed out');
  }
  for (const v of await findStaleVideos(db, config.WORKER_STALE_SEC)) {
    if (v.attempts < config.RENDER_MAX_ATTEMPTS) {
      if (await requeueVideo(db, v.id)) {
        await queue.enqueueRender({ videoId: v.id }, undefined, { priority: requeuePriority(v) });
        logger.warn({ videoId: v.id, attempts: v.attempts }, 'render lost its worker: retrying');
      }
    } else if (await finishUnsuccessfully(db, v.id, 'failed', 'RENDER_FAILED')) {
      logger.warn({ videoId: v.id }, 'render lost its worker again: failed');
    }
  }
}

/** The stored takes in the script's scene order (a scene added by a later edit has none and is silent). */
async function sceneTakePaths(
  storage: Storage,
  userId: string,
  takes: { sceneId: string; takeId: string }[],
  scenes: { id: string }[],
  tmp: string,
) {
  const bySceneId = new Map(takes.map((t) => [t.sceneId, t.takeId]));
  const out: (string | undefined)[] = [];
  for (const s of scenes) {
    const id = bySceneId.get(s.id);
    out.push(id ? await storage.toLocalFile(ownVoiceKey(userId, id), tmp) : undefined);
  }
  return out;
}
