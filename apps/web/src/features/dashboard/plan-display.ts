import type { Usage } from '@reklamo/contract';
import { m } from '../../messages/index.ts';

/** SPEC.md "Dashboard home": the plan card shows the first word of the plan name, default Trial. */
export function planShortName(planName: string | null | undefined): string {
  const first = planName?.trim().split(/\s+/)[0];
  return first || m.home.stats.defaultPlan;
}

/** SPEC.md section 9 "Usage display": used / limit, or unlimited (-1). */
export function generationsLabel(g: Usage['generations']): string {
  return g.limit === -1 ? m.home.stats.unlimited : `${g.used} / ${g.limit}`;
}

/** Percent of the monthly generations used, capped at 100, and 0 when unlimited. */
export function generationsPercent(g: Usage['generations']): number {
  if (g.limit === -1 || g.limit <= 0) return g.limit === 0 ? 100 : 0;
  return Math.min(100, Math.round((g.used / g.limit) * 100));
}
