import { PLANS, stylesForPlan, type Usage, type Video } from '@reklamo/contract';
import { ZCreateVideoRequest } from '@reklamo/contract';
import { accountStateOf, checkDownload, checkGeneration, hasBrandKit, isPlanActive, makeVideoTitle, trialEmailKey } from '@reklamo/core';
import {
  claimTrial,
  countActiveVideos,
  countUserVideos,
  findAccount,
  findUserVideo,
  finishUnsuccessfully,
  incrementDownloadsUsed,
  incrementGenerationsUsed,
  insertRefundRequest,
  insertVideo,
  withTransaction,
  type VideoWithRefund,
} from '@reklamo/db';
import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';

/** Videos a user may have queued or rendering at once. */
export const MAX_ACTIVE_VIDEOS_PER_USER = 3;

/**
 * Checks the plan, records the video (queued), counts the generation and enqueues its render, all
 * in one transaction on the locked user row: two concurrent requests can never both pass the limit,
 * and there is never a row without a job or a job without a row.
 */
export async function startGeneration(deps: AppDeps, userId: string, input: z.output<typeof ZCreateVideoRequest>): Promise<VideoWithRefund> {
  return withTransaction(deps.database.pool, async (db, client) => {
    const row = await findAccount(db, userId, { lock: true });
    if (!row) throw new AppError('UNAUTHORIZED', 401);
    const account = accountStateOf(row);
    const entitlement = checkGeneration(account);
    if (!entitlement.allowed) throw new AppError(entitlement.code, 403, entitlement.limit !== undefined ? { limit: entitlement.limit } : undefined);
    if (!stylesForPlan(account.plan).includes(input.Style)) throw new AppError('STYLE_NOT_IN_PLAN', 403);
    // One user cannot fill the render queue: a few videos at a time, and each user's next video
    // waits behind every other user's first (pg-boss runs higher priority first).
    const active = await countActiveVideos(db, userId);
    if (active >= MAX_ACTIVE_VIDEOS_PER_USER) throw new AppError('TOO_MANY_ACTIVE_VIDEOS', 429, { limit: MAX_ACTIVE_VIDEOS_PER_USER, retry_after_sec: 60 });
    if (account.plan === 'trial') {
      // The free video needs a confirmed address, and an address gets one, even across a deleted account.
      if (!row.user.emailVerified) throw new AppError('EMAIL_NOT_CONFIRMED', 403);
      if (!(await claimTrial(db, trialEmailKey(row.user.email), userId))) throw new AppError('GENERATION_LIMIT_REACHED', 403, { limit: PLANS.trial.limits.videoGenerationsPerMonth });
    }
    const details = {
      BusinessName: input.BusinessName.trim(),
      BusinessDescription: input.BusinessDescription.trim(),
      Services: input.Services.trim(),
      AdvertizedService: input.AdvertizedService.trim(),
      Offer: input.Offer.trim(),
      CTA: input.CTA.trim(),
      BusinessLocation: input.BusinessLocation.trim(),
      TargetAudience: input.TargetAudience.trim(),
    };
    const video = await insertVideo(db, {
      userId,
      title: makeVideoTitle(details),
      details,
      prompt: input.Prompt,
      aspectRatio: input.AspectRatio,
      style: input.Style,
      durationSec: input.DurationSec,
      quotaCounted: true,
    });
    await incrementGenerationsUsed(db, userId);
    await deps.queue.enqueueRender({ videoId: video.id }, client, { priority: -active });
    return { ...video, refundStatus: null };
  });
}

