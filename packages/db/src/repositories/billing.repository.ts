import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { orders, paymentCustomers, paymentEvents, subscriptions, testCheckoutSessions, users } from '../schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type TestCheckoutSessionRow = typeof testCheckoutSessions.$inferSelect;
type SubscriptionInsert = typeof subscriptions.$inferInsert;
type Provider = 'stripe' | 'test';

/** Runs `fn` in one transaction; the handle it gets is used like a Db. */
export function billingTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

/**
 * Records a payments event by id; false when it was already recorded. Called first inside the
 * transaction that applies the event, so a replay (or a concurrent duplicate) changes nothing.
 */
export async function recordPaymentEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function findPaymentEvent(db: Db, id: string) {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
  return row;
}

export async function findSubscriptionByUser(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findSubscriptionByProviderId(db: Db, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

/** A user has one subscription record: a new subscription replaces the previous one's row. */
export async function upsertSubscription(db: Db, values: SubscriptionInsert) {
  const { userId: _u, createdAt: _c, id: _i, ...set } = values;
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function updateSubscription(
  db: Db,
  userId: string,
  patch: Partial<Omit<SubscriptionInsert, 'userId' | 'id'>>,
) {
  await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, userId));
}

/** The user's plan columns (SPEC.md's users.subscription_status and free_generations_limit). */
export async function setUserPlan(
  db: Db,
  userId: string,
  plan: { subscriptionStatus: 'trial' | 'starter' | 'pro' | 'agency'; generationsLimit: number },
) {
  await db
    .update(users)
    .set({
      subscriptionStatus: plan.subscriptionStatus,
      freeGenerationsLimit: plan.generationsLimit,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Starts a new usage month: counters back to 0, unless this period was already started. */
export async function startUsagePeriod(db: Db, userId: string, periodStart: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ freeGenerationsUsed: 0, downloadsUsed: 0, usagePeriodStart: periodStart, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.usagePeriodStart} is null or ${users.usagePeriodStart} < ${periodStart.toISOString()})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Back to no paid access: the trial plan with its one generation and one download counted as used,
 * so ending a subscription never hands out a fresh free trial.
 */
export async function endPaidAccess(db: Db, userId: string, trialLimits: { generations: number; downloads: number }) {
  await db
    .update(users)
    .set({
      subscriptionStatus: 'trial',
      freeGenerationsLimit: trialLimits.generations,
      freeGenerationsUsed: trialLimits.generations,
      downloadsUsed: sql`greatest(${users.downloadsUsed}, ${trialLimits.downloads})`,
      usagePeriodStart: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/**
 * Inserts or updates an order by its provider invoice id. Returns the row and whether it became
 * paid just now (so the confirmation e-mail goes out once, whichever event says so first).
 */
export async function upsertOrder(
  db: Db,
  values: {
    userId: string;
    providerInvoiceId: string;
    providerSubscriptionId?: string | null;
    orderDate: Date;
    description: string;
    amountTotal: number;
    currency: string;
    paymentStatus: string;
    invoiceUrl: string | null;
    amountRefunded?: number;
  },
) {
  const [before] = await db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.providerInvoiceId, values.providerInvoiceId));
  // Paid and refunded are final: a late "failed" or a replayed "paid" changes nothing.
  if (before?.paymentStatus === 'paid' || before?.paymentStatus === 'refunded')
    return { becamePaid: false, orderId: before.id };
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoUpdate({
      target: orders.providerInvoiceId,
      set: {
        paymentStatus: values.paymentStatus,
        amountTotal: values.amountTotal,
        invoiceUrl: values.invoiceUrl,
        orderDate: values.orderDate,
      },
    })
    .returning({ id: orders.id });
  return { becamePaid: values.paymentStatus === 'paid', orderId: row!.id };
}

/** A duplicate subscription's orders: refunded in full (the money went back through the provider). */
export async function markOrdersOfSubscriptionRefunded(db: Db, userId: string, providerSubscriptionId: string) {
  await db
    .update(orders)
    .set({ paymentStatus: 'refunded', amountRefunded: sql`${orders.amountTotal}` })
    .where(and(eq(orders.userId, userId), eq(orders.providerSubscriptionId, providerSubscriptionId)));
}

export async function listOrders(db: Db, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.orderDate));
}

export async function findPaymentCustomer(db: Db, userId: string, provider: Provider) {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row;
}

export async function findUserIdByCustomer(db: Db, providerCustomerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.providerCustomerId, providerCustomerId));
  return row?.userId;
}

