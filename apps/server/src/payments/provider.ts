import type { BillingInterval, PaymentsProviderKind, PurchasablePlanId } from '@reklamo/contract';
import type { PaymentEvent, PlanChangeQuote } from '@reklamo/core';
import type { SubscriptionRow } from '@reklamo/db';

export type CheckoutUser = { id: string; email: string; name: string };

/**
 * A payments provider (DESIGN.md "Providers"): `stripe` when STRIPE_SECRET_KEY is set, otherwise
 * the built-in `test` checkout. Whatever happens after checkout arrives as PaymentEvents and goes
 * through one path (handlePaymentEvent -> core applyPaymentEvent).
 */
export type PaymentsProvider = {
  kind: PaymentsProviderKind;
  createCheckout(input: {
    user: CheckoutUser;
    planId: PurchasablePlanId;
    interval: BillingInterval;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  createPortal(input: { user: CheckoutUser; returnUrl: string }): Promise<{ url: string }>;
  /** Carries out a plan change decided by core quotePlanChange (upgrade now, downgrade scheduled). */
  changePlan(input: { sub: SubscriptionRow; quote: PlanChangeQuote; now: Date }): Promise<void>;
  /** Drops a scheduled change. */
  cancelScheduledChange(sub: SubscriptionRow, now: Date): Promise<void>;
  /** Cancel at period end (true) or take that back (false). */
  setCancelAtPeriodEnd(sub: SubscriptionRow, cancel: boolean, now: Date): Promise<void>;
  /** Ends the user's subscription at once, without refund (used when an account is deleted). */
  cancelNow(userId: string): Promise<void>;
  /** A second subscription paid by mistake (two checkouts): cancel it at the provider and refund it. */
  voidDuplicate(input: { userId: string; providerSubscriptionId: string; providerInvoiceId?: string }): Promise<void>;
  /**
   * Returns money for a paid invoice (all or part). The idempotency key makes a retry of the same
   * refund return the first one instead of refunding again.
   */
  refund(input: { providerInvoiceId: string; amount: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /**
   * Stripe only: a subscription still billed in лева goes on in euro from its period end (a successor
   * subscription at the `eur` price takes over then; the old one ends). False when it cannot be moved
   * now (a scheduled change is pending); the caller tries again later.
   */
  moveToEuro?(sub: SubscriptionRow): Promise<boolean>;
  /** Stripe only: verifies a webhook's signature and translates it; throws InvalidSignatureError. */
  parseWebhook?(rawBody: string, signature: string | undefined): Promise<PaymentEvent[]>;
};

export class InvalidSignatureError extends Error {
  constructor() {
    super('invalid webhook signature');
    this.name = 'InvalidSignatureError';
  }
}
