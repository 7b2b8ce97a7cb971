import { PLAN_CURRENCY, PLANS, planPriceMinor } from '@reklamo/contract';
import { listSubscriptionsPastPeriodEnd, listTestModeSubscriptions, type Db } from '@reklamo/db';
import { addMonths, type PaymentEvent } from './payment-event.ts';
import { subscriptionEndedEvent } from './test-provider-events.ts';

/**
 * The events due because a billing period ended by `now`:
 * - a subscription set to cancel at period end (any provider) ends: the user loses paid access even
 *   if Stripe's own "deleted" event is late or lost (it is then a no-op);
 * - a test-provider subscription that was not cancelled renews: next month's invoice is paid and a
 *   new usage month starts, as Stripe would do for a real card;
 * - a test-provider subscription left past_due/unpaid ends.
 * Event ids are derived from the period, so running the clock twice (or on several processes) is safe.
 * With `production`, a test-provider subscription (left over from a development run on the same
 * database) never renews as paid: it ends at its period end.
 */
export async function dueBillingEvents(db: Db, now: Date, opts: { production?: boolean } = {}): Promise<PaymentEvent[]> {
  const events: PaymentEvent[] = [];
  for (const sub of await listSubscriptionsPastPeriodEnd(db, now)) {
    if (!sub.providerSubscriptionId || !sub.currentPeriodEnd) continue;
    const periodKey = String(Math.floor(sub.currentPeriodEnd.getTime() / 1000));
    const testEnds = sub.provider === 'test' && (opts.production || (sub.status !== 'active' && sub.status !== 'trialing'));
    if (sub.cancelAtPeriodEnd || testEnds) {
      events.push(subscriptionEndedEvent(sub, `period_${periodKey}`));
      continue;
    }
    if (sub.provider !== 'test') continue;
    let start = sub.currentPeriodEnd;
    let end = addMonths(start, 1);
    // Skip whole periods the server was down for: one invoice, for the period containing `now`.
    while (end <= now) {
      start = end;
      end = addMonths(start, 1);
    }
    const plan = PLANS[sub.planId];
    events.push({
      id: `evt_test_renew_${sub.providerSubscriptionId}_${periodKey}`,
      provider: 'test',
      userId: sub.userId,
      type: 'invoice.paid',
      providerSubscriptionId: sub.providerSubscriptionId,
      providerCustomerId: sub.providerCustomerId,
      invoice: {
        providerInvoiceId: `in_test_${sub.providerSubscriptionId}_${periodKey}`,
        amountTotal: planPriceMinor(plan) ?? 0,
        currency: PLAN_CURRENCY,
        invoiceUrl: null,
        description: plan.name,
        date: now,
        periodStart: start,
        periodEnd: end,
      },
    });
  }
  return events;
}

/**
 * A production start on a database that holds test-mode subscriptions (bought with a test card
 * in development) ends them at once: production never honours a test payment.
 */
export async function testModeEndEvents(db: Db): Promise<PaymentEvent[]> {
  return (await listTestModeSubscriptions(db)).filter((s) => s.providerSubscriptionId).map((s) => subscriptionEndedEvent(s, 'production_start'));
}
