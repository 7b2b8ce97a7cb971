import type { PaymentsProviderKind, PurchasablePlanId } from '@reklamo/contract';
import type { PaymentEvent } from '@reklamo/core';

export type CheckoutUser = { id: string; email: string; name: string };

/**
 * A payments provider (DESIGN.md "Providers"): `stripe` when STRIPE_SECRET_KEY is set, otherwise
 * the built-in `test` checkout. Whatever happens after checkout arrives as PaymentEvents and goes
 * through one path (handlePaymentEvent -> core applyPaymentEvent).
 */
export type PaymentsProvider = {
  kind: PaymentsProviderKind;
  createCheckout(input: { user: CheckoutUser; planId: PurchasablePlanId; successUrl: string; cancelUrl: string }): Promise<{ url: string }>;
  createPortal(input: { user: CheckoutUser; returnUrl: string }): Promise<{ url: string }>;
  /** Ends the user's subscription at once, without refund (used when an account is deleted). */
  cancelNow(userId: string): Promise<void>;
  /** Stripe only: verifies a webhook's signature and translates it; throws InvalidSignatureError. */
  parseWebhook?(rawBody: string, signature: string | undefined): Promise<PaymentEvent[]>;
};

export class InvalidSignatureError extends Error {
  constructor() {
    super('invalid webhook signature');
    this.name = 'InvalidSignatureError';
  }
}
