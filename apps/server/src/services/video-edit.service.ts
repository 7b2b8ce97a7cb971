import { ZStoryboard, type AspectRatio, type Storyboard, type VideoEditor, type VideoSound, type VideoStatus } from '@reklamo/contract';
import { accountStateOf, checkEdit, checkRerender, chosenMediaIds, formatsToMake, FREE_RERENDERS_PER_DAY, hasOwnMusic, makeVideoTitle, picturesForRerender } from '@reklamo/core';
import {
  countRerendersSince,
  findAccount,
  findMediaByIds,
  findUserVideo,
  formatChildrenAspects,
  insertVideo,
  listVideoVersions,
  saveDraftStoryboard,
  startNextVersion,
  withTransaction,
  type VideoWithRefund,
} from '@reklamo/db';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { checkOwnVoiceReady, keptTakes, takesForEditor } from './recorded-takes.ts';
import { toVideoDto, type VoiceOptions } from './videos.service.ts';
import { ownFileExists, ownMusicKey, ownVoiceKey } from './voice.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function ownVideo(deps: AppDeps, userId: string, videoId: string): Promise<VideoWithRefund> {
  const v = await findUserVideo(deps.database.db, userId, videoId);
  if (!v) throw new AppError('NOT_FOUND', 404);
  return v;
}

const storyboardOf = (v: VideoWithRefund): Storyboard | null => {
  const parsed = ZStoryboard.safeParse(v.draftStoryboard ?? v.storyboard);
  return parsed.success ? parsed.data : null;
};

/** Edits may change words, pictures, order, style and format; never the confirmed facts or the length. */
function acceptEdit(video: VideoWithRefund, edited: Storyboard): Storyboard {
  const current = storyboardOf(video);
  if (current && edited.durationSec !== current.durationSec) throw new AppError('STORYBOARD_INVALID', 400, { reason: 'duration' });
  for (const s of edited.scenes) if (!s.onScreen.headline.trim() && !s.voice.trim()) throw new AppError('STORYBOARD_INVALID', 400, { reason: 'empty scene', scene: s.id });
  return { ...edited, facts: current?.facts ?? edited.facts };
}

const voiceOptionsOf = (v: VideoWithRefund): VoiceOptions => ((v.draftVoiceOptions ?? v.voiceOptions ?? {}) as VoiceOptions);

/** The recorded takes of the sound the editor opens with (each with its line and length). */
async function withTakes(deps: AppDeps, userId: string, v: VideoWithRefund): Promise<Pick<VideoSound, 'sceneTakes'>> {
  const rendered = ZStoryboard.safeParse(v.storyboard);
  const sceneTakes = await takesForEditor(deps, userId, voiceOptionsOf(v), rendered.success ? rendered.data : null);
  return sceneTakes ? { sceneTakes } : {};
}

/** The sound the next render uses, as the editor shows it (a video from before voice choices speaks with the default voice). */
function soundOf(v: VideoWithRefund): VideoSound {
  const o = voiceOptionsOf(v);
  return {
    voice: o.voice ?? 'female',
    pace: o.pace ?? 'normal',
    captions: o.captions !== false,
    ...(o.ownVoiceId ? { ownVoiceId: o.ownVoiceId } : {}),
    ...(o.musicMood ? { musicMood: o.musicMood } : {}),
    ...(o.musicId ? { musicId: o.musicId } : {}),
  };
}

/**
 * Checks the edited sound belongs to the user and the plan; returns the voice options to keep. An
 * own voice not recorded yet is a draft like any other: the re-render asks for it, never the autosave.
 */
async function acceptSound(deps: AppDeps, userId: string, sound: VideoSound): Promise<VoiceOptions> {
  const ownVoiceId = sound.ownVoiceId && (await ownFileExists(deps, ownVoiceKey(userId, sound.ownVoiceId))) ? sound.ownVoiceId : undefined;
  const sceneTakes = await keptTakes(deps, userId, sound.sceneTakes);
  if (sound.musicId) {
    const row = await findAccount(deps.database.db, userId);
    if (!row || !hasOwnMusic(accountStateOf(row))) throw new AppError('MUSIC_NOT_IN_PLAN', 403);
    if (!(await ownFileExists(deps, ownMusicKey(userId, sound.musicId)))) throw new AppError('NOT_FOUND', 404);
  }
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
    rerenders: { usedToday: await countRerendersSince(db, v.id, new Date(Date.now() - DAY_MS)), freePerDay: FREE_RERENDERS_PER_DAY },
    sound: { ...soundOf(v), ...(await withTakes(deps, userId, v)) },
    mediaIds: v.mediaIds,
  };
}

