import { and, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { isUuid, type Db } from '../client.ts';
import { refundRequests, users, videos } from '../schema.ts';

export type VideoRow = typeof videos.$inferSelect;
export type VideoWithRefund = VideoRow & { refundStatus: 'pending' | 'approved' | 'rejected' | null };
type NewVideo = typeof videos.$inferInsert;

export async function insertVideo(db: Db, video: NewVideo): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(video).returning();
  return row!;
}

export async function incrementGenerationsUsed(db: Db, userId: string) {
  await db
    .update(users)
    .set({ freeGenerationsUsed: sql`${users.freeGenerationsUsed} + 1` })
    .where(eq(users.id, userId));
}

export async function incrementDownloadsUsed(db: Db, userId: string) {
  await db
    .update(users)
    .set({ downloadsUsed: sql`${users.downloadsUsed} + 1` })
    .where(eq(users.id, userId));
}

/** Records that this rendition of the video was downloaded; false when it already was (not counted again). */
export async function markVideoDownloaded(db: Db, videoId: string, videoKey: string): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ downloadedKey: videoKey })
    .where(and(eq(videos.id, videoId), sql`${videos.downloadedKey} is distinct from ${videoKey}`))
    .returning({ id: videos.id });
  return rows.length === 1;
}

/**
 * Gives back the generation an ad took, whatever version it is on now: the ad took one when its
 * first render finished (a first render that failed or was canceled gave it back then, and the
 * re-render after it took one again). A refund
 * is decided once, so this runs once per ad.
 */
export async function refundGeneration(db: Db, adId: string) {
  await db.execute(sql`
    with ad as (
      select v.id, v.user_id from videos v
      where v.id = ${adId} and v.parent_id is null
        and ((v.version = 1 and v.status = 'completed')
          or exists (select 1 from video_versions vv where vv.video_id = v.id and vv.version = 1 and vv.video_key is not null)
          or exists (select 1 from ad_renders ar where ar.ad_id = v.id and ar.kind = 'first'))
    ), v as (update videos set quota_counted = false from ad where videos.id = ad.id returning ad.user_id)
    update users set free_generations_used = greatest(0, free_generations_used - 1)
    where id in (select user_id from v)`);
}

/** The ad a video belongs to: its first video (formats point at it). */
const adIdColumn = sql`coalesce(${videos.parentId}, ${videos.id})`;

export async function findUserVideo(db: Db, userId: string, videoId: string): Promise<VideoWithRefund | undefined> {
  if (!isUuid(videoId)) return undefined;
  const [row] = await db
    .select({ video: videos, refundStatus: refundRequests.status })
    .from(videos)
    .leftJoin(refundRequests, eq(refundRequests.videoId, adIdColumn))
    .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
  return row ? { ...row.video, refundStatus: row.refundStatus } : undefined;
}

export async function listUserVideos(
  db: Db,
  userId: string,
  filter: {
    search?: string;
    status?: VideoRow['status'];
    /** Only among the user's `recent` newest videos (plan history). */ recent?: number | null;
  } = {},
): Promise<VideoWithRefund[]> {
  const conds = [eq(videos.userId, userId)];
  if (filter.recent != null)
    conds.push(sql`(${videos.status} <> 'completed' or ${videos.id} in (${recentVideoIds(userId, filter.recent)}))`);
  if (filter.status) conds.push(eq(videos.status, filter.status));
  if (filter.search?.trim()) {
    const q = `%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(videos.title, q), ilike(videos.prompt, q))!);
  }
  const rows = await db
    .select({ video: videos, refundStatus: refundRequests.status })
    .from(videos)
    .leftJoin(refundRequests, eq(refundRequests.videoId, adIdColumn))
    .where(and(...conds))
    .orderBy(desc(videos.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...r.video, refundStatus: r.refundStatus }));
}

/**
 * The project history is the finished ads, newest first: an ad with its formats and versions is one
 * project. Videos still rendering, failed or canceled always show.
 */
const recentAdIds = (userId: string, n: number) =>
  sql`select coalesce(parent_id, id) from videos where user_id = ${userId} and status = 'completed'
      group by coalesce(parent_id, id) order by min(created_at) desc limit ${n}`;

const recentVideoIds = (userId: string, n: number) =>
  sql`select id from videos where user_id = ${userId} and coalesce(parent_id, id) in (${recentAdIds(userId, n)})`;

/** Whether the video is visible under a project history of `n`: not completed, or of one of the `n` newest ads. */
export async function isRecentVideo(db: Db, userId: string, videoId: string, n: number): Promise<boolean> {
  if (!isUuid(videoId)) return false;
  const res = await db.execute(
    sql`select 1 from videos where id = ${videoId} and user_id = ${userId} and (status <> 'completed' or id in (${recentVideoIds(userId, n)}))`,
  );
  return res.rows.length > 0;
}

/** "Създадени реклами": finished ads, each once whatever formats it has; failed and canceled attempts are not ads. */
export async function countUserVideos(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(${videos.parentId}, ${videos.id}))::int` })
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.status, 'completed')));
  return row?.n ?? 0;
}

/** Deletes the user's video row (its refund request goes with it); returns the row, or nothing. */
export async function deleteUserVideo(db: Db, userId: string, videoId: string): Promise<VideoRow | undefined> {
  if (!isUuid(videoId)) return undefined;
  const [row] = await db
    .delete(videos)
    .where(and(eq(videos.id, videoId), eq(videos.userId, userId)))
    .returning();
  return row;
}

