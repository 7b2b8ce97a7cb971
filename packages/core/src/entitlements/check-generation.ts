import { isUnlimited, PLANS, type PlanId, type SubscriptionStatus } from '@reklamo/contract';

export type Entitlement =
  | { allowed: true }
  | {
      allowed: false;
      code: 'SUBSCRIPTION_INACTIVE' | 'GENERATION_LIMIT_REACHED' | 'GENERATION_NOT_ALLOWED' | 'DOWNLOAD_LIMIT_REACHED';
      limit?: number;
    };

export type AccountState = {
  plan: PlanId;
  /** Status of the subscription record; null when there is none. */
  subscriptionStatus: SubscriptionStatus | null;
  generationsUsed: number;
  downloadsUsed: number;
};

/** Days a failed renewal keeps the plan usable while the card is updated (Stripe retries meanwhile). */
export const PAST_DUE_GRACE_DAYS = 3;

/** A past_due subscription whose first failed payment is less than the grace period ago. */
export const inPaymentGrace = (
  sub: { status: SubscriptionStatus; pastDueSince?: Date | null } | null | undefined,
  now = new Date(),
) =>
  !!sub &&
  sub.status === 'past_due' &&
  !!sub.pastDueSince &&
  now.getTime() - sub.pastDueSince.getTime() < PAST_DUE_GRACE_DAYS * 86_400_000;

/**
 * The entitlement state of an account row as packages/db's findAccount returns it. During the
 * grace period after a failed renewal the plan still counts as active; after it, SPEC's
 * "Вашият абонамент не е активен" applies until a payment succeeds.
 */
export const accountStateOf = (
  row: {
    user: { subscriptionStatus: PlanId; freeGenerationsUsed: number; downloadsUsed: number };
    subscription: { status: SubscriptionStatus; pastDueSince?: Date | null } | null;
  },
  now = new Date(),
): AccountState => ({
  plan: row.user.subscriptionStatus,
  subscriptionStatus: inPaymentGrace(row.subscription, now) ? 'active' : (row.subscription?.status ?? null),
  generationsUsed: row.user.freeGenerationsUsed,
  downloadsUsed: row.user.downloadsUsed,
});

/** SPEC.md section 4: non-trial plans are usable only while the subscription record is active. */
export const isPlanActive = (a: Pick<AccountState, 'plan' | 'subscriptionStatus'>) =>
  a.plan === 'trial' || a.subscriptionStatus === 'active';

/** SPEC.md section 5 "Plan check", enforced on the server. */
export function checkGeneration(a: AccountState): Entitlement {
  if (!isPlanActive(a)) return { allowed: false, code: 'SUBSCRIPTION_INACTIVE' };
  const limit = PLANS[a.plan].limits.videoGenerationsPerMonth;
  if (isUnlimited(limit)) return { allowed: true };
  if (limit <= 0) return { allowed: false, code: 'GENERATION_NOT_ALLOWED' };
  if (a.generationsUsed >= limit) return { allowed: false, code: 'GENERATION_LIMIT_REACHED', limit };
  return { allowed: true };
}

export function checkDownload(a: AccountState): Entitlement {
  if (!isPlanActive(a)) return { allowed: false, code: 'SUBSCRIPTION_INACTIVE' };
  const limit = PLANS[a.plan].limits.downloadsPerMonth;
  if (isUnlimited(limit)) return { allowed: true };
  if (a.downloadsUsed >= limit) return { allowed: false, code: 'DOWNLOAD_LIMIT_REACHED', limit };
  return { allowed: true };
}

/** Brand Kit: Pro and Agency with an active subscription (SPEC.md section 6). */
export const hasBrandKit = (a: Pick<AccountState, 'plan' | 'subscriptionStatus'>) =>
  PLANS[a.plan].limits.hasBrandKit && isPlanActive(a);

/** Own music beds: the same plans as the Brand Kit (Pro and Agency, active). */
export const hasOwnMusic = (a: Pick<AccountState, 'plan' | 'subscriptionStatus'>) => hasBrandKit(a);
