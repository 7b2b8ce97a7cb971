import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { trialClaims } from '../schema.ts';

/**
 * Records that the address behind `emailHash` has had its free video, for `userId`. False when the
 * address already had one with another account (for example one since deleted).
 */
export async function claimTrial(db: Db, emailHash: string, userId: string): Promise<boolean> {
  const inserted = await db.insert(trialClaims).values({ emailHash, userId }).onConflictDoNothing().returning();
  if (inserted.length) return true;
  const [row] = await db.select().from(trialClaims).where(eq(trialClaims.emailHash, emailHash));
  return row?.userId === userId;
}