export async function savePaymentCustomer(db: Db, userId: string, provider: Provider, providerCustomerId: string) {
  await db
    .insert(paymentCustomers)
    .values({ userId, provider, providerCustomerId })
    .onConflictDoUpdate({ target: paymentCustomers.userId, set: { provider, providerCustomerId } });
}

export async function createTestCheckoutSession(
  db: Db,
  values: {
    id: string;
    userId: string;
    planId: string;
    interval: 'month' | 'year';
    successUrl: string;
    cancelUrl: string;
  },
) {
  await db.insert(testCheckoutSessions).values(values);
}

export async function findTestCheckoutSession(db: Db, id: string): Promise<TestCheckoutSessionRow | undefined> {
  const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
  return row;
}

/** Marks an open session complete; false when it was not open (paid twice, expired). */
export async function completeTestCheckoutSession(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(testCheckoutSessions)
    .set({ status: 'complete' })
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')))
    .returning({ id: testCheckoutSessions.id });
  return rows.length === 1;
}

/**
 * Claims a test checkout session for payment, under a lock on the user: refused when the user
 * already has a live subscription, and the user's other open sessions expire, so two checkout
 * pages opened before paying can never both charge.
 */
export async function claimTestCheckoutSession(
  db: Db,
  id: string,
  userId: string,
): Promise<'claimed' | 'closed' | 'already_subscribed'> {
  return billingTransaction(db, async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
    const [sub] = await tx
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    if (sub && ['active', 'trialing', 'past_due', 'unpaid'].includes(sub.status)) {
      await tx
        .update(testCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, 'open')));
      return 'already_subscribed';
    }
    if (!(await completeTestCheckoutSession(tx, id))) return 'closed';
    await tx
      .update(testCheckoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(testCheckoutSessions.userId, userId), eq(testCheckoutSessions.status, 'open')));
    return 'claimed';
  });
}

/** Subscriptions still giving (or owing) access whose period has ended by `now`. */
/** Subscriptions of the built-in test provider that still give paid access. */
export async function listTestModeSubscriptions(db: Db, limit = 10_000) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'test'),
        inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'unpaid']),
      ),
    )
    .limit(limit);
}

export async function listSubscriptionsPastPeriodEnd(db: Db, now: Date, limit = 500) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'unpaid']),
        lt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(limit);
}

/**
 * Test mode's time travel: moves the user's billing period (and usage month) `ms` into the past,
 * as if that much time had passed. Development and tests only.
 */
export async function shiftBillingPeriodBack(db: Db, userId: string, ms: number) {
  const interval = sql`make_interval(secs => ${ms / 1000})`;
  await db
    .update(subscriptions)
    .set({
      currentPeriodStart: sql`${subscriptions.currentPeriodStart} - ${interval}`,
      currentPeriodEnd: sql`${subscriptions.currentPeriodEnd} - ${interval}`,
    })
    .where(eq(subscriptions.userId, userId));
  await db
    .update(users)
    .set({ usagePeriodStart: sql`${users.usagePeriodStart} - ${interval}` })
    .where(eq(users.id, userId));
}

/** Active yearly subscriptions (their usage months are started by the billing clock). */
export async function listYearlySubscriptions(db: Db, limit = 5000) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.interval, 'year'), inArray(subscriptions.status, ['active', 'trialing'])))
    .limit(limit);
}

/** Subscriptions whose owner is still to be told of a new (euro) price before the next renewal. */
export async function listPriceNoticesDue(db: Db, limit = 500) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.priceNoticePending, true),
        inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'unpaid']),
      ),
    )
    .limit(limit);
}

/** Takes the notice of one subscription for sending; false when another process already took it. */
export async function claimPriceNotice(db: Db, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ priceNoticePending: false, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.priceNoticePending, true)))
    .returning({ id: subscriptions.id });
  return rows.length === 1;
}
