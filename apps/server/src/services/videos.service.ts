import {
  DETAIL_FIELDS,
  PLANS,
  stylesForPlan,
  type AdSound,
  type AdSpec,
  type BusinessDetails,
  type SceneTakeRef,
  type Storyboard,
  type Usage,
  type Video,
} from '@reklamo/contract';
import { spokenWords, storyboardOfSpec } from '@reklamo/contract';
import { RECORDED_AD_MAX_SEC, recordedSceneSec } from '@reklamo/scene';
import {
  accountStateOf,
  addMonths,
  checkAdPlanRules,
  checkDownload,
  checkGeneration,
  hasBrandKit,
  isPlanActive,
  makeVideoTitle,
  trialEmailKey,
} from '@reklamo/core';
import { ownFileExists, ownMusicKey, ownVoiceKey } from './voice.service.ts';
import {
  adIdOf,
  recordAdDownload,
  adVersionDownloaded,
  restorePreviousVersion,
  claimTrial,
  countActiveVideos,
  countUserVideos,
  deleteCreateDraft,
  deleteUserVideo,
  findAccount,
  findUserVideo,
  finishUnsuccessfully,
  incrementDownloadsUsed,
  markVideoDownloaded,
  incrementGenerationsUsed,
  insertRefundRequest,
  findMediaByIds,
  insertVideo,
  findVideoVersion,
  listVideoVersions,
  withTransaction,
  type VideoWithRefund,
} from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { RENDER_PRIORITY } from '../jobs/queue.ts';
import { videoKeys } from '../jobs/render-video.job.ts';

/** Videos a user may have queued or rendering at once. */
export const MAX_ACTIVE_VIDEOS_PER_USER = 3;

/**
 * Checks the plan, records the video (queued), counts the generation and enqueues its render, all
 * in one transaction on the locked user row: two concurrent requests can never both pass the limit,
 * and there is never a row without a job or a job without a row.
 */
export async function startGeneration(deps: AppDeps, userId: string, spec: AdSpec): Promise<VideoWithRefund> {
  const facts = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, spec.facts[f].trim()])) as BusinessDetails;
  const { sound } = spec;
  // Takes recorded scene by scene were read from the chosen script: it must come with them.
  if (sound.voice === 'own' && sound.sceneTakes && !spec.storyboard) throw new AppError('STORYBOARD_REQUIRED', 400);
  // A script written for one length is no ad of another; its facts, format and style are the spec's.
  if (spec.storyboard && spec.storyboard.durationSec !== spec.durationSec)
    throw new AppError('STORYBOARD_MISMATCH', 400);
  // The video renders exactly the script the user chose; without a choice the brain writes one.
  // Written before the transaction so a slow model never holds the account row locked.
  let storyboard = storyboardOfSpec({ ...spec, facts });
  if (!storyboard) {
    const [written] = await deps.brain.writeScript(facts, {
      durationSec: spec.durationSec,
      aspectRatio: spec.aspectRatio,
      style: spec.style,
      variants: 1,
    });
    storyboard = written ?? null;
  }
  if (sound.voice === 'own' && sound.sceneTakes) await checkSceneTakes(deps, userId, sound.sceneTakes, storyboard);
  return withTransaction(deps.database.pool, async (db, client) => {
    const row = await findAccount(db, userId, { lock: true });
    if (!row) throw new AppError('UNAUTHORIZED', 401);
    const account = accountStateOf(row);
    const entitlement = checkGeneration(account);
    if (!entitlement.allowed)
      throw new AppError(
        entitlement.code,
        403,
        entitlement.limit !== undefined ? { limit: entitlement.limit } : undefined,
      );
    // The same plan rules as an edit, a re-render and a new format ask (one function for all).
    const rules = checkAdPlanRules(account, { style: spec.style, musicId: sound.musicId });
    if (!rules.allowed) throw new AppError(rules.code, 403);
    // One user cannot fill the render queue: a few videos at a time, and each user's next video
    // waits behind every other user's first (pg-boss runs higher priority first).
    const active = await countActiveVideos(db, userId);
    if (active >= MAX_ACTIVE_VIDEOS_PER_USER)
      throw new AppError('TOO_MANY_ACTIVE_VIDEOS', 429, { limit: MAX_ACTIVE_VIDEOS_PER_USER, retryAfterSec: 60 });
    if (account.plan === 'trial') {
      // The free video needs a confirmed address, and an address gets one, even across a deleted account.
      if (!row.user.emailVerified) throw new AppError('EMAIL_NOT_CONFIRMED', 403);
      if (!(await claimTrial(db, trialEmailKey(row.user.email), userId)))
        throw new AppError('GENERATION_LIMIT_REACHED', 403, { limit: PLANS.trial.limits.videoGenerationsPerMonth });
    }
    if (
      sound.voice === 'own' &&
      !sound.sceneTakes &&
      !(sound.ownVoiceId && (await ownFileExists(deps, ownVoiceKey(userId, sound.ownVoiceId))))
    )
      throw new AppError('OWN_VOICE_MISSING', 400);
    if (sound.musicId && !(await ownFileExists(deps, ownMusicKey(userId, sound.musicId))))
      throw new AppError('NOT_FOUND', 404);
    // Only the caller's own media: an id that is not theirs is "not found", as if it did not exist.
    const mediaIds = [...new Set(spec.mediaIds)];
    if ((await findMediaByIds(db, userId, mediaIds)).length !== mediaIds.length) throw new AppError('NOT_FOUND', 404);
    const video = await insertVideo(db, {
      mediaIds,
      userId,
      title: makeVideoTitle(facts),
      details: facts,
      storyboard,
      prompt: spec.prompt,
      aspectRatio: spec.aspectRatio,
      style: spec.style,
      durationSec: spec.durationSec,
      quotaCounted: true,
      voiceOptions: soundToStore(sound),
    });
    await incrementGenerationsUsed(db, userId);
    // The unfinished ad became a video: the create flow starts blank next time, on every device.
    await deleteCreateDraft(db, userId);
    const first =
      isPlanActive(account) && account.plan !== 'trial' ? RENDER_PRIORITY.paidFirst : RENDER_PRIORITY.trialFirst;
    await deps.queue.enqueueRender({ videoId: video.id }, client, { priority: first - active });
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
  const entitlement =
    checked.allowed && account.plan === 'trial' && !row.user.emailVerified
      ? ({ allowed: false, code: 'EMAIL_NOT_CONFIRMED' } as const)
      : checked;
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
    usageResetsAt: usageResetsAt(row.user.usagePeriodStart, row.subscription?.currentPeriodEnd ?? null, account.plan),
  };
}

