import type { SellerParticulars } from '@reklamo/core';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { PaymentsContext } from './handle-event.ts';
import type { PaymentsProvider } from './provider.ts';
import { createStripePaymentsProvider } from './stripe-provider.ts';
import { createTestPaymentsProvider } from './test-provider.ts';

export type { PaymentsProvider } from './provider.ts';

/** The supplier on фактури, from SELLER_* configuration. */
export const sellerOf = (config: Config): SellerParticulars => ({
  name: config.SELLER_NAME,
  eik: config.SELLER_EIK,
  vatNumber: config.SELLER_VAT,
  address: config.SELLER_ADDRESS,
  mol: config.SELLER_MOL,
});

/** `stripe` when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. */
export function createPayments(ctx: PaymentsContext & { config: Config }): PaymentsProvider {
  if (!ctx.config.STRIPE_SECRET_KEY && ctx.config.isProduction) {
    ctx.logger.warn('STRIPE_SECRET_KEY is not set: checkout cannot take payments in production');
    const test = createTestPaymentsProvider({ ...ctx, publicUrl: ctx.config.publicUrl });
    return {
      ...test,
      createCheckout: async () => {
        throw new AppError('CHECKOUT_FAILED', 503);
      },
    };
  }
  return ctx.config.STRIPE_SECRET_KEY
    ? createStripePaymentsProvider(ctx)
    : createTestPaymentsProvider({ ...ctx, publicUrl: ctx.config.publicUrl });
}
