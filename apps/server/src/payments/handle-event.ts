import { PLANS, planPeriodPriceMinor } from '@reklamo/contract';
import {
  applyPaymentEvent,
  currentPeriodPrice,
  dueBillingEvents,
  euroPriceNoticeEmail,
  invoiceNumberText,
  startDueUsageMonths,
  paymentConfirmationEmail,
  testModeEndEvents,
  type PaymentEvent,
  type SellerParticulars,
} from '@reklamo/core';
import {
  claimPriceNotice,
  findUserById,
  listPriceNoticesDue,
  updateSubscription,
  type Db,
  type SubscriptionRow,
} from '@reklamo/db';
import type { Logger } from '../logger.ts';
import { invoiceAttachment } from '../invoices/invoice-files.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';

export type PaymentsContext = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Production never renews test-mode subscriptions. */
  production?: boolean;
  /** Where invoice PDFs are kept (without it the e-mail goes without the attachment). */
  storage?: Storage;
  /** The supplier on фактури (SELLER_* configuration). */
  seller?: SellerParticulars;
  /** Moves a Stripe subscription billed in лева to euro from its period end (the billing clock). */
  moveToEuro?: (sub: SubscriptionRow) => Promise<boolean>;
  /** Cancels and refunds a duplicate subscription (set where webhooks are handled). */
  voidDuplicate?: (input: {
    userId: string;
    providerSubscriptionId: string;
    providerInvoiceId?: string;
  }) => Promise<void>;
};

/**
 * Applies one payments event (both providers come here) and, when it made an order paid, e-mails
 * the confirmation. The e-mail goes after the commit: a mail failure is logged, never rolls back.
 */
export async function handlePaymentEvent(ctx: PaymentsContext, event: PaymentEvent) {
  const outcome = await applyPaymentEvent(ctx.db, event, { seller: ctx.seller });
  ctx.logger.info(
    { eventId: event.id, type: event.type, applied: outcome.applied, userId: outcome.userId },
    'payments event',
  );
  if (outcome.duplicateSubscriptionId && outcome.userId) {
    ctx.logger.warn(
      { userId: outcome.userId, subscription: outcome.duplicateSubscriptionId },
      'duplicate subscription paid: cancelling and refunding it',
    );
    await ctx.voidDuplicate?.({
      userId: outcome.userId,
      providerSubscriptionId: outcome.duplicateSubscriptionId,
      providerInvoiceId: outcome.duplicateInvoiceId,
    });
  }
  if (outcome.paidOrder && outcome.userId) {
    const user = await findUserById(ctx.db, outcome.userId);
    if (user) {
      const storage = ctx.storage;
      const attachment = storage
        ? await invoiceAttachment({ db: ctx.db, storage }, outcome.paidOrder.invoiceId).catch((err) => {
            ctx.logger.error({ err, invoiceId: outcome.paidOrder!.invoiceId }, 'invoice PDF failed');
            return null;
          })
        : null;
      const email = paymentConfirmationEmail({
        name: user.fullName,
        planName: outcome.paidOrder.planName,
        invoice: outcome.paidOrder,
        invoiceNumber: attachment ? invoiceNumberText(attachment.invoice.number) : null,
      });
      const attachments = attachment
        ? [{ filename: attachment.filename, content: attachment.content, contentType: attachment.contentType }]
        : undefined;
      await ctx.mailer
        .send({ to: user.email, ...email, attachments })
        .catch((err) => ctx.logger.error({ err, userId: user.id }, 'payment e-mail failed'));
    }
  }
  return outcome;
}

/** Processes ended billing periods once (cancellations take effect, test-mode renewals). */
export async function runBillingClock(ctx: PaymentsContext, now = new Date()) {
  await sendPriceNotices(ctx);
  const events = await dueBillingEvents(ctx.db, now, { production: ctx.production });
  for (const e of events) await handlePaymentEvent(ctx, e);
  await startDueUsageMonths(ctx.db, now);
  return events.length;
}

/**
 * Tells each subscriber whose renewal price changed (a subscription billed in лева, now in euro)
 * what the next renewal charges, before it does: the renewal waits until the notice is taken. Each
 * notice is taken by one process only, so nobody gets it twice.
 */
export async function sendPriceNotices(ctx: PaymentsContext): Promise<number> {
  let sent = 0;
  for (const sub of await listPriceNoticesDue(ctx.db)) {
    // A Stripe subscription is told only once it is moved to an `eur` price (its owner must not be told otherwise).
    if (sub.provider !== 'test' && !ctx.moveToEuro) continue;
    if (!(await claimPriceNotice(ctx.db, sub.id))) continue;
    if (sub.provider !== 'test') {
      const moved = await ctx.moveToEuro!(sub).catch((err: unknown) => {
        ctx.logger.error({ err, userId: sub.userId }, 'moving a subscription to euro failed');
        return false;
      });
      if (!moved) {
        await updateSubscription(ctx.db, sub.userId, { priceNoticePending: true });
        continue;
      }
    }
    const user = await findUserById(ctx.db, sub.userId);
    if (!user) continue;
    // The renewal charges the scheduled plan when a change is due then, at its list price.
    const next = sub.scheduledPlanId
      ? { planId: sub.scheduledPlanId, interval: sub.scheduledInterval ?? sub.interval }
      : null;
    const email = euroPriceNoticeEmail({
      name: user.fullName,
      planName: PLANS[next?.planId ?? sub.planId].name,
      interval: next?.interval ?? sub.interval,
      amountMinor: (next ? planPeriodPriceMinor(PLANS[next.planId], next.interval) : currentPeriodPrice(sub)) ?? 0,
      renewsAt: sub.cancelAtPeriodEnd ? null : sub.currentPeriodEnd,
    });
    await ctx.mailer
      .send({ to: user.email, ...email })
      .catch((err) => ctx.logger.error({ err, userId: user.id }, 'price notice e-mail failed'));
    sent++;
  }
  if (sent) ctx.logger.info({ sent }, 'euro price notices sent');
  return sent;
}

/** Production start: test-mode subscriptions from a development run lose their paid access. */
export async function endTestModeSubscriptions(ctx: PaymentsContext) {
  const events = await testModeEndEvents(ctx.db);
  for (const e of events) await handlePaymentEvent(ctx, e);
  if (events.length)
    ctx.logger.warn(
      { count: events.length },
      'production start ended test-mode subscriptions (test payments are never honoured in production)',
    );
  return events.length;
}

/** Runs the billing clock every `intervalSec`; returns a stop function. */
export function startBillingClock(ctx: PaymentsContext, intervalSec: number): () => Promise<void> {
  if (intervalSec <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runBillingClock(ctx).catch((err) => ctx.logger.error({ err }, 'billing clock failed'));
  }, intervalSec * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
