import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adDownloads, adRenders, videos } from '../schema.ts';
import type { VideoRow } from './video.repository.ts';

/**
 * One ad is its first video and every format made of it: they share the ad id (the first video's
 * id). Formats, versions, re-renders, downloads and the refund are counted per ad, not per file.
 */
export const adIdOf = (v: Pick<VideoRow, 'id' | 'parentId'>) => v.parentId ?? v.id;

export type AdRenderKind = (typeof adRenders.$inferInsert)['kind'];

/** Writes down a render of the ad that was not its first: a new format, a re-render, a remade format. */
export async function recordAdRender(
  db: Db,
  row: { adId: string; userId: string; aspectRatio: string; kind: AdRenderKind },
) {
  await db.insert(adRenders).values(row);
}

/** The ad's free re-renders since `since`, across all its formats (a remade format is one of them). */
export async function countAdRerendersSince(db: Db, adId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adRenders)
    .where(
      and(eq(adRenders.adId, adId), inArray(adRenders.kind, ['rerender', 'remake']), gte(adRenders.createdAt, since)),
    );
  return row?.n ?? 0;
}

/** The aspect ratios ever made of the ad as another format (a deleted one stays in this list). */
export async function formatsEverMade(db: Db, adId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ aspect: adRenders.aspectRatio })
    .from(adRenders)
    .where(and(eq(adRenders.adId, adId), eq(adRenders.kind, 'format')));
  return rows.map((r) => r.aspect);
}

/** Every video of the ad (its first video and its formats) as they are now. */
export async function videosOfAd(db: Db, adId: string): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(sql`coalesce(${videos.parentId}, ${videos.id}) = ${adId}`);
}

/**
 * Inserts a format of the ad unless the ad has that format already (the unique index on the ad and
 * its aspect ratio decides, so requests racing each other make it once); undefined when it had.
 */
export async function insertAdFormat(db: Db, video: typeof videos.$inferInsert): Promise<VideoRow | undefined> {
  const [row] = await db.insert(videos).values(video).onConflictDoNothing().returning();
  return row;
}

/** Puts a format that failed or was canceled back in the queue as it was asked for. */
export async function requeueAdFormat(db: Db, videoId: string): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({
      status: 'queued',
      progress: 0,
      errorCode: null,
      attempts: 0,
      startedAt: null,
      finishedAt: null,
      createdAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videos.id, videoId), inArray(videos.status, ['failed', 'canceled'])))
    .returning();
  return row;
}

/**
 * Counts a download of one version of the ad, once whatever format it is in; false when that
 * version was downloaded before (then it is free).
 */
export async function recordAdDownload(
  db: Db,
  row: { adId: string; version: number; userId: string },
): Promise<boolean> {
  const rows = await db.insert(adDownloads).values(row).onConflictDoNothing().returning({ adId: adDownloads.adId });
  return rows.length === 1;
}

export async function adVersionDownloaded(db: Db, adId: string, version: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(adDownloads)
    .where(and(eq(adDownloads.adId, adId), eq(adDownloads.version, version)));
  return (row?.n ?? 0) > 0;
}

/**
 * Whether a job of `queue` with a priority above `priority`, for a video still queued, has waited
 * more than `olderThanSec` seconds in pg-boss (no worker free to take it).
 */
export async function renderWaitingAbove(
  db: Db,
  queue: string,
  priority: number,
  olderThanSec: number,
): Promise<boolean> {
  const res = await db.execute(sql`
    select 1 from pgboss.job j
    where j.name = ${queue} and j.state in ('created', 'retry') and j.priority > ${priority}
      and j.start_after < now() and j.created_on < now() - make_interval(secs => ${olderThanSec})
      and exists (select 1 from public.videos v where v.id::text = j.data->>'videoId' and v.status = 'queued')
    limit 1`);
  return res.rows.length > 0;
}
