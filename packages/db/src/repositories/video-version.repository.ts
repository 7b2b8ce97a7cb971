import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { videos, videoVersions } from '../schema.ts';
import type { VideoRow } from './video.repository.ts';

export type VideoVersionRow = typeof videoVersions.$inferSelect;

/** Keeps edits for the next re-render; false while the video renders (the row is then left alone). */
export async function saveDraftStoryboard(
  db: Db,
  videoId: string,
  storyboard: unknown,
  voiceOptions?: unknown,
): Promise<boolean> {
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
  edit: {
    voiceOptions?: unknown;
    mediaIds?: string[];
    /** This render took a generation (given back if it fails). */ quotaCounted?: boolean;
  } = {},
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
      quotaCounted: edit.quotaCounted ?? false,
    })
    .where(
      and(
        eq(videos.id, video.id),
        eq(videos.version, video.version),
        notInArray(videos.status, ['queued', 'generating']),
      ),
    )
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
    previewKey: video.status === 'completed' ? video.previewKey : null,
    sizeBytes: video.sizeBytes,
    credits: video.status === 'completed' ? video.credits : [],
  });
  return row;
}

/**
 * A re-render that was canceled gives the ad back the version before it, playable as it was: the
 * row returns to that version's files and the version's record goes. Only while the re-render is
 * still unfinished and only when that version had finished; returns the restored row, or undefined.
 */
export async function restorePreviousVersion(db: Db, videoId: string, userId: string): Promise<VideoRow | undefined> {
  const [current] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.userId, userId), inArray(videos.status, ['queued', 'generating'])))
    .for('update');
  if (!current || current.version < 2) return undefined;
  const previous = await findVideoVersion(db, videoId, current.version - 1);
  if (!previous?.videoKey || !previous.posterKey) return undefined;
  const [row] = await db
    .update(videos)
    .set({
      version: previous.version,
      storyboard: previous.storyboard,
      aspectRatio: previous.aspectRatio,
      style: previous.style,
      status: 'completed',
      progress: 100,
      videoKey: previous.videoKey,
      posterKey: previous.posterKey,
      captionsKey: previous.captionsKey,
      previewKey: previous.previewKey ?? previewKeyOf(previous.videoKey),
      sizeBytes: previous.sizeBytes,
      credits: previous.credits,
      errorCode: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.version, current.version),
        inArray(videos.status, ['queued', 'generating']),
      ),
    )
    .returning();
  if (!row) return undefined;
  await db
    .delete(videoVersions)
    .where(and(eq(videoVersions.videoId, videoId), eq(videoVersions.version, previous.version)));
  return row;
}

/** Renders before the preview's key was filed with the version kept it beside the MP4. */
const previewKeyOf = (videoKey: string) => videoKey.replace(/\.mp4$/, '.preview.mp4');

export async function listVideoVersions(db: Db, videoId: string): Promise<VideoVersionRow[]> {
  return db.select().from(videoVersions).where(eq(videoVersions.videoId, videoId)).orderBy(desc(videoVersions.version));
}

export async function findVideoVersion(db: Db, videoId: string, version: number): Promise<VideoVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(videoVersions)
    .where(and(eq(videoVersions.videoId, videoId), eq(videoVersions.version, version)));
  return row;
}
