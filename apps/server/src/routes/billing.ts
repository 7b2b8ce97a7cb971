import { Hono, type Context } from 'hono';
import {
  CURRENCY,
  PLANS,
  PURCHASABLE_PLAN_IDS,
  planPeriodPriceMinor,
  ZBillingProfile,
  ZCheckoutRequest,
  type BillingProfile,
  ZPlanChangeRequest,
  ZTestPaymentRequest,
  type BillingInterval,
  type BillingOverview,
  type BillingSubscription,
  type PurchasablePlanId,
  type TestCheckoutSession,
} from '@reklamo/contract';
import { currentPeriodPrice, getBillingOverview, invoiceNumberText, PAST_DUE_GRACE_DAYS } from '@reklamo/core';
import { findBillingProfile, findInvoice, saveBillingProfile, type SubscriptionRow } from '@reklamo/db';
import { invoiceFileName, invoicePdf } from '../invoices/invoice-files.ts';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { apiError, AppError, parseJson } from '../http/errors.ts';
import { ourOrigins, pageOrigin } from '../http/origins.ts';
import { userRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { handlePaymentEvent } from '../payments/handle-event.ts';
import { sellerOf } from '../payments/index.ts';
import { InvalidSignatureError } from '../payments/provider.ts';
import { planOfStripePrice, stripePriceIds } from '../payments/stripe-provider.ts';
import {
  cancelScheduledChange,
  changePlan,
  previewJson,
  previewPlanChange,
  setCancelAtPeriodEnd,
} from '../services/billing.service.ts';
import {
  cancelTestSubscriptionAtPeriodEnd,
  endTestPeriodNow,
  failTestRenewal,
  getTestCheckout,
  payOpenTestInvoice,
  payTestCheckout,
} from '../payments/test-provider.ts';

type C = Context<{ Variables: AppVariables }>;

export function billingRoutes({ auth, config, database, mailer, logger, payments, storage }: AppDeps) {
  const ctx = {
    db: database.db,
    mailer,
    logger,
    storage,
    seller: sellerOf(config),
    voidDuplicate: (i: Parameters<typeof payments.voidDuplicate>[0]) => payments.voidDuplicate(i),
  };
  const billingDeps = { db: database.db, payments, pool: database.pool };
  const user = requireUser(auth);
  const app = new Hono<{ Variables: AppVariables }>();

  // Stripe calls this without a session; the signature over the raw body is the authentication.
  app.post('/webhook', async (c) => {
    if (!payments.parseWebhook) return apiError(c, 404, 'NOT_FOUND');
    const raw = await c.req.text();
    let events;
    try {
      events = await payments.parseWebhook(raw, c.req.header('stripe-signature'));
    } catch (err) {
      if (err instanceof InvalidSignatureError) {
        logger.warn({ path: c.req.path }, 'payments webhook with an invalid signature');
        return apiError(c, 400, 'INVALID_SIGNATURE');
      }
      throw err;
    }
    for (const event of events) await handlePaymentEvent(ctx, event);
    return c.json({ received: true });
  });

  app.get('/', user, async (c) => {
    const o = await getBillingOverview(database.db, c.get('user').id);
    if (!o) return apiError(c, 404, 'NOT_FOUND');
    return c.json({
      provider: payments.kind,
      subscription: subscriptionJson(o.subscription),
      orders: o.orders.map((r) => {
        const invoice = o.invoices.find((i) => i.orderId === r.id && i.kind === 'invoice');
        return {
          id: r.id,
          order_date: r.orderDate.toISOString(),
          description: r.description,
          amount_total: r.amountTotal,
          currency: r.currency,
          payment_status: r.paymentStatus,
          invoice_url: invoice ? invoiceUrl(invoice.id) : r.invoiceUrl,
          invoice_number: invoice ? invoiceNumberText(invoice.number) : null,
          amount_refunded: r.amountRefunded,
          credit_notes: o.invoices
            .filter((i) => i.orderId === r.id && i.kind === 'credit_note')
            .map((i) => ({ number: invoiceNumberText(i.number), url: invoiceUrl(i.id) })),
        };
      }),
      account: { plan: o.user.subscriptionStatus, member_since: o.user.createdAt.toISOString() },
    } satisfies BillingOverview);
  });

  // Фактури and кредитни известия: only their owner may download them.
  app.get('/invoices/:id/pdf', user, async (c) => {
    const inv = await findInvoice(database.db, c.req.param('id'));
    if (!inv || inv.userId !== c.get('user').id) return apiError(c, 404, 'NOT_FOUND');
    const pdf = await invoicePdf({ db: database.db, storage }, inv);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(inv)}"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/profile', user, async (c) => {
    const p = await findBillingProfile(database.db, c.get('user').id);
    return c.json({ profile: p ? profileJson(p) : null });
  });

  app.put('/profile', user, async (c) => {
    const body = await parseJson(c, ZBillingProfile);
    const profile = {
      userId: c.get('user').id,
      kind: body.kind,
      name: body.name,
      eik: body.eik,
      vatNumber: body.vatNumber,
      mol: body.kind === 'company' ? body.mol : '',
      address: body.address,
    };
    await saveBillingProfile(database.db, profile);
    return c.json({ profile: profileJson(profile) });
  });

  app.get('/subscription', user, async (c) => {
    const o = await getBillingOverview(database.db, c.get('user').id);
    return c.json({ subscription: subscriptionJson(o?.subscription ?? null) });
  });

  app.post('/checkout', user, userRateLimit(database.db, 'checkout'), async (c) => {
    const body = await parseJson(c, ZCheckoutRequest);
    const priced = body.planId
      ? { planId: body.planId, interval: body.interval ?? 'month' }
      : planOfPriceId(body.price_id!, config);
    if (!priced) throw new AppError('PLAN_NOT_PURCHASABLE', 400);
    const origin = pageOrigin(config, c.req.header('origin'));
    const successUrl = returnUrl(config, origin, body.success_url, '/success');
    const cancelUrl = returnUrl(config, origin, body.cancel_url, '/dashboard');
    const result = await payments
      .createCheckout({ user: c.get('user'), ...priced, successUrl, cancelUrl })
      .catch(rethrowAs('CHECKOUT_FAILED', logger));
    return c.json(result);
  });

  // Plan changes of a subscriber: preview (the dialog's amount and date), then the change itself.
  app.post('/change/preview', user, async (c) => {
    const body = await parseJson(c, ZPlanChangeRequest);
    return c.json(previewJson(await previewPlanChange(billingDeps, c.get('user').id, body)));
  });

  app.post('/change', user, async (c) => {
    const body = await parseJson(c, ZPlanChangeRequest);
    const q = await changePlan(billingDeps, c.get('user').id, body).catch(rethrowAs('PLAN_CHANGE_FAILED', logger));
    return c.json(previewJson(q));
  });

  app.post('/change/cancel', user, async (c) => {
    await cancelScheduledChange(billingDeps, c.get('user').id).catch(rethrowAs('PLAN_CHANGE_FAILED', logger));
    return c.json({ ok: true });
  });

  app.post('/cancel', user, async (c) => {
    await setCancelAtPeriodEnd(billingDeps, c.get('user').id, true).catch(rethrowAs('PORTAL_FAILED', logger));
    return c.json({ ok: true });
  });

  app.post('/resume', user, async (c) => {
    await setCancelAtPeriodEnd(billingDeps, c.get('user').id, false).catch(rethrowAs('PORTAL_FAILED', logger));
    return c.json({ ok: true });
  });

  app.post('/portal', user, async (c) => {
    const returnTo = `${pageOrigin(config, c.req.header('origin'))}/dashboard?section=billing`;
    const result = await payments
      .createPortal({ user: c.get('user'), returnUrl: returnTo })
      .catch(rethrowAs('PORTAL_FAILED', logger));
    return c.json(result);
  });

  // Test cards buy real plans: the test checkout never runs in production (Stripe is needed there).
  if (payments.kind === 'test' && !config.isProduction) {
    app.get('/test-checkout/:id', user, async (c) => {
      const s = await getTestCheckout(ctx, c.req.param('id'), c.get('user').id);
      const plan = PLANS[s.planId as PurchasablePlanId];
      return c.json({
        id: s.id,
        plan: s.planId as PurchasablePlanId,
        interval: s.interval,
        amount: planPeriodPriceMinor(plan, s.interval) ?? 0,
        currency: CURRENCY,
        status: s.status,
        success_url: s.successUrl,
        cancel_url: s.cancelUrl,
      } satisfies TestCheckoutSession);
    });

    app.post('/test-checkout/:id/pay', user, async (c: C) => {
      const body = await parseJson(c, ZTestPaymentRequest);
      const result = await payTestCheckout(ctx, {
        sessionId: c.req.param('id')!,
        userId: c.get('user').id,
        card: { number: body.card_number, expiry: body.expiry, cvc: body.cvc },
      });
      return c.json(result);
    });

    app.post('/test-portal/cancel', user, async (c) => {
      await cancelTestSubscriptionAtPeriodEnd(ctx, c.get('user').id);
      return c.json({ ok: true });
    });

    // The portal's card update: pays the failed invoice and restores the plan.
    app.post('/test-portal/pay', user, async (c) => {
      await payOpenTestInvoice(ctx, c.get('user').id);
      return c.json({ ok: true });
    });

    // Time travel for development and browser tests.
    app.post('/test-clock/end-period', user, async (c) => c.json(await endTestPeriodNow(ctx, c.get('user').id)));
    app.post('/test-clock/fail-renewal', user, async (c) => {
      await failTestRenewal(ctx, c.get('user').id);
      return c.json({ ok: true });
    });
  }

  return app;
}

