import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { media } from '../schema.ts';
import { findAccount } from './account.repository.ts';

export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;

export async function listMediaOfUser(db: Db, userId: string): Promise<MediaRow[]> {
  return db.select().from(media).where(eq(media.userId, userId)).orderBy(asc(media.createdAt));
}

/** One of the user's media; another user's id is simply not found. */
export async function findMediaOfUser(db: Db, userId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.userId, userId), eq(media.id, id)));
  return row;
}

/** The user's media with these ids, in the order asked for; ids that are not theirs are absent. */
export async function findMediaByIds(db: Db, userId: string, ids: string[]): Promise<MediaRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.userId, userId), inArray(media.id, ids)));
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is MediaRow => !!r);
}

export async function mediaBytesOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${media.sizeBytes}), 0)` })
    .from(media)
    .where(eq(media.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Inserts the row only if it still fits: the user's row is locked while the sum is read, so two
 * uploads at once cannot both squeeze under the allowance. `fits` decides with the account in hand.
 */
export async function insertMediaWithinAllowance(
  db: Db,
  row: NewMediaRow,
  fits: (account: NonNullable<Awaited<ReturnType<typeof findAccount>>>, usedBytes: number) => boolean,
): Promise<MediaRow | null> {
  return db.transaction(async (tx) => {
    const account = await findAccount(tx as unknown as Db, row.userId, { lock: true });
    if (!account) return null;
    const used = await mediaBytesOfUser(tx as unknown as Db, row.userId);
    if (!fits(account, used)) return null;
    const [inserted] = await tx.insert(media).values(row).returning();
    return inserted!;
  });
}

export async function deleteMediaOfUser(db: Db, userId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.userId, userId), eq(media.id, id)))
    .returning();
  return row;
}