export async function saveStoryboard(deps: AppDeps, userId: string, videoId: string, edit: Storyboard & { sound?: VideoSound }): Promise<VideoEditor> {
  const v = await ownVideo(deps, userId, videoId);
  const check = checkEdit(v.status as VideoStatus);
  if (!check.allowed) throw new AppError(check.code, 409);
  const { sound, ...edited } = edit;
  // A picture chosen for a scene must be the user's own: another user's id is "not found".
  const chosen = chosenMediaIds(edited);
  if ((await findMediaByIds(deps.database.db, userId, chosen)).length !== chosen.length) throw new AppError('NOT_FOUND', 404);
  const voiceOptions = sound ? await acceptSound(deps, userId, sound) : undefined;
  if (!(await saveDraftStoryboard(deps.database.db, v.id, acceptEdit(v, edited), voiceOptions))) throw new AppError('RENDER_IN_PROGRESS', 409);
  return openEditor(deps, userId, videoId);
}

/** Renders the saved edits as the next version: free up to three times a day per ad. */
export async function rerender(deps: AppDeps, userId: string, videoId: string) {
  return withTransaction(deps.database.pool, async (db, client) => {
    const v = await findUserVideo(db, userId, videoId);
    if (!v) throw new AppError('NOT_FOUND', 404);
    const check = checkRerender(v.status as VideoStatus, await countRerendersSince(db, v.id, new Date(Date.now() - DAY_MS)));
    if (!check.allowed) throw new AppError(check.code, check.code === 'RERENDER_LIMIT_REACHED' ? 403 : 409, check.limit ? { limit: check.limit } : undefined);
    const edited = storyboardOf(v);
    if (!edited) throw new AppError('STORYBOARD_INVALID', 400);
    await checkOwnVoiceReady(deps, userId, edited, voiceOptionsOf(v));
    const { storyboard, mediaIds } = picturesForRerender(edited, v.mediaIds);
    const next = await startNextVersion(db, v, storyboard, { mediaIds, ...(v.draftVoiceOptions ? { voiceOptions: v.draftVoiceOptions } : {}) });
    if (!next) throw new AppError('RENDER_IN_PROGRESS', 409);
    await deps.queue.enqueueRender({ videoId: v.id }, client);
    return toVideoDto({ ...next, refundStatus: v.refundStatus });
  });
}

/** "Всички формати": the same ad in every other aspect ratio, each a video of its own, free. */
export async function makeFormats(deps: AppDeps, userId: string, videoId: string) {
  return withTransaction(deps.database.pool, async (db, client) => {
    const v = await findUserVideo(db, userId, videoId);
    if (!v) throw new AppError('NOT_FOUND', 404);
    const rootId = v.parentId ?? v.id;
    const made = (await formatChildrenAspects(db, rootId)) as AspectRatio[];
    const plan = formatsToMake(v.status as VideoStatus, v.aspectRatio as AspectRatio, v.parentId ? [...made, v.aspectRatio as AspectRatio] : made);
    if (!plan.allowed) throw new AppError(plan.code, 409);
    const storyboard = ZStoryboard.safeParse(v.storyboard);
    const created = [];
    for (const aspect of plan.aspects) {
      const row = await insertVideo(db, {
        userId,
        title: makeVideoTitle(v.details as Parameters<typeof makeVideoTitle>[0]),
        details: v.details,
        storyboard: storyboard.success ? { ...storyboard.data, aspectRatio: aspect } : null,
        prompt: v.prompt,
        aspectRatio: aspect,
        style: v.style,
        durationSec: v.durationSec,
        quotaCounted: false,
        voiceOptions: v.voiceOptions,
        mediaIds: v.mediaIds,
        parentId: rootId,
      });
      await deps.queue.enqueueRender({ videoId: row.id }, client);
      created.push(toVideoDto({ ...row, refundStatus: null }));
    }
    return created;
  });
}