const invoiceUrl = (id: string) => `/api/billing/invoices/${id}/pdf`;

function profileJson(p: {
  kind: 'person' | 'company';
  name: string;
  eik: string;
  vatNumber: string;
  mol: string;
  address: string;
}): BillingProfile {
  return { kind: p.kind, name: p.name, eik: p.eik, vatNumber: p.vatNumber, mol: p.mol, address: p.address };
}

function subscriptionJson(s: SubscriptionRow | null | undefined): BillingSubscription | null {
  if (!s) return null;
  return {
    plan: s.planId,
    subscription_status: s.status,
    current_period_end: s.currentPeriodEnd ? Math.floor(s.currentPeriodEnd.getTime() / 1000) : null,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    payment_method_brand: s.paymentMethodBrand,
    payment_method_last4: s.paymentMethodLast4,
    interval: s.interval,
    current_period_start: s.currentPeriodStart ? Math.floor(s.currentPeriodStart.getTime() / 1000) : null,
    scheduled_change: s.scheduledPlanId ? { plan: s.scheduledPlanId, interval: s.scheduledInterval ?? 'month' } : null,
    next_charge_amount: nextCharge(s),
    grace_ends_at:
      s.status === 'past_due' && s.pastDueSince
        ? Math.floor(s.pastDueSince.getTime() / 1000) + PAST_DUE_GRACE_DAYS * 86_400
        : null,
  };
}

