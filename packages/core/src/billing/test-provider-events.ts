import crypto from 'node:crypto';
import { CURRENCY, PLANS, planPeriodPriceMinor, type BillingInterval, type PurchasablePlanId } from '@reklamo/contract';
import type { SubscriptionRow } from '@reklamo/db';
import type { InvoiceSnapshot, PaymentEvent, SubscriptionSnapshot } from './payment-event.ts';
import { addInterval, currentPeriodPrice, type PlanChangeQuote } from './plan-change.ts';

/**
 * What Stripe would send after a successful checkout, made by the built-in test provider:
 * checkout completed with an active subscription for one month, then its first invoice paid.
 */
export function testCheckoutEvents(input: {
  sessionId: string;
  userId: string;
  planId: PurchasablePlanId;
  interval: BillingInterval;
  card: { brand: string; last4: string };
  now: Date;
}): PaymentEvent[] {
  const { sessionId, userId, planId, interval, card, now } = input;
  const subscriptionId = `sub_test_${crypto.randomBytes(8).toString('hex')}`;
  const customerId = `cus_test_${userId}`;
  const end = addInterval(now, interval);
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
        interval,
        scheduledChange: null,
        paymentMethod: card,
      },
    },
    testPeriodPaidEvent({
      id: `evt_test_${sessionId}_invoice`,
      userId,
      providerSubscriptionId: subscriptionId,
      providerCustomerId: customerId,
      providerInvoiceId: `in_test_${sessionId}`,
      planId,
      interval,
      date: now,
      periodStart: now,
      periodEnd: end,
    }),
  ];
}

/** An order line's description: "Про план" or "Про план (годишно)". */
export const periodDescription = (planId: PurchasablePlanId, interval: BillingInterval) =>
  `${PLANS[planId].name}${interval === 'year' ? ' (годишно)' : ''}`;

/**
 * The one builder of the test provider's "invoice.paid" (first period, renewal, proration, the
 * open invoice paid with a new card): what Stripe sends when an invoice is paid. Test invoices
 * have no hosted page, so invoiceUrl is null.
 */
export function testInvoicePaidEvent(input: {
  id: string;
  userId: string | null;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  invoice: Omit<InvoiceSnapshot, 'invoiceUrl'>;
}): PaymentEvent {
  return {
    id: input.id,
    provider: 'test',
    userId: input.userId,
    type: 'invoice.paid',
    providerSubscriptionId: input.providerSubscriptionId,
    providerCustomerId: input.providerCustomerId,
    invoice: { ...input.invoice, invoiceUrl: null },
  };
}

/** The paid invoice of one whole plan period (after checkout, and each test-mode renewal). */
export function testPeriodPaidEvent(input: {
  id: string;
  userId: string | null;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  providerInvoiceId: string;
  planId: PurchasablePlanId;
  interval: BillingInterval;
  /** The subscriber's own price for the period when it is not the list price (euro cents). */
  amountMinor?: number;
  date: Date;
  periodStart: Date;
  periodEnd: Date;
}): PaymentEvent {
  const { planId, interval, date, periodStart, periodEnd } = input;
  return testInvoicePaidEvent({
    id: input.id,
    userId: input.userId,
    providerSubscriptionId: input.providerSubscriptionId,
    providerCustomerId: input.providerCustomerId,
    invoice: {
      providerInvoiceId: input.providerInvoiceId,
      amountTotal: input.amountMinor ?? planPeriodPriceMinor(PLANS[planId], interval) ?? 0,
      currency: CURRENCY,
      description: periodDescription(planId, interval),
      date,
      periodStart,
      periodEnd,
    },
  });
}

/** Cancel at period end (Stripe's default), or take the cancellation back ("resume"). */
export function testCancelAtPeriodEndEvent(sub: SubscriptionRow, now: Date, cancel = true): PaymentEvent {
  return {
    id: `evt_test_${cancel ? 'cancel' : 'resume'}_${sub.providerSubscriptionId}_${now.getTime()}`,
    provider: 'test',
    userId: sub.userId,
    type: 'subscription.updated',
    // Cancelling drops a scheduled change: nothing renews, so nothing changes at the period end.
    subscription: { ...snapshotOf(sub), cancelAtPeriodEnd: cancel, ...(cancel ? { scheduledChange: null } : {}) },
  };
}

