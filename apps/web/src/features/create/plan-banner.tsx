import type { UseQueryResult } from '@tanstack/react-query';
import type { Usage } from '@reklamo/contract';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../../messages/index.ts';
import { generationsPercent, planShortName } from '../dashboard/plan-display.ts';

/** SPEC.md "Create-video flow": plan name and used/limit, or unlimited. */
export function PlanBanner({ usage }: { usage: UseQueryResult<Usage> }) {
  if (usage.isPending) return <div className="h-16 animate-pulse rounded-2xl bg-slate-200/70" aria-hidden />;
  if (usage.isError)
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        role="alert"
      >
        {m.create.errors.usageFailed}
        <button type="button" onClick={() => usage.refetch()} className="font-semibold underline">
          {m.home.stats.retry}
        </button>
      </div>
    );
  const u = usage.data;
  const unlimited = u.generations.limit === -1;
  return (
    <section
      aria-label={m.home.stats.plan}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3"
      data-testid="plan-banner"
    >
      <Crown size={20} className="text-brand-600" aria-hidden />
      <p className="font-semibold text-brand-700">{m.create.banner.plan(planShortName(u.planName))}</p>
      <p className="text-sm text-slate-700">
        {unlimited
          ? `${m.home.stats.generations}: ${m.create.banner.unlimited}`
          : m.create.banner.usage(u.generations.used, u.generations.limit)}
      </p>
      {!unlimited && (
        <div className="h-1.5 w-24 overflow-hidden rounded-full bg-white" aria-hidden>
          <div className="h-full bg-brand-600" style={{ width: `${generationsPercent(u.generations)}%` }} />
        </div>
      )}
      {u.plan !== 'agency' && (
        <Link to="/dashboard?section=billing" className="ml-auto text-sm font-semibold text-brand-700 hover:underline">
          {m.create.banner.upgrade}
        </Link>
      )}
    </section>
  );
}
