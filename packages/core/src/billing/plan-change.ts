import { CURRENCY, PLANS, planPeriodPriceMinor, type BillingInterval, type PurchasablePlanId } from '@reklamo/contract';
import { addMonths, type PaidPlanId } from './payment-event.ts';

/** The part of a subscription record a plan change depends on. */
export type ChangeableSubscription = {
  planId: PaidPlanId;
  interval: BillingInterval;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  scheduledPlanId: PaidPlanId | null;
  scheduledInterval: BillingInterval | null;
  /** What the current plan and interval cost this subscriber per period when not the list price (euro cents). */
  priceAmount?: number | null;
};

export type PlanChangeQuote = {
  kind: 'upgrade' | 'downgrade';
  planId: PurchasablePlanId;
  interval: BillingInterval;
  currency: typeof CURRENCY;
  /** Charged now, in euro cents: the new period less the unused part of the old one for an upgrade, 0 for a downgrade. */
  amountMinor: number;
  /** When the new plan takes effect: now for an upgrade, the period end for a downgrade. */
  effectiveAt: Date;
  /** The new plan's price per period, charged at each renewal from then on. */
  nextAmountMinor: number;
  /** The period the subscription is in after the change (an interval change starts a new one). */
  periodStart: Date;
  periodEnd: Date;
};

export type PlanChangeRefusal =
  'NO_SUBSCRIPTION' | 'SUBSCRIPTION_INACTIVE' | 'SAME_PLAN' | 'CHANGE_PENDING' | 'PLAN_NOT_PURCHASABLE';

const TIER: Record<PaidPlanId, number> = { starter: 1, pro: 2, agency: 3 };

export const addInterval = (d: Date, interval: BillingInterval, n = 1) =>
  addMonths(d, interval === 'year' ? 12 * n : n);

/** What the subscriber pays per period now: their own (converted) price when lower than the list price. */
export function currentPeriodPrice(
  sub: Pick<ChangeableSubscription, 'planId' | 'interval' | 'priceAmount'>,
): number | null {
  const list = planPeriodPriceMinor(PLANS[sub.planId], sub.interval);
  if (list === null || sub.priceAmount === null || sub.priceAmount === undefined) return list;
  return Math.min(list, sub.priceAmount);
}

/**
 * Decides what moving the subscription to `target` means, with Stripe's subscription semantics:
 * - a higher plan, or the same plan billed yearly instead of monthly, is an upgrade: it takes effect
 *   at once and starts a new billing period today, charging the new plan's full price less what is
 *   unused of the old one (Stripe's proration with a new billing cycle). The new plan's quota comes
 *   with a period paid in full, so an upgrade minutes before a renewal costs a period, not cents;
 * - a lower plan, or monthly instead of yearly, is a downgrade: scheduled for the period end, so
 *   the paid period is never lost; nothing is charged now.
 * The same function serves the confirmation dialog (preview) and the change itself, for both
 * payments providers.
 */
export function quotePlanChange(
  sub: ChangeableSubscription | null | undefined,
  target: { planId: PurchasablePlanId; interval: BillingInterval },
  now: Date,
): { ok: true; quote: PlanChangeQuote } | { ok: false; code: PlanChangeRefusal } {
  if (
    !sub ||
    sub.status === 'canceled' ||
    sub.status === 'incomplete' ||
    !sub.currentPeriodStart ||
    !sub.currentPeriodEnd
  )
    return { ok: false, code: 'NO_SUBSCRIPTION' };
  if (sub.status !== 'active' && sub.status !== 'trialing') return { ok: false, code: 'SUBSCRIPTION_INACTIVE' };
  if (sub.planId === target.planId && sub.interval === target.interval) return { ok: false, code: 'SAME_PLAN' };
  const oldPrice = currentPeriodPrice(sub);
  const newPrice = planPeriodPriceMinor(PLANS[target.planId], target.interval);
  if (oldPrice === null || newPrice === null) return { ok: false, code: 'PLAN_NOT_PURCHASABLE' };
  const currency = CURRENCY;

  const up = TIER[target.planId] > TIER[sub.planId] || (target.planId === sub.planId && target.interval === 'year');
  if (!up) {
    if (sub.scheduledPlanId) return { ok: false, code: 'CHANGE_PENDING' };
    return {
      ok: true,
      quote: {
        kind: 'downgrade',
        ...target,
        currency,
        amountMinor: 0,
        effectiveAt: sub.currentPeriodEnd,
        nextAmountMinor: newPrice,
        periodStart: sub.currentPeriodEnd,
        periodEnd: addInterval(sub.currentPeriodEnd, target.interval),
      },
    };
  }

  const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const left = Math.min(total, Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime()));
  const unusedOld = total > 0 ? (oldPrice * left) / total : 0;
  // A new billing cycle starts today: the full new price, less the unused part of the old one.
  const amount = Math.max(0, Math.round(newPrice - unusedOld));
  return {
    ok: true,
    quote: {
      kind: 'upgrade',
      ...target,
      currency,
      amountMinor: amount,
      effectiveAt: now,
      nextAmountMinor: newPrice,
      periodStart: now,
      periodEnd: addInterval(now, target.interval),
    },
  };
}
