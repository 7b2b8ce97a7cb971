import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createDrafts } from '../schema.ts';

export type CreateDraftRow = typeof createDrafts.$inferSelect;

/** The user's unfinished ad from the create flow, if any. Only ever looked up by its owner's id. */
export async function findCreateDraft(db: Db, userId: string): Promise<CreateDraftRow | undefined> {
  const [row] = await db.select().from(createDrafts).where(eq(createDrafts.userId, userId));
  return row;
}

/** Keeps one draft per user: the newest save replaces the last. */
export async function saveCreateDraft(db: Db, userId: string, data: unknown): Promise<CreateDraftRow> {
  const [row] = await db
    .insert(createDrafts)
    .values({ userId, data })
    .onConflictDoUpdate({ target: createDrafts.userId, set: { data, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function deleteCreateDraft(db: Db, userId: string): Promise<void> {
  await db.delete(createDrafts).where(eq(createDrafts.userId, userId));
}
