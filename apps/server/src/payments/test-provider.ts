import crypto from 'node:crypto';
import type { BillingInterval, PurchasablePlanId } from '@reklamo/contract';
import {
  checkTestCard,
  subscriptionEndedEvent,
  testCancelAtPeriodEndEvent,
  testCheckoutEvents,
  testOpenInvoicePaidEvent,
  testRenewalFailedEvent,
  testPlanChangeEvents,
  testScheduledChangeCanceledEvent,
} from '@reklamo/core';
import {
  listOrders,
  claimTestCheckoutSession,
  createTestCheckoutSession,
  findSubscriptionByUser,
  findTestCheckoutSession,
  markOrdersOfSubscriptionRefunded,
  shiftBillingPeriodBack,
} from '@reklamo/db';
import { AppError } from '../http/errors.ts';
import { handlePaymentEvent, runBillingClock, type PaymentsContext } from './handle-event.ts';
import type { PaymentsProvider } from './provider.ts';

/**
 * The default provider: no network, a checkout page of our own (/test-checkout/:id) and a portal
 * page (/test-portal), both clearly marked as test mode. Plan changes, cancellations and renewals
 * make the events Stripe would send and go through the same core path.
 */
export function createTestPaymentsProvider(ctx: PaymentsContext & { publicUrl: string }): PaymentsProvider {
  return {
    kind: 'test',
    async createCheckout({ user, planId, interval, successUrl, cancelUrl }) {
      const current = await findSubscriptionByUser(ctx.db, user.id);
      if (current && LIVE.includes(current.status)) throw new AppError('ALREADY_SUBSCRIBED', 409);
      const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
      await createTestCheckoutSession(ctx.db, { id, userId: user.id, planId, interval, successUrl, cancelUrl });
      // The checkout page opens on the site the user is signed in on: the one they come back to.
      return { url: `${new URL(successUrl).origin}/test-checkout/${id}` };
    },
    async createPortal({ user, returnUrl }) {
      const sub = await findSubscriptionByUser(ctx.db, user.id);
      if (!sub) throw new AppError('NO_SUBSCRIPTION', 409);
      return { url: `${new URL(returnUrl).origin}/test-portal?return_url=${encodeURIComponent(returnUrl)}` };
    },
    async changePlan({ sub, quote, now }) {
      for (const event of testPlanChangeEvents(sub, quote, now)) await handlePaymentEvent(ctx, event);
    },
    async cancelScheduledChange(sub, now) {
      await handlePaymentEvent(ctx, testScheduledChangeCanceledEvent(sub, now));
    },
    async setCancelAtPeriodEnd(sub, cancel, now) {
      await handlePaymentEvent(ctx, testCancelAtPeriodEndEvent(sub, now, cancel));
    },
    async cancelNow(userId) {
      const sub = await findSubscriptionByUser(ctx.db, userId);
      if (!sub || sub.status === 'canceled' || !sub.providerSubscriptionId) return;
      await handlePaymentEvent(ctx, subscriptionEndedEvent(sub, `now_${Date.now()}`));
    },
    async refund({ idempotencyKey }) {
      // No money moved in test mode: the refund is recorded like Stripe's would be.
      return { refundId: `re_test_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 16)}` };
    },
    async voidDuplicate({ userId, providerSubscriptionId }) {
      // Nothing to cancel elsewhere: the duplicate never became the user's subscription.
      await markOrdersOfSubscriptionRefunded(ctx.db, userId, providerSubscriptionId);
    },
  };
}

const LIVE = ['active', 'trialing', 'past_due', 'unpaid'];

/** The test checkout page's session (only its owner may see or pay it). */
export async function getTestCheckout(ctx: PaymentsContext, sessionId: string, userId: string) {
  const session = await findTestCheckoutSession(ctx.db, sessionId);
  if (!session || session.userId !== userId) throw new AppError('NOT_FOUND', 404);
  return session;
}

