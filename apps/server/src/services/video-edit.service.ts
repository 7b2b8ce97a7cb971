import {
  PLANS,
  type AspectRatio,
  type Storyboard,
  type VideoEditor,
  type AdSound,
  type VideoStatus,
} from '@reklamo/contract';
import {
  accountStateOf,
  checkAdPlanRules,
  checkGeneration,
  trialEmailKey,
  checkEdit,
  checkRerender,
  chosenMediaIds,
  formatsToMake,
  FREE_RERENDERS_PER_DAY,
  makeVideoTitle,
  picturesForRerender,
} from '@reklamo/core';
import {
  adIdOf,
  claimTrial,
  countAdRerendersSince,
  incrementGenerationsUsed,
  findAccount,
  findMediaByIds,
  findUserVideo,
  formatsEverMade,
  insertAdFormat,
  listVideoVersions,
  recordAdRender,
  requeueAdFormat,
  saveDraftStoryboard,
  startNextVersion,
  videosOfAd,
  withTransaction,
  type Db,
  type VideoWithRefund,
} from '@reklamo/db';
import { isUniqueViolation } from '../http/db-errors.ts';
import { RENDER_PRIORITY } from '../jobs/queue.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { checkOwnVoiceReady, keptTakes, takesForEditor } from './recorded-takes.ts';
import { storedFacts, storedSound, storedStoryboard } from './stored-ad.ts';
import { toVideoDto } from './videos.service.ts';
import { ownFileExists, ownMusicKey, ownVoiceKey } from './voice.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function ownVideo(deps: AppDeps, userId: string, videoId: string): Promise<VideoWithRefund> {
  const v = await findUserVideo(deps.database.db, userId, videoId);
  if (!v) throw new AppError('NOT_FOUND', 404);
  return v;
}

/** The script the next render uses: the editor's unrendered edit, else the last render's. */
const storyboardOf = (v: VideoWithRefund): Storyboard | null => storedStoryboard(v, { draft: true });

/** Edits may change words, pictures, order, style and format; never the confirmed facts or the length. */
function acceptEdit(video: VideoWithRefund, edited: Storyboard): Storyboard {
  const current = storyboardOf(video);
  if (current && edited.durationSec !== current.durationSec)
    throw new AppError('STORYBOARD_INVALID', 400, { reason: 'duration' });
  for (const s of edited.scenes)
    if (!s.onScreen.headline.trim() && !s.voice.trim())
      throw new AppError('STORYBOARD_INVALID', 400, { reason: 'empty scene', scene: s.id });
  return { ...edited, facts: current?.facts ?? edited.facts };
}

/** The sound the next render uses: the editor's unrendered change, else the last render's. */
const voiceOptionsOf = (v: VideoWithRefund): AdSound => storedSound(v, { draft: true });

/** The recorded takes of the sound the editor opens with (each with its line and length). */
async function withTakes(deps: AppDeps, userId: string, v: VideoWithRefund): Promise<Pick<AdSound, 'sceneTakes'>> {
  const sceneTakes = await takesForEditor(deps, userId, voiceOptionsOf(v), storedStoryboard(v));
  return sceneTakes ? { sceneTakes } : {};
}

/** The sound the next render uses, as the editor shows it (a video from before voice choices speaks with the default voice). */
function soundOf(v: VideoWithRefund): AdSound {
  const { sceneTakes: _takes, ...sound } = voiceOptionsOf(v);
  return sound;
}

/**
 * The create flow's plan rules (style, own music), asked again of an edit, a re-render and a new
 * format: a plan that does not include a style or own music never renders them.
 */
