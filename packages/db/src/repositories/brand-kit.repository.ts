import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brandKits } from '../schema.ts';

export type BrandKitRow = typeof brandKits.$inferSelect;
export type BrandKitFileColumn = 'primaryLogoKey' | 'secondaryLogoKey' | 'headingFontKey' | 'bodyFontKey';

export async function findBrandKitOfUser(db: Db, userId: string): Promise<BrandKitRow | undefined> {
  const [row] = await db.select().from(brandKits).where(eq(brandKits.userId, userId));
  return row;
}

export async function saveBrandKitColors(
  db: Db,
  userId: string,
  colors: { primaryColor: string; secondaryColor: string },
): Promise<BrandKitRow> {
  const [row] = await db
    .insert(brandKits)
    .values({ userId, ...colors })
    .onConflictDoUpdate({ target: brandKits.userId, set: { ...colors, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * Points one file column at a new storage key and returns the key it replaced, in one statement
 * (the old value is read under the row lock), so two uploads at once never lose track of a file.
 */
export async function swapBrandKitFile(
  db: Db,
  userId: string,
  column: BrandKitFileColumn,
  key: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.insert(brandKits).values({ userId }).onConflictDoNothing();
    const [old] = await tx
      .select({ key: brandKits[column] })
      .from(brandKits)
      .where(eq(brandKits.userId, userId))
      .for('update');
    await tx
      .update(brandKits)
      .set({ [column]: key, updatedAt: sql`now()` })
      .where(eq(brandKits.userId, userId));
    return old?.key ?? null;
  });
}
