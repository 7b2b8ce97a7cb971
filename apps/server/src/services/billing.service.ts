import type pg from 'pg';
import type { BillingInterval, PlanChangePreview, PurchasablePlanId } from '@reklamo/contract';
import { quotePlanChange, type PlanChangeQuote } from '@reklamo/core';
import { findSubscriptionByUser, USER_LOCKS, withAdvisoryKeyLock, type Db } from '@reklamo/db';
import { AppError } from '../http/errors.ts';
import type { PaymentsProvider } from '../payments/provider.ts';

type BillingDeps = { db: Db; payments: PaymentsProvider; pool?: pg.Pool };

/**
 * One change at a time per user: two clicks on "Потвърдете", or two requests on two API processes,
 * must not charge twice. Requests in one process queue here; across processes a Postgres advisory
 * lock per user serialises them. The second runs after the first is applied and sees the plan
 * already changed (SAME_PLAN).
 */
const queues = new WeakMap<PaymentsProvider, Map<string, Promise<unknown>>>();
async function oneAtATime<T>(deps: BillingDeps, userId: string, fn: () => Promise<T>): Promise<T> {
  // One queue per app (its provider): two apps in one process are two API processes to each other.
  let locks = queues.get(deps.payments);
  if (!locks) queues.set(deps.payments, (locks = new Map<string, Promise<unknown>>()));
  const before = locks.get(userId) ?? Promise.resolve();
  const locked = () => (deps.pool ? withAdvisoryKeyLock(deps.pool, USER_LOCKS.planChange, userId, fn) : fn());
  const run = before.catch(() => {}).then(locked);
  locks.set(userId, run);
  try {
    return await run;
  } finally {
    if (locks.get(userId) === run) locks.delete(userId);
  }
}

async function quote(
  deps: BillingDeps,
  userId: string,
  target: { planId: PurchasablePlanId; interval: BillingInterval },
  now: Date,
) {
  const sub = await findSubscriptionByUser(deps.db, userId);
  const result = quotePlanChange(sub, target, now);
  if (!result.ok) throw new AppError(result.code, result.code === 'PLAN_NOT_PURCHASABLE' ? 400 : 409);
  return { sub: sub!, quote: result.quote };
}

export function previewJson(q: PlanChangeQuote): PlanChangePreview {
  return {
    kind: q.kind,
    plan: q.planId,
    interval: q.interval,
    amount: q.amountMinor,
    currency: q.currency,
    effective_at: q.effectiveAt.toISOString(),
    next_amount: q.nextAmountMinor,
    period_end: q.periodEnd.toISOString(),
    starts_new_period: q.kind === 'upgrade' && q.periodStart.getTime() === q.effectiveAt.getTime(),
  };
}

/** What the confirmation dialog states: the amount charged now and the date the change applies. */
export async function previewPlanChange(
  deps: BillingDeps,
  userId: string,
  target: { planId: PurchasablePlanId; interval: BillingInterval },
  now = new Date(),
) {
  return (await quote(deps, userId, target, now)).quote;
}

/** Upgrade now (prorated charge) or schedule a downgrade for the period end, through the provider. */
export async function changePlan(
  deps: BillingDeps,
  userId: string,
  target: { planId: PurchasablePlanId; interval: BillingInterval },
  now = new Date(),
) {
  return oneAtATime(deps, userId, async () => {
    const { sub, quote: q } = await quote(deps, userId, target, now);
    await deps.payments.changePlan({ sub, quote: q, now });
    return q;
  });
}

/** "Отменете промяната": the scheduled downgrade is dropped; the plan renews as it is. */
export async function cancelScheduledChange(deps: BillingDeps, userId: string, now = new Date()) {
  return oneAtATime(deps, userId, async () => {
    const sub = await findSubscriptionByUser(deps.db, userId);
    if (!sub?.scheduledPlanId) throw new AppError('NO_SCHEDULED_CHANGE', 409);
    await deps.payments.cancelScheduledChange(sub, now);
  });
}

/** Cancel (at the period end, keeping the plan until then) or resume ("Възобновете абонамента"). */
export async function setCancelAtPeriodEnd(deps: BillingDeps, userId: string, cancel: boolean, now = new Date()) {
  return oneAtATime(deps, userId, async () => {
    const sub = await findSubscriptionByUser(deps.db, userId);
    if (!sub || !sub.providerSubscriptionId || sub.status === 'canceled' || sub.status === 'incomplete')
      throw new AppError('NO_SUBSCRIPTION', 409);
    if (cancel && sub.cancelAtPeriodEnd) throw new AppError('ALREADY_CANCELLED', 409);
    if (!cancel && !sub.cancelAtPeriodEnd) throw new AppError('NOT_CANCELLED', 409);
    await deps.payments.setCancelAtPeriodEnd(sub, cancel, now);
  });
}
