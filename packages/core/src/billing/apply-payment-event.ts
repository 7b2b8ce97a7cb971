import { PLANS } from '@reklamo/contract';
import {
  billingTransaction,
  endPaidAccess,
  findSubscriptionByProviderId,
  findSubscriptionByUser,
  findPaymentEvent,
  findUserIdByCustomer,
  markOrdersOfSubscriptionRefunded,
  recordPaymentEvent,
  savePaymentCustomer,
  setUserPlan,
  startUsagePeriod,
  updateSubscription,
  upsertOrder,
  upsertSubscription,
  type Db,
} from '@reklamo/db';
import { DEV_SELLER, issueInvoice, paymentMethodText, type SellerParticulars } from './invoice.ts';
import type { InvoiceSnapshot, PaymentEvent, SubscriptionSnapshot } from './payment-event.ts';

export type PaymentEventOutcome = {
  /** False for a replayed event id, or an event about a user we do not know. */
  applied: boolean;
  userId: string | null;
  /** Set when this event made an order paid: the confirmation e-mail goes out once, for it. */
  paidOrder?: InvoiceSnapshot & { planName: string; invoiceId: string };
  /**
   * A second subscription paid while the user already had a live one (two checkouts opened before
   * paying): it was not applied; the provider must cancel it and refund its payment.
   */
  duplicateSubscriptionId?: string;
  duplicateInvoiceId?: string;
};

const duplicateKey = (providerSubscriptionId: string) => `duplicate:${providerSubscriptionId}`;
const isKnownDuplicate = async (tx: Db, providerSubscriptionId: string) =>
  (await findPaymentEvent(tx, duplicateKey(providerSubscriptionId))) !== undefined;

