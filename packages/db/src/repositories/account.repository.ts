import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { subscriptions, users } from '../schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The user's profile row and subscription record (if any): what every plan check starts from.
 * `lock` holds the user's row for the rest of the transaction, so two requests cannot both pass
 * a quota check.
 */
export async function findAccount(db: Db, userId: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  const [row] = await (opts.lock ? query.for('update', { of: users }) : query);
  return row;
}