/** What the next renewal charges: nothing when cancelled, the scheduled plan's price when one is due. */
function nextCharge(s: SubscriptionRow): number | null {
  if (s.cancelAtPeriodEnd || s.status === 'canceled' || s.status === 'incomplete') return null;
  if (s.scheduledPlanId) return planPeriodPriceMinor(PLANS[s.scheduledPlanId], s.scheduledInterval ?? s.interval);
  return currentPeriodPrice(s);
}

/** A price id of the catalogue (test ids) or of Stripe (config) -> plan and interval. */
function planOfPriceId(
  priceId: string,
  config: Config,
): { planId: PurchasablePlanId; interval: BillingInterval } | null {
  const configured = planOfStripePrice(stripePriceIds(config), priceId);
  if (configured) return configured;
  for (const planId of PURCHASABLE_PLAN_IDS) {
    const plan = PLANS[planId];
    if (plan.priceId?.test === priceId || plan.priceId?.stripe === priceId) return { planId, interval: 'month' };
    if (plan.yearlyPriceId?.test === priceId || plan.yearlyPriceId?.stripe === priceId)
      return { planId, interval: 'year' };
  }
  return null;
}

/**
 * Return URLs must stay on our own site (an open redirect would otherwise ride on checkout); without
 * one, SPEC's default: the page's origin (when it is ours) + the path.
 */
function returnUrl(config: Config, origin: string, given: string | undefined, fallbackPath: string): string {
  if (!given) return `${origin}${fallbackPath}`;
  let url: URL;
  try {
    url = new URL(given, origin);
  } catch {
    throw new AppError('INVALID_RETURN_URL', 400);
  }
  if (!ourOrigins(config).includes(url.origin)) throw new AppError('INVALID_RETURN_URL', 400);
  return url.toString();
}

/** Provider failures become one error code; our own AppErrors pass through. */
function rethrowAs(code: 'CHECKOUT_FAILED' | 'PORTAL_FAILED' | 'PLAN_CHANGE_FAILED', logger: AppDeps['logger']) {
  return (err: unknown): never => {
    if (err instanceof AppError) throw err;
    logger.error({ err }, code);
    throw new AppError(code, 502);
  };
}