/** Subscription states that came from a real payment: the user is on the plan (usable only when active). */
const ON_PLAN = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/**
 * Applies one payments event to the user's subscription, plan, usage counters and orders, in one
 * transaction that first records the event id: a replayed event changes nothing.
 */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  opts: { seller?: SellerParticulars } = {},
): Promise<PaymentEventOutcome> {
  return billingTransaction(db, async (tx) => {
    if (!(await recordPaymentEvent(tx, event.id, event.type))) return { applied: false, userId: null };
    const userId = await resolveUser(tx, event);
    if (!userId) return { applied: false, userId: null };

    switch (event.type) {
      case 'checkout.completed': {
        if (event.providerCustomerId) await savePaymentCustomer(tx, userId, event.provider, event.providerCustomerId);
        if (!event.subscription) return { applied: true, userId };
        const current = await findSubscriptionByUser(tx, userId);
        if (isDuplicate(current, event.subscription)) {
          await recordPaymentEvent(
            tx,
            duplicateKey(event.subscription.providerSubscriptionId),
            'duplicate.subscription',
          );
          await markOrdersOfSubscriptionRefunded(tx, userId, event.subscription.providerSubscriptionId);
          return { applied: true, userId, duplicateSubscriptionId: event.subscription.providerSubscriptionId };
        }
        await syncSubscription(tx, userId, event.provider, event.subscription);
        return { applied: true, userId };
      }
      case 'subscription.updated':
        await syncSubscription(tx, userId, event.provider, event.subscription);
        return { applied: true, userId };
      case 'subscription.deleted': {
        const current = await findSubscriptionByUser(tx, userId);
        // A deleted old subscription must not end the one that replaced it.
        if (!current || current.providerSubscriptionId !== event.providerSubscriptionId)
          return { applied: true, userId };
        await updateSubscription(tx, userId, { status: 'canceled', cancelAtPeriodEnd: false });
        await endAccess(tx, userId);
        return { applied: true, userId };
      }
      case 'invoice.paid': {
        // Nothing was paid (the €0 invoice Stripe makes when a successor subscription starts): no order, no фактура.
        if (event.invoice.amountTotal === 0) return { applied: true, userId };
        const current = await findSubscriptionByUser(tx, userId);
        const planName = PLANS[current?.planId ?? 'pro'].name;
        if (event.providerSubscriptionId && (await isKnownDuplicate(tx, event.providerSubscriptionId))) {
          // The duplicate's invoice: shown as refunded, and the provider refunds it (idempotently).
          await upsertOrder(tx, {
            ...orderValues(userId, event.invoice, 'refunded'),
            providerSubscriptionId: event.providerSubscriptionId,
            amountRefunded: event.invoice.amountTotal,
          });
          return {
            applied: true,
            userId,
            duplicateSubscriptionId: event.providerSubscriptionId,
            duplicateInvoiceId: event.invoice.providerInvoiceId,
          };
        }
        const { becamePaid, orderId } = await upsertOrder(tx, {
          ...orderValues(userId, event.invoice, 'paid'),
          providerSubscriptionId: event.providerSubscriptionId,
        });
        // The фактура is issued with the order, in this transaction: its number is never skipped.
        const invoiceRow = becamePaid
          ? await issueInvoice(tx, {
              userId,
              orderId,
              invoice: event.invoice,
              seller: opts.seller ?? DEV_SELLER,
              paymentMethod: paymentMethodText(current?.paymentMethodBrand, current?.paymentMethodLast4),
            })
          : null;
        if (current && current.providerSubscriptionId === event.providerSubscriptionId) {
          const { periodStart, periodEnd } = event.invoice;
          const patch: Parameters<typeof updateSubscription>[2] = {};
          if (current.status === 'past_due' || current.status === 'unpaid') {
            patch.status = 'active';
            patch.pastDueSince = null;
          }
          if (periodEnd && (!current.currentPeriodEnd || periodEnd > current.currentPeriodEnd)) {
            patch.currentPeriodStart = periodStart;
            patch.currentPeriodEnd = periodEnd;
          }
          if (Object.keys(patch).length) await updateSubscription(tx, userId, patch);
          const status = patch.status ?? current.status;
          if (ON_PLAN.has(status)) {
            await setUserPlan(tx, userId, {
              subscriptionStatus: current.planId,
              generationsLimit: PLANS[current.planId].limits.videoGenerationsPerMonth,
            });
            // Only an invoice for a new period starts a new usage month (a proration does not).
            if (status === 'active' && patch.currentPeriodStart)
              await startUsagePeriod(tx, userId, patch.currentPeriodStart);
          }
        }
        return {
          applied: true,
          userId,
          paidOrder: invoiceRow ? { ...event.invoice, planName, invoiceId: invoiceRow.id } : undefined,
        };
      }
      case 'invoice.payment_failed': {
        await upsertOrder(tx, {
          ...orderValues(userId, event.invoice, 'failed'),
          providerSubscriptionId: event.providerSubscriptionId,
        });
        const current = await findSubscriptionByUser(tx, userId);
        if (current && current.providerSubscriptionId === event.providerSubscriptionId && current.status === 'active') {
          await updateSubscription(tx, userId, {
            status: 'past_due',
            pastDueSince: current.pastDueSince ?? event.invoice.date,
          });
        }
        return { applied: true, userId };
      }
    }
  });
}

async function resolveUser(tx: Db, event: PaymentEvent): Promise<string | null> {
  if (event.userId) return event.userId;
  const subId =
    event.type === 'subscription.updated'
      ? event.subscription.providerSubscriptionId
      : event.type === 'subscription.deleted' ||
          event.type === 'invoice.paid' ||
          event.type === 'invoice.payment_failed'
        ? event.providerSubscriptionId
        : null;
  if (subId) {
    const sub = await findSubscriptionByProviderId(tx, subId);
    if (sub) return sub.userId;
  }
  const customerId =
    event.type === 'subscription.updated'
      ? event.subscription.providerCustomerId
      : 'providerCustomerId' in event
        ? event.providerCustomerId
        : null;
  return (customerId && (await findUserIdByCustomer(tx, customerId))) || null;
}

