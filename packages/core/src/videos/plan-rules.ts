import { stylesForPlan, type StyleId } from '@reklamo/contract';
import { hasOwnMusic, isPlanActive, type AccountState } from '../entitlements/check-generation.ts';

export type PlanRuleCheck = { allowed: true } | { allowed: false; code: 'STYLE_NOT_IN_PLAN' | 'MUSIC_NOT_IN_PLAN' };

/**
 * What an ad may use on the account's plan: its style and its own music. The create flow, the
 * editor's save, a re-render and a new format all ask this one function, so no path renders what
 * the plan does not include. A plan whose subscription is not active has the trial's choices.
 */
export function checkAdPlanRules(
  account: Pick<AccountState, 'plan' | 'subscriptionStatus'>,
  ad: { style: string; musicId?: string | null },
): PlanRuleCheck {
  const plan = isPlanActive(account) ? account.plan : 'trial';
  if (!stylesForPlan(plan).includes(ad.style as StyleId)) return { allowed: false, code: 'STYLE_NOT_IN_PLAN' };
  if (ad.musicId && !hasOwnMusic(account)) return { allowed: false, code: 'MUSIC_NOT_IN_PLAN' };
  return { allowed: true };
}
