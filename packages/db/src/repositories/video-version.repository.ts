import { and, count, desc, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { videos, videoVersions } from '../schema.ts';
import type { VideoRow } from './video.repository.ts';

export type VideoVersionRow = typeof videoVersions.$inferSelect;

/** Keeps edits for the next re-render; false while the video renders (the row is then left alone). */
export async function saveDraftStoryboard(db: Db, videoId: string, storyboard: unknown, voiceOptions?: unknown): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ draftStoryboard: storyboard, ...(voiceOptions === undefined ? {} : { draftVoiceOptions: voiceOptions }) })
    .where(and(eq(videos.id, videoId), notInArray(videos.status, ['queued', 'generating'])))
    .returning({ id: videos.id });
  return rows.length === 1;
}

/**
 * Files the current render as an earlier version and queues the next one with `storyboard`, in one
 * transaction with the caller's enqueue. Only from the version the caller read, and never while a
 * render runs, so two clicks cannot start two renders. Returns the requeued row, or undefined.
 */
export async function startNextVersion(
  db: Db,
  video: VideoRow,
  storyboard: { aspectRatio: string; style: string },
  edit: { voiceOptions?: unknown; mediaIds?: string[] } = {},
): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({
      version: video.version + 1,
      storyboard,
      draftStoryboard: null,
      draftVoiceOptions: null,
      ...(edit.voiceOptions === undefined ? {} : { voiceOptions: edit.voiceOptions }),
      ...(edit.mediaIds === undefined ? {} : { mediaIds: edit.mediaIds }),
      aspectRatio: storyboard.aspectRatio,
      style: storyboard.style,
      status: 'queued',
      progress: 0,
      videoKey: null,
      posterKey: null,
      captionsKey: null,
      previewKey: null,
      sizeBytes: null,
      errorCode: null,
      voiceNote: null,
      credits: [],
      attempts: 0,
      startedAt: null,
      finishedAt: null,
      // A re-render is free: a failure gives nothing back because nothing was taken.
      quotaCounted: false,
    })
    .where(and(eq(videos.id, video.id), eq(videos.version, video.version), notInArray(videos.status, ['queued', 'generating'])))
    .returning();
  if (!row) return undefined;
  await db.insert(videoVersions).values({
    videoId: video.id,
    version: video.version,
    storyboard: video.storyboard,
    aspectRatio: video.aspectRatio,
    style: video.style,
    videoKey: video.status === 'completed' ? video.videoKey : null,
    posterKey: video.status === 'completed' ? video.posterKey : null,
    captionsKey: video.status === 'completed' ? video.captionsKey : null,
    sizeBytes: video.sizeBytes,
    credits: video.status === 'completed' ? video.credits : [],
  });
  return row;
}

/** Re-renders asked for since `since` (each one filed the version before it). */
export async function countRerendersSince(db: Db, videoId: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videoVersions).where(and(eq(videoVersions.videoId, videoId), gte(videoVersions.createdAt, since)));
  return row?.n ?? 0;
}

export async function listVideoVersions(db: Db, videoId: string): Promise<VideoVersionRow[]> {
  return db.select().from(videoVersions).where(eq(videoVersions.videoId, videoId)).orderBy(desc(videoVersions.version));
}

export async function findVideoVersion(db: Db, videoId: string, version: number): Promise<VideoVersionRow | undefined> {
  const [row] = await db.select().from(videoVersions).where(and(eq(videoVersions.videoId, videoId), eq(videoVersions.version, version)));
  return row;
}

/** Formats already made (or being made) of an ad. */
export async function formatChildrenAspects(db: Db, parentId: string): Promise<string[]> {
  const rows = await db
    .select({ aspect: videos.aspectRatio })
    .from(videos)
    .where(and(eq(videos.parentId, parentId), inArray(videos.status, ['queued', 'generating', 'completed'])));
  return rows.map((r) => r.aspect);
}