/** A usage month lasts a month from its start, and never past the billing period's end. */
function usageResetsAt(start: Date | null, periodEnd: Date | null, plan: string): string | null {
  if (plan === 'trial' || !start) return null;
  const next = addMonths(start, 1);
  return (periodEnd && periodEnd < next ? periodEnd : next).toISOString();
}

export async function cancelGeneration(deps: AppDeps, userId: string, videoId: string): Promise<VideoWithRefund> {
  const video = await findUserVideo(deps.database.db, userId, videoId);
  if (!video) throw new AppError('NOT_FOUND', 404);
  // The worker notices on its next heartbeat (≤ 2 s) and kills ffmpeg. A canceled re-render leaves
  // the ad on the version before it, still playable; only a first render ends as canceled.
  await withTransaction(deps.database.pool, async (db) => {
    if (!(await restorePreviousVersion(db, videoId, userId)))
      await finishUnsuccessfully(db, videoId, 'canceled', null, userId);
  });
  return (await findUserVideo(deps.database.db, userId, videoId))!;
}

/**
 * Removes a finished video (completed, failed or canceled) and its files. One still being made is
 * canceled first, so a worker never writes files for a row that is gone.
 */
export async function deleteVideo(deps: AppDeps, userId: string, videoId: string): Promise<void> {
  const video = await findUserVideo(deps.database.db, userId, videoId);
  if (!video) throw new AppError('NOT_FOUND', 404);
  if (video.status === 'queued' || video.status === 'generating')
    throw new AppError('VALIDATION_FAILED', 409, { reason: 'cancel the video first' });
  // Earlier versions go with it (their rows cascade; their files are listed first).
  const versions = await listVideoVersions(deps.database.db, videoId);
  const gone = await deleteUserVideo(deps.database.db, userId, videoId);
  if (!gone) throw new AppError('NOT_FOUND', 404);
  // Every version's files by the names the worker gives them too, so a preview rendition (not
  // filed with older versions) or the files of a re-render canceled mid-store never stay behind.
  const named = Array.from({ length: gone.version }, (_, i) => Object.values(videoKeys(userId, videoId, i + 1))).flat();
  const stored = [
    gone.videoKey,
    gone.posterKey,
    gone.captionsKey,
    gone.previewKey,
    ...versions.flatMap((v) => [v.videoKey, v.posterKey, v.captionsKey, v.previewKey]),
  ];
  for (const key of new Set([...stored, ...named])) {
    if (key) await deps.storage.delete(key).catch((err) => deps.logger.warn({ err, key }, 'video file not deleted'));
  }
}

/**
 * Counts a download against the plan's monthly limit; only completed videos can be downloaded.
 * `version` picks an earlier render of an edited ad. Returns the file's key and the title.
 */
