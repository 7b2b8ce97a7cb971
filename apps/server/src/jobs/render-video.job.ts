import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AspectRatio, BusinessDetails, RenderVideoJob, StyleId } from '@reklamo/contract';
import { accountStateOf, hasBrandKit } from '@reklamo/core';
import {
  claimVideo,
  completeVideo,
  findAccount,
  findBrandKitOfUser,
  findStaleVideos,
  findTimedOutVideos,
  finishUnsuccessfully,
  reportProgress,
  requeueVideo,
  type Db,
} from '@reklamo/db';
import type { BrandKit, RenderBrief, RenderOptions, RenderResult } from '@reklamo/renderer';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../storage/storage.ts';
import { makePreview } from './preview.ts';
import type { Queue } from './queue.ts';

/** Our renderer, or another video provider (webhook): given a brief, writes the MP4 and poster. */
export type RenderFn = (
  brief: RenderBrief,
  opts: RenderOptions & { owner?: { name: string; email: string } },
) => Promise<Pick<RenderResult, 'videoPath' | 'posterPath' | 'sizeBytes' | 'durationSec'>>;

export type RenderJobDeps = {
  config: Config;
  db: Db;
  storage: Storage;
  logger: Logger;
  queue: Queue;
  render: RenderFn;
};

const HEARTBEAT_MS = 2000;
const PROGRESS_EVERY_MS = 500;

export const videoKeys = (userId: string, videoId: string) => ({
  videoKey: `users/${userId}/videos/${videoId}.mp4`,
  posterKey: `users/${userId}/videos/${videoId}.jpg`,
  previewKey: `users/${userId}/videos/${videoId}.preview.mp4`,
});

/**
 * Renders one video. Safe to run twice: only the worker whose UPDATE moves the row from queued to
 * generating renders; everyone else returns. `stopSignal` is the worker shutting down: the video
 * goes back to the queue for another worker.
 */
export async function handleRenderVideo(deps: RenderJobDeps, job: RenderVideoJob, stopSignal?: AbortSignal): Promise<void> {
  const { config, db, storage, logger } = deps;
  const video = await claimVideo(db, job.videoId, config.RENDER_MAX_ATTEMPTS);
  if (!video) return;
  const log = logger.child({ videoId: video.id });
  const abort = new AbortController();
  type Outcome = 'running' | 'canceled' | 'timeout' | 'stopping';
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
  const beat = async () => {
    try {
      if (!(await reportProgress(db, video.id, progress))) stop('canceled');
    } catch (err) {
      log.warn({ err }, 'progress report failed');
    }
  };
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  let lastReport = 0;
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'reklamo-render-'));
  try {
    const account = await findAccount(db, video.userId);
    if (!account) throw new Error('video owner no longer exists');
    const brief: RenderBrief = {
      details: video.details as BusinessDetails,
      aspectRatio: video.aspectRatio as AspectRatio,
      style: video.style as StyleId,
      durationSec: video.durationSec as 15 | 30 | 60,
      voice: config.VOICE_PROVIDER !== 'none',
      brandKit: await loadBrandKit(db, storage, account),
    };
    const started = Date.now();
    const result = await deps.render(brief, {
      outPath: path.join(tmp, 'video.mp4'),
      posterPath: path.join(tmp, 'poster.jpg'),
      ffmpegPath: config.FFMPEG_PATH,
      width: config.RENDER_WIDTH,
      signal: abort.signal,
      owner: { name: account.user.fullName, email: account.user.email },
      onProgress: (done, total) => {
        progress = Math.min(99, Math.floor((done / total) * 100));
        if (Date.now() - lastReport >= PROGRESS_EVERY_MS) {
          lastReport = Date.now();
          void beat();
        }
      },
    });
    if (outcome !== 'running') throw abort.signal.reason ?? new Error(outcome);
    const keys = videoKeys(video.userId, video.id);
    const previewPath = path.join(tmp, 'preview.mp4');
    await makePreview(result.videoPath, previewPath, { ffmpegPath: config.FFMPEG_PATH, signal: abort.signal });
    await storage.putFile(keys.videoKey, result.videoPath);
    await storage.putFile(keys.posterKey, result.posterPath);
    await storage.putFile(keys.previewKey, previewPath);
    const done = await completeVideo(db, video.id, { ...keys, sizeBytes: result.sizeBytes, durationSec: Math.round(result.durationSec) });
    if (!done) {
      // Canceled or timed out while the files were being stored.
      await storage.delete(keys.videoKey);
      await storage.delete(keys.posterKey);
      await storage.delete(keys.previewKey);
    }
    log.info({ ms: Date.now() - started, bytes: result.sizeBytes, completed: done }, 'render finished');
  } catch (err) {
    // Set from timers and callbacks while awaiting; read it fresh.
    const why = outcome as Outcome;
    if (why === 'canceled') {
      log.info('render canceled');
    } else if (why === 'stopping') {
      if (await requeueVideo(db, video.id)) await deps.queue.enqueueRender({ videoId: video.id });
      log.info('worker stopping: render put back in the queue');
    } else if (why === 'timeout') {
      await finishUnsuccessfully(db, video.id, 'failed', 'GENERATION_TIMEOUT');
      log.warn('render timed out');
    } else {
      await finishUnsuccessfully(db, video.id, 'failed', 'RENDER_FAILED');
      log.error({ err }, 'render failed');
    }
  } finally {
    clearTimeout(timer);
    clearInterval(heartbeat);
    stopSignal?.removeEventListener('abort', onStop);
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

async function loadBrandKit(db: Db, storage: Storage, account: Account): Promise<BrandKit | undefined> {
  if (!hasBrandKit(accountStateOf(account))) return undefined;
  const kit = await findBrandKitOfUser(db, account.user.id);
  if (!kit) return undefined;
  const file = (key: string | null) => (key ? storage.localPath(key) : undefined);
  return {
    primaryColor: kit.primaryColor,
    secondaryColor: kit.secondaryColor,
    logoPath: file(kit.primaryLogoKey ?? kit.secondaryLogoKey),
    headingFontPath: file(kit.headingFontKey),
    bodyFontPath: file(kit.bodyFontKey),
  };
}

/**
 * Ends the videos nobody is working on: a worker that died (no heartbeat for WORKER_STALE_SEC) gets
 * its video retried up to RENDER_MAX_ATTEMPTS, then failed; anything past the generation timeout
 * fails with GENERATION_TIMEOUT. Every worker runs this; each step is a conditional UPDATE.
 */
export async function sweepVideos(deps: Pick<RenderJobDeps, 'config' | 'db' | 'queue' | 'logger'>): Promise<void> {
  const { config, db, queue, logger } = deps;
  for (const v of await findTimedOutVideos(db, config.GENERATION_TIMEOUT_SEC)) {
    if (await finishUnsuccessfully(db, v.id, 'failed', 'GENERATION_TIMEOUT')) logger.warn({ videoId: v.id }, 'video timed out');
  }
  for (const v of await findStaleVideos(db, config.WORKER_STALE_SEC)) {
    if (v.attempts < config.RENDER_MAX_ATTEMPTS) {
      if (await requeueVideo(db, v.id)) {
        await queue.enqueueRender({ videoId: v.id });
        logger.warn({ videoId: v.id, attempts: v.attempts }, 'render lost its worker: retrying');
      }
    } else if (await finishUnsuccessfully(db, v.id, 'failed', 'RENDER_FAILED')) {
      logger.warn({ videoId: v.id }, 'render lost its worker again: failed');
    }
  }
}