/**
 * What Stripe does for a plan change, made by the test provider: an upgrade updates the
 * subscription and pays a proration invoice at once; a downgrade only schedules the change.
 */
export function testPlanChangeEvents(sub: SubscriptionRow, quote: PlanChangeQuote, now: Date): PaymentEvent[] {
  const key = `${sub.providerSubscriptionId}_${now.getTime()}`;
  const base = snapshotOf(sub);
  if (quote.kind === 'downgrade') {
    return [
      {
        id: `evt_test_schedule_${key}`,
        provider: 'test',
        userId: sub.userId,
        type: 'subscription.updated',
        subscription: {
          ...base,
          scheduledChange: { planId: quote.planId, interval: quote.interval, providerScheduleId: null },
        },
      },
    ];
  }
  const events: PaymentEvent[] = [
    {
      id: `evt_test_upgrade_${key}`,
      provider: 'test',
      userId: sub.userId,
      type: 'subscription.updated',
      subscription: {
        ...base,
        planId: quote.planId,
        interval: quote.interval,
        currentPeriodStart: quote.periodStart,
        currentPeriodEnd: quote.periodEnd,
        cancelAtPeriodEnd: false,
        scheduledChange: null,
      },
    },
  ];
  if (quote.amountMinor > 0) {
    events.push(
      testInvoicePaidEvent({
        id: `evt_test_proration_${key}`,
        userId: sub.userId,
        providerSubscriptionId: sub.providerSubscriptionId,
        providerCustomerId: sub.providerCustomerId,
        invoice: {
          providerInvoiceId: `in_test_change_${key}`,
          amountTotal: quote.amountMinor,
          currency: quote.currency,
          description: `${periodDescription(quote.planId, quote.interval)}: доплащане при смяна на плана`,
          date: now,
          periodStart: now,
          periodEnd: quote.periodEnd,
        },
      }),
    );
  }
  return events;
}

/** Drops a scheduled change ("Отменете промяната"). */
export function testScheduledChangeCanceledEvent(sub: SubscriptionRow, now: Date): PaymentEvent {
  return {
    id: `evt_test_unschedule_${sub.providerSubscriptionId}_${now.getTime()}`,
    provider: 'test',
    userId: sub.userId,
    type: 'subscription.updated',
    subscription: { ...snapshotOf(sub), scheduledChange: null },
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

export function snapshotOf(sub: SubscriptionRow): SubscriptionSnapshot {
  return {
    interval: sub.interval,
    providerSubscriptionId: sub.providerSubscriptionId!,
    providerCustomerId: sub.providerCustomerId,
    planId: sub.planId,
    status: sub.status,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  };
}

/** Test mode's declined renewal (development and tests): the renewal invoice fails, as with a lost card. */
export function testRenewalFailedEvent(sub: SubscriptionRow, now: Date): PaymentEvent {
  const key = `${sub.providerSubscriptionId}_${Math.floor((sub.currentPeriodEnd ?? now).getTime() / 1000)}`;
  return {
    id: `evt_test_fail_${key}`,
    provider: 'test',
    userId: sub.userId,
    type: 'invoice.payment_failed',
    providerSubscriptionId: sub.providerSubscriptionId,
    providerCustomerId: sub.providerCustomerId,
    invoice: {
      providerInvoiceId: `in_test_fail_${key}`,
      amountTotal: currentPeriodPrice(sub) ?? 0,
      currency: CURRENCY,
      invoiceUrl: null,
      description: periodDescription(sub.planId as PurchasablePlanId, sub.interval),
      date: now,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
    },
  };
}

/** The test portal's "update the card": the open invoice is paid with the new card. */
export function testOpenInvoicePaidEvent(
  sub: SubscriptionRow,
  order: { providerInvoiceId: string | null; amountTotal: number; currency: string; description: string },
  now: Date,
): PaymentEvent {
  return testInvoicePaidEvent({
    id: `evt_test_paid_${order.providerInvoiceId}`,
    userId: sub.userId,
    providerSubscriptionId: sub.providerSubscriptionId,
    providerCustomerId: sub.providerCustomerId,
    invoice: {
      providerInvoiceId: order.providerInvoiceId!,
      amountTotal: order.amountTotal,
      currency: order.currency,
      description: order.description,
      date: now,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
    },
  });
}
