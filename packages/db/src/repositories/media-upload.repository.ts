import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { mediaUploads } from '../schema.ts';
import { findAccount } from './account.repository.ts';

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

export async function insertMediaUpload(
  db: Db,
  row: { userId: string; name: string; sizeBytes: number },
): Promise<MediaUploadRow> {
  const [inserted] = await db.insert(mediaUploads).values(row).returning();
  return inserted!;
}

/** What the user's unfinished uploads hold: how many, the bytes they announced and the bytes already stored. */
export async function openMediaUploadsOfUser(
  db: Db,
  userId: string,
): Promise<{ count: number; announcedBytes: number; receivedBytes: number }> {
  const [row] = await db
    .select({
      n: count(),
      announced: sql<string>`coalesce(sum(${mediaUploads.sizeBytes}), 0)`,
      received: sql<string>`coalesce(sum(${mediaUploads.receivedBytes}), 0)`,
    })
    .from(mediaUploads)
    .where(eq(mediaUploads.userId, userId));
  return {
    count: Number(row?.n ?? 0),
    announcedBytes: Number(row?.announced ?? 0),
    receivedBytes: Number(row?.received ?? 0),
  };
}

/**
 * Opens an upload only if `fits` agrees with the user's open uploads as they are: the user's row
 * is locked while they are read, so uploads started at once cannot together pass the limits.
 */
export async function insertMediaUploadWithin(
  db: Db,
  row: { userId: string; name: string; sizeBytes: number },
  fits: (open: { count: number; announcedBytes: number }) => boolean,
): Promise<MediaUploadRow | null> {
  return db.transaction(async (tx) => {
    if (!(await findAccount(tx as unknown as Db, row.userId, { lock: true }))) return null;
    if (!fits(await openMediaUploadsOfUser(tx as unknown as Db, row.userId))) return null;
    const [inserted] = await tx.insert(mediaUploads).values(row).returning();
    return inserted!;
  });
}

/** One of the user's uploads in progress; another user's id is simply not found. */
export async function findMediaUploadOfUser(db: Db, userId: string, id: string): Promise<MediaUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), eq(mediaUploads.id, id)));
  return row;
}

export async function countMediaUploadsOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaUploads).where(eq(mediaUploads.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * Moves the received offset from `from` to `to`, only if it is still at `from`: of two requests
 * sending the same chunk, one wins and the other learns the new offset. Returns whether it moved.
 */
export async function advanceMediaUpload(db: Db, id: string, from: number, to: number): Promise<boolean> {
  const rows = await db
    .update(mediaUploads)
    .set({ receivedBytes: to, updatedAt: sql`now()` })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.receivedBytes, from)))
    .returning({ id: mediaUploads.id });
  return rows.length === 1;
}

export async function deleteMediaUpload(db: Db, id: string): Promise<MediaUploadRow | undefined> {
  const [row] = await db.delete(mediaUploads).where(eq(mediaUploads.id, id)).returning();
  return row;
}

/** Uploads nobody has added to since `before`, oldest first. */
export async function idleMediaUploads(db: Db, before: Date, limit = 100): Promise<MediaUploadRow[]> {
  return db
    .select()
    .from(mediaUploads)
    .where(lt(mediaUploads.updatedAt, before))
    .orderBy(mediaUploads.updatedAt)
    .limit(limit);
}