/** Takes a queued video for rendering; returns nothing when another worker took it or it was canceled. */
export async function claimVideo(db: Db, videoId: string, maxAttempts: number): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({
      status: 'generating',
      progress: 0,
      attempts: sql`${videos.attempts} + 1`,
      startedAt: sql`coalesce(${videos.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videos.id, videoId), eq(videos.status, 'queued'), lt(videos.attempts, maxAttempts)))
    .returning();
  return row;
}

/** Records progress and doubles as the heartbeat; false means the video is no longer generating (canceled). */
export async function reportProgress(db: Db, videoId: string, progress: number): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ progress, updatedAt: sql`now()` })
    .where(and(eq(videos.id, videoId), eq(videos.status, 'generating')))
    .returning({ id: videos.id });
  return rows.length > 0;
}

export async function completeVideo(
  db: Db,
  videoId: string,
  result: {
    videoKey: string;
    posterKey: string;
    previewKey?: string | null;
    sizeBytes: number;
    durationSec: number;
    captionsKey?: string | null;
    voiceNote?: string | null;
    credits?: { source: 'pexels'; name: string; url: string; pageUrl?: string }[];
  },
) {
  const rows = await db
    .update(videos)
    .set({
      ...result,
      status: 'completed',
      progress: 100,
      errorCode: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(videos.id, videoId), eq(videos.status, 'generating')))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/**
 * Ends an unfinished video and gives its generation back in one statement: the status change and
 * the refund of the quota commit together or not at all (a crash between them cannot lose a
 * generation or give one back twice).
 */
export async function finishUnsuccessfully(
  db: Db,
  videoId: string,
  status: 'failed' | 'canceled',
  errorCode: string | null,
  userId?: string,
) {
  if (!isUuid(videoId)) return false;
  const res = await db.execute<{ id: string }>(sql`
    with old as (
      select id, user_id, quota_counted from videos
      where id = ${videoId} and status in ('queued', 'generating') ${userId ? sql`and user_id = ${userId}` : sql``}
      for update
    ), done as (
      update videos v set status = ${status}, error_code = ${errorCode}, finished_at = now(), updated_at = now(), quota_counted = false
      from old where v.id = old.id
      returning old.user_id, old.quota_counted
    ), refunded as (
      update users set free_generations_used = greatest(0, free_generations_used - 1)
      where id in (select user_id from done where quota_counted)
      returning id
    )
    select user_id as id from done`);
  return res.rows.length > 0;
}

/**
 * Puts a video whose worker died back in the queue. `handBack`: the worker is stopping on purpose
 * (rolling restart), so the try does not count against RENDER_MAX_ATTEMPTS.
 */
export async function requeueVideo(db: Db, videoId: string, opts: { handBack?: boolean } = {}) {
  const rows = await db
    .update(videos)
    .set({
      status: 'queued',
      progress: 0,
      updatedAt: sql`now()`,
      ...(opts.handBack ? { attempts: sql`greatest(${videos.attempts} - 1, 0)` } : {}),
    })
    .where(and(eq(videos.id, videoId), eq(videos.status, 'generating')))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/** Videos marked generating whose worker has not reported for `staleSec` seconds. */
export async function findStaleVideos(db: Db, staleSec: number) {
  return db
    .select({
      id: videos.id,
      attempts: videos.attempts,
      startedAt: videos.startedAt,
      version: videos.version,
      parentId: videos.parentId,
      quotaCounted: videos.quotaCounted,
    })
    .from(videos)
    .where(and(eq(videos.status, 'generating'), lt(videos.updatedAt, sql`now() - make_interval(secs => ${staleSec})`)));
}

/** Queued or generating videos started longer ago than the generation timeout. */
export async function findTimedOutVideos(db: Db, timeoutSec: number) {
  // The timeout counts from the render's start, not from the queue: a video waiting behind others
  // has not used any of its time. One never started at all gives up after a day in the queue.
  return db
    .select({ id: videos.id })
    .from(videos)
    .where(
      or(
        and(
          eq(videos.status, 'generating'),
          lt(
            sql`coalesce(${videos.startedAt}, ${videos.createdAt})`,
            sql`now() - make_interval(secs => ${timeoutSec})`,
          ),
        ),
        and(eq(videos.status, 'queued'), lt(videos.createdAt, sql`now() - interval '1 day'`)),
      ),
    );
}

/** The user's videos waiting for or in a render (the per-user cap counts these). */
export async function countActiveVideos(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(and(eq(videos.userId, userId), inArray(videos.status, ['queued', 'generating'])));
  return row?.n ?? 0;
}

export async function insertRefundRequest(db: Db, input: { videoId: string; userId: string; reason: string }) {
  const rows = await db.insert(refundRequests).values(input).onConflictDoNothing().returning();
  return rows[0];
}

/** Whether any of the user's videos was made with this recorded take: such a take is kept. */
export async function voiceTakeInUse(db: Db, userId: string, takeId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(
      and(
        eq(videos.userId, userId),
        sql`${videos.voiceOptions} -> 'sceneTakes' @> ${JSON.stringify([{ takeId }])}::jsonb`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * The text of everything of the user's that may name a recording, a take or a music file by id:
 * every video's voice options and the create draft. An id found in it is in use.
 */
export async function ownAudioReferences(db: Db, userId: string): Promise<string> {
  const res = await db.execute<{ t: string | null }>(sql`
    select coalesce(string_agg(voice_options::text, ' '), '') as t from videos where user_id = ${userId}
    union all
    select data::text from create_drafts where user_id = ${userId}`);
  return res.rows.map((r) => r.t ?? '').join(' ');
}
