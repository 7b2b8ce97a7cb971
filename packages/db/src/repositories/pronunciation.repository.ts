import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pronunciations } from '../schema.ts';

export type PronunciationRow = typeof pronunciations.$inferSelect;

/** The account's fixes, oldest first. Only ever looked up by its owner's id. */
export async function listPronunciations(db: Db, userId: string): Promise<PronunciationRow[]> {
  return db
    .select()
    .from(pronunciations)
    .where(eq(pronunciations.userId, userId))
    .orderBy(asc(pronunciations.createdAt), asc(pronunciations.word));
}

/**
 * Keeps one fix a word: a new one for the same word replaces the last. Refused (undefined) when
 * the account already has `max` other words fixed.
 */
export async function savePronunciation(
  db: Db,
  userId: string,
  word: string,
  spoken: string,
  max: number,
): Promise<PronunciationRow | undefined> {
  return db.transaction(async (tx) => {
    // Two saves at once must not both pass the count: the owner's row in users is the lock.
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [existing] = await tx
      .select({ word: pronunciations.word })
      .from(pronunciations)
      .where(and(eq(pronunciations.userId, userId), eq(pronunciations.word, word)));
    if (!existing) {
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(pronunciations)
        .where(eq(pronunciations.userId, userId))) as [{ n: number }];
      if (n >= max) return undefined;
    }
    const [row] = await tx
      .insert(pronunciations)
      .values({ userId, word, spoken })
      .onConflictDoUpdate({
        target: [pronunciations.userId, pronunciations.word],
        set: { spoken, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  });
}

/** Removes the fix of one word; false when there was none. */
export async function deletePronunciation(db: Db, userId: string, word: string): Promise<boolean> {
  const rows = await db
    .delete(pronunciations)
    .where(and(eq(pronunciations.userId, userId), eq(pronunciations.word, word)))
    .returning({ word: pronunciations.word });
  return rows.length > 0;
}
