import type { PurchasablePlanId } from '@reklamo/contract';
import {
  listSubscriptionsPastPeriodEnd,
  listTestModeSubscriptions,
  listYearlySubscriptions,
  startUsagePeriod,
  type Db,
} from '@reklamo/db';
import { addMonths, type PaymentEvent } from './payment-event.ts';
import { addInterval, currentPeriodPrice } from './plan-change.ts';
import { snapshotOf, subscriptionEndedEvent, testPeriodPaidEvent } from './test-provider-events.ts';

/**
 * The events due because a billing period ended by `now`:
 * - a subscription set to cancel at period end (any provider) ends: the user loses paid access even
 *   if Stripe's own "deleted" event is late or lost (it is then a no-op);
 * - a test-provider subscription that was not cancelled renews: the scheduled change (a downgrade)
 *   takes effect, the next period's invoice is paid and a new usage month starts, as Stripe would do;
 * - a test-provider subscription left past_due/unpaid ends.
 * Event ids are derived from the period, so running the clock twice (or on several processes) is safe.
 * With `production`, a test-provider subscription (left over from a development run on the same
 * database) never renews as paid: it ends at its period end.
 */
export async function dueBillingEvents(
  db: Db,
  now: Date,
  opts: { production?: boolean } = {},
): Promise<PaymentEvent[]> {
  const events: PaymentEvent[] = [];
  for (const sub of await listSubscriptionsPastPeriodEnd(db, now)) {
    if (!sub.providerSubscriptionId || !sub.currentPeriodEnd) continue;
    const periodKey = String(Math.floor(sub.currentPeriodEnd.getTime() / 1000));
    const testEnds =
      sub.provider === 'test' && (opts.production || (sub.status !== 'active' && sub.status !== 'trialing'));
    if (sub.cancelAtPeriodEnd || testEnds) {
      events.push(subscriptionEndedEvent(sub, `period_${periodKey}`));
      continue;
    }
    if (sub.provider !== 'test') continue;
    // The subscriber is told of a new price before it is charged: the notice goes out first.
    if (sub.priceNoticePending) continue;
    const planId = sub.scheduledPlanId ?? sub.planId;
    const interval = sub.scheduledInterval ?? sub.interval;
    let start = sub.currentPeriodEnd;
    let end = addInterval(start, interval);
    // Skip whole periods the server was down for: one invoice, for the period containing `now`.
    while (end <= now) {
      start = end;
      end = addInterval(start, interval);
    }
    events.push({
      id: `evt_test_period_${sub.providerSubscriptionId}_${periodKey}`,
      provider: 'test',
      userId: sub.userId,
      type: 'subscription.updated',
      subscription: {
        ...snapshotOf(sub),
        planId,
        interval,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        scheduledChange: null,
      },
    });
    events.push(
      testPeriodPaidEvent({
        id: `evt_test_renew_${sub.providerSubscriptionId}_${periodKey}`,
        userId: sub.userId,
        providerSubscriptionId: sub.providerSubscriptionId,
        providerCustomerId: sub.providerCustomerId,
        providerInvoiceId: `in_test_${sub.providerSubscriptionId}_${periodKey}`,
        planId: planId as PurchasablePlanId,
        interval,
        // A change of plan or interval is billed at the list price; the same plan at the subscriber's own.
        ...(planId === sub.planId && interval === sub.interval
          ? { amountMinor: currentPeriodPrice(sub) ?? undefined }
          : {}),
        date: now,
        periodStart: start,
        periodEnd: end,
      }),
    );
  }
  return events;
}

/**
 * A production start on a database that holds test-mode subscriptions (bought with a test card
 * in development) ends them at once: production never honours a test payment.
 */
export async function testModeEndEvents(db: Db): Promise<PaymentEvent[]> {
  return (await listTestModeSubscriptions(db))
    .filter((s) => s.providerSubscriptionId)
    .map((s) => subscriptionEndedEvent(s, 'production_start'));
}

/**
 * Yearly plans still count usage by month: when a month of the yearly period has passed, the
 * counters start again (from the month boundary, so a late clock run loses no days).
 */
export async function startDueUsageMonths(db: Db, now: Date): Promise<number> {
  let started = 0;
  for (const sub of await listYearlySubscriptions(db)) {
    if (!sub.currentPeriodStart) continue;
    let month = sub.currentPeriodStart;
    for (let i = 1; i < 12; i++) {
      const next = addMonths(sub.currentPeriodStart, i);
      if (next > now) break;
      month = next;
    }
    if (month > sub.currentPeriodStart && (await startUsagePeriod(db, sub.userId, month))) started++;
  }
  return started;
}