/** Stores the provider's view of the subscription and puts the user's plan and counters in line with it. */
async function syncSubscription(tx: Db, userId: string, provider: PaymentEvent['provider'], s: SubscriptionSnapshot) {
  const current = await findSubscriptionByUser(tx, userId);
  const sameSub = current?.providerSubscriptionId === s.providerSubscriptionId;
  // The successor of the user's subscription (moved to euro) carries on its paid period and usage month.
  const successor = !!current && !sameSub && !!s.replaces && s.replaces === current.providerSubscriptionId;
  // Events arrive out of order: an old "incomplete" must not undo a later activation, and a late
  // event about a subscription that already ended must not bring it back.
  if (sameSub && current.status !== 'incomplete' && s.status === 'incomplete') return;
  if (sameSub && current.status === 'canceled') return;
  // A stale event about an earlier, replaced subscription.
  if (
    current &&
    !sameSub &&
    current.status !== 'canceled' &&
    current.status !== 'incomplete' &&
    s.status === 'canceled'
  )
    return;
  // A second live subscription never replaces the one the user has (the duplicate is refunded).
  if (!successor && isDuplicate(current, s)) return;

  await upsertSubscription(tx, {
    userId,
    provider,
    planId: s.planId,
    status: s.status,
    providerCustomerId: s.providerCustomerId,
    providerSubscriptionId: s.providerSubscriptionId,
    currentPeriodStart: successor ? current.currentPeriodStart : s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    interval: s.interval ?? 'month',
    // A subscriber's own (converted) price holds only for the plan and interval it was set for.
    ...((sameSub || successor) && current.planId === s.planId && current.interval === (s.interval ?? 'month')
      ? successor
        ? { priceNoticePending: false }
        : {}
      : { priceAmount: null, priceNoticePending: false }),
    ...(s.scheduledChange !== undefined
      ? {
          scheduledPlanId: s.scheduledChange?.planId ?? null,
          scheduledInterval: s.scheduledChange?.interval ?? null,
          providerScheduleId: s.scheduledChange?.providerScheduleId ?? null,
        }
      : sameSub && !(current.scheduledPlanId === s.planId && current.scheduledInterval === (s.interval ?? 'month'))
        ? {}
        : { scheduledPlanId: null, scheduledInterval: null, providerScheduleId: null }),
    ...(ON_PLAN.has(s.status) && s.status !== 'past_due' && s.status !== 'unpaid'
      ? { pastDueSince: null }
      : s.status === 'past_due' && !(sameSub && current.pastDueSince)
        ? { pastDueSince: new Date() }
        : {}),
    ...(s.paymentMethod !== undefined
      ? { paymentMethodBrand: s.paymentMethod?.brand ?? null, paymentMethodLast4: s.paymentMethod?.last4 ?? null }
      : sameSub || successor
        ? {}
        : { paymentMethodBrand: null, paymentMethodLast4: null }),
  });
  if (s.providerCustomerId) await savePaymentCustomer(tx, userId, provider, s.providerCustomerId);

  if (ON_PLAN.has(s.status)) {
    await setUserPlan(tx, userId, {
      subscriptionStatus: s.planId,
      generationsLimit: PLANS[s.planId].limits.videoGenerationsPerMonth,
    });
    if (!successor && (s.status === 'active' || s.status === 'trialing'))
      await startUsagePeriod(tx, userId, s.currentPeriodStart ?? new Date());
  } else if (s.status === 'canceled') {
    await endAccess(tx, userId);
  }
  // 'incomplete': checkout not paid yet; the user keeps what they had.
}

/** A live subscription other than the user's current live one. */
function isDuplicate(current: Awaited<ReturnType<typeof findSubscriptionByUser>>, s: SubscriptionSnapshot): boolean {
  if (!current || current.providerSubscriptionId === s.providerSubscriptionId) return false;
  return ON_PLAN.has(current.status) && ON_PLAN.has(s.status);
}

const endAccess = (tx: Db, userId: string) =>
  endPaidAccess(tx, userId, {
    generations: PLANS.trial.limits.videoGenerationsPerMonth,
    downloads: PLANS.trial.limits.downloadsPerMonth,
  });

function orderValues(userId: string, inv: InvoiceSnapshot, paymentStatus: string) {
  return {
    userId,
    providerInvoiceId: inv.providerInvoiceId,
    orderDate: inv.date,
    description: inv.description,
    amountTotal: inv.amountTotal,
    currency: inv.currency,
    paymentStatus,
    invoiceUrl: inv.invoiceUrl,
  };
}
