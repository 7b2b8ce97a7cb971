import { eq } from 'drizzle-orm';
import type { BillingOverview, PlanChangePreview, Usage } from '@reklamo/contract';
import { findAccount, invoices, listOrders, orders, shiftBillingPeriodBack, subscriptions, users } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { handlePaymentEvent, runBillingClock } from './handle-event.ts';

/** Plan changes, cancel/resume, yearly plans and duplicate payments with the test provider. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK_INTERVAL_SEC: '0' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const card = { card_number: '4242424242424242', expiry: '12/40', cvc: '123' };
/** What these tests read of a billing action's answer: a change's amount, a checkout's page, or an error. */
type ActionAnswer = Partial<PlanChangePreview> & { amount: number; url?: string; error?: { code: string } };

async function openCheckout(cookie: string, planId: string, interval?: 'month' | 'year') {
  const res = await t.request('/api/billing/checkout', {
    method: 'POST',
    cookie,
    json: { planId, ...(interval ? { interval } : {}) },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url.split('/').pop()!;
}
const pay = (cookie: string, id: string) =>
  t.request(`/api/billing/test-checkout/${id}/pay`, { method: 'POST', cookie, json: card });
async function subscriber(planId: 'starter' | 'pro', interval?: 'month' | 'year') {
  const u = await t.signUp();
  expect((await pay(u.cookie, await openCheckout(u.cookie, planId, interval))).status).toBe(200);
  return u;
}
const post = async (cookie: string, path: string, json: unknown = {}) => {
  const res = await t.request(`/api/billing${path}`, { method: 'POST', cookie, json });
  return { status: res.status, body: (await res.json()) as ActionAnswer };
};
const billing = async (cookie: string) =>
  (await (await t.request('/api/billing', { cookie })).json()) as BillingOverview;
const ctx = () => ({
  db: t.db,
  mailer: t.deps.mailer,
  logger: t.deps.logger,
  voidDuplicate: t.deps.payments.voidDuplicate.bind(t.deps.payments),
});

describe('plan changes (test provider)', () => {
  it('upgrades at once into a new month paid as the dialog stated, less the unused part of the old plan', async () => {
    const u = await subscriber('starter');
    // Half the month has passed.
    await shiftBillingPeriodBack(t.db, u.id, 15 * DAY);
    await t.db.update(users).set({ freeGenerationsUsed: 4 }).where(eq(users.id, u.id));
    const preview = await post(u.cookie, '/change/preview', { planId: 'pro', interval: 'month' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      kind: 'upgrade',
      plan: 'pro',
      interval: 'month',
      currency: 'eur',
      next_amount: 19900,
      starts_new_period: true,
    });
    const sub = (await findAccount(t.db, u.id))!.subscription!;
    const left =
      (sub.currentPeriodEnd!.getTime() - Date.now()) /
      (sub.currentPeriodEnd!.getTime() - sub.currentPeriodStart!.getTime());
    // 199 € less about half of 99 €.
    expect(Math.abs(preview.body.amount - (19900 - 9900 * left))).toBeLessThan(5);
    expect(preview.body.amount).toBeGreaterThan(14000);
    expect(preview.body.amount).toBeLessThan(15500);

    const change = await post(u.cookie, '/change', { planId: 'pro', interval: 'month' });
    expect(change.status).toBe(200);
    expect(Math.abs(change.body.amount - preview.body.amount)).toBeLessThan(3);
    const a = (await findAccount(t.db, u.id))!;
    // A new month paid in full: Pro's quota from zero, the next renewal a month from now.
    expect(a.user).toMatchObject({ subscriptionStatus: 'pro', freeGenerationsLimit: 50, freeGenerationsUsed: 0 });
    expect(a.subscription!.planId).toBe('pro');
    expect(a.subscription!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const list = await listOrders(t.db, u.id);
    expect(list.map((o) => o.amountTotal).sort((x, y) => x - y)).toEqual(
      [9900, change.body.amount].sort((x, y) => x - y),
    );
    // Starter → Pro → Starter in one day: the downgrade waits for the paid Pro month to end.
    const down = await post(u.cookie, '/change', { planId: 'starter', interval: 'month' });
    expect(down.body).toMatchObject({ kind: 'downgrade', amount: 0 });
    expect(await listOrders(t.db, u.id)).toHaveLength(2);
  });

  it('an upgrade ten minutes before the renewal costs a Pro month, not cents, and its quota comes with that month (decision 114)', async () => {
    const u = await subscriber('starter');
    const sub = (await findAccount(t.db, u.id))!.subscription!;
    await shiftBillingPeriodBack(t.db, u.id, sub.currentPeriodEnd!.getTime() - Date.now() - 10 * 60_000);
    await t.db.update(users).set({ freeGenerationsUsed: 10 }).where(eq(users.id, u.id));
    const change = await post(u.cookie, '/change', { planId: 'pro', interval: 'month' });
    expect(change.body).toMatchObject({ kind: 'upgrade', starts_new_period: true });
    // 199 € less 99 € × 10 minutes / a month: a few cents off.
    expect(change.body.amount).toBeGreaterThanOrEqual(19890);
    expect(change.body.amount).toBeLessThanOrEqual(19900);
    const a = (await findAccount(t.db, u.id))!;
    expect(a.user).toMatchObject({ subscriptionStatus: 'pro', freeGenerationsUsed: 0 });
    expect(a.subscription!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    // The renewal that was ten minutes away is gone: nothing more is charged when it would have come.
    await shiftBillingPeriodBack(t.db, u.id, 11 * 60_000);
    await runBillingClock(ctx());
    expect((await listOrders(t.db, u.id)).map((o) => o.amountTotal).sort((x, y) => x - y)).toEqual([
      9900,
      change.body.amount,
    ]);
  });

  it('schedules a downgrade for the period end; refuses a second one and the current plan; can be taken back', async () => {
    const u = await subscriber('pro');
    const end = (await findAccount(t.db, u.id))!.subscription!.currentPeriodEnd!;
    const down = await post(u.cookie, '/change', { planId: 'starter', interval: 'month' });
    expect(down).toEqual({
      status: 200,
      body: expect.objectContaining({
        kind: 'downgrade',
        amount: 0,
        effective_at: end.toISOString(),
        next_amount: 9900,
      }),
    });
    const b = await billing(u.cookie);
    expect(b.account.plan).toBe('pro');
    expect(b.subscription).toMatchObject({
      plan: 'pro',
      scheduled_change: { plan: 'starter', interval: 'month' },
      next_charge_amount: 9900,
    });

    expect(await post(u.cookie, '/change', { planId: 'starter', interval: 'year' })).toEqual({
      status: 409,
      body: { error: { code: 'CHANGE_PENDING' } },
    });
    expect(await post(u.cookie, '/change', { planId: 'pro', interval: 'month' })).toEqual({
      status: 409,
      body: { error: { code: 'SAME_PLAN' } },
    });
    expect((await post(u.cookie, '/change', { planId: 'agency' })).status).toBe(400);

    expect((await post(u.cookie, '/change/cancel')).status).toBe(200);
    expect((await billing(u.cookie)).subscription!.scheduled_change).toBeNull();
    expect(await post(u.cookie, '/change/cancel')).toEqual({
      status: 409,
      body: { error: { code: 'NO_SCHEDULED_CHANGE' } },
    });

    await post(u.cookie, '/change', { planId: 'starter', interval: 'month' });
    await t.request('/api/billing/test-clock/end-period', { method: 'POST', cookie: u.cookie });
    const a = (await findAccount(t.db, u.id))!;
    expect(a.user).toMatchObject({ subscriptionStatus: 'starter', freeGenerationsLimit: 10, freeGenerationsUsed: 0 });
    expect(a.subscription).toMatchObject({ planId: 'starter', status: 'active', scheduledPlanId: null });
    expect((await listOrders(t.db, u.id)).map((o) => o.amountTotal)).toEqual([9900, 19900]);
  });

  it('cancel keeps the plan to the period end and can be resumed until then', async () => {
    const u = await subscriber('pro');
    await post(u.cookie, '/change', { planId: 'starter', interval: 'month' });
    expect((await post(u.cookie, '/cancel')).status).toBe(200);
    let b = await billing(u.cookie);
    // Cancelling drops the scheduled change: nothing renews.
    expect(b.subscription).toMatchObject({
      plan: 'pro',
      subscription_status: 'active',
      cancel_at_period_end: true,
      scheduled_change: null,
      next_charge_amount: null,
    });
    expect(await post(u.cookie, '/cancel')).toEqual({ status: 409, body: { error: { code: 'ALREADY_CANCELLED' } } });
    expect((await post(u.cookie, '/resume')).status).toBe(200);
    b = await billing(u.cookie);
    expect(b.subscription).toMatchObject({ cancel_at_period_end: false, next_charge_amount: 19900 });
    expect(await post(u.cookie, '/resume')).toEqual({ status: 409, body: { error: { code: 'NOT_CANCELLED' } } });

    await post(u.cookie, '/cancel');
    await t.request('/api/billing/test-clock/end-period', { method: 'POST', cookie: u.cookie });
    expect((await findAccount(t.db, u.id))!.user.subscriptionStatus).toBe('trial');
    expect(await post(u.cookie, '/resume')).toEqual({ status: 409, body: { error: { code: 'NO_SUBSCRIPTION' } } });
    expect(await post(u.cookie, '/change', { planId: 'pro', interval: 'month' })).toEqual({
      status: 409,
      body: { error: { code: 'NO_SUBSCRIPTION' } },
    });
  });
});

describe('duplicate payments', () => {
  it('two checkout pages opened before paying charge once: the second is refused', async () => {
    const u = await t.signUp();
    const first = await openCheckout(u.cookie, 'pro');
    const second = await openCheckout(u.cookie, 'starter');
    expect((await pay(u.cookie, first)).status).toBe(200);
    const again = await pay(u.cookie, second);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ActionAnswer).error!.code).toBe('ALREADY_SUBSCRIBED');
    expect(await listOrders(t.db, u.id)).toHaveLength(1);
    expect((await findAccount(t.db, u.id))!.user.subscriptionStatus).toBe('pro');
    // A subscriber cannot open a new checkout at all: the plan changes in Плащания.
    expect(await post(u.cookie, '/checkout', { planId: 'starter' })).toEqual({
      status: 409,
      body: { error: { code: 'ALREADY_SUBSCRIBED' } },
    });
  });

  it('two payments at the same moment buy one plan', async () => {
    const u = await t.signUp();
    const ids = [await openCheckout(u.cookie, 'pro'), await openCheckout(u.cookie, 'pro')];
    const statuses = (await Promise.all(ids.map((id) => pay(u.cookie, id)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await listOrders(t.db, u.id)).toHaveLength(1);
  });

  it('a second subscription reaching the event path is not applied and its payment is refunded', async () => {
    const u = await subscriber('pro');
    const before = (await findAccount(t.db, u.id))!.subscription!;
    const snap = {
      providerSubscriptionId: 'sub_test_dup',
      providerCustomerId: null,
      planId: 'starter' as const,
      status: 'active' as const,
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 30 * DAY),
      cancelAtPeriodEnd: false,
    };
    const out = await handlePaymentEvent(ctx(), {
      id: 'evt_dup_1',
      provider: 'test',
      userId: u.id,
      type: 'checkout.completed',
      planId: 'starter',
      providerCustomerId: null,
      subscription: snap,
    });
    expect(out.duplicateSubscriptionId).toBe('sub_test_dup');
    const invoice = {
      providerInvoiceId: 'in_dup_1',
      amountTotal: 9900,
      currency: 'eur',
      invoiceUrl: null,
      description: 'Стартер план',
      date: new Date(),
      periodStart: snap.currentPeriodStart,
      periodEnd: snap.currentPeriodEnd,
    };
    await handlePaymentEvent(ctx(), {
      id: 'evt_dup_2',
      provider: 'test',
      userId: u.id,
      type: 'invoice.paid',
      providerSubscriptionId: 'sub_test_dup',
      providerCustomerId: null,
      invoice,
    });
    const a = (await findAccount(t.db, u.id))!;
    expect(a.subscription).toMatchObject({ providerSubscriptionId: before.providerSubscriptionId, planId: 'pro' });
    expect(a.user.subscriptionStatus).toBe('pro');
    const [dup] = await t.db.select().from(orders).where(eq(orders.providerInvoiceId, 'in_dup_1'));
    expect(dup).toMatchObject({ paymentStatus: 'refunded', amountRefunded: 9900 });
  });
});

describe('yearly plans (test provider)', () => {
  it('buys a year at 12 × the yearly price, shows the period and next charge, and resets usage monthly', async () => {
    const u = await t.signUp();
    const id = await openCheckout(u.cookie, 'pro', 'year');
    expect(await (await t.request(`/api/billing/test-checkout/${id}`, { cookie: u.cookie })).json()).toMatchObject({
      plan: 'pro',
      interval: 'year',
      amount: 190800,
    });
    expect((await pay(u.cookie, id)).status).toBe(200);
    const b = await billing(u.cookie);
    expect(b.subscription).toMatchObject({ plan: 'pro', interval: 'year', next_charge_amount: 190800 });
    const days = (b.subscription!.current_period_end! - b.subscription!.current_period_start!) / 86_400;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    expect(b.orders).toEqual([
      expect.objectContaining({ amount_total: 190800, currency: 'eur', description: 'Про план (годишно)' }),
    ]);

    await t.db.update(users).set({ freeGenerationsUsed: 50 }).where(eq(users.id, u.id));
    await runBillingClock(ctx());
    expect((await findAccount(t.db, u.id))!.user.freeGenerationsUsed).toBe(50);
    // A month and a day later: a new usage month, the yearly period unchanged.
    await shiftBillingPeriodBack(t.db, u.id, 32 * DAY);
    await runBillingClock(ctx());
    const a = (await findAccount(t.db, u.id))!;
    expect(a.user.freeGenerationsUsed).toBe(0);
    expect(a.subscription!.status).toBe('active');
    // A month later on the calendar: the same day, or the next month's last day (31 October → 30 November).
    const start = new Date(a.subscription!.currentPeriodStart!);
    const lastOfNext = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 2, 0)).getUTCDate();
    const monthStart = new Date(start);
    monthStart.setUTCDate(1);
    monthStart.setUTCMonth(start.getUTCMonth() + 1);
    monthStart.setUTCDate(Math.min(start.getUTCDate(), lastOfNext));
    expect(a.user.usagePeriodStart!.toISOString()).toBe(monthStart.toISOString());
    expect(await listOrders(t.db, u.id)).toHaveLength(1);
  });

  it('a price id of the yearly catalogue buys yearly', async () => {
    const u = await t.signUp();
    const res = await post(u.cookie, '/checkout', { price_id: 'price_test_starter_yearly' });
    const id = res.body.url!.split('/').pop()!;
    expect(await (await t.request(`/api/billing/test-checkout/${id}`, { cookie: u.cookie })).json()).toMatchObject({
      plan: 'starter',
      interval: 'year',
      amount: 94800,
    });
  });
});

describe('failed payments (test provider)', () => {
  it("a failed renewal is past_due with a grace period, then the plan stops with SPEC's refusal; paying restores it", async () => {
    const u = await subscriber('pro');
    const usage = async () => (await (await t.request('/api/usage', { cookie: u.cookie })).json()) as Usage;
    expect((await post(u.cookie, '/test-clock/fail-renewal')).status).toBe(200);
    let b = await billing(u.cookie);
    expect(b.subscription!.subscription_status).toBe('past_due');
    const graceDays = (b.subscription!.grace_ends_at! * 1000 - Date.now()) / DAY;
    expect(graceDays).toBeGreaterThan(2.9);
    expect(graceDays).toBeLessThanOrEqual(3);
    expect(b.orders.map((o) => o.payment_status).sort()).toEqual(['failed', 'paid']);
    expect(await usage()).toMatchObject({ canGenerate: true, subscriptionActive: true });

    // The grace period is over.
    await t.db
      .update(subscriptions)
      .set({ pastDueSince: new Date(Date.now() - 4 * DAY) })
      .where(eq(subscriptions.userId, u.id));
    expect(await usage()).toMatchObject({ canGenerate: false, reason: 'SUBSCRIPTION_INACTIVE' });
    // A plan change is refused while the payment is missing.
    expect(await post(u.cookie, '/change', { planId: 'starter', interval: 'month' })).toEqual({
      status: 409,
      body: { error: { code: 'SUBSCRIPTION_INACTIVE' } },
    });

    // The card is updated and the open invoice paid: the plan works again, with its фактура.
    expect((await post(u.cookie, '/test-portal/pay')).status).toBe(200);
    b = await billing(u.cookie);
    expect(b.subscription).toMatchObject({ subscription_status: 'active', grace_ends_at: null });
    expect(await usage()).toMatchObject({ canGenerate: true });
    expect(b.orders.every((o) => o.payment_status === 'paid' && /^\d{10}$/.test(o.invoice_number ?? ''))).toBe(true);
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, u.id))).toHaveLength(2);
  });
});
