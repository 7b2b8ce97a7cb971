import { PLANS, planPeriodPriceMinor, type BillingInterval, type Currency, type PurchasablePlanId } from '@reklamo/contract';
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
};

export type PlanChangeQuote = {
  kind: 'upgrade' | 'downgrade';
  planId: PurchasablePlanId;
  interval: BillingInterval;
  currency: Currency;
  /** Charged now, in stotinki: the prorated difference for an upgrade, 0 for a downgrade. */
  amountMinor: number;
  /** When the new plan takes effect: now for an upgrade, the period end for a downgrade. */
  effectiveAt: Date;
  /** The new plan's price per period, charged at each renewal from then on. */
  nextAmountMinor: number;
  /** The period the subscription is in after the change (an interval change starts a new one). */
  periodStart: Date;
  periodEnd: Date;
};

export type PlanChangeRefusal = 'NO_SUBSCRIPTION' | 'SUBSCRIPTION_INACTIVE' | 'SAME_PLAN' | 'CHANGE_PENDING' | 'PLAN_NOT_PURCHASABLE';

const TIER: Record<PaidPlanId, number> = { starter: 1, pro: 2, agency: 3 };

export const addInterval = (d: Date, interval: BillingInterval, n = 1) => addMonths(d, interval === 'year' ? 12 * n : n);

/**
 * Decides what moving the subscription to `target` means, with Stripe's subscription semantics:
 * - a higher plan, or the same plan billed yearly instead of monthly, is an upgrade: it takes effect
 *   at once and charges the new price for the rest of the period less what is unused of the old one
 *   (Stripe's proration); moving to a yearly price starts a new yearly period today;
 * - a lower plan, or monthly instead of yearly, is a downgrade: scheduled for the period end, so
 *   the paid period is never lost; nothing is charged now.
 * The same function serves the confirmation dialog (preview) and the change itself, for both
 * payments providers.
 */
export function quotePlanChange(
  sub: ChangeableSubscription | null | undefined,
  target: { planId: PurchasablePlanId; interval: BillingInterval },
  now: Date,
  currency: Currency = 'bgn',
): { ok: true; quote: PlanChangeQuote } | { ok: false; code: PlanChangeRefusal } {
  if (!sub || sub.status === 'canceled' || sub.status === 'incomplete' || !sub.currentPeriodStart || !sub.currentPeriodEnd) return { ok: false, code: 'NO_SUBSCRIPTION' };
  if (sub.status !== 'active' && sub.status !== 'trialing') return { ok: false, code: 'SUBSCRIPTION_INACTIVE' };
  if (sub.planId === target.planId && sub.interval === target.interval) return { ok: false, code: 'SAME_PLAN' };
  const oldPrice = planPeriodPriceMinor(PLANS[sub.planId], sub.interval, currency);
  const newPrice = planPeriodPriceMinor(PLANS[target.planId], target.interval, currency);
  if (oldPrice === null || newPrice === null) return { ok: false, code: 'PLAN_NOT_PURCHASABLE' };

  const up = TIER[target.planId] > TIER[sub.planId] || (target.planId === sub.planId && target.interval === 'year');
  if (!up) {
    if (sub.scheduledPlanId) return { ok: false, code: 'CHANGE_PENDING' };
    return {
      ok: true,
      quote: { kind: 'downgrade', ...target, currency, amountMinor: 0, effectiveAt: sub.currentPeriodEnd, nextAmountMinor: newPrice, periodStart: sub.currentPeriodEnd, periodEnd: addInterval(sub.currentPeriodEnd, target.interval) },
    };
  }

  const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const left = Math.min(total, Math.max(0, sub.currentPeriodEnd.getTime() - now.getTime()));
  const unusedOld = total > 0 ? (oldPrice * left) / total : 0;
  if (target.interval !== sub.interval) {
    // A new billing cycle starts today: the full new price, less the unused part of the old one.
    const amount = Math.max(0, Math.round(newPrice - unusedOld));
    return { ok: true, quote: { kind: 'upgrade', ...target, currency, amountMinor: amount, effectiveAt: now, nextAmountMinor: newPrice, periodStart: now, periodEnd: addInterval(now, target.interval) } };
  }
  const newForRest = total > 0 ? (newPrice * left) / total : 0;
  const amount = Math.max(0, Math.round(newForRest - unusedOld));
  return {
    ok: true,
    quote: { kind: 'upgrade', ...target, currency, amountMinor: amount, effectiveAt: now, nextAmountMinor: newPrice, periodStart: sub.currentPeriodStart, periodEnd: sub.currentPeriodEnd },
  };
}
