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
  it('upgrades at once into a new period paid in full, less the unused part of the old plan', () => {
    // 10 of 30 days left: 199 € − 99 € × 10/30 unused = 166,00 €; the new month starts today.
    const r = quotePlanChange(sub(), { planId: 'pro', interval: 'month' }, at(20));
    expect(r).toEqual({
      ok: true,
      quote: {
        kind: 'upgrade',
        planId: 'pro',
        interval: 'month',
        currency: 'eur',
        amountMinor: 16600,
        effectiveAt: at(20),
        nextAmountMinor: 19900,
        periodStart: at(20),
        periodEnd: new Date('2027-01-13T10:00:00Z'),
      },
    });
    // On the first day the difference; at the last moment the whole new month.
    expect(quotePlanChange(sub(), { planId: 'pro', interval: 'month' }, start)).toMatchObject({
      quote: { amountMinor: 10000 },
    });
    expect(quotePlanChange(sub(), { planId: 'pro', interval: 'month' }, end)).toMatchObject({
      quote: { amountMinor: 19900, periodStart: end },
    });
  });

  it('an upgrade ten minutes before the renewal costs the new period, not cents (decision 114)', () => {
    const tenMinutesBefore = new Date(end.getTime() - 10 * 60_000);
    const r = quotePlanChange(sub(), { planId: 'pro', interval: 'month' }, tenMinutesBefore);
    // 199 € less 99 € × 10 min / 30 days (2 cents): Pro's quota comes with a month paid in full.
    expect(r).toMatchObject({
      ok: true,
      quote: { kind: 'upgrade', amountMinor: 19898, periodStart: tenMinutesBefore },
    });
    if (r.ok) expect(r.quote.periodEnd.getTime()).toBeGreaterThan(end.getTime() + 29 * DAY);
  });

  it("prorates a subscriber's own converted price, and never charges above the list price", () => {
    // A subscription once billed in лева at a lower price: its unused part is credited at that price.
    expect(quotePlanChange(sub({ priceAmount: 9000 }), { planId: 'pro', interval: 'month' }, at(20))).toMatchObject({
      quote: { amountMinor: 19900 - 3000 },
    });
    expect(quotePlanChange(sub({ priceAmount: 10175 }), { planId: 'pro', interval: 'month' }, at(20))).toMatchObject({
      quote: { amountMinor: 16600 },
    });
  });

  it('schedules a downgrade for the period end and charges nothing now', () => {
    const r = quotePlanChange(sub({ planId: 'pro' }), { planId: 'starter', interval: 'month' }, at(3));
    expect(r).toMatchObject({
      ok: true,
      quote: { kind: 'downgrade', planId: 'starter', amountMinor: 0, effectiveAt: end, nextAmountMinor: 9900 },
    });
    // Yearly to monthly of the same plan is a downgrade as well.
    expect(quotePlanChange(sub({ interval: 'year' }), { planId: 'starter', interval: 'month' }, at(3))).toMatchObject({
      quote: { kind: 'downgrade', effectiveAt: end },
    });
  });

  it('moving to a yearly price starts a yearly period today, less the unused month', () => {
    const r = quotePlanChange(sub(), { planId: 'starter', interval: 'year' }, at(20));
    // 12 × 79 € = 948 €, less 99 € × 10/30 unused = 33,00 €.
    expect(r).toMatchObject({
      ok: true,
      quote: { kind: 'upgrade', amountMinor: 94800 - 3300, nextAmountMinor: 94800, periodStart: at(20) },
    });
    if (r.ok) expect(r.quote.periodEnd.toISOString()).toBe('2027-12-13T10:00:00.000Z');
  });

  it('refuses the current plan, a second downgrade while one is pending, an unpaid or missing subscription', () => {
    expect(quotePlanChange(sub(), { planId: 'starter', interval: 'month' }, at(1))).toEqual({
      ok: false,
      code: 'SAME_PLAN',
    });
    expect(
      quotePlanChange(
        sub({ planId: 'pro', scheduledPlanId: 'starter', scheduledInterval: 'month' }),
        { planId: 'starter', interval: 'year' },
        at(1),
      ),
    ).toEqual({ ok: false, code: 'CHANGE_PENDING' });
    expect(quotePlanChange(sub({ status: 'past_due' }), { planId: 'pro', interval: 'month' }, at(1))).toEqual({
      ok: false,
      code: 'SUBSCRIPTION_INACTIVE',
    });
    expect(quotePlanChange(sub({ status: 'canceled' }), { planId: 'pro', interval: 'month' }, at(1))).toEqual({
      ok: false,
      code: 'NO_SUBSCRIPTION',
    });
    expect(quotePlanChange(null, { planId: 'pro', interval: 'month' }, at(1))).toEqual({
      ok: false,
      code: 'NO_SUBSCRIPTION',
    });
  });
});

describe('euro prices', () => {
  it('sells Starter at 99 € and Pro at 199 € a month, 20 % less yearly, written the Bulgarian way', async () => {
    const { planPeriodPriceMinor, PLANS, formatPrice, bgnToEurMinor } = await import('@reklamo/contract');
    expect([PLANS.starter.price, PLANS.starter.yearlyPrice, PLANS.pro.price, PLANS.pro.yearlyPrice]).toEqual([
      99, 79, 199, 159,
    ]);
    expect(planPeriodPriceMinor(PLANS.starter, 'year')).toBe(94800);
    expect(planPeriodPriceMinor(PLANS.pro, 'year')).toBe(190800);
    expect(formatPrice(19900)).toBe('199\u00a0€');
    expect(formatPrice(8130)).toBe('81,30\u00a0€');
    expect(formatPrice(190800)).toBe('1\u00a0908\u00a0€');
    expect(formatPrice(19900, 'eur', { cents: true })).toBe('199,00\u00a0€');
    // What was charged in лева is shown as it was.
    expect(formatPrice(39900, 'bgn')).toBe('399,00 лв.');
    // The fixed rate, rounded to the cent: 199 лв = 101,75 €; 399 лв = 204,01 €.
    expect([bgnToEurMinor(19900), bgnToEurMinor(39900)]).toEqual([10175, 20401]);
  });
});
