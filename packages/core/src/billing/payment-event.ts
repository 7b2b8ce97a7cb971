import type { BillingInterval, PaymentsProviderKind, SubscriptionStatus } from '@reklamo/contract';

export type PaidPlanId = 'starter' | 'pro' | 'agency';

/** A subscription as the provider last described it. */
export type SubscriptionSnapshot = {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  planId: PaidPlanId;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Omitted: monthly. */
  interval?: BillingInterval;
  /** A change due at the period end; omitted when the event does not say (the stored one is kept), null when none. */
  scheduledChange?: { planId: PaidPlanId; interval: BillingInterval; providerScheduleId: string | null } | null;
  /** Omitted when the event does not say; the stored card is then kept. */
  paymentMethod?: { brand: string; last4: string } | null;
  /**
   * The subscription this one takes over from (a subscription billed in лева moved to an `eur`
   * price from its period end): it replaces the user's current one instead of being a duplicate.
   */
  replaces?: string | null;
};

export type InvoiceSnapshot = {
  providerInvoiceId: string;
  amountTotal: number;
  currency: string;
  invoiceUrl: string | null;
  description: string;
  date: Date;
  /** The service period the invoice pays for (a renewal invoice starts a new usage month). */
  periodStart: Date | null;
  periodEnd: Date | null;
};

/**
 * Provider-neutral payments events: the Stripe webhook and the built-in test checkout both
 * translate into these, so everything after checkout is one code path (applyPaymentEvent).
 * `id` is the provider's event id; a second event with the same id is ignored.
 */
export type PaymentEvent = { id: string; provider: PaymentsProviderKind; userId: string | null } & (
  | {
      type: 'checkout.completed';
      planId: PaidPlanId;
      providerCustomerId: string | null;
      subscription: SubscriptionSnapshot | null;
    }
  | { type: 'subscription.updated'; subscription: SubscriptionSnapshot }
  | { type: 'subscription.deleted'; providerSubscriptionId: string; providerCustomerId: string | null }
  | {
      type: 'invoice.paid';
      providerSubscriptionId: string | null;
      providerCustomerId: string | null;
      invoice: InvoiceSnapshot;
    }
  | {
      type: 'invoice.payment_failed';
      providerSubscriptionId: string | null;
      providerCustomerId: string | null;
      invoice: InvoiceSnapshot;
    }
);
export type PaymentEventType = PaymentEvent['type'];

/** Same day next month, clamped to the month's last day (31 Jan -> 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
