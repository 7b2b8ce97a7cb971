import crypto from 'node:crypto';
import { PLAN_CURRENCY, PLANS, planPriceMinor, type PurchasablePlanId } from '@reklamo/contract';
import type { SubscriptionRow } from '@reklamo/db';
import { addMonths, type PaymentEvent } from './payment-event.ts';

/**
 * What Stripe would send after a successful checkout, made by the built-in test provider:
 * checkout completed with an active subscription for one month, then its first invoice paid.
 */
export function testCheckoutEvents(input: { sessionId: string; userId: string; planId: PurchasablePlanId; card: { brand: string; last4: string }; now: Date }): PaymentEvent[] {
  const { sessionId, userId, planId, card, now } = input;
  const subscriptionId = `sub_test_${crypto.randomBytes(8).toString('hex')}`;
  const customerId = `cus_test_${userId}`;
  const end = addMonths(now, 1);
  const plan = PLANS[planId];
  return [
    {
      id: `evt_test_${sessionId}_completed`,
      provider: 'test',
      userId,
      type: 'checkout.completed',
      planId,
      providerCustomerId: customerId,
      subscription: {
        providerSubscriptionId: subscriptionId,
        providerCustomerId: customerId,
        planId,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
        paymentMethod: card,
      },
    },
    {
      id: `evt_test_${sessionId}_invoice`,
      provider: 'test',
      userId,
      type: 'invoice.paid',
      providerSubscriptionId: subscriptionId,
      providerCustomerId: customerId,
      invoice: {
        providerInvoiceId: `in_test_${sessionId}`,
        amountTotal: planPriceMinor(plan) ?? 0,
        currency: PLAN_CURRENCY,
        invoiceUrl: null,
        description: plan.name,
        date: now,
        periodStart: now,
        periodEnd: end,
      },
    },
  ];
}

/** The test portal's "cancel": the subscription stays until its period ends (Stripe's default). */
export function testCancelAtPeriodEndEvent(sub: SubscriptionRow, now: Date): PaymentEvent {
  return {
    id: `evt_test_cancel_${sub.providerSubscriptionId}_${now.getTime()}`,
    provider: 'test',
    userId: sub.userId,
    type: 'subscription.updated',
    subscription: { ...snapshotOf(sub), cancelAtPeriodEnd: true },
  };
}

/** Ends a subscription now (account deleted). */
export function subscriptionEndedEvent(sub: SubscriptionRow, reason: string): PaymentEvent {
  return {
    id: `evt_${sub.provider}_end_${sub.providerSubscriptionId}_${reason}`,
    provider: sub.provider,
    userId: sub.userId,
    type: 'subscription.deleted',
    providerSubscriptionId: sub.providerSubscriptionId!,
    providerCustomerId: sub.providerCustomerId,
  };
}

export function snapshotOf(sub: SubscriptionRow) {
  return {
    providerSubscriptionId: sub.providerSubscriptionId!,
    providerCustomerId: sub.providerCustomerId,
    planId: sub.planId,
    status: sub.status,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  };
}