async function checkPlanRules(db: Db, userId: string, ad: { style: string; musicId?: string | null }): Promise<void> {
  const row = await findAccount(db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  const check = checkAdPlanRules(accountStateOf(row), ad);
  if (!check.allowed) throw new AppError(check.code, 403);
}

/**
 * Checks the edited sound belongs to the user and the plan; returns the voice options to keep. An
 * own voice not recorded yet is a draft like any other: the re-render asks for it, never the autosave.
 */
async function acceptSound(deps: AppDeps, userId: string, sound: AdSound): Promise<AdSound> {
  const ownVoiceId =
    sound.ownVoiceId && (await ownFileExists(deps, ownVoiceKey(userId, sound.ownVoiceId)))
      ? sound.ownVoiceId
      : undefined;
  const sceneTakes = await keptTakes(deps, userId, sound.sceneTakes);
  if (sound.musicId && !(await ownFileExists(deps, ownMusicKey(userId, sound.musicId))))
    throw new AppError('NOT_FOUND', 404);
  return {
    voice: sound.voice,
    pace: sound.pace,
    captions: sound.captions,
    ...(sound.voice === 'own' && ownVoiceId ? { ownVoiceId } : {}),
    ...(sceneTakes ? { sceneTakes } : {}),
    ...(sound.musicId ? { musicId: sound.musicId } : sound.musicMood ? { musicMood: sound.musicMood } : {}),
  };
}

export async function openEditor(deps: AppDeps, userId: string, videoId: string): Promise<VideoEditor> {
  const v = await ownVideo(deps, userId, videoId);
  const db = deps.database.db;
  const versions = await listVideoVersions(db, v.id);
  return {
    video: toVideoDto(v),
    storyboard: storyboardOf(v),
    versions: versions.map((x) => ({
      version: x.version,
      created_at: x.createdAt.toISOString(),
      aspect_ratio: x.aspectRatio as AspectRatio,
      download_url: x.videoKey ? `/api/videos/${v.id}/versions/${x.version}/download` : null,
      credits: x.credits,
    })),
    rerenders: {
      usedToday: await countAdRerendersSince(db, adIdOf(v), new Date(Date.now() - DAY_MS)),
      freePerDay: FREE_RERENDERS_PER_DAY,
    },
    sound: { ...soundOf(v), ...(await withTakes(deps, userId, v)) },
    mediaIds: v.mediaIds,
  };
}

export async function saveStoryboard(
  deps: AppDeps,
  userId: string,
  videoId: string,
  edit: Storyboard & { sound?: AdSound },
): Promise<VideoEditor> {
  const v = await ownVideo(deps, userId, videoId);
  const check = checkEdit(v.status as VideoStatus);
  if (!check.allowed) throw new AppError(check.code, 409);
  const { sound, ...edited } = edit;
  // A picture chosen for a scene must be the user's own: another user's id is "not found".
  const chosen = chosenMediaIds(edited);
  if ((await findMediaByIds(deps.database.db, userId, chosen)).length !== chosen.length)
    throw new AppError('NOT_FOUND', 404);
  const voiceOptions = sound ? await acceptSound(deps, userId, sound) : undefined;
  await checkPlanRules(deps.database.db, userId, {
    style: edited.style,
    musicId: (voiceOptions ?? voiceOptionsOf(v)).musicId,
  });
  if (!(await saveDraftStoryboard(deps.database.db, v.id, acceptEdit(v, edited), voiceOptions)))
    throw new AppError('RENDER_IN_PROGRESS', 409);
  return openEditor(deps, userId, videoId);
}

/** Renders the saved edits as the next version: free up to three times a day per ad, across its formats. */
export async function rerender(deps: AppDeps, userId: string, videoId: string) {
  return withTransaction(deps.database.pool, async (db, client) => {
    // The account row is the lock: re-renders and formats of one user's ads are counted one at a time.
    const account = await findAccount(db, userId, { lock: true });
    if (!account) throw new AppError('UNAUTHORIZED', 401);
    const v = await findUserVideo(db, userId, videoId);
    if (!v) throw new AppError('NOT_FOUND', 404);
    const edited = storyboardOf(v);
    await checkPlanRules(db, userId, { style: edited?.style ?? v.style, musicId: voiceOptionsOf(v).musicId });
    const adId = adIdOf(v);
    const check = checkRerender(
      v.status as VideoStatus,
      await countAdRerendersSince(db, adId, new Date(Date.now() - DAY_MS)),
    );
    if (!check.allowed)
      throw new AppError(
        check.code,
        check.code === 'RERENDER_LIMIT_REACHED' ? 403 : 409,
        check.limit ? { limit: check.limit } : undefined,
      );
    if (!edited) throw new AppError('STORYBOARD_INVALID', 400);
    await checkOwnVoiceReady(deps, userId, edited, voiceOptionsOf(v));
    // A format the ad already has elsewhere is that video's to re-render.
    if (
      edited.aspectRatio !== v.aspectRatio &&
      (await videosOfAd(db, adId)).some((o) => o.id !== v.id && o.aspectRatio === edited.aspectRatio)
    ) {
      throw new AppError('FORMAT_EXISTS', 409, { aspectRatio: edited.aspectRatio });
    }
    // An ad whose first render never finished gave its generation back: rendering it now is its
    // first render and takes one, as a new ad does (else cancel, edit, re-render made free ads).
    const first =
      !v.parentId && v.status !== 'completed' && !(await listVideoVersions(db, v.id)).some((x) => x.videoKey);
    if (first) await takeGeneration(db, account, userId);
    const { storyboard, mediaIds } = picturesForRerender(edited, v.mediaIds);
    const next = await startNextVersion(db, v, storyboard, {
      mediaIds,
      quotaCounted: first,
      ...(v.draftVoiceOptions ? { voiceOptions: v.draftVoiceOptions } : {}),
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('FORMAT_EXISTS', 409, { aspectRatio: edited.aspectRatio });
      throw err;
    });
    if (!next) throw new AppError('RENDER_IN_PROGRESS', 409);
    await recordAdRender(db, { adId, userId, aspectRatio: storyboard.aspectRatio, kind: first ? 'first' : 'rerender' });
    const paid = accountStateOf(account).plan !== 'trial';
    await deps.queue.enqueueRender({ videoId: v.id }, client, {
      priority: first ? (paid ? RENDER_PRIORITY.paidFirst : RENDER_PRIORITY.trialFirst) : RENDER_PRIORITY.free,
    });
    return toVideoDto({ ...next, refundStatus: v.refundStatus });
  });
}

/** Takes a generation for an ad's first render, as the create flow does (plan, limit, the trial's one per address). */
async function takeGeneration(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof findAccount>>>,
  userId: string,
): Promise<void> {
  const account = accountStateOf(row);
  const entitlement = checkGeneration(account);
  if (!entitlement.allowed)
    throw new AppError(
      entitlement.code,
      403,
      entitlement.limit !== undefined ? { limit: entitlement.limit } : undefined,
    );
  if (account.plan === 'trial') {
    if (!row.user.emailVerified) throw new AppError('EMAIL_NOT_CONFIRMED', 403);
    if (!(await claimTrial(db, trialEmailKey(row.user.email), userId)))
      throw new AppError('GENERATION_LIMIT_REACHED', 403, { limit: PLANS.trial.limits.videoGenerationsPerMonth });
  }
  await incrementGenerationsUsed(db, userId);
}

/**
 * "Всички формати": the same ad in every other aspect ratio, each a video of its own. An ad has each
 * format once (a unique index decides between racing requests). A new format is free; one that was
 * deleted or canceled and is made again counts as a re-render of the ad; one that failed is retried
 * free. Every format keeps the ad's script, scene lengths and voice.
 */
export async function makeFormats(deps: AppDeps, userId: string, videoId: string) {
  return withTransaction(deps.database.pool, async (db, client) => {
    if (!(await findAccount(db, userId, { lock: true }))) throw new AppError('UNAUTHORIZED', 401);
    const v = await findUserVideo(db, userId, videoId);
    if (!v) throw new AppError('NOT_FOUND', 404);
    await checkPlanRules(db, userId, { style: v.style, musicId: storedSound(v).musicId });
    const adId = adIdOf(v);
    const videos = await videosOfAd(db, adId);
    const live = videos
      .filter((o) => ['queued', 'generating', 'completed'].includes(o.status))
      .map((o) => o.aspectRatio as AspectRatio);
    const plan = formatsToMake(v.status as VideoStatus, v.aspectRatio as AspectRatio, live);
    if (!plan.allowed) throw new AppError(plan.code, 409);
    const everMade = new Set(await formatsEverMade(db, adId));
    const firstExists = videos.some((o) => o.id === adId);
    if (!everMade.has(v.aspectRatio))
      await recordAdRender(db, { adId, userId, aspectRatio: v.aspectRatio, kind: 'format' });
    let rerendersLeft = FREE_RERENDERS_PER_DAY - (await countAdRerendersSince(db, adId, new Date(Date.now() - DAY_MS)));
    const rendered = storedStoryboard(v);
    const created = [];
    let refusedByLimit = false;
    for (const aspect of plan.aspects) {
      const old = videos.find((o) => o.aspectRatio === aspect);
      // Made before and gone (deleted, or canceled by its owner): making it again is a re-render.
      const remake = old ? old.status === 'canceled' : everMade.has(aspect) || !firstExists;
      if (remake && rerendersLeft <= 0) {
        refusedByLimit = true;
        continue;
      }
      let row;
      if (old) {
        row = await requeueAdFormat(db, old.id);
      } else {
        row = await insertAdFormat(db, {
          userId,
          title: makeVideoTitle(storedFacts(v)),
          details: storedFacts(v),
          storyboard: rendered ? { ...rendered, aspectRatio: aspect } : null,
          prompt: v.prompt,
          aspectRatio: aspect,
          style: v.style,
          // The script's length, not the finished file's: recorded scenes set the file's own.
          durationSec: rendered ? rendered.durationSec : v.durationSec,
          // The same version of the ad in another format: a download of either counts once.
          version: v.version,
          quotaCounted: false,
          voiceOptions: storedSound(v),
          mediaIds: v.mediaIds,
          parentId: adId,
        });
      }
      if (!row) continue;
      if (remake) rerendersLeft--;
      await recordAdRender(db, { adId, userId, aspectRatio: aspect, kind: remake ? 'remake' : 'format' });
      await deps.queue.enqueueRender({ videoId: row.id }, client, { priority: RENDER_PRIORITY.free });
      created.push(toVideoDto({ ...row, refundStatus: null }));
    }
    if (!created.length && refusedByLimit)
      throw new AppError('RERENDER_LIMIT_REACHED', 403, { limit: FREE_RERENDERS_PER_DAY });
    return created;
  });
}
