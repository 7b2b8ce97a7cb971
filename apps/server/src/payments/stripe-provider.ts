import Stripe from 'stripe';
import { PLANS, SUBSCRIPTION_STATUSES, type PurchasablePlanId, type SubscriptionStatus } from '@reklamo/contract';
import type { PaidPlanId, PaymentEvent, SubscriptionSnapshot } from '@reklamo/core';
import { findPaymentCustomer, findSubscriptionByUser, savePaymentCustomer } from '@reklamo/db';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { handlePaymentEvent, type PaymentsContext } from './handle-event.ts';
import { InvalidSignatureError, type PaymentsProvider } from './provider.ts';

type StripeConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_STARTER' | 'STRIPE_PRICE_PRO' | 'STRIPE_API_BASE'>;

/** Stripe price id of each plan: config first, then the catalogue's default. */
export function stripePriceIds(config: StripeConfig): Record<PurchasablePlanId, string> {
  return {
    starter: config.STRIPE_PRICE_STARTER ?? PLANS.starter.priceId!.stripe,
    pro: config.STRIPE_PRICE_PRO ?? PLANS.pro.priceId!.stripe,
  };
}

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Reklamo' },
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}

/** Stripe Checkout (subscription mode), Customer Portal and signed webhooks. */
export function createStripePaymentsProvider(ctx: PaymentsContext & { config: StripeConfig }): PaymentsProvider {
  const stripe = createStripeClient(ctx.config);
  const prices = stripePriceIds(ctx.config);
  const planOfPrice = (priceId: string | undefined | null): PaidPlanId | null =>
    (Object.entries(prices).find(([, p]) => p === priceId)?.[0] as PaidPlanId | undefined) ?? null;

  async function customerFor(user: { id: string; email: string; name: string }): Promise<string> {
    const existing = await findPaymentCustomer(ctx.db, user.id, 'stripe');
    if (existing) return existing.providerCustomerId;
    const customer = await stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` });
    await savePaymentCustomer(ctx.db, user.id, 'stripe', customer.id);
    return customer.id;
  }

  function snapshot(sub: Stripe.Subscription): SubscriptionSnapshot | null {
    const item = sub.items?.data?.[0];
    const planId = (sub.metadata?.planId as PaidPlanId | undefined) ?? planOfPrice(item?.price?.id);
    if (!planId || !(planId in PLANS)) return null;
    // API 2025-03-31 moved the period from the subscription to its items; accept both.
    const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
    const start = item?.current_period_start ?? legacy.current_period_start;
    const end = item?.current_period_end ?? legacy.current_period_end;
    const pm = sub.default_payment_method;
    return {
      providerSubscriptionId: sub.id,
      providerCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      planId,
      status: mapStatus(sub.status),
      currentPeriodStart: start ? new Date(start * 1000) : null,
      currentPeriodEnd: end ? new Date(end * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end || Boolean(sub.cancel_at),
      ...(pm && typeof pm !== 'string' && pm.card ? { paymentMethod: { brand: pm.card.brand, last4: pm.card.last4 } } : {}),
    };
  }

  function invoiceEvent(event: Stripe.Event, type: 'invoice.paid' | 'invoice.payment_failed'): PaymentEvent {
    const inv = event.data.object as Stripe.Invoice;
    const details = inv.parent?.subscription_details;
    const legacy = inv as unknown as { subscription?: string | { id: string } | null };
    const subRef = details?.subscription ?? legacy.subscription ?? null;
    const line = inv.lines?.data?.[0];
    const planId = (details?.metadata?.planId as PaidPlanId | undefined) ?? planOfPrice(line?.pricing?.price_details?.price);
    return {
      id: event.id,
      provider: 'stripe',
      userId: details?.metadata?.userId ?? null,
      type,
      providerSubscriptionId: subRef ? (typeof subRef === 'string' ? subRef : subRef.id) : null,
      providerCustomerId: typeof inv.customer === 'string' ? inv.customer : (inv.customer?.id ?? null),
      invoice: {
        providerInvoiceId: inv.id!,
        amountTotal: type === 'invoice.paid' ? inv.amount_paid : inv.amount_due,
        currency: inv.currency,
        invoiceUrl: inv.hosted_invoice_url ?? inv.invoice_pdf ?? null,
        description: planId ? PLANS[planId].name : (line?.description ?? 'Reklamo'),
        date: new Date((inv.status_transitions?.paid_at ?? inv.created) * 1000),
        periodStart: line?.period ? new Date(line.period.start * 1000) : null,
        periodEnd: line?.period ? new Date(line.period.end * 1000) : null,
      },
    };
  }

  async function translate(event: Stripe.Event): Promise<PaymentEvent[]> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription' || !session.subscription) return [];
        const subId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
        // The session carries no period or card: read the subscription as it is now.
        const sub = await stripe.subscriptions.retrieve(subId, { expand: ['default_payment_method'] });
        const snap = snapshot(sub);
        const planId = (session.metadata?.planId as PaidPlanId | undefined) ?? snap?.planId;
        if (!planId) return [];
        return [
          {
            id: event.id,
            provider: 'stripe',
            userId: session.client_reference_id ?? session.metadata?.userId ?? null,
            type: 'checkout.completed',
            planId,
            providerCustomerId: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
            subscription: snap,
          },
        ];
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated': {
        const snap = snapshot(event.data.object);
        return snap ? [{ id: event.id, provider: 'stripe', userId: event.data.object.metadata?.userId ?? null, type: 'subscription.updated', subscription: snap }] : [];
      }
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        return [
          {
            id: event.id,
            provider: 'stripe',
            userId: sub.metadata?.userId ?? null,
            type: 'subscription.deleted',
            providerSubscriptionId: sub.id,
            providerCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
          },
        ];
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        return [invoiceEvent(event, 'invoice.paid')];
      case 'invoice.payment_failed':
        return [invoiceEvent(event, 'invoice.payment_failed')];
      default:
        return [];
    }
  }

  return {
    kind: 'stripe',
    async createCheckout({ user, planId, successUrl, cancelUrl }) {
      const current = await findSubscriptionByUser(ctx.db, user.id);
      // A second subscription would bill twice: an existing subscriber changes plan in the portal.
      if (current?.provider === 'stripe' && ['active', 'trialing', 'past_due', 'unpaid'].includes(current.status)) {
        return this.createPortal({ user, returnUrl: cancelUrl });
      }
      const customer = await customerFor(user);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: prices[planId], quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: user.id,
        metadata: { userId: user.id, planId },
        subscription_data: { metadata: { userId: user.id, planId } },
        locale: 'bg',
      });
      if (!session.url) throw new AppError('CHECKOUT_FAILED', 502);
      return { url: session.url };
    },
    async createPortal({ user, returnUrl }) {
      const customer = await findPaymentCustomer(ctx.db, user.id, 'stripe');
      if (!customer) throw new AppError('NO_SUBSCRIPTION', 409);
      const portal = await stripe.billingPortal.sessions.create({ customer: customer.providerCustomerId, return_url: returnUrl, locale: 'bg' });
      return { url: portal.url };
    },
    async cancelNow(userId) {
      const sub = await findSubscriptionByUser(ctx.db, userId);
      if (!sub || sub.provider !== 'stripe' || !sub.providerSubscriptionId || sub.status === 'canceled') return;
      try {
        await stripe.subscriptions.cancel(sub.providerSubscriptionId);
      } catch (err) {
        // Already gone at Stripe: nothing left to bill.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')) throw err;
      }
      await handlePaymentEvent(ctx, {
        id: `evt_stripe_cancel_now_${sub.providerSubscriptionId}`,
        provider: 'stripe',
        userId,
        type: 'subscription.deleted',
        providerSubscriptionId: sub.providerSubscriptionId,
        providerCustomerId: sub.providerCustomerId,
      });
    },
    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', ctx.config.STRIPE_WEBHOOK_SECRET!);
      } catch {
        throw new InvalidSignatureError();
      }
      return translate(event);
    },
  };
}

function mapStatus(s: Stripe.Subscription.Status): SubscriptionStatus {
  if (s === 'incomplete_expired') return 'canceled';
  if (s === 'paused') return 'unpaid';
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(s) ? (s as SubscriptionStatus) : 'incomplete';
}
