import { describe, expect, it } from 'vitest';
import { checkAdPlanRules } from './plan-rules.ts';

describe('the plan rules of an ad (create, edit, re-render, formats)', () => {
  it('refuses a Pro-only style on Trial and Starter, and own music below Pro', () => {
    expect(checkAdPlanRules({ plan: 'trial', subscriptionStatus: null }, { style: 'luxe' })).toEqual({
      allowed: false,
      code: 'STYLE_NOT_IN_PLAN',
    });
    expect(checkAdPlanRules({ plan: 'starter', subscriptionStatus: 'active' }, { style: 'luxe' })).toEqual({
      allowed: false,
      code: 'STYLE_NOT_IN_PLAN',
    });
    expect(checkAdPlanRules({ plan: 'pro', subscriptionStatus: 'active' }, { style: 'luxe' })).toEqual({
      allowed: true,
    });
    expect(
      checkAdPlanRules({ plan: 'starter', subscriptionStatus: 'active' }, { style: 'bold', musicId: 'x' }),
    ).toEqual({ allowed: false, code: 'MUSIC_NOT_IN_PLAN' });
  });

  it("gives a plan whose subscription is not active the trial's choices", () => {
    expect(checkAdPlanRules({ plan: 'pro', subscriptionStatus: 'canceled' }, { style: 'luxe' })).toEqual({
      allowed: false,
      code: 'STYLE_NOT_IN_PLAN',
    });
  });
});
