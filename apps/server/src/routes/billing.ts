import { Hono, type Context } from 'hono';
import {
  PLANS,
  PURCHASABLE_PLAN_IDS,
  ZCheckoutRequest,
  ZTestPaymentRequest,
  type BillingOverview,
  type BillingSubscription,
  type PurchasablePlanId,
  type TestCheckoutSession,
} from '@reklamo/contract';
import { getBillingOverview } from '@reklamo/core';
import type { SubscriptionRow } from '@reklamo/db';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { apiError, AppError, parseJson } from '../http/errors.ts';
import { userRateLimit } from '../middleware/rate-limit.ts';
import { requireUser, type AppVariables } from '../middleware/session.ts';
import { handlePaymentEvent } from '../payments/handle-event.ts';
import { InvalidSignatureError } from '../payments/provider.ts';
import { stripePriceIds } from '../payments/stripe-provider.ts';
import { cancelTestSubscriptionAtPeriodEnd, endTestPeriodNow, getTestCheckout, payTestCheckout } from '../payments/test-provider.ts';

type C = Context<{ Variables: AppVariables }>;

export function billingRoutes({ auth, config, database, mailer, logger, payments }: AppDeps) {
  const ctx = { db: database.db, mailer, logger };
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
      orders: o.orders.map((r) => ({
        id: r.id,
        order_date: r.orderDate.toISOString(),
        description: r.description,
        amount_total: r.amountTotal,
        currency: r.currency,
        payment_status: r.paymentStatus,
        invoice_url: r.invoiceUrl,
      })),
      account: { plan: o.user.subscriptionStatus, member_since: o.user.createdAt.toISOString() },
    } satisfies BillingOverview);
  });

  app.get('/subscription', user, async (c) => {
    const o = await getBillingOverview(database.db, c.get('user').id);
    return c.json({ subscription: subscriptionJson(o?.subscription ?? null) });
  });

  app.post('/checkout', user, userRateLimit(database.db, 'checkout'), async (c) => {
    const body = await parseJson(c, ZCheckoutRequest);
    const planId = body.planId ?? planOfPriceId(body.price_id!, config);
    if (!planId) throw new AppError('PLAN_NOT_PURCHASABLE', 400);
    const successUrl = returnUrl(config, body.success_url, '/success');
    const cancelUrl = returnUrl(config, body.cancel_url, '/dashboard');
    const result = await payments.createCheckout({ user: c.get('user'), planId, successUrl, cancelUrl }).catch(rethrowAs('CHECKOUT_FAILED', logger));
    return c.json(result);
  });

  app.post('/portal', user, async (c) => {
    const returnTo = `${config.publicUrl}/dashboard?section=billing`;
    const result = await payments.createPortal({ user: c.get('user'), returnUrl: returnTo }).catch(rethrowAs('PORTAL_FAILED', logger));
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
        amount: (plan.price ?? 0) * 100,
        currency: 'bgn',
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

    // Time travel for development and browser tests.
    app.post('/test-clock/end-period', user, async (c) => c.json(await endTestPeriodNow(ctx, c.get('user').id)));
  }

  return app;
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
  };
}

/** A price id of the catalogue (test ids) or of Stripe (config) -> plan. */
function planOfPriceId(priceId: string, config: Config): PurchasablePlanId | null {
  const stripe = stripePriceIds(config);
  return PURCHASABLE_PLAN_IDS.find((id) => PLANS[id].priceId?.test === priceId || PLANS[id].priceId?.stripe === priceId || stripe[id] === priceId) ?? null;
}

/** Return URLs must stay on our own site (an open redirect would otherwise ride on checkout). */
function returnUrl(config: Config, given: string | undefined, fallbackPath: string): string {
  if (!given) return `${config.publicUrl}${fallbackPath}`;
  let url: URL;
  try {
    url = new URL(given, config.publicUrl);
  } catch {
    throw new AppError('INVALID_RETURN_URL', 400);
  }
  const allowed = new Set([new URL(config.publicUrl).origin]);
  if (!config.isProduction) {
    allowed.add(`http://localhost:${config.PORT}`);
    allowed.add(`http://127.0.0.1:${config.PORT}`);
  }
  if (!allowed.has(url.origin)) throw new AppError('INVALID_RETURN_URL', 400);
  return url.toString();
}

/** Provider failures become one error code; our own AppErrors pass through. */
function rethrowAs(code: 'CHECKOUT_FAILED' | 'PORTAL_FAILED', logger: AppDeps['logger']) {
  return (err: unknown): never => {
    if (err instanceof AppError) throw err;
    logger.error({ err }, code);
    throw new AppError(code, 502);
  };
}
