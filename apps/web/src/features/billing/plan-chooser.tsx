import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AGENCY_MAIL_SUBJECT, SALES_EMAIL, SOLD_PLANS, type Plan, type PlanId, type PurchasablePlanId } from '@reklamo/contract';
import { Banner } from '../../components/form.tsx';
import { ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { startCheckout } from './api.ts';

/**
 * SPEC.md "Plan chooser": three cards. Starter and Pro start checkout (signed-in users buy in
 * place; signed-out ones go to /login), Agency opens an e-mail to sales. Only the clicked button
 * waits; the current plan's card is dimmed and its button disabled.
 */
export function PlanChooser({ currentPlan, onBack }: { currentPlan: PlanId; onBack: () => void }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PurchasablePlanId | null>(null);
  const [error, setError] = useState<string | null>(null);

  const checkout = async (planId: PurchasablePlanId) => {
    setPending(planId);
    setError(null);
    try {
      const { url } = await startCheckout(planId);
      window.location.assign(url);
    } catch (err) {
      console.error('checkout failed', err);
      setPending(null);
      if (err instanceof ApiError && err.status === 401) return navigate('/login');
      setError(err instanceof ApiError && err.status === 429 ? m.common.rateLimited : m.plans.checkoutFailed);
    }
  };

  const act = (plan: Plan) => {
    if (plan.action === 'contact') {
      window.location.href = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(AGENCY_MAIL_SUBJECT)}`;
      return;
    }
    void checkout(plan.id as PurchasablePlanId);
  };

  return (
    <section aria-labelledby="plans-title">
      <button onClick={onBack} className="mb-4 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100">
        <ArrowLeft size={16} aria-hidden /> {m.plans.back}
      </button>
      <h1 id="plans-title" className="text-3xl font-bold text-slate-900">{m.plans.title}</h1>
      {error && <div className="mt-4"><Banner kind="error">{error}</Banner></div>}
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {SOLD_PLANS.map((plan) => {
          const current = plan.id === currentPlan;
          const busy = pending === plan.id;
          const label = plan.id === 'starter' ? m.plans.chooseStarter : plan.buttonText;
          return (
            <article
              key={plan.id}
              aria-label={plan.cardName}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.isPopular ? 'border-brand-500 ring-2 ring-brand-100' : 'border-slate-200'} ${current ? 'bg-slate-100 shadow-none' : ''}`}
              data-current={current || undefined}
            >
              {plan.isPopular && <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">{m.plans.popular}</span>}
              {current && <span className="absolute -top-3 right-6 rounded-full bg-slate-700 px-3 py-1 text-xs font-semibold text-white">{m.plans.current}</span>}
              <h2 className="text-xl font-bold text-slate-900">{plan.cardName}</h2>
              <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
              <p className="mt-4">
                {plan.price === null ? (
                  <>
                    <span className="text-3xl font-bold">{m.plans.custom}</span>
                    <span className="block text-sm text-slate-600">{m.plans.customNote}</span>
                  </>
                ) : (
                  <>
                    <span className="text-3xl font-bold">{plan.price}</span> <span className="text-slate-600">{m.plans.perMonth}</span>
                  </>
                )}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2"><Check size={16} className="mt-0.5 shrink-0 text-emerald-500" aria-hidden /> {f}</li>
                ))}
              </ul>
              <button
                onClick={() => act(plan)}
                disabled={current || busy}
                className="mt-6 flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-800 disabled:shadow-none"
              >
                {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />}
                {busy ? m.plans.loading : current ? m.plans.current : label}
              </button>
            </article>
          );
        })}
      </div>
    </section>
  );
}