/** Pays a test checkout session with a test card; produces the events Stripe would send. */
export async function payTestCheckout(
  ctx: PaymentsContext,
  input: { sessionId: string; userId: string; card: { number: string; expiry: string; cvc: string }; now?: Date },
) {
  const now = input.now ?? new Date();
  const session = await getTestCheckout(ctx, input.sessionId, input.userId);
  if (session.status === 'complete') return { url: session.successUrl };
  if (session.status !== 'open') {
    // Expired because another checkout of this user was paid: say why.
    const sub = await findSubscriptionByUser(ctx.db, input.userId);
    throw new AppError(sub && LIVE.includes(sub.status) ? 'ALREADY_SUBSCRIBED' : 'CHECKOUT_SESSION_CLOSED', 409);
  }
  const card = checkTestCard(input.card, now);
  if (!card.ok) throw new AppError(card.code, 402);
  // Only the request that closes the session pays: a double click does not buy twice, and a second
  // checkout page opened before the first was paid is refused (the user already has the plan).
  const claim = await claimTestCheckoutSession(ctx.db, session.id, session.userId);
  if (claim === 'already_subscribed') throw new AppError('ALREADY_SUBSCRIBED', 409);
  if (claim === 'closed') {
    const again = await findTestCheckoutSession(ctx.db, session.id);
    if (again?.status === 'complete') return { url: session.successUrl };
    throw new AppError('ALREADY_SUBSCRIBED', 409);
  }
  const events = testCheckoutEvents({
    sessionId: session.id,
    userId: session.userId,
    planId: session.planId as PurchasablePlanId,
    interval: session.interval as BillingInterval,
    card,
    now,
  });
  for (const event of events) await handlePaymentEvent(ctx, event);
  return { url: session.successUrl };
}

/** The test portal's cancel button: the subscription ends when its paid period does. */
export async function cancelTestSubscriptionAtPeriodEnd(ctx: PaymentsContext, userId: string, now = new Date()) {
  const sub = await findSubscriptionByUser(ctx.db, userId);
  if (!sub || sub.provider !== 'test' || sub.status === 'canceled') throw new AppError('NO_SUBSCRIPTION', 409);
  if (!sub.cancelAtPeriodEnd) await handlePaymentEvent(ctx, testCancelAtPeriodEndEvent(sub, now));
}

/**
 * Test mode's stand-in for time passing (development and tests only): the current period is moved
 * back so it ended a second ago, and the billing clock runs, as it would at the real period end.
 */
export async function endTestPeriodNow(ctx: PaymentsContext, userId: string) {
  const sub = await findSubscriptionByUser(ctx.db, userId);
  if (!sub || sub.provider !== 'test') throw new AppError('NO_SUBSCRIPTION', 409);
  if (!sub.currentPeriodEnd) throw new AppError('NO_SUBSCRIPTION', 409);
  const now = new Date();
  await shiftBillingPeriodBack(ctx.db, userId, Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime()) + 1000);
  return { events: await runBillingClock(ctx, now) };
}

/** Development and tests: the renewal payment fails (the subscription becomes past_due). */
export async function failTestRenewal(ctx: PaymentsContext, userId: string, now = new Date()) {
  const sub = await findSubscriptionByUser(ctx.db, userId);
  if (!sub || sub.provider !== 'test' || sub.status !== 'active') throw new AppError('NO_SUBSCRIPTION', 409);
  await handlePaymentEvent(ctx, testRenewalFailedEvent(sub, now));
}

/** The test portal's "update the card and pay": the failed invoice is paid; the plan is restored. */
export async function payOpenTestInvoice(ctx: PaymentsContext, userId: string, now = new Date()) {
  const sub = await findSubscriptionByUser(ctx.db, userId);
  if (!sub || sub.provider !== 'test') throw new AppError('NO_SUBSCRIPTION', 409);
  const open = (await listOrders(ctx.db, userId)).find((o) => o.paymentStatus === 'failed');
  if (!open) throw new AppError('NO_SUBSCRIPTION', 409);
  await handlePaymentEvent(ctx, testOpenInvoicePaidEvent(sub, open, now));
}
