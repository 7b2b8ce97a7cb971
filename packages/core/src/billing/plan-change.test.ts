import { describe, expect, it } from 'vitest';
import { quotePlanChange, type ChangeableSubscription } from './plan-change.ts';

const DAY = 86_400_000;
const start = new Date('2026-11-23T10:00:00Z');
const end = new Date(start.getTime() + 30 * DAY);
const sub = (over: Partial<ChangeableSubscription> = {}): ChangeableSubscription => ({
  planId: 'starter',
  interval: 'month',
  status: 'active',
  currentPeriodStart: start,
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  scheduledPlanId: null,
  scheduledInterval: null,
  ...over,
});
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe('quotePlanChange', () => {
  it('upgrades at once and charges the prorated difference for the rest of the period', () => {
    // 10 of 30 days left: (399 - 199) лв × 10/30 = 66,67 лв.
    const r = quotePlanChange(sub(), { planId: 'pro', interval: 'month' }, at(20));
    expect(r).toEqual({
      ok: true,
      quote: { kind: 'upgrade', planId: 'pro', interval: 'month', currency: 'bgn', amountMinor: 6667, effectiveAt: at(20), nextAmountMinor: 39900, periodStart: start, periodEnd: end },
    });
    // On the first day the whole difference; on the last moment nothing.
    expect(quotePlanChange(sub(), { planId: 'pro', interval: 'month' }, start)).toMatchObject({ quote: { amountMinor: 20000 } });
    expect(quotePlanChange(sub(), { planId: 'pro', interval: 'month' }, end)).toMatchObject({ quote: { amountMinor: 0 } });
  });

  it('schedules a downgrade for the period end and charges nothing now', () => {
    const r = quotePlanChange(sub({ planId: 'pro' }), { planId: 'starter', interval: 'month' }, at(3));
    expect(r).toMatchObject({ ok: true, quote: { kind: 'downgrade', planId: 'starter', amountMinor: 0, effectiveAt: end, nextAmountMinor: 19900 } });
    // Yearly to monthly of the same plan is a downgrade as well.
    expect(quotePlanChange(sub({ interval: 'year' }), { planId: 'starter', interval: 'month' }, at(3))).toMatchObject({ quote: { kind: 'downgrade', effectiveAt: end } });
  });

  it('moving to a yearly price starts a yearly period today, less the unused month', () => {
    const r = quotePlanChange(sub(), { planId: 'starter', interval: 'year' }, at(20));
    // 12 × 159 лв = 1 908 лв, less 199 лв × 10/30 unused = 66,33 лв.
    expect(r).toMatchObject({ ok: true, quote: { kind: 'upgrade', amountMinor: 190800 - 6633, nextAmountMinor: 190800, periodStart: at(20) } });
    if (r.ok) expect(r.quote.periodEnd.toISOString()).toBe('2027-12-13T10:00:00.000Z');
  });

  it('refuses the current plan, a second downgrade while one is pending, an unpaid or missing subscription', () => {
    expect(quotePlanChange(sub(), { planId: 'starter', interval: 'month' }, at(1))).toEqual({ ok: false, code: 'SAME_PLAN' });
    expect(quotePlanChange(sub({ planId: 'pro', scheduledPlanId: 'starter', scheduledInterval: 'month' }), { planId: 'starter', interval: 'year' }, at(1))).toEqual({ ok: false, code: 'CHANGE_PENDING' });
    expect(quotePlanChange(sub({ status: 'past_due' }), { planId: 'pro', interval: 'month' }, at(1))).toEqual({ ok: false, code: 'SUBSCRIPTION_INACTIVE' });
    expect(quotePlanChange(sub({ status: 'canceled' }), { planId: 'pro', interval: 'month' }, at(1))).toEqual({ ok: false, code: 'NO_SUBSCRIPTION' });
    expect(quotePlanChange(null, { planId: 'pro', interval: 'month' }, at(1))).toEqual({ ok: false, code: 'NO_SUBSCRIPTION' });
  });
});

describe('CURRENCY=EUR', () => {
  it('converts the catalogue at 1 € = 1.95583 лв, rounded to the cent, and prorates in euro', async () => {
    const { planPeriodPriceMinor, PLANS, formatPrice } = await import('@reklamo/contract');
    expect(planPeriodPriceMinor(PLANS.pro, 'month', 'eur')).toBe(20401); // 399 лв = 204,01 €
    expect(planPeriodPriceMinor(PLANS.starter, 'month', 'eur')).toBe(10175); // 199 лв = 101,75 €
    expect(planPeriodPriceMinor(PLANS.pro, 'year', 'eur')).toBe(195723); // 3 828 лв = 1 957,23 €
    // The лв equivalent is the euro amount converted back at the fixed rate (204,01 × 1,95583).
    expect(formatPrice(20401, 'eur')).toBe('204,01 € (399,01 лв.)');
    expect(formatPrice(39900, 'bgn')).toBe('399,00 лв.');
    // 10 of 30 days left: (204,01 − 101,75) € × 10/30 = 34,09 €.
    expect(quotePlanChange(sub(), { planId: 'pro', interval: 'month' }, at(20), 'eur')).toMatchObject({ ok: true, quote: { currency: 'eur', amountMinor: 3409, nextAmountMinor: 20401 } });
  });
});
