import { eq } from 'drizzle-orm';
import { checkGeneration } from '@reklamo/core';
import { findAccount, listOutboxEmails, users } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK_INTERVAL_SEC: '0' });
});
afterAll(() => t.close());

const card = (card_number: string) => ({ card_number, expiry: '12/40', cvc: '123' });

async function checkout(cookie: string, planId = 'pro') {
  const res = await t.request('/api/billing/checkout', { method: 'POST', cookie, json: { planId } });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(/^http:\/\/localhost:3000\/test-checkout\/cs_test_/);
  return url.split('/').pop()!;
}

const entitlement = async (id: string) => {
  const a = (await findAccount(t.db, id))!;
  return checkGeneration({
    plan: a.user.subscriptionStatus,
    subscriptionStatus: a.subscription?.status ?? null,
    generationsUsed: a.user.freeGenerationsUsed,
    downloadsUsed: a.user.downloadsUsed,
  });
};

describe('test payments provider', () => {
  it('declines other cards, then 4242 makes the user Pro with a paid order and an e-mail; paying twice buys once', async () => {
    const u = await t.signUp();
    const id = await checkout(u.cookie);
    const session = await t.request(`/api/billing/test-checkout/${id}`, { cookie: u.cookie });
    expect(await session.json()).toMatchObject({
      plan: 'pro',
      amount: 19900,
      currency: 'eur',
      status: 'open',
      success_url: 'http://localhost:3000/success',
    });

    const declined = await t.request(`/api/billing/test-checkout/${id}/pay`, {
      method: 'POST',
      cookie: u.cookie,
      json: card('4000 0000 0000 0002'),
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ error: { code: 'CARD_DECLINED' } });
    expect((await findAccount(t.db, u.id))!.user.subscriptionStatus).toBe('trial');

    const other = await t.signUp();
    expect(
      (
        await t.request(`/api/billing/test-checkout/${id}/pay`, {
          method: 'POST',
          cookie: other.cookie,
          json: card('4242424242424242'),
        })
      ).status,
    ).toBe(404);

    const paid = await t.request(`/api/billing/test-checkout/${id}/pay`, {
      method: 'POST',
      cookie: u.cookie,
      json: card('4242 4242 4242 4242'),
    });
    expect(await paid.json()).toEqual({ url: 'http://localhost:3000/success' });
    await t.request(`/api/billing/test-checkout/${id}/pay`, {
      method: 'POST',
      cookie: u.cookie,
      json: card('4242 4242 4242 4242'),
    });

    const billing = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as {
      subscription: { current_period_end: number };
      orders: unknown[];
      account: { plan: string };
    };
    expect(billing.subscription).toMatchObject({
      plan: 'pro',
      subscription_status: 'active',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
    });
    const days = (billing.subscription.current_period_end * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(billing.orders).toEqual([
      expect.objectContaining({
        amount_total: 19900,
        currency: 'eur',
        payment_status: 'paid',
        description: 'Про план',
      }),
    ]);
    expect(billing.account.plan).toBe('pro');
    expect(
      (await listOutboxEmails(t.db, u.email.toLowerCase())).filter((m) =>
        m.subject.includes('Потвърждение за плащане'),
      ),
    ).toHaveLength(1);
    expect(await entitlement(u.id)).toEqual({ allowed: true });
  });

  it('cancel in the portal keeps Pro until the period ends, then no paid access; a renewal resets usage', async () => {
    const u = await t.signUp();
    await t.request(`/api/billing/test-checkout/${await checkout(u.cookie)}/pay`, {
      method: 'POST',
      cookie: u.cookie,
      json: card('4242424242424242'),
    });
    await t.db.update(users).set({ freeGenerationsUsed: 12 }).where(eq(users.id, u.id));

    // Not cancelled: the period end renews (new invoice, counters back to 0).
    expect(
      await (await t.request('/api/billing/test-clock/end-period', { method: 'POST', cookie: u.cookie })).json(),
    ).toEqual({ events: 2 });
    let a = (await findAccount(t.db, u.id))!;
    expect(a.user).toMatchObject({ subscriptionStatus: 'pro', freeGenerationsUsed: 0 });
    expect(a.subscription!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());

    expect((await t.request('/api/billing/portal', { method: 'POST', cookie: u.cookie })).status).toBe(200);
    expect((await t.request('/api/billing/test-portal/cancel', { method: 'POST', cookie: u.cookie })).status).toBe(200);
    a = (await findAccount(t.db, u.id))!;
    expect(a.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await entitlement(u.id)).toEqual({ allowed: true });

    await t.request('/api/billing/test-clock/end-period', { method: 'POST', cookie: u.cookie });
    a = (await findAccount(t.db, u.id))!;
    expect(a.user).toMatchObject({ subscriptionStatus: 'trial', freeGenerationsUsed: 1, freeGenerationsLimit: 1 });
    expect(a.subscription!.status).toBe('canceled');
    expect(await entitlement(u.id)).toMatchObject({ allowed: false, code: 'GENERATION_LIMIT_REACHED' });
    const me = (await (await t.request('/api/billing/subscription', { cookie: u.cookie })).json()) as {
      subscription: { subscription_status: string };
    };
    expect(me.subscription.subscription_status).toBe('canceled');
  });

  it('cancelNow ends a test subscription at once (account deletion)', async () => {
    const u = await t.signUp();
    await t.request(`/api/billing/test-checkout/${await checkout(u.cookie, 'starter')}/pay`, {
      method: 'POST',
      cookie: u.cookie,
      json: card('4242424242424242'),
    });
    expect((await findAccount(t.db, u.id))!.user).toMatchObject({
      subscriptionStatus: 'starter',
      freeGenerationsLimit: 10,
    });
    await t.deps.payments.cancelNow(u.id);
    expect((await findAccount(t.db, u.id))!.user.subscriptionStatus).toBe('trial');
  });

  it('has no webhook endpoint without Stripe', async () => {
    expect((await t.app.request('/api/billing/webhook', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
