import { eq } from 'drizzle-orm';
import type { BusinessDetails, PlanId, SubscriptionStatus } from '@reklamo/contract';
import { subscriptions, users, type Db } from '@reklamo/db';

export const PIZZA: BusinessDetails = {
  BusinessName: 'Пицария Наполи',
  BusinessDescription: 'Семейна пицария с дървена пещ',
  Services: 'пица, паста, салати',
  AdvertizedService: 'пица с доставка',
  Offer: 'втората пица безплатно',
  CTA: 'Поръчайте на 0888 123 456',
  BusinessLocation: 'София, кв. Лозенец',
  TargetAudience: 'семейства и студенти',
};

/** Puts a user on a paid plan with a subscription record in the given state (as billing would). */
export async function setPlan(
  db: Db,
  userId: string,
  plan: Exclude<PlanId, 'trial'>,
  status: SubscriptionStatus = 'active',
) {
  const now = new Date();
  const end = new Date(now.getTime() + 30 * 86400_000);
  await db
    .insert(subscriptions)
    .values({ userId, planId: plan, status, provider: 'test', currentPeriodStart: now, currentPeriodEnd: end })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { planId: plan, status, currentPeriodEnd: end } });
  await db.update(users).set({ subscriptionStatus: plan }).where(eq(users.id, userId));
}
