import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { subscriptions, users } from '../schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's profile row and subscription record (if any): what every plan check starts from. */
export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
