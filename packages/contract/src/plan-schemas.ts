import { z } from 'zod';
import { PLAN_IDS, STYLE_IDS, SUBSCRIPTION_STATUSES } from './plans.ts';

export const ZPlanId = z.enum(PLAN_IDS);
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export const ZStyleId = z.enum(STYLE_IDS);
