import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { subscriptions, users } from '../schema.ts';

/** Operator view of every account with its plan and subscription status, newest first. */
export async function listUsersWithPlans(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      plan: users.subscriptionStatus,
      subscriptionStatus: subscriptions.status,
      generationsUsed: users.freeGenerationsUsed,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .orderBy(desc(users.createdAt));
}