/** How many of the newest videos the user's library shows (SPEC.md plan table); null: all. */
export async function projectHistoryOf(deps: AppDeps, userId: string): Promise<number | null> {
  const row = await findAccount(deps.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  const account = accountStateOf(row);
  return PLANS[isPlanActive(account) ? account.plan : 'trial'].limits.projectHistoryLimit;
}

export async function getUsage(deps: AppDeps, userId: string): Promise<Usage> {
  const row = await findAccount(deps.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  const account = accountStateOf(row);
  const plan = PLANS[account.plan];
  const checked = checkGeneration(account);
  // The free video waits for a confirmed address (startGeneration refuses it the same way).
  const entitlement = checked.allowed && account.plan === 'trial' && !row.user.emailVerified ? ({ allowed: false, code: 'EMAIL_NOT_CONFIRMED' } as const) : checked;
  return {
    plan: account.plan,
    planName: plan.name,
    subscriptionActive: isPlanActive(account),
    generations: { used: account.generationsUsed, limit: plan.limits.videoGenerationsPerMonth },
    downloads: { used: account.downloadsUsed, limit: plan.limits.downloadsPerMonth },
    createdVideos: await countUserVideos(deps.database.db, userId),
    canGenerate: entitlement.allowed,
    reason: entitlement.allowed ? null : entitlement.code,
    allowedStyles: [...stylesForPlan(account.plan)],
    hasBrandKit: hasBrandKit(account),
    periodEnd: row.subscription?.currentPeriodEnd?.toISOString() ?? null,
  };
}

export async function cancelGeneration(deps: AppDeps, userId: string, videoId: string): Promise<VideoWithRefund> {
  const video = await findUserVideo(deps.database.db, userId, videoId);
  if (!video) throw new AppError('NOT_FOUND', 404);
  // The worker notices on its next heartbeat (≤ 2 s) and kills ffmpeg.
  await finishUnsuccessfully(deps.database.db, videoId, 'canceled', null, userId);
  return (await findUserVideo(deps.database.db, userId, videoId))!;
}

/** Counts a download against the plan's monthly limit; only completed videos can be downloaded. */
export async function countDownload(deps: AppDeps, userId: string, videoId: string): Promise<VideoWithRefund> {
  return withTransaction(deps.database.pool, async (db) => {
    const video = await findUserVideo(db, userId, videoId);
    if (!video || video.status !== 'completed' || !video.videoKey) throw new AppError('NOT_FOUND', 404);
    const row = await findAccount(db, userId, { lock: true });
    if (!row) throw new AppError('UNAUTHORIZED', 401);
    const entitlement = checkDownload(accountStateOf(row));
    if (!entitlement.allowed) throw new AppError(entitlement.code, 403, entitlement.limit !== undefined ? { limit: entitlement.limit } : undefined);
    await incrementDownloadsUsed(db, userId);
    return video;
  });
}

export async function requestRefund(deps: AppDeps, userId: string, videoId: string, reason: string): Promise<VideoWithRefund> {
  const db = deps.database.db;
  const video = await findUserVideo(db, userId, videoId);
  if (!video) throw new AppError('NOT_FOUND', 404);
  if (video.status !== 'completed') throw new AppError('VALIDATION_FAILED', 409, { reason: 'only completed videos can be refunded' });
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError('VALIDATION_FAILED', 400, { fields: [{ path: 'reason', message: 'required' }] });
  const created = await insertRefundRequest(db, { videoId, userId, reason: trimmed });
  if (!created) throw new AppError('VALIDATION_FAILED', 409, { reason: 'refund already requested' });
  return (await findUserVideo(db, userId, videoId))!;
}

export function toVideoDto(v: VideoWithRefund): Video {
  const completed = v.status === 'completed' && !!v.videoKey;
  return {
    id: v.id,
    title: v.title,
    status: v.status,
    progress: v.progress,
    thumbnail_url: completed && v.posterKey ? `/api/videos/${v.id}/poster` : null,
    video_url: completed && v.previewKey ? `/api/videos/${v.id}/stream` : null,
    download_url: completed ? `/api/videos/${v.id}/download` : null,
    duration: v.durationSec,
    aspect_ratio: v.aspectRatio as Video['aspect_ratio'],
    style: v.style as Video['style'],
    prompt: v.prompt,
    error_code: v.errorCode,
    created_at: v.createdAt.toISOString(),
    finished_at: v.finishedAt?.toISOString() ?? null,
    refund_requested: v.refundStatus !== null,
    refund_status: v.refundStatus,
  };
}

