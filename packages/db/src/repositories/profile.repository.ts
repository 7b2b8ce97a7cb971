import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailOutbox, users, verifications } from '../schema.ts';

export async function updateFullName(db: Db, userId: string, fullName: string): Promise<boolean> {
  const res = await db
    .update(users)
    .set({ fullName, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return res.length > 0;
}

/** Sets the avatar key and returns the one it replaced (read under the row lock). */
export async function swapAvatarKey(db: Db, userId: string, key: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(users)
      .set({ avatarKey: key, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return old?.key ?? null;
  });
}

/**
 * Removes a user and everything that is theirs. The users row cascades to sessions, accounts,
 * videos, refund requests, subscriptions, orders, checkout sessions, tickets and the Brand Kit;
 * rows keyed by e-mail or user id without a foreign key (outbox mail, reset tokens) go too.
 */
export async function deleteUserCascade(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return false;
    await tx.delete(emailOutbox).where(eq(emailOutbox.to, user.email));
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
}
