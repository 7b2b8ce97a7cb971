import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { PlanChangePreview } from '@reklamo/contract';
import { checkGeneration } from '@reklamo/core';
import { findAccount, invoices, listOutboxEmails, orders, paymentEvents, subscriptions, users } from '@reklamo/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as ordersCli from '../cli/orders.ts';
import { runBillingClock } from './handle-event.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
// The account already has Pro's monthly `eur` price under its lookup key; the provider creates the
// other three (and Starter's product) at the first checkout. Starter yearly is configured by id.
const PRICE_PRO = 'price_pro_at_stripe';
const PRICE_STARTER = 'price_new_reklamo_starter_monthly_eur';
const PRICE_PRO_YEARLY = 'price_new_reklamo_pro_yearly_eur';
const PRICE_STARTER_YEARLY = 'price_starter_yearly_cfg';
/** Prices at the fake Stripe by lookup key, and products by id. */
const pricesAtStripe = new Map<
  string,
  {
    id: string;
    lookup_key: string;
    currency: string;
    unit_amount: number;
    recurring: { interval: string };
    product: string;
  }
>([
  [
    'reklamo_pro_monthly_eur',
    {
      id: PRICE_PRO,
      lookup_key: 'reklamo_pro_monthly_eur',
      currency: 'eur',
      unit_amount: 19900,
      recurring: { interval: 'month' },
      product: 'prod_reklamo_pro',
    },
  ],
  // An old yearly price under the key (a price since changed): replaced, its key transferred.
  [
    'reklamo_pro_yearly_eur',
    {
      id: 'price_pro_yearly_old',
      lookup_key: 'reklamo_pro_yearly_eur',
      currency: 'eur',
      unit_amount: 195700,
      recurring: { interval: 'year' },
      product: 'prod_reklamo_pro',
    },
  ],
]);
const productsAtStripe = new Set<string>(['prod_reklamo_pro']);

/** A stand-in for api.stripe.com: records what the SDK sends and answers like Stripe. */
type Call = {
  method: string;
  path: string;
  form: URLSearchParams;
  query: URLSearchParams;
  idempotencyKey: string | undefined;
};
const calls: Call[] = [];
const subscriptionsAtStripe = new Map<string, Record<string, unknown>>();
/** The parts of a stored subscription that the stand-in changes. */
type FakeSubscription = {
  items: { data: { price: { id: string }; current_period_start: number; current_period_end: number }[] };
  cancel_at_period_end?: boolean;
  metadata?: Record<string, unknown>;
  schedule?: string | null;
};
let stripeServer: http.Server;
let customerSeq = 0;
let t: TestApp;
const stripe = new Stripe('sk_test_x');
const now = Math.floor(Date.now() / 1000);
const DAY = 86_400;

