import Stripe from 'stripe';
import crypto from 'node:crypto';
import {
  PLANS,
  PRODUCT_CATALOGUE,
  PURCHASABLE_PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  type BillingInterval,
  type PurchasablePlanId,
  type SubscriptionStatus,
} from '@reklamo/contract';
import { currentPeriodPrice, type PaidPlanId, type PaymentEvent, type SubscriptionSnapshot } from '@reklamo/core';
import {
  findPaymentCustomer,
  findSubscriptionByUser,
  markOrdersOfSubscriptionRefunded,
  savePaymentCustomer,
  type SubscriptionRow,
} from '@reklamo/db';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { handlePaymentEvent, type PaymentsContext } from './handle-event.ts';
import { InvalidSignatureError, type PaymentsProvider } from './provider.ts';

type StripeConfig = Pick<
  Config,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_STARTER'
  | 'STRIPE_PRICE_PRO'
  | 'STRIPE_PRICE_STARTER_YEARLY'
  | 'STRIPE_PRICE_PRO_YEARLY'
  | 'STRIPE_API_BASE'
>;

export type StripePrices = Record<PurchasablePlanId, Record<BillingInterval, string>>;

const OVERRIDES = {
  starter: { month: 'STRIPE_PRICE_STARTER', year: 'STRIPE_PRICE_STARTER_YEARLY' },
  pro: { month: 'STRIPE_PRICE_PRO', year: 'STRIPE_PRICE_PRO_YEARLY' },
} as const;

/**
 * Each plan and interval's Stripe price as configured: a STRIPE_PRICE_* id when one is set, else the
 * catalogue's lookup key (the price is then found or created by that key).
 */
export function stripePriceIds(config: StripeConfig): StripePrices {
  const of = (planId: PurchasablePlanId, interval: BillingInterval) =>
    config[OVERRIDES[planId][interval]] ??
    (interval === 'month' ? PLANS[planId].priceId : PLANS[planId].yearlyPriceId)!.stripe;
  return {
    starter: { month: of('starter', 'month'), year: of('starter', 'year') },
    pro: { month: of('pro', 'month'), year: of('pro', 'year') },
  };
}

/** The plan and interval a Stripe price stands for, by any of its names (id or lookup key). */
export function planOfStripePrice(
  prices: StripePrices,
  ...names: Array<string | null | undefined>
): { planId: PurchasablePlanId; interval: BillingInterval } | null {
  for (const planId of PURCHASABLE_PLAN_IDS) {
    for (const interval of ['month', 'year'] as const)
      if (names.some((n) => n && prices[planId][interval] === n)) return { planId, interval };
  }
  return null;
}

/**
 * The `eur` price ids at Stripe: a configured id as it is; otherwise the price with the catalogue's
 * lookup key, created (with its product) when the account has none yet. Idempotency keys make two
 * processes starting together create each price once.
 */
export async function resolveStripePrices(stripe: Stripe, config: StripeConfig): Promise<StripePrices> {
  const wanted = stripePriceIds(config);
  const byKey = PRODUCT_CATALOGUE.filter((c) => !config[OVERRIDES[c.planId][c.interval]]);
  const found = new Map<string, string>();
  if (byKey.length) {
    const list = await stripe.prices.list({ lookup_keys: byKey.map((c) => c.lookupKey), active: true, limit: 100 });
    // Only a price that still says what the catalogue says: after a change of price a new one takes the key over.
    for (const price of list.data) {
      const c = byKey.find((x) => x.lookupKey === price.lookup_key);
      if (c && price.currency === 'eur' && price.unit_amount === c.price && price.recurring?.interval === c.interval)
        found.set(c.lookupKey, price.id);
    }
  }
  const products = new Map<string, string>();
  for (const c of byKey) {
    if (found.has(c.lookupKey)) continue;
    if (!products.has(c.productId)) {
      const existing = await stripe.products.retrieve(c.productId).catch((err: unknown) => {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw err;
      });
      const product =
        existing ??
        (await stripe.products.create(
          { id: c.productId, name: c.name, description: c.description },
          { idempotencyKey: `product-${c.productId}` },
        ));
      products.set(c.productId, product.id);
    }
    const price = await stripe.prices.create(
      {
        product: products.get(c.productId)!,
        currency: c.currency,
        unit_amount: c.price,
        recurring: { interval: c.interval },
        lookup_key: c.lookupKey,
        transfer_lookup_key: true,
        // Our prices include 20 % ДДС.
        tax_behavior: 'inclusive',
        metadata: { planId: c.planId, interval: c.interval },
      },
      { idempotencyKey: `price-${c.lookupKey}-${c.price}` },
    );
    found.set(c.lookupKey, price.id);
  }
  const id = (planId: PurchasablePlanId, interval: BillingInterval) =>
    found.get(wanted[planId][interval]) ?? wanted[planId][interval];
  return {
    starter: { month: id('starter', 'month'), year: id('starter', 'year') },
    pro: { month: id('pro', 'month'), year: id('pro', 'year') },
  };
}

