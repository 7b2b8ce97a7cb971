import { ZStoryboard, type AspectRatio, type Storyboard, type VideoEditor, type VideoStatus } from '@reklamo/contract';
import { checkEdit, checkRerender, formatsToMake, FREE_RERENDERS_PER_DAY, makeVideoTitle } from '@reklamo/core';
import {
  countRerendersSince,
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
import { toVideoDto } from './videos.service.ts';

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
    })),
    rerenders: { usedToday: await countRerendersSince(db, v.id, new Date(Date.now() - DAY_MS)), freePerDay: FREE_RERENDERS_PER_DAY },
  };
}

export async function saveStoryboard(deps: AppDeps, userId: string, videoId: string, edited: Storyboard): Promise<VideoEditor> {
  const v = await ownVideo(deps, userId, videoId);
  const check = checkEdit(v.status as VideoStatus);
  if (!check.allowed) throw new AppError(check.code, 409);
  if (!(await saveDraftStoryboard(deps.database.db, v.id, acceptEdit(v, edited)))) throw new AppError('RENDER_IN_PROGRESS', 409);
  return openEditor(deps, userId, videoId);
}

/** Renders the saved edits as the next version: free up to three times a day per ad. */
export async function rerender(deps: AppDeps, userId: string, videoId: string) {
  return withTransaction(deps.database.pool, async (db, client) => {
    const v = await findUserVideo(db, userId, videoId);
    if (!v) throw new AppError('NOT_FOUND', 404);
    const check = checkRerender(v.status as VideoStatus, await countRerendersSince(db, v.id, new Date(Date.now() - DAY_MS)));
    if (!check.allowed) throw new AppError(check.code, check.code === 'RERENDER_LIMIT_REACHED' ? 403 : 409, check.limit ? { limit: check.limit } : undefined);
    const storyboard = storyboardOf(v);
    if (!storyboard) throw new AppError('STORYBOARD_INVALID', 400);
    const next = await startNextVersion(db, v, storyboard);
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
        parentId: rootId,
      });
      await deps.queue.enqueueRender({ videoId: row.id }, client);
      created.push(toVideoDto({ ...row, refundStatus: null }));
    }
    return created;
  });
}
