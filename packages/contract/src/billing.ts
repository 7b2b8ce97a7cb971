import { z } from 'zod';
import { ZPlanId, ZSubscriptionStatus } from './plan-schemas.ts';
import { BILLING_INTERVALS } from './plans.ts';

export const ZBillingInterval = z.enum(BILLING_INTERVALS);

/** The plans a user can buy through checkout (Agency is sold by e-mail). */
export const PURCHASABLE_PLAN_IDS = ['starter', 'pro'] as const;
export const ZPurchasablePlanId = z.enum(PURCHASABLE_PLAN_IDS);
export type PurchasablePlanId = z.infer<typeof ZPurchasablePlanId>;

export const PAYMENTS_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentsProviderKind = (typeof PAYMENTS_PROVIDERS)[number];

/**
 * SPEC.md section 7 "Checkout": `price_id`, `mode`, `success_url`, `cancel_url`; we also accept the
 * plan id. Return URLs default to origin + /success and origin + /dashboard and must be same-origin.
 */
export const ZCheckoutRequest = z
  .object({
    planId: ZPurchasablePlanId.optional(),
    /** Monthly unless `year`; a yearly price id also implies `year`. */
    interval: ZBillingInterval.optional(),
    price_id: z.string().max(200).optional(),
    mode: z.literal('subscription').optional(),
    success_url: z.string().max(2000).optional(),
    cancel_url: z.string().max(2000).optional(),
  })
  .refine((r) => r.planId || r.price_id, { message: 'planId or price_id is required', path: ['planId'] });
export type CheckoutRequest = z.infer<typeof ZCheckoutRequest>;

export const ZRedirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof ZRedirectResponse>;
export const ZCheckoutResponse = ZRedirectResponse;
export type CheckoutResponse = RedirectResponse;
export const ZPortalResponse = ZRedirectResponse;
export type PortalResponse = RedirectResponse;

/** SPEC.md section 3 "Subscription record" (single row or none). */
export const ZBillingSubscription = z.object({
  plan: ZPlanId,
  subscription_status: ZSubscriptionStatus,
  /** Unix seconds. */
  current_period_end: z.number().nullable(),
  cancel_at_period_end: z.boolean(),
  payment_method_brand: z.string().nullable(),
  payment_method_last4: z.string().nullable(),
  interval: ZBillingInterval,
  /** Unix seconds. */
  current_period_start: z.number().nullable(),
  /** A change that takes effect at `current_period_end` (a downgrade), or null. */
  scheduled_change: z.object({ plan: ZPlanId, interval: ZBillingInterval }).nullable(),
  /** What the next renewal charges (minor units), null when nothing will be charged. */
  next_charge_amount: z.number().nullable(),
  /** A failed renewal: until this moment (unix seconds) the plan still works; null when paid up. */
  grace_ends_at: z.number().nullable().optional(),
});
export type BillingSubscription = z.infer<typeof ZBillingSubscription>;

/**
 * SPEC.md section 3 "Order/payment"; `amount_total` in minor units of `currency` (euro cents; an
 * order charged in лева before the euro keeps its stotinki and "bgn").
 */
export const ZOrder = z.object({
  id: z.string(),
  order_date: z.string(),
  description: z.string(),
  amount_total: z.number(),
  currency: z.string(),
  /** `paid` shows Paid; anything else Processing (SPEC.md section 9). */
  payment_status: z.string(),
  /** Our фактура PDF when one was issued, else the provider's receipt page. */
  invoice_url: z.string().nullable(),
  /** "0000000001" when a фактура was issued. */
  invoice_number: z.string().nullable().optional(),
  /** Refunded so far (minor units) and the кредитни известия issued for it. */
  amount_refunded: z.number().optional(),
  credit_notes: z.array(z.object({ number: z.string(), url: z.string() })).optional(),
});
export type Order = z.infer<typeof ZOrder>;

/** GET /api/billing: everything the billing screen shows. */
export const ZBillingOverview = z.object({
  provider: z.enum(PAYMENTS_PROVIDERS),
  subscription: ZBillingSubscription.nullable(),
  orders: z.array(ZOrder),
  account: z.object({ plan: ZPlanId, member_since: z.string() }),
});
export type BillingOverview = z.infer<typeof ZBillingOverview>;

/** GET /api/billing/subscription: what the success screen polls. */
export const ZSubscriptionResponse = z.object({ subscription: ZBillingSubscription.nullable() });
export type SubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;

/** POST /api/billing/change/preview and /api/billing/change: a plan change of the subscriber. */
export const ZPlanChangeRequest = z.object({ planId: ZPurchasablePlanId, interval: ZBillingInterval.default('month') });
export type PlanChangeRequest = z.input<typeof ZPlanChangeRequest>;

/**
 * What a plan change does: an upgrade takes effect now and charges `amount` (prorated for the rest
 * of the period); a downgrade takes effect at `effective_at` and charges nothing now.
 */
export const ZPlanChangePreview = z.object({
  kind: z.enum(['upgrade', 'downgrade']),
  plan: ZPurchasablePlanId,
  interval: ZBillingInterval,
  /** Charged now (minor units). */
  amount: z.number(),
  currency: z.string(),
  /** ISO date the new plan takes effect. */
  effective_at: z.string(),
  /** The new plan's price per period from then on (minor units). */
  next_amount: z.number(),
  /** ISO date of the next renewal after the change (an interval change starts a new period today). */
  period_end: z.string().optional(),
  /** True when the change starts a new billing period today (monthly ↔ yearly). */
  starts_new_period: z.boolean().optional(),
});
export type PlanChangePreview = z.infer<typeof ZPlanChangePreview>;

/** The built-in test checkout page (payments provider `test`). */
export const ZTestCheckoutSession = z.object({
  id: z.string(),
  plan: ZPurchasablePlanId,
  interval: ZBillingInterval,
  /** Minor units per period. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  success_url: z.string(),
  cancel_url: z.string(),
});
export type TestCheckoutSession = z.infer<typeof ZTestCheckoutSession>;

export const ZTestPaymentRequest = z.object({
  card_number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(6),
});
export type TestPaymentRequest = z.infer<typeof ZTestPaymentRequest>;
