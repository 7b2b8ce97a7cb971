import { eq } from 'drizzle-orm';
import { findAccount, invoices, listOrders, users } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { startServices, type Services } from '../bootstrap.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Two API processes on one database (as behind a load balancer): each is its own app with its own
 * services, connection pool and in-process queues; only Postgres is shared.
 */
let t: TestApp;
let second: Services;
let secondApp: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK_INTERVAL_SEC: '0' });
  second = await startServices(t.config, { worker: false, billingClock: false });
  secondApp = createApp(second.deps);
});
afterAll(async () => {
  await second?.stop();
  await t?.close();
});

const card = { card_number: '4242424242424242', expiry: '12/40', cvc: '123' };
/** A request to API process 1 or 2, as the browser at PUBLIC_URL sends it. */
const on = async (n: 0 | 1, p: string, init: { method?: string; cookie: string; json?: unknown }): Promise<Response> =>
  (n === 0 ? t.app : secondApp).request(p, {
    method: init.method ?? 'GET',
    headers: {
      Origin: t.config.publicUrl,
      Cookie: init.cookie,
      ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
async function buy(n: 0 | 1, cookie: string, planId: 'starter' | 'pro') {
  const { url } = (await (
    await on(n, '/api/billing/checkout', { method: 'POST', cookie, json: { planId } })
  ).json()) as { url: string };
  return on(n, `/api/billing/test-checkout/${url.split('/').pop()}/pay`, { method: 'POST', cookie, json: card });
}

describe('two API processes on one database', () => {
  it('ten parallel upgrades split across both processes charge once', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await t.signUp();
      expect((await buy(0, u.cookie, 'starter')).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          on((i % 2) as 0 | 1, '/api/billing/change', {
            method: 'POST',
            cookie: u.cookie,
            json: { planId: 'pro', interval: 'month' },
          }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      // One change; the other nine see the plan already changed.
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      const orders = await listOrders(t.db, u.id);
      expect(orders).toHaveLength(2);
      expect((await findAccount(t.db, u.id))!.subscription!.planId).toBe('pro');
    }
  });

  it('payments on both processes at once get consecutive фактура numbers, no gap and no repeat', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => t.signUp()));
    const statuses = await Promise.all(
      buyers.map((b, i) => buy((i % 2) as 0 | 1, b.cookie, i % 3 ? 'pro' : 'starter').then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(8).fill(200));
    const numbers = (await t.db.select({ n: invoices.number }).from(invoices)).map((r) => r.n).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const ids = buyers.map((b) => b.id);
    const theirs = (await t.db.select({ userId: invoices.userId, currency: invoices.currency }).from(invoices)).filter(
      (r) => ids.includes(r.userId),
    );
    expect(theirs).toHaveLength(8);
    expect(new Set(theirs.map((r) => r.currency))).toEqual(new Set(['eur']));
    expect((await t.db.select().from(users).where(eq(users.id, buyers[0]!.id)))[0]!.subscriptionStatus).not.toBe(
      'trial',
    );
  });
});
