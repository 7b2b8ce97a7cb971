import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AGENCY_MAIL_SUBJECT,
  PLANS,
  planPeriodPriceMinor,
  planPriceMinor,
  SALES_EMAIL,
  SOLD_PLANS,
  type BillingInterval,
  type BillingSubscription,
  type Plan,
  type PlanChangePreview,
  type PlanId,
  type PurchasablePlanId,
} from '@reklamo/contract';
import { Banner } from '../../components/form.tsx';
import { ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { Modal } from '../dashboard/modal.tsx';
import { USAGE_KEY } from '../dashboard/use-profile.ts';
import { BILLING_KEY, changePlan, previewPlanChange, startCheckout } from './api.ts';
import { formatAmount, formatDate } from './format.ts';

const LIVE = ['active', 'trialing', 'past_due', 'unpaid'];

const errorText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status === 429
    ? m.common.rateLimited
    : (err instanceof ApiError && m.plans.errors[err.code]) || fallback;

/**
 * SPEC.md "Plan chooser": three cards and a Месечно/Годишно switch. Without a subscription Starter
 * and Pro start checkout; a subscriber changes plan through a dialog that states the amount and
 * the date (upgrade now with a prorated charge, downgrade at the period end). Agency opens an
 * e-mail to sales. The current plan's card is dimmed and its button disabled.
 */
export function PlanChooser({
  currentPlan,
  subscription,
  initialInterval = 'month',
  onBack,
}: {
  currentPlan: PlanId;
  subscription: BillingSubscription | null;
  initialInterval?: BillingInterval;
  onBack: (notice?: string) => void;
}) {
  const navigate = useNavigate();
  const [interval, setInterval] = useState<BillingInterval>(initialInterval);
  const [pending, setPending] = useState<PurchasablePlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PurchasablePlanId | null>(null);
  const subscribed = !!subscription && LIVE.includes(subscription.subscription_status);

  const checkout = async (planId: PurchasablePlanId) => {
    setPending(planId);
    setError(null);
    try {
      const { url } = await startCheckout(planId, interval);
      window.location.assign(url);
    } catch (err) {
      console.error('checkout failed', err);
      setPending(null);
      if (err instanceof ApiError && err.status === 401) return navigate('/login');
      setError(errorText(err, m.plans.checkoutFailed));
    }
  };

  const act = (plan: Plan) => {
    if (plan.action === 'contact') {
      window.location.href = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(AGENCY_MAIL_SUBJECT)}`;
      return;
    }
    if (subscribed) setConfirming(plan.id as PurchasablePlanId);
    else void checkout(plan.id as PurchasablePlanId);
  };

  return (
    <section aria-labelledby="plans-title">
      <button
        onClick={() => onBack()}
        className="mb-4 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
      >
        <ArrowLeft size={16} aria-hidden /> {m.plans.back}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="plans-title" className="text-3xl font-bold text-slate-900">
          {m.plans.title}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <div role="group" aria-label={m.plans.intervalLabel} className="inline-flex rounded-xl bg-slate-100 p-1">
            {(['month', 'year'] as const).map((i) => (
              <button
                key={i}
                type="button"
                aria-pressed={interval === i}
                onClick={() => setInterval(i)}
                className={`rounded-lg px-4 py-1.5 text-sm font-semibold transition ${interval === i ? 'bg-white text-slate-950 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
              >
                {i === 'month' ? m.plans.monthly : m.plans.yearly}
              </button>
            ))}
          </div>
          <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-700">
            {m.plans.save}
          </span>
        </div>
      </div>
      {error && (
        <div className="mt-4">
          <Banner kind="error">{error}</Banner>
        </div>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {SOLD_PLANS.map((plan) => {
          const current =
            plan.id === currentPlan && (!subscription || !subscribed || subscription.interval === interval);
          const busy = pending === plan.id;
          const label =
            subscribed && plan.action !== 'contact'
              ? m.plans.change
              : plan.id === 'starter'
                ? m.plans.chooseStarter
                : plan.buttonText;
          // Euro cents a month: Pro 19900, or 15900 when billed yearly.
          const monthly =
            interval === 'year' ? (plan.yearlyPrice === null ? null : plan.yearlyPrice * 100) : planPriceMinor(plan);
          const periodTotal = planPeriodPriceMinor(plan, interval);
          return (
            <article
              key={plan.id}
              aria-label={plan.cardName}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.isPopular ? 'border-brand-500 ring-2 ring-brand-100' : 'border-slate-200'} ${current ? 'bg-slate-100 shadow-none' : ''}`}
              data-current={current || undefined}
            >
              {plan.isPopular && (
                <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                  {m.plans.popular}
                </span>
              )}
              {current && (
                <span className="absolute -top-3 right-6 rounded-full bg-slate-700 px-3 py-1 text-xs font-semibold text-white">
                  {m.plans.current}
                </span>
              )}
              <h2 className="text-xl font-bold text-slate-900">{plan.cardName}</h2>
              <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
              <p className="mt-4">
                {monthly === null ? (
                  <>
                    <span className="text-3xl font-bold">{m.plans.custom}</span>
                    <span className="block text-sm text-slate-600">{m.plans.customNote}</span>
                  </>
                ) : (
                  <>
                    <span className="text-3xl font-bold" data-testid={`chooser-price-${plan.id}`}>
                      {formatAmount(monthly)}
                    </span>{' '}
                    <span className="text-slate-600">{m.plans.perMonthShort}</span>
                    <span className="block text-sm text-slate-600">
                      {interval === 'year' && periodTotal !== null
                        ? m.plans.billedYearly(formatAmount(periodTotal))
                        : m.plans.billedMonthly}
                    </span>
                  </>
                )}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check size={16} className="mt-0.5 shrink-0 text-emerald-500" aria-hidden /> {f}
                  </li>
                ))}
              </ul>
              <button
                onClick={() => act(plan)}
                disabled={current || busy}
                className="mt-6 flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-800 disabled:shadow-none"
              >
                {busy && (
                  <span
                    className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                    aria-hidden
                  />
                )}
                {busy ? m.plans.loading : current ? m.plans.current : label}
              </button>
            </article>
          );
        })}
      </div>
      {confirming && (
        <ChangeDialog
          planId={confirming}
          interval={interval}
          onClose={() => setConfirming(null)}
          onDone={(notice) => {
            setConfirming(null);
            onBack(notice);
          }}
        />
      )}
    </section>
  );
}

/** States what the change costs today and when it applies; nothing changes until "Потвърдете". */
function ChangeDialog({
  planId,
  interval,
  onClose,
  onDone,
}: {
  planId: PurchasablePlanId;
  interval: BillingInterval;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const qc = useQueryClient();
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const planName = PLANS[planId].name;

  useEffect(() => {
    let live = true;
    previewPlanChange({ planId, interval })
      .then((p) => live && setPreview(p))
      .catch((err) => {
        console.error('plan change preview failed', err);
        if (live) setError(errorText(err, m.billing.actionFailed));
      });
    return () => {
      live = false;
    };
  }, [planId, interval]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await changePlan({ planId, interval });
      await Promise.all([
        qc.invalidateQueries({ queryKey: BILLING_KEY }),
        qc.invalidateQueries({ queryKey: USAGE_KEY }),
      ]);
      onDone(done.kind === 'upgrade' ? m.plans.changed : m.plans.scheduled);
    } catch (err) {
      console.error('plan change failed', err);
      setError(errorText(err, m.plans.errors.PLAN_CHANGE_FAILED!));
      setBusy(false);
    }
  };

  return (
    <Modal title={m.plans.changeTitle(planName)} onClose={onClose}>
      <div className="space-y-3 text-sm text-slate-700" data-testid="change-dialog">
        {!preview && !error && <p role="status">{m.plans.previewLoading}</p>}
        {preview?.kind === 'upgrade' && (
          <>
            <p className="text-base font-semibold text-slate-900">
              {preview.starts_new_period && preview.period_end
                ? m.plans.upgradeNewPeriod(
                    formatAmount(preview.amount, preview.currency),
                    formatDate(preview.period_end),
                  )
                : m.plans.upgradeNow(formatAmount(preview.amount, preview.currency))}
            </p>
            <p>{m.plans.upgradeEffective}</p>
            {preview.period_end && (
              <p>
                {m.plans.nextCharge(
                  formatDate(preview.period_end),
                  formatAmount(preview.next_amount, preview.currency),
                )}
              </p>
            )}
          </>
        )}
        {preview?.kind === 'downgrade' && (
          <>
            <p className="text-base font-semibold text-slate-900">
              {m.plans.downgradeEffective(formatDate(preview.effective_at), planName)}
            </p>
            <p>{m.plans.downgradeNothingNow}</p>
          </>
        )}
        {preview && preview.kind === 'downgrade' && (
          <p>
            {m.plans.nextCharge(formatDate(preview.effective_at), formatAmount(preview.next_amount, preview.currency))}
          </p>
        )}
        {error && <Banner kind="error">{error}</Banner>}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {m.plans.cancel}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={!preview || busy}
          data-autofocus
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? m.plans.loading : m.plans.confirm}
        </button>
      </div>
    </Modal>
  );
}