export async function countDownload(
  deps: AppDeps,
  userId: string,
  videoId: string,
  version?: number,
): Promise<{ key: string; title: string }> {
  return withTransaction(deps.database.pool, async (db) => {
    const video = await findUserVideo(db, userId, videoId);
    if (!video) throw new AppError('NOT_FOUND', 404);
    const key =
      version === undefined || version === video.version
        ? video.status === 'completed'
          ? video.videoKey
          : null
        : (await findVideoVersion(db, video.id, version))?.videoKey;
    if (!key) throw new AppError('NOT_FOUND', 404);
    const row = await findAccount(db, userId, { lock: true });
    if (!row) throw new AppError('UNAUTHORIZED', 401);
    // A version of an ad is one download, in whatever formats and however often it is downloaded.
    const adId = adIdOf(video);
    const ofVersion = version ?? video.version;
    if (video.downloadedKey === key || (await adVersionDownloaded(db, adId, ofVersion)))
      return { key, title: video.title };
    const entitlement = checkDownload(accountStateOf(row));
    if (!entitlement.allowed)
      throw new AppError(
        entitlement.code,
        403,
        entitlement.limit !== undefined ? { limit: entitlement.limit } : undefined,
      );
    await markVideoDownloaded(db, video.id, key);
    await recordAdDownload(db, { adId, version: ofVersion, userId });
    await incrementDownloadsUsed(db, userId);
    return { key, title: video.title };
  });
}

export async function requestRefund(
  deps: AppDeps,
  userId: string,
  videoId: string,
  reason: string,
): Promise<VideoWithRefund> {
  const db = deps.database.db;
  const video = await findUserVideo(db, userId, videoId);
  if (!video) throw new AppError('NOT_FOUND', 404);
  if (video.status !== 'completed')
    throw new AppError('VALIDATION_FAILED', 409, { reason: 'only completed videos can be refunded' });
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError('VALIDATION_FAILED', 400, { fields: [{ path: 'reason', message: 'required' }] });
  // The refund is the ad's, whichever of its formats it was asked from (one request per ad); a
  // format whose first video was deleted asks for itself.
  const adId = adIdOf(video);
  const ad = adId === video.id ? video : await findUserVideo(db, userId, adId);
  const created = await insertRefundRequest(db, { videoId: ad ? adId : video.id, userId, reason: trimmed });
  if (!created) throw new AppError('VALIDATION_FAILED', 409, { reason: 'refund already requested' });
  return (await findUserVideo(db, userId, videoId))!;
}

export function toVideoDto(v: VideoWithRefund): Video {
  const completed = v.status === 'completed' && !!v.videoKey;
  return {
    id: v.id,
    title: v.title,
    version: v.version,
    parent_id: v.parentId,
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
    captions_url: completed && v.captionsKey ? `/api/videos/${v.id}/captions.vtt` : null,
    captions_srt_url: completed && v.captionsKey ? `/api/videos/${v.id}/captions.srt` : null,
    voice_note: v.voiceNote ?? null,
    credits: completed ? (v.credits ?? []) : [],
  };
}

/** The sound kept with a new video: what the render reads (an own voice only while it speaks). */
function soundToStore(sound: AdSound): AdSound {
  const own = sound.voice === 'own';
  return {
    voice: sound.voice,
    pace: sound.pace,
    captions: sound.captions,
    ...(own && sound.sceneTakes
      ? { sceneTakes: sound.sceneTakes.map((t) => ({ sceneId: t.sceneId, takeId: t.takeId })) }
      : {}),
    ...(own && !sound.sceneTakes && sound.ownVoiceId ? { ownVoiceId: sound.ownVoiceId } : {}),
    ...(sound.musicId ? { musicId: sound.musicId } : sound.musicMood ? { musicMood: sound.musicMood } : {}),
  };
}

/**
 * Takes recorded scene by scene belong to the chosen script: every scene with words has one (of this
 * user), no scene has two, and the scenes they set stay within the longest ad.
 */
export async function checkSceneTakes(
  deps: AppDeps,
  userId: string,
  takes: Pick<SceneTakeRef, 'sceneId' | 'takeId'>[],
  storyboard: Storyboard | null,
): Promise<void> {
  if (!storyboard) throw new AppError('STORYBOARD_REQUIRED', 400);
  const byScene = new Map(takes.map((t) => [t.sceneId, t.takeId]));
  if (byScene.size !== takes.length || takes.some((t) => !storyboard.scenes.some((s) => s.id === t.sceneId)))
    throw new AppError('VALIDATION_FAILED', 400);
  if (storyboard.scenes.some((s) => spokenWords(s.voice) > 0 && !byScene.has(s.id)))
    throw new AppError('OWN_VOICE_MISSING', 400);
  let total = 0;
  for (const s of storyboard.scenes) {
    const id = byScene.get(s.id);
    const bytes = id ? await deps.storage.size(ownVoiceKey(userId, id)) : null;
    if (id && bytes === null) throw new AppError('OWN_VOICE_MISSING', 400);
    // A stored take is 16-bit mono WAV at 22.05 kHz: its length is in its size.
    total += bytes !== null ? recordedSceneSec(Math.max(0, bytes - 44) / 2 / 22050) : s.durationSec;
  }
  if (total > RECORDED_AD_MAX_SEC + 0.5)
    throw new AppError('RECORDINGS_TOO_LONG', 400, { maxSec: RECORDED_AD_MAX_SEC });
}