beforeAll(async () => {
  stripeServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const form = new URLSearchParams(body);
      const key = req.headers['idempotency-key'];
      calls.push({
        method: req.method!,
        path: url.pathname,
        form,
        query: url.searchParams,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_1' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && url.pathname === '/v1/customers')
        return send(200, { id: `cus_${++customerSeq}`, object: 'customer' });
      if (req.method === 'GET' && url.pathname === '/v1/prices') {
        const keys = [...url.searchParams.entries()].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
        return send(200, {
          object: 'list',
          has_more: false,
          data: keys.flatMap((k) =>
            pricesAtStripe.has(k) ? [{ object: 'price', active: true, ...pricesAtStripe.get(k) }] : [],
          ),
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/prices') {
        const price = {
          id: `price_new_${form.get('lookup_key')}`,
          lookup_key: form.get('lookup_key')!,
          currency: form.get('currency')!,
          unit_amount: Number(form.get('unit_amount')),
          recurring: { interval: form.get('recurring[interval]')! },
          product: form.get('product')!,
        };
        pricesAtStripe.set(price.lookup_key, price);
        return send(200, { object: 'price', active: true, ...price });
      }
      const product = /^\/v1\/products\/(\w+)$/.exec(url.pathname);
      if (product && req.method === 'GET')
        return productsAtStripe.has(product[1]!)
          ? send(200, { id: product[1], object: 'product' })
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      if (req.method === 'POST' && url.pathname === '/v1/products') {
        productsAtStripe.add(form.get('id')!);
        return send(200, { id: form.get('id'), object: 'product', name: form.get('name') });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions')
        return send(200, { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_1' });
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions')
        return send(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.com/p/session/bps_1',
        });
      if (req.method === 'POST' && url.pathname === '/v1/subscriptions') {
        // A new subscription (the euro successor): trialing until trial_end, at the given price.
        const id = `sub_succ_${calls.length}`;
        const start = Math.floor(Date.now() / 1000);
        const metadata = Object.fromEntries(
          [...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
        );
        const created = {
          id,
          object: 'subscription',
          customer: form.get('customer'),
          status: 'trialing',
          cancel_at_period_end: false,
          cancel_at: null,
          schedule: null,
          metadata,
          default_payment_method: form.get('default_payment_method')
            ? {
                id: form.get('default_payment_method'),
                object: 'payment_method',
                card: { brand: 'visa', last4: '4242' },
              }
            : null,
          items: {
            object: 'list',
            data: [
              {
                id: 'si_succ',
                price: { id: form.get('items[0][price]'), currency: 'eur' },
                current_period_start: start,
                current_period_end: Number(form.get('trial_end')),
              },
            ],
          },
        };
        subscriptionsAtStripe.set(id, created);
        return send(200, created);
      }
      const sub = /^\/v1\/subscriptions\/(\w+)$/.exec(url.pathname);
      if (sub && req.method === 'GET') {
        const s = subscriptionsAtStripe.get(sub[1]!);
        return s ? send(200, s) : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      if (sub && req.method === 'DELETE')
        return send(200, { ...subscriptionsAtStripe.get(sub[1]!), status: 'canceled' });
      if (sub && req.method === 'POST') {
        const s = subscriptionsAtStripe.get(sub[1]!) as FakeSubscription | undefined;
        if (!s) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        const price = form.get('items[0][price]');
        if (price) s.items.data[0].price = { id: price };
        // A new billing cycle from now, as Stripe starts it.
        if (form.get('billing_cycle_anchor') === 'now') {
          const start = Math.floor(Date.now() / 1000);
          s.items.data[0].current_period_start = start;
          s.items.data[0].current_period_end = start + (/yearly/.test(price ?? '') ? 365 : 30) * DAY;
        }
        if (form.has('cancel_at_period_end')) s.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        if (form.has('metadata[planId]')) s.metadata = { ...s.metadata, planId: form.get('metadata[planId]') };
        return send(200, s);
      }
      if (req.method === 'POST' && url.pathname === '/v1/subscription_schedules') {
        const id = `sub_sched_${calls.length}`;
        const s = subscriptionsAtStripe.get(form.get('from_subscription')!) as FakeSubscription | undefined;
        if (s) s.schedule = id;
        return send(200, {
          id,
          object: 'subscription_schedule',
          subscription: form.get('from_subscription'),
          phases: [{ start_date: now, end_date: now + 30 * DAY }],
        });
      }
      const schedule = /^\/v1\/subscription_schedules\/(\w+)(\/release)?$/.exec(url.pathname);
      if (schedule && req.method === 'POST') {
        if (schedule[2])
          for (const s of subscriptionsAtStripe.values() as MapIterator<FakeSubscription>)
            if (s.schedule === schedule[1]) s.schedule = null;
        return send(200, {
          id: schedule[1],
          object: 'subscription_schedule',
          status: schedule[2] ? 'released' : 'active',
          phases: [],
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const invoice = url.searchParams.get('invoice');
        return send(200, {
          object: 'list',
          has_more: false,
          data: [
            {
              id: `inpay_${invoice}`,
              object: 'invoice_payment',
              invoice,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: `pi_${invoice}` },
            },
          ],
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds')
        return send(200, {
          id: `re_${calls.length}`,
          object: 'refund',
          amount: Number(form.get('amount') ?? 0),
          status: 'succeeded',
          payment_intent: form.get('payment_intent'),
        });
      if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions')
        return send(200, {
          object: 'list',
          has_more: false,
          data: [{ id: 'cs_other_open', object: 'checkout.session', status: 'open' }],
        });
      const expire = /^\/v1\/checkout\/sessions\/(\w+)\/expire$/.exec(url.pathname);
      if (expire && req.method === 'POST')
        return send(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
      send(404, { error: { type: 'invalid_request_error', message: `no route ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((r) => stripeServer.listen(0, '127.0.0.1', r));
  const { port } = stripeServer.address() as AddressInfo;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER_YEARLY: PRICE_STARTER_YEARLY,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    BILLING_CLOCK_INTERVAL_SEC: '0',
  });
});
afterAll(async () => {
  await t?.close();
  stripeServer?.close();
});
beforeEach(() => {
  calls.length = 0;
});

function subscriptionObject(id: string, userId: string, over: Record<string, unknown> = {}) {
  return {
    id,
    object: 'subscription',
    customer: `cus_of_${userId}`,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    schedule: null,
    latest_invoice: `in_latest_${id}`,
    metadata: { userId, planId: 'pro' },
    default_payment_method: { id: 'pm_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
    items: {
      object: 'list',
      data: [{ id: 'si_1', price: { id: PRICE_PRO }, current_period_start: now, current_period_end: now + 30 * DAY }],
    },
    ...over,
  };
}

let evtSeq = 0;
function event(type: string, object: unknown, id = `evt_${Date.now()}_${evtSeq++}`) {
  return { id, object: 'event', type, created: now, api_version: '2025-08-27.basil', data: { object } };
}

async function postWebhook(payload: string, signature?: string) {
  const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.request('/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'Stripe-Signature': header, 'Content-Type': 'application/json' },
  });
}

function invoiceObject(
  id: string,
  userId: string,
  subId: string,
  periodStart: number,
  over: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'invoice',
    customer: `cus_of_${userId}`,
    amount_paid: 19900,
    amount_due: 19900,
    currency: 'eur',
    created: periodStart,
    hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
    invoice_pdf: null,
    status_transitions: { paid_at: periodStart },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subId, metadata: { userId, planId: 'pro' } },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_1',
          description: '1 × Pro',
          period: { start: periodStart, end: periodStart + 30 * DAY },
          pricing: { type: 'price_details', price_details: { price: PRICE_PRO, product: 'prod_1' } },
        },
      ],
    },
    ...over,
  };
}

/** Signs up and completes a Stripe checkout for Pro through the webhook. */
async function proUser(subId: string, over: Record<string, unknown> = {}) {
  const u = await t.signUp();
  subscriptionsAtStripe.set(subId, subscriptionObject(subId, u.id, over));
  const session = {
    id: `cs_${subId}`,
    object: 'checkout.session',
    mode: 'subscription',
    subscription: subId,
    customer: `cus_of_${u.id}`,
    client_reference_id: u.id,
    metadata: { userId: u.id, planId: 'pro' },
  };
  const res = await postWebhook(JSON.stringify(event('checkout.session.completed', session)));
  expect(res.status).toBe(200);
  return u;
}

describe('Stripe checkout', () => {
  it('creates a subscription-mode session with the configured price, return URLs and one reused customer', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/billing/checkout', { method: 'POST', cookie: u.cookie, json: { planId: 'pro' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_1' });
    const customer = calls.find((c) => c.path === '/v1/customers')!;
    expect(customer.form.get('email')).toBe(u.email.toLowerCase());
    const session = calls.find((c) => c.path === '/v1/checkout/sessions')!.form;
    expect(session.get('mode')).toBe('subscription');
    expect(session.get('line_items[0][price]')).toBe(PRICE_PRO);
    expect(session.get('success_url')).toBe('http://localhost:3000/success');
    expect(session.get('cancel_url')).toBe('http://localhost:3000/dashboard');
    expect(session.get('customer')).toMatch(/^cus_/);
    expect(session.get('client_reference_id')).toBe(u.id);
    expect(session.get('metadata[planId]')).toBe('pro');
    // Prices are `eur` and found by lookup key (never a hard-coded id); the missing ones are created
    // once, tax-inclusive, each with its own idempotency key. Starter yearly is configured by id.
    const lookup = calls.find((c) => c.method === 'GET' && c.path === '/v1/prices')!;
    expect(
      [...lookup.query.entries()]
        .filter(([k]) => k.startsWith('lookup_keys'))
        .map(([, v]) => v)
        .sort(),
    ).toEqual(['reklamo_pro_monthly_eur', 'reklamo_pro_yearly_eur', 'reklamo_starter_monthly_eur']);
    const created = calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices');
    expect(
      created
        .map((c) => [
          c.form.get('lookup_key'),
          c.form.get('currency'),
          c.form.get('unit_amount'),
          c.form.get('recurring[interval]'),
          c.form.get('product'),
          c.form.get('tax_behavior'),
          c.form.get('transfer_lookup_key'),
        ])
        .sort(),
    ).toEqual([
      ['reklamo_pro_yearly_eur', 'eur', '190800', 'year', 'prod_reklamo_pro', 'inclusive', 'true'],
      ['reklamo_starter_monthly_eur', 'eur', '9900', 'month', 'prod_reklamo_starter', 'inclusive', 'true'],
    ]);
    expect(created.map((c) => c.idempotencyKey).sort()).toEqual([
      'price-reklamo_pro_yearly_eur-190800',
      'price-reklamo_starter_monthly_eur-9900',
    ]);
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/v1/products').map((c) => c.form.get('id'))).toEqual([
      'prod_reklamo_starter',
    ]);

    calls.length = 0;
    // A price named by its lookup key; the prices are not looked up again.
    const again = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: u.cookie,
      json: { price_id: 'reklamo_starter_monthly_eur', success_url: 'http://localhost:3000/success?x=1' },
    });
    expect(again.status).toBe(200);
    expect(calls.some((c) => c.path === '/v1/customers' || c.path === '/v1/prices')).toBe(false);
    const second = calls.find((c) => c.path === '/v1/checkout/sessions')!.form;
    expect(second.get('customer')).toBe(session.get('customer'));
    expect(second.get('line_items[0][price]')).toBe(PRICE_STARTER);
    expect(second.get('success_url')).toBe('http://localhost:3000/success?x=1');
  });

  it('refuses foreign return URLs, unknown prices and signed-out users', async () => {
    const u = await t.signUp();
    const bad = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: u.cookie,
      json: { planId: 'pro', success_url: 'https://evil.example/steal' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'INVALID_RETURN_URL' } });
    const price = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: u.cookie,
      json: { price_id: 'price_unknown' },
    });
    expect(((await price.json()) as { error: { code: string } }).error.code).toBe('PLAN_NOT_PURCHASABLE');
    expect((await t.request('/api/billing/checkout', { method: 'POST', json: { planId: 'pro' } })).status).toBe(401);
    expect(calls.filter((c) => c.path === '/v1/checkout/sessions')).toHaveLength(0);
  });
});

describe('Stripe webhook', () => {
  it('activates Pro from a signed checkout.session.completed, with the card, and e-mails the paid invoice', async () => {
    const u = await proUser('sub_pro1');
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ subscriptionStatus: 'pro', freeGenerationsLimit: 50, freeGenerationsUsed: 0 });
    const billing = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as {
      subscription: Record<string, unknown>;
    };
    expect(billing.subscription).toMatchObject({
      plan: 'pro',
      subscription_status: 'active',
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
      current_period_end: now + 30 * DAY,
    });

    const inv = JSON.stringify(event('invoice.paid', invoiceObject('in_1', u.id, 'sub_pro1', now)));
    expect((await postWebhook(inv)).status).toBe(200);
    // Stripe also sends invoice.payment_succeeded for the same invoice: one order, one e-mail.
    expect(
      (
        await postWebhook(
          JSON.stringify(event('invoice.payment_succeeded', invoiceObject('in_1', u.id, 'sub_pro1', now))),
        )
      ).status,
    ).toBe(200);
    const list = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as {
      orders: Array<Record<string, unknown>>;
    };
    expect(list.orders).toEqual([
      expect.objectContaining({
        amount_total: 19900,
        currency: 'eur',
        payment_status: 'paid',
        invoice_url: expect.stringMatching(/^\/api\/billing\/invoices\/.+\/pdf$/),
        invoice_number: expect.stringMatching(/^\d{10}$/),
        description: 'Про план',
      }),
    ]);
    const mails = await listOutboxEmails(t.db, u.email.toLowerCase());
    expect(mails.filter((m) => m.subject.includes('Потвърждение за плащане'))).toHaveLength(1);
  });

  it('answers an invalid signature with 400 and changes nothing', async () => {
    const u = await t.signUp();
    subscriptionsAtStripe.set('sub_forged', subscriptionObject('sub_forged', u.id));
    const payload = JSON.stringify(event('customer.subscription.updated', subscriptionObject('sub_forged', u.id)));
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await postWebhook(payload, forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'INVALID_SIGNATURE' } });
    expect((await postWebhook(payload, 'garbage')).status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.subscriptionStatus).toBe('trial');
    expect(await t.db.select().from(paymentEvents)).not.toContainEqual(
      expect.objectContaining({ type: 'subscription.updated' }),
    );
  });

  it('ignores a replayed event', async () => {
    const u = await proUser('sub_replay');
    const inv = event('invoice.paid', invoiceObject('in_replay', u.id, 'sub_replay', now));
    expect((await postWebhook(JSON.stringify(inv))).status).toBe(200);
    await t.db.update(users).set({ freeGenerationsUsed: 7 }).where(eq(users.id, u.id));
    await t.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.providerInvoiceId, 'in_replay'));
    // The very same event again (Stripe retries): nothing changes.
    expect((await postWebhook(JSON.stringify(inv))).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.freeGenerationsUsed).toBe(7);
    const [order] = await t.db.select().from(orders).where(eq(orders.providerInvoiceId, 'in_replay'));
    expect(order!.paymentStatus).toBe('refunded');
  });

  it('returns to no paid access when the subscription is deleted', async () => {
    const u = await proUser('sub_del');
    const res = await postWebhook(
      JSON.stringify(
        event('customer.subscription.deleted', subscriptionObject('sub_del', u.id, { status: 'canceled' })),
      ),
    );
    expect(res.status).toBe(200);
    const account = (await findAccount(t.db, u.id))!;
    expect(account.user).toMatchObject({
      subscriptionStatus: 'trial',
      freeGenerationsLimit: 1,
      freeGenerationsUsed: 1,
    });
    expect(account.subscription!.status).toBe('canceled');
    expect(
      checkGeneration({
        plan: account.user.subscriptionStatus,
        subscriptionStatus: account.subscription!.status,
        generationsUsed: account.user.freeGenerationsUsed,
        downloadsUsed: 0,
      }),
    ).toMatchObject({ allowed: false });
  });

  it('opens the Customer Portal for a subscriber and cancels at Stripe when asked to cancel now', async () => {
    const u = await proUser('sub_portal');
    const res = await t.request('/api/billing/portal', { method: 'POST', cookie: u.cookie });
    expect(await res.json()).toEqual({ url: 'https://billing.stripe.com/p/session/bps_1' });
    expect(calls.find((c) => c.path === '/v1/billing_portal/sessions')!.form.get('customer')).toBe(`cus_of_${u.id}`);
    await t.deps.payments.cancelNow(u.id);
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_portal')).toBe(true);
    expect((await findAccount(t.db, u.id))!.user.subscriptionStatus).toBe('trial');
  });
});

describe('entitlements follow the subscription', () => {
  const account = async (id: string) => {
    const a = (await findAccount(t.db, id))!;
    return {
      plan: a.user.subscriptionStatus,
      subscriptionStatus: a.subscription?.status ?? null,
      generationsUsed: a.user.freeGenerationsUsed,
      downloadsUsed: a.user.downloadsUsed,
    };
  };

  it.each(['past_due', 'unpaid'] as const)('refuses a %s Pro user', async (status) => {
    const u = await proUser(`sub_${status}`);
    expect(checkGeneration(await account(u.id))).toEqual({ allowed: true });
    const res = await postWebhook(
      JSON.stringify(event('customer.subscription.updated', subscriptionObject(`sub_${status}`, u.id, { status }))),
    );
    expect(res.status).toBe(200);
    expect(await account(u.id)).toMatchObject({ plan: 'pro', subscriptionStatus: status });
    expect(checkGeneration(await account(u.id))).toEqual({ allowed: false, code: 'SUBSCRIPTION_INACTIVE' });
  });

  it('marks a failed renewal past_due, and a later payment restores access', async () => {
    const u = await proUser('sub_fail');
    await postWebhook(
      JSON.stringify(event('invoice.payment_failed', invoiceObject('in_fail', u.id, 'sub_fail', now + 30 * DAY))),
    );
    expect(checkGeneration(await account(u.id))).toEqual({ allowed: false, code: 'SUBSCRIPTION_INACTIVE' });
    await postWebhook(
      JSON.stringify(event('invoice.paid', invoiceObject('in_fail', u.id, 'sub_fail', now + 30 * DAY))),
    );
    expect(checkGeneration(await account(u.id))).toEqual({ allowed: true });
  });

  it('resets the monthly counters when an invoice pays a new period, not for the same period', async () => {
    const u = await proUser('sub_month');
    await postWebhook(JSON.stringify(event('invoice.paid', invoiceObject('in_m1', u.id, 'sub_month', now))));
    await t.db.update(users).set({ freeGenerationsUsed: 50, downloadsUsed: 20 }).where(eq(users.id, u.id));
    expect(checkGeneration(await account(u.id))).toEqual({
      allowed: false,
      code: 'GENERATION_LIMIT_REACHED',
      limit: 50,
    });
    // A second invoice for the same period (e.g. a proration) resets nothing.
    await postWebhook(JSON.stringify(event('invoice.paid', invoiceObject('in_m1b', u.id, 'sub_month', now))));
    expect((await account(u.id)).generationsUsed).toBe(50);
    await postWebhook(JSON.stringify(event('invoice.paid', invoiceObject('in_m2', u.id, 'sub_month', now + 30 * DAY))));
    expect(await account(u.id)).toMatchObject({ generationsUsed: 0, downloadsUsed: 0 });
    expect(checkGeneration(await account(u.id))).toEqual({ allowed: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.usagePeriodStart!.getTime()).toBe((now + 30 * DAY) * 1000);
  });
});

describe('Stripe plan changes, cancel and resume, yearly, duplicates', () => {
  const post = async (cookie: string, path: string, json: unknown = {}) => {
    const res = await t.request(`/api/billing${path}`, { method: 'POST', cookie, json });
    return { status: res.status, body: (await res.json()) as Partial<PlanChangePreview> & { amount: number } };
  };
  const items = (price: string, start = now, end = now + 30 * DAY) => ({
    object: 'list',
    data: [{ id: 'si_1', price: { id: price }, current_period_start: start, current_period_end: end }],
  });

  it('upgrades Starter to Pro through a subscription update that starts a new period, less the unused Starter time (decision 114)', async () => {
    // A third of the period left.
    const u = await proUser('sub_up', {
      metadata: { planId: 'starter' },
      items: items(PRICE_STARTER, now - 20 * DAY, now + 10 * DAY),
    });
    expect((await findAccount(t.db, u.id))!.user.subscriptionStatus).toBe('starter');
    await t.db.update(users).set({ freeGenerationsUsed: 3 }).where(eq(users.id, u.id));
    const preview = await post(u.cookie, '/change/preview', { planId: 'pro' });
    expect(preview.body).toMatchObject({
      kind: 'upgrade',
      plan: 'pro',
      interval: 'month',
      currency: 'eur',
      starts_new_period: true,
    });
    // 199 € less a third of 99 €.
    expect(Math.abs(preview.body.amount - 16600)).toBeLessThanOrEqual(2);

    calls.length = 0;
    const change = await post(u.cookie, '/change', { planId: 'pro', interval: 'month' });
    expect(change.status).toBe(200);
    const update = calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_up')!;
    expect(update.form.get('items[0][price]')).toBe(PRICE_PRO);
    expect(update.form.get('items[0][id]')).toBe('si_1');
    expect(update.form.get('proration_behavior')).toBe('always_invoice');
    expect(update.form.get('payment_behavior')).toBe('error_if_incomplete');
    expect(Number(update.form.get('proration_date'))).toBeGreaterThanOrEqual(now);
    expect(update.form.get('billing_cycle_anchor')).toBe('now');
    expect(update.idempotencyKey).toMatch(/^change-sub_up-pro-month-/);
    // A Pro month paid in full: Pro's quota from zero.
    expect((await findAccount(t.db, u.id))!.user).toMatchObject({
      subscriptionStatus: 'pro',
      freeGenerationsLimit: 50,
      freeGenerationsUsed: 0,
    });

    // Stripe charges the new period less the unused Starter time, in euro cents.
    await t.db.update(users).set({ freeGenerationsUsed: 3 }).where(eq(users.id, u.id));
    const proration = invoiceObject('in_prorate', u.id, 'sub_up', now, {
      amount_paid: 16600,
      lines: {
        object: 'list',
        data: [
          {
            id: 'il_p',
            period: { start: now, end: now + 30 * DAY },
            pricing: { type: 'price_details', price_details: { price: PRICE_PRO } },
          },
        ],
      },
    });
    expect((await postWebhook(JSON.stringify(event('invoice.paid', proration)))).status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.providerInvoiceId, 'in_prorate'));
    expect(order).toMatchObject({ amountTotal: 16600, currency: 'eur', paymentStatus: 'paid' });
  });

  it('schedules a downgrade with a subscription schedule, releases it on "Отменете промяната", and applies it when Stripe moves to the next phase', async () => {
    const u = await proUser('sub_down');
    calls.length = 0;
    const down = await post(u.cookie, '/change', { planId: 'starter', interval: 'month' });
    expect(down.body).toMatchObject({
      kind: 'downgrade',
      amount: 0,
      effective_at: new Date((now + 30 * DAY) * 1000).toISOString(),
    });
    expect(calls.find((c) => c.path === '/v1/subscription_schedules')!.form.get('from_subscription')).toBe('sub_down');
    const phases = calls.find((c) => /^\/v1\/subscription_schedules\/sub_sched_\d+$/.test(c.path))!.form;
    expect(phases.get('phases[0][items][0][price]')).toBe(PRICE_PRO);
    expect(phases.get('phases[0][end_date]')).toBe(String(now + 30 * DAY));
    expect(phases.get('phases[1][items][0][price]')).toBe(PRICE_STARTER);
    expect(phases.get('end_behavior')).toBe('release');
    let sub = (await findAccount(t.db, u.id))!.subscription!;
    expect(sub).toMatchObject({
      planId: 'pro',
      scheduledPlanId: 'starter',
      scheduledInterval: 'month',
      providerScheduleId: expect.stringMatching(/^sub_sched_/),
    });
    expect((await post(u.cookie, '/change', { planId: 'starter', interval: 'year' })).body).toEqual({
      error: { code: 'CHANGE_PENDING' },
    });

    // A webhook about the subscription while the schedule is attached keeps the scheduled change.
    await postWebhook(JSON.stringify(event('customer.subscription.updated', subscriptionsAtStripe.get('sub_down'))));
    expect((await findAccount(t.db, u.id))!.subscription!.scheduledPlanId).toBe('starter');

    calls.length = 0;
    expect((await post(u.cookie, '/change/cancel')).status).toBe(200);
    expect(calls.some((c) => c.path === `/v1/subscription_schedules/${sub.providerScheduleId}/release`)).toBe(true);
    expect((await findAccount(t.db, u.id))!.subscription!.scheduledPlanId).toBeNull();

    await post(u.cookie, '/change', { planId: 'starter', interval: 'month' });
    // The period ends: Stripe's schedule switches the price and releases the subscription.
    const next = subscriptionObject('sub_down', u.id, {
      schedule: null,
      metadata: { userId: u.id, planId: 'starter' },
      items: items(PRICE_STARTER, now + 30 * DAY, now + 60 * DAY),
    });
    await postWebhook(JSON.stringify(event('customer.subscription.updated', next)));
    sub = (await findAccount(t.db, u.id))!.subscription!;
    expect(sub).toMatchObject({ planId: 'starter', scheduledPlanId: null });
    expect((await findAccount(t.db, u.id))!.user).toMatchObject({
      subscriptionStatus: 'starter',
      freeGenerationsLimit: 10,
    });
  });

  it('cancels at period end and resumes through subscription updates', async () => {
    const u = await proUser('sub_cancel');
    calls.length = 0;
    expect((await post(u.cookie, '/cancel')).status).toBe(200);
    expect(
      calls
        .find((c) => c.path === '/v1/subscriptions/sub_cancel' && c.method === 'POST')!
        .form.get('cancel_at_period_end'),
    ).toBe('true');
    const billing = async () =>
      (
        (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as {
          subscription: Record<string, unknown>;
        }
      ).subscription;
    expect(await billing()).toMatchObject({
      cancel_at_period_end: true,
      subscription_status: 'active',
      next_charge_amount: null,
    });
    expect((await findAccount(t.db, u.id))!.user.subscriptionStatus).toBe('pro');
    expect((await post(u.cookie, '/resume')).status).toBe(200);
    expect(
      calls
        .filter((c) => c.path === '/v1/subscriptions/sub_cancel' && c.method === 'POST')
        .at(-1)!
        .form.get('cancel_at_period_end'),
    ).toBe('false');
    expect(await billing()).toMatchObject({ cancel_at_period_end: false, next_charge_amount: 19900 });
  });

  it('buys a yearly plan with the yearly price id', async () => {
    const u = await t.signUp();
    calls.length = 0;
    expect((await post(u.cookie, '/checkout', { planId: 'pro', interval: 'year' })).status).toBe(200);
    const session = calls.find((c) => c.path === '/v1/checkout/sessions')!.form;
    expect(session.get('line_items[0][price]')).toBe(PRICE_PRO_YEARLY);
    expect(session.get('metadata[interval]')).toBe('year');
    const y = await proUser('sub_year', { items: items(PRICE_PRO_YEARLY, now, now + 365 * DAY) });
    expect((await findAccount(t.db, y.id))!.subscription).toMatchObject({ planId: 'pro', interval: 'year' });
  });

  it('refuses a second checkout, expires the other open pages, and refunds a duplicate subscription paid anyway', async () => {
    const u = await proUser('sub_first');
    calls.length = 0;
    expect(await post(u.cookie, '/checkout', { planId: 'starter' })).toEqual({
      status: 409,
      body: { error: { code: 'ALREADY_SUBSCRIBED' } },
    });
    expect(calls.some((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST')).toBe(false);

    // A second page opened before the first payment is paid anyway: Stripe made a second subscription.
    subscriptionsAtStripe.set(
      'sub_second',
      subscriptionObject('sub_second', u.id, {
        metadata: { userId: u.id, planId: 'starter' },
        items: items(PRICE_STARTER),
      }),
    );
    const created = await postWebhook(
      JSON.stringify(event('customer.subscription.created', subscriptionsAtStripe.get('sub_second'))),
    );
    expect(created.status).toBe(200);
    const session = {
      id: 'cs_second',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: 'sub_second',
      customer: `cus_of_${u.id}`,
      client_reference_id: u.id,
      metadata: { userId: u.id, planId: 'starter' },
    };
    expect((await postWebhook(JSON.stringify(event('checkout.session.completed', session)))).status).toBe(200);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions/cs_other_open/expire')).toBe(
      true,
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_second')).toBe(true);
    const refund = calls.find((c) => c.path === '/v1/refunds')!;
    expect(refund.form.get('payment_intent')).toBe('pi_in_latest_sub_second');
    expect(calls.find((c) => c.path === '/v1/invoice_payments')!.query.get('invoice')).toBe('in_latest_sub_second');
    const a = (await findAccount(t.db, u.id))!;
    expect(a.subscription).toMatchObject({ providerSubscriptionId: 'sub_first', planId: 'pro' });
    expect(a.user.subscriptionStatus).toBe('pro');

    // Its invoice arrives afterwards: shown as refunded, refunded at Stripe once (same idempotency key).
    const dupInvoice = invoiceObject('in_latest_sub_second', u.id, 'sub_second', now, { amount_paid: 9900 });
    expect((await postWebhook(JSON.stringify(event('invoice.paid', dupInvoice)))).status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.providerInvoiceId, 'in_latest_sub_second'));
    expect(order).toMatchObject({ paymentStatus: 'refunded', amountRefunded: 9900 });
    const refunds = calls.filter((c) => c.path === '/v1/refunds');
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(
      (await listOutboxEmails(t.db, u.email.toLowerCase())).filter((m) => m.subject.includes('Стартер')),
    ).toHaveLength(0);
  });

  it('takes events out of order: the paid invoice before the checkout, a late "incomplete" after activation', async () => {
    const u = await t.signUp();
    subscriptionsAtStripe.set('sub_ooo', subscriptionObject('sub_ooo', u.id));
    // Stripe sent invoice.paid first: the order and its фактура are recorded, the plan waits for the subscription.
    expect(
      (await postWebhook(JSON.stringify(event('invoice.paid', invoiceObject('in_ooo', u.id, 'sub_ooo', now))))).status,
    ).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.providerInvoiceId, 'in_ooo'));
    expect(order!.paymentStatus).toBe('paid');
    const session = {
      id: 'cs_ooo',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: 'sub_ooo',
      customer: `cus_of_${u.id}`,
      client_reference_id: u.id,
      metadata: { userId: u.id, planId: 'pro' },
    };
    expect((await postWebhook(JSON.stringify(event('checkout.session.completed', session)))).status).toBe(200);
    expect((await findAccount(t.db, u.id))!.user.subscriptionStatus).toBe('pro');
    // The "created" event (incomplete) arrives last: it does not undo the activation.
    expect(
      (
        await postWebhook(
          JSON.stringify(
            event('customer.subscription.created', subscriptionObject('sub_ooo', u.id, { status: 'incomplete' })),
          ),
        )
      ).status,
    ).toBe(200);
    const a = (await findAccount(t.db, u.id))!;
    expect(a.subscription!.status).toBe('active');
    expect(a.user.subscriptionStatus).toBe('pro');
    // One payment e-mail (beside the sign-up's confirmation link).
    expect(
      (await listOutboxEmails(t.db, u.email.toLowerCase())).filter((m) => !m.subject.startsWith('Потвърдете')),
    ).toHaveLength(1);
  });

  it('ignores a webhook for an unknown customer', async () => {
    const stranger = subscriptionObject('sub_nobody', 'nobody', { customer: 'cus_nobody', metadata: {} });
    expect((await postWebhook(JSON.stringify(event('customer.subscription.updated', stranger)))).status).toBe(200);
    expect(
      (
        await postWebhook(
          JSON.stringify(
            event(
              'invoice.paid',
              invoiceObject('in_nobody', 'nobody', 'sub_nobody', now, { parent: null, customer: 'cus_nobody' }),
            ),
          ),
        )
      ).status,
    ).toBe(200);
    expect(await t.db.select().from(orders).where(eq(orders.providerInvoiceId, 'in_nobody'))).toEqual([]);
  });
});

describe('Stripe refunds', () => {
  it('refunds an order through the refunds API, with an idempotency key per refund, and issues the credit note', async () => {
    const u = await proUser('sub_refund');
    await postWebhook(JSON.stringify(event('invoice.paid', invoiceObject('in_refund', u.id, 'sub_refund', now))));
    const [order] = await t.db.select().from(orders).where(eq(orders.providerInvoiceId, 'in_refund'));
    calls.length = 0;
    const deps = {
      db: t.db,
      payments: t.deps.payments,
      mailer: t.deps.mailer,
      logger: t.deps.logger,
      storage: t.deps.storage,
    };
    const out = (await ordersCli.run(['refund', order!.id, '--amount', '100'], { deps })) as {
      refund: Record<string, unknown>;
    };
    expect(out.refund).toMatchObject({
      amountRefunded: 10000,
      paymentStatus: 'paid',
      creditNote: expect.stringMatching(/^\d{10}$/),
    });
    expect(calls.find((c) => c.path === '/v1/invoice_payments')!.query.get('invoice')).toBe('in_refund');
    const refund = calls.find((c) => c.path === '/v1/refunds')!;
    expect(refund.form.get('payment_intent')).toBe('pi_in_refund');
    expect(refund.form.get('amount')).toBe('10000');
    expect(refund.idempotencyKey).toBe(`refund-${order!.id}-0-10000`);
    await expect(ordersCli.run(['refund', order!.id, '--amount', '100'], { deps })).rejects.toThrow(/REFUND_TOO_LARGE/);
    expect(calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(1);
  });
});

describe('a Stripe subscription billed in лева', () => {
  it('goes on in euro from its period end: a successor at the eur price takes over, the owner is told first, nothing is charged now', async () => {
    const end = now + 30 * DAY;
    const bgnItems = {
      object: 'list',
      data: [
        {
          id: 'si_bgn',
          price: { id: 'price_pro_bgn_2025', currency: 'bgn', recurring: { interval: 'month' } },
          current_period_start: now,
          current_period_end: end,
        },
      ],
    };
    const u = await proUser('sub_bgn', { items: bgnItems });
    await t.db.update(users).set({ freeGenerationsUsed: 7 }).where(eq(users.id, u.id));
    // As migration 0007 leaves it: 399 лв = 204,01 €, capped at Pro's 199 €, the owner still to be told.
    await t.db
      .update(subscriptions)
      .set({ priceAmount: 19900, priceNoticePending: true })
      .where(eq(subscriptions.userId, u.id));

    calls.length = 0;
    const ctx = {
      db: t.db,
      mailer: t.deps.mailer,
      logger: t.deps.logger,
      storage: t.deps.storage,
      moveToEuro: t.deps.payments.moveToEuro?.bind(t.deps.payments),
    };
    await runBillingClock(ctx);
    const created = calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions')!;
    expect(created.form.get('items[0][price]')).toBe(PRICE_PRO);
    expect(created.form.get('trial_end')).toBe(String(end));
    expect(created.form.get('proration_behavior')).toBe('none');
    expect(created.form.get('default_payment_method')).toBe('pm_1');
    expect(created.form.get('metadata[replaces]')).toBe('sub_bgn');
    expect(created.idempotencyKey).toBe('eur-successor-sub_bgn');
    const old = calls.find((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_bgn')!;
    expect(old.form.get('cancel_at_period_end')).toBe('true');
    // Nothing was charged, and nothing of the paid period or its usage changed.
    expect(calls.some((c) => c.path.startsWith('/v1/invoices') || c.path === '/v1/refunds')).toBe(false);
    const a = (await findAccount(t.db, u.id))!;
    expect(a.subscription).toMatchObject({
      providerSubscriptionId: expect.stringMatching(/^sub_succ_/),
      status: 'active',
      planId: 'pro',
      cancelAtPeriodEnd: false,
      priceNoticePending: false,
      paymentMethodLast4: '4242',
    });
    expect(a.subscription!.currentPeriodStart!.getTime()).toBe(now * 1000);
    expect(a.subscription!.currentPeriodEnd!.getTime()).toBe(end * 1000);
    expect(a.user).toMatchObject({ subscriptionStatus: 'pro', freeGenerationsUsed: 7 });
    const notice = (await listOutboxEmails(t.db, u.email.toLowerCase())).filter((m) =>
      m.subject.startsWith('Абонаментът ви вече се плаща в евро'),
    );
    expect(notice.map((m) => m.subject)).toEqual(['Абонаментът ви вече се плаща в евро – 199\u00a0€']);
    const successorId = a.subscription!.providerSubscriptionId!;

    // Stripe's €0 invoice for the trial makes no order; a second clock run moves nothing again.
    await postWebhook(
      JSON.stringify(event('invoice.paid', invoiceObject('in_trial0', u.id, successorId, now, { amount_paid: 0 }))),
    );
    calls.length = 0;
    await runBillingClock(ctx);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/subscriptions')).toBe(false);
    // The old subscription ends at the period end; the successor's first invoice is in euro.
    await postWebhook(
      JSON.stringify(
        event('customer.subscription.deleted', subscriptionObject('sub_bgn', u.id, { status: 'canceled' })),
      ),
    );
    await postWebhook(JSON.stringify(event('invoice.paid', invoiceObject('in_first_eur', u.id, successorId, end))));
    const account = (await findAccount(t.db, u.id))!;
    expect(account.user).toMatchObject({ subscriptionStatus: 'pro', freeGenerationsUsed: 0 });
    const list = await t.db.select().from(orders).where(eq(orders.userId, u.id));
    expect(list.map((o) => [o.providerInvoiceId, o.amountTotal, o.currency])).toEqual([['in_first_eur', 19900, 'eur']]);
    const [doc] = await t.db.select().from(invoices).where(eq(invoices.orderId, list[0]!.id));
    expect(doc).toMatchObject({ total: 19900, currency: 'eur' });
  });
});