const LIVE = ['active', 'trialing', 'past_due', 'unpaid'];

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Reklamo' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe Checkout (subscription mode), Customer Portal and signed webhooks. */
export function createStripePaymentsProvider(ctx: PaymentsContext & { config: StripeConfig }): PaymentsProvider {
  const stripe = createStripeClient(ctx.config);
  // The configured names (ids or lookup keys), and the ids at Stripe once looked up (retried after a failure).
  const named = stripePriceIds(ctx.config);
  let resolving: Promise<StripePrices> | null = null;
  const pricesAtStripe = () => {
    resolving ??= resolveStripePrices(stripe, ctx.config).catch((err: unknown) => {
      resolving = null;
      throw err;
    });
    return resolving;
  };
  const planOf = async (price: { id?: string | null; lookup_key?: string | null } | string | null | undefined) => {
    const p = typeof price === 'string' ? { id: price } : price;
    if (!p) return null;
    return planOfStripePrice(named, p.id, p.lookup_key) ?? planOfStripePrice(await pricesAtStripe(), p.id);
  };
  const planOfPrice = async (price: Parameters<typeof planOf>[0]): Promise<PaidPlanId | null> =>
    (await planOf(price))?.planId ?? null;

  async function customerFor(user: { id: string; email: string; name: string }): Promise<string> {
    const existing = await findPaymentCustomer(ctx.db, user.id, 'stripe');
    if (existing) return existing.providerCustomerId;
    const customer = await stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    await savePaymentCustomer(ctx.db, user.id, 'stripe', customer.id);
    return customer.id;
  }

  async function snapshot(sub: Stripe.Subscription): Promise<SubscriptionSnapshot | null> {
    const item = sub.items?.data?.[0];
    // The price says what is billed now (metadata may still name the plan before a change).
    const priced = await planOf(item?.price);
    const planId = priced?.planId ?? (sub.metadata?.planId as PaidPlanId | undefined);
    if (!planId || !(planId in PLANS)) return null;
    const interval: BillingInterval =
      priced?.interval ?? (item?.price?.recurring?.interval === 'year' ? 'year' : 'month');
    // API 2025-03-31 moved the period from the subscription to its items; accept both.
    const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
    const start = item?.current_period_start ?? legacy.current_period_start;
    const end = item?.current_period_end ?? legacy.current_period_end;
    const pm = sub.default_payment_method;
    const replaces = sub.metadata?.replaces || null;
    return {
      providerSubscriptionId: sub.id,
      providerCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      planId,
      // A successor's "trial" is the rest of the period already paid in лева: the plan is active.
      status: replaces && sub.status === 'trialing' ? 'active' : mapStatus(sub.status),
      ...(replaces ? { replaces } : {}),
      currentPeriodStart: start ? new Date(start * 1000) : null,
      currentPeriodEnd: end ? new Date(end * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end || Boolean(sub.cancel_at),
      interval,
      // A schedule carries our scheduled change (kept as stored); without one nothing is scheduled.
      ...(sub.schedule ? {} : { scheduledChange: null }),
      ...(pm && typeof pm !== 'string' && pm.card
        ? { paymentMethod: { brand: pm.card.brand, last4: pm.card.last4 } }
        : {}),
    };
  }

  async function invoiceEvent(
    event: Stripe.Event,
    type: 'invoice.paid' | 'invoice.payment_failed',
  ): Promise<PaymentEvent> {
    const inv = event.data.object as Stripe.Invoice;
    const details = inv.parent?.subscription_details;
    const legacy = inv as unknown as { subscription?: string | { id: string } | null };
    const subRef = details?.subscription ?? legacy.subscription ?? null;
    const line = inv.lines?.data?.[0];
    const planId =
      (details?.metadata?.planId as PaidPlanId | undefined) ?? (await planOfPrice(line?.pricing?.price_details?.price));
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
    // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- Stripe has hundreds of event types; the rest mean nothing to us
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription' || !session.subscription) return [];
        const subId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
        // The session carries no period or card: read the subscription as it is now.
        const sub = await stripe.subscriptions.retrieve(subId, { expand: ['default_payment_method'] });
        const snap = await snapshot(sub);
        const planId = (session.metadata?.planId as PaidPlanId | undefined) ?? snap?.planId;
        if (!planId) return [];
        return [
          {
            id: event.id,
            provider: 'stripe',
            userId: session.client_reference_id ?? session.metadata?.userId ?? null,
            type: 'checkout.completed',
            planId,
            providerCustomerId:
              typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
            subscription: snap,
          },
        ];
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated': {
        const snap = await snapshot(event.data.object);
        return snap
          ? [
              {
                id: event.id,
                provider: 'stripe',
                userId: event.data.object.metadata?.userId ?? null,
                type: 'subscription.updated',
                subscription: snap,
              },
            ]
          : [];
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
        return [await invoiceEvent(event, 'invoice.paid')];
      case 'invoice.payment_failed':
        return [await invoiceEvent(event, 'invoice.payment_failed')];
      default:
        return [];
    }
  }

  /** Applies the subscription as Stripe returned it from our own call (its webhook may come later). */
  async function applyLocal(sub: Stripe.Subscription, userId: string, over: Partial<SubscriptionSnapshot> = {}) {
    const snap = await snapshot(sub);
    if (!snap) return;
    await handlePaymentEvent(ctx, {
      id: `evt_stripe_local_${sub.id}_${Date.now()}_${crypto.randomBytes(4).toString('hex')}`,
      provider: 'stripe',
      userId,
      type: 'subscription.updated',
      subscription: { ...snap, ...over },
    });
  }

  async function releaseSchedule(row: SubscriptionRow) {
    const sub = await stripe.subscriptions.retrieve(row.providerSubscriptionId!);
    const scheduleId =
      row.providerScheduleId ?? (typeof sub.schedule === 'string' ? sub.schedule : (sub.schedule?.id ?? null));
    if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
  }

  /** Refunds what an invoice was paid with (idempotent per invoice and amount, or per the given key). */
  async function refundInvoice(invoiceId: string, amount?: number, idempotencyKey?: string) {
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
    const payment = payments.data[0]?.payment;
    const intent = payment?.payment_intent;
    const charge = payment?.charge;
    if (!intent && !charge) throw new AppError('REFUND_FAILED', 502);
    return stripe.refunds.create(
      {
        ...(intent
          ? { payment_intent: typeof intent === 'string' ? intent : intent.id }
          : { charge: typeof charge === 'string' ? charge : charge!.id }),
        ...(amount !== undefined ? { amount } : {}),
        metadata: { invoice: invoiceId },
      },
      { idempotencyKey: idempotencyKey ?? `refund-${invoiceId}-${amount ?? 'full'}` },
    );
  }

  return {
    kind: 'stripe',
    async createCheckout({ user, planId, interval, successUrl, cancelUrl }) {
      const current = await findSubscriptionByUser(ctx.db, user.id);
      // A second subscription would bill twice: a subscriber changes plan in Плащания instead.
      if (current && LIVE.includes(current.status)) throw new AppError('ALREADY_SUBSCRIBED', 409);
      const customer = await customerFor(user);
      const prices = await pricesAtStripe();
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: prices[planId][interval], quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: user.id,
        metadata: { userId: user.id, planId, interval },
        subscription_data: { metadata: { userId: user.id, planId, interval } },
        locale: 'bg',
      });
      if (!session.url) throw new AppError('CHECKOUT_FAILED', 502);
      return { url: session.url };
    },
    async createPortal({ user, returnUrl }) {
      const customer = await findPaymentCustomer(ctx.db, user.id, 'stripe');
      if (!customer) throw new AppError('NO_SUBSCRIPTION', 409);
      const portal = await stripe.billingPortal.sessions.create({
        customer: customer.providerCustomerId,
        return_url: returnUrl,
        locale: 'bg',
      });
      return { url: portal.url };
    },
    async changePlan({ sub: row, quote, now }) {
      const subId = row.providerSubscriptionId!;
      const prices = await pricesAtStripe();
      const newPrice = prices[quote.planId][quote.interval];
      const metadata = { userId: row.userId, planId: quote.planId, interval: quote.interval };
      if (quote.kind === 'upgrade') {
        if (row.scheduledPlanId) await releaseSchedule(row);
        const current = await stripe.subscriptions.retrieve(subId);
        const item = current.items.data[0]!;
        // Stripe prorates to the second we quoted; the proration invoice is charged at once and
        // the update fails (nothing changes) if the card is declined.
        const updated = await stripe.subscriptions.update(
          subId,
          {
            items: [{ id: item.id, price: newPrice }],
            proration_behavior: 'always_invoice',
            proration_date: Math.floor(now.getTime() / 1000),
            payment_behavior: 'error_if_incomplete',
            // An upgrade starts a new period today (decision 114), as quotePlanChange charged it.
            billing_cycle_anchor: 'now',
            cancel_at_period_end: false,
            metadata,
            expand: ['default_payment_method'],
          },
          { idempotencyKey: `change-${subId}-${quote.planId}-${quote.interval}-${Math.floor(now.getTime() / 1000)}` },
        );
        await applyLocal(updated, row.userId, { scheduledChange: null });
        return;
      }
      // A downgrade: a schedule keeps the current price to the period end, then the new one.
      const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subId });
      const first = schedule.phases[0];
      const currentPrice = prices[row.planId as PurchasablePlanId][row.interval];
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: [{ price: currentPrice, quantity: 1 }],
            start_date: first?.start_date ?? Math.floor(row.currentPeriodStart!.getTime() / 1000),
            end_date: Math.floor(quote.effectiveAt.getTime() / 1000),
          },
          { items: [{ price: newPrice, quantity: 1 }], metadata, proration_behavior: 'none' },
        ],
      });
      await handlePaymentEvent(ctx, {
        id: `evt_stripe_local_schedule_${schedule.id}`,
        provider: 'stripe',
        userId: row.userId,
        type: 'subscription.updated',
        subscription: {
          ...snapshotOfRow(row),
          scheduledChange: { planId: quote.planId, interval: quote.interval, providerScheduleId: schedule.id },
        },
      });
    },
    async cancelScheduledChange(row) {
      await releaseSchedule(row);
      await handlePaymentEvent(ctx, {
        id: `evt_stripe_local_unschedule_${row.providerScheduleId ?? row.providerSubscriptionId}_${Date.now()}`,
        provider: 'stripe',
        userId: row.userId,
        type: 'subscription.updated',
        subscription: { ...snapshotOfRow(row), scheduledChange: null },
      });
    },
    async setCancelAtPeriodEnd(row, cancel) {
      // A subscription run by a schedule is released first: cancelling drops the scheduled change.
      if (cancel && row.scheduledPlanId) await releaseSchedule(row);
      const updated = await stripe.subscriptions.update(row.providerSubscriptionId!, {
        cancel_at_period_end: cancel,
        expand: ['default_payment_method'],
      });
      await applyLocal(updated, row.userId, cancel ? { scheduledChange: null } : {});
    },
    async cancelNow(userId) {
      const sub = await findSubscriptionByUser(ctx.db, userId);
      if (!sub || sub.provider !== 'stripe' || !sub.providerSubscriptionId || sub.status === 'canceled') return;
      await cancelAtStripe(sub.providerSubscriptionId);
      await handlePaymentEvent(ctx, {
        id: `evt_stripe_cancel_now_${sub.providerSubscriptionId}`,
        provider: 'stripe',
        userId,
        type: 'subscription.deleted',
        providerSubscriptionId: sub.providerSubscriptionId,
        providerCustomerId: sub.providerCustomerId,
      });
    },
    async moveToEuro(row) {
      if (row.scheduledPlanId || !row.providerSubscriptionId || !row.currentPeriodEnd) return false;
      // Stripe renews it in лева first when its period ends now (a trial must end in the future); the next period is moved.
      if (row.currentPeriodEnd.getTime() < Date.now() + 60_000) return false;
      const old = await stripe.subscriptions.retrieve(row.providerSubscriptionId, {
        expand: ['default_payment_method'],
      });
      const item = old.items.data[0];
      if (item?.price?.currency === 'eur') return true;
      const planId = row.planId as PurchasablePlanId;
      const prices = await pricesAtStripe();
      const list = PRODUCT_CATALOGUE.find((c) => c.planId === planId && c.interval === row.interval)!;
      const amount = currentPeriodPrice(row) ?? list.price;
      const pm = old.default_payment_method;
      const metadata = { userId: row.userId, planId, interval: row.interval, replaces: old.id };
      // Stripe keeps one currency per subscription: a successor at the `eur` price starts billing at
      // the old period's end (a trial until then, nothing charged now), and the old one ends there.
      const successor = await stripe.subscriptions.create(
        {
          customer: typeof old.customer === 'string' ? old.customer : old.customer.id,
          items: [
            amount < list.price
              ? {
                  price_data: {
                    currency: 'eur',
                    product: list.productId,
                    unit_amount: amount,
                    recurring: { interval: row.interval },
                    tax_behavior: 'inclusive',
                  },
                }
              : { price: prices[planId][row.interval] },
          ],
          trial_end: Math.floor(row.currentPeriodEnd.getTime() / 1000),
          proration_behavior: 'none',
          ...(pm ? { default_payment_method: typeof pm === 'string' ? pm : pm.id } : {}),
          metadata,
          expand: ['default_payment_method'],
        },
        { idempotencyKey: `eur-successor-${old.id}` },
      );
      await stripe.subscriptions.update(
        old.id,
        { cancel_at_period_end: true, metadata: { replaced_by: successor.id } },
        { idempotencyKey: `eur-replaced-${old.id}` },
      );
      await applyLocal(successor, row.userId, { scheduledChange: null });
      return true;
    },
    async refund({ providerInvoiceId, amount, idempotencyKey }) {
      const refund = await refundInvoice(providerInvoiceId, amount, idempotencyKey);
      return { refundId: refund.id };
    },
    async voidDuplicate({ userId, providerSubscriptionId, providerInvoiceId }) {
      let invoiceId = providerInvoiceId;
      if (!invoiceId) {
        const dup = await stripe.subscriptions.retrieve(providerSubscriptionId).catch(() => null);
        const latest = dup?.latest_invoice;
        invoiceId = (typeof latest === 'string' ? latest : latest?.id) ?? undefined;
      }
      await cancelAtStripe(providerSubscriptionId);
      if (invoiceId) await refundInvoice(invoiceId);
      await markOrdersOfSubscriptionRefunded(ctx.db, userId, providerSubscriptionId);
    },
    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', ctx.config.STRIPE_WEBHOOK_SECRET!);
      } catch {
        throw new InvalidSignatureError();
      }
      if (event.type === 'checkout.session.completed') await expireOtherSessions(event.data.object);
      return translate(event);
    },
  };

  async function cancelAtStripe(subId: string) {
    try {
      await stripe.subscriptions.cancel(subId);
    } catch (err) {
      // Already gone at Stripe: nothing left to bill.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing')) throw err;
    }
  }

  /** One checkout paid: the customer's other open checkout pages can no longer take a payment. */
  async function expireOtherSessions(paid: Stripe.Checkout.Session) {
    const customer = typeof paid.customer === 'string' ? paid.customer : paid.customer?.id;
    if (!customer) return;
    try {
      const open = await stripe.checkout.sessions.list({ customer, status: 'open', limit: 20 });
      for (const s of open.data) if (s.id !== paid.id) await stripe.checkout.sessions.expire(s.id);
    } catch (err) {
      ctx.logger.warn({ err, customer }, 'could not expire open checkout sessions');
    }
  }
}

function snapshotOfRow(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    providerSubscriptionId: row.providerSubscriptionId!,
    providerCustomerId: row.providerCustomerId,
    planId: row.planId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    interval: row.interval,
  };
}

function mapStatus(s: Stripe.Subscription.Status): SubscriptionStatus {
  if (s === 'incomplete_expired') return 'canceled';
  if (s === 'paused') return 'unpaid';
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(s) ? (s as SubscriptionStatus) : 'incomplete';
}
