import { useQueryClient } from '@tanstack/react-query';
import {
  CalendarDays,
  Check,
  CreditCard,
  Download,
  FileText,
  LifeBuoy,
  RotateCcw,
  Settings2,
  Sparkles,
  XCircle,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PLANS, type BillingInterval, type BillingOverview } from '@reklamo/contract';
import { Banner } from '../../components/form.tsx';
import { m } from '../../messages/index.ts';
import type { Profile } from '../dashboard/use-profile.ts';
import { useUsage } from '../dashboard/use-profile.ts';
import { ApiError } from '../../lib/api.ts';
import { Modal } from '../dashboard/modal.tsx';
import { USAGE_KEY } from '../dashboard/use-profile.ts';
import {
  BILLING_KEY,
  cancelScheduledChange,
  cancelSubscription,
  openPortal,
  resumeSubscription,
  useBilling,
} from './api.ts';
import { formatAmount, formatDate, isPaid, statusLabel, usagePercent } from './format.ts';
import { BillingProfileForm } from './billing-profile-form.tsx';
import { PlanChooser } from './plan-chooser.tsx';

/** SPEC.md "Billing": plan, usage, account, history, quick actions, benefits, card, help. */
export function BillingSection({ profile }: { profile: Profile }) {
  const billing = useBilling();
  // ?choose=1 (from the landing page's plan buttons via sign-up) opens the plan chooser at once,
  // with the period the visitor picked there (?period=year).
  const [choosing, setChoosing] = useState(() => new URLSearchParams(window.location.search).get('choose') === '1');
  const [initialInterval] = useState<BillingInterval>(() =>
    new URLSearchParams(window.location.search).get('period') === 'year' ? 'year' : 'month',
  );
  const [notice, setNotice] = useState<string | null>(null);
  const qc = useQueryClient();

  if (billing.isPending) {
    return (
      <div className="flex items-center gap-3 text-slate-600" role="status">
        <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" aria-hidden />{' '}
        {m.billing.loading}
      </div>
    );
  }
  if (billing.isError) {
    console.error('billing failed to load', billing.error);
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold text-slate-900">{m.billing.title}</h1>
        <Banner kind="error">{m.billing.loadError}</Banner>
        <button
          onClick={() => qc.invalidateQueries({ queryKey: BILLING_KEY })}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
        >
          {m.billing.retry}
        </button>
      </div>
    );
  }
  if (choosing) {
    return (
      <PlanChooser
        currentPlan={billing.data.account.plan}
        subscription={billing.data.subscription}
        initialInterval={initialInterval}
        onBack={(n) => {
          setNotice(n ?? null);
          setChoosing(false);
        }}
      />
    );
  }
  return (
    <BillingOverviewView data={billing.data} profile={profile} notice={notice} onChoosePlan={() => setChoosing(true)} />
  );
}

function BillingOverviewView({
  data,
  profile,
  notice: initialNotice,
  onChoosePlan,
}: {
  data: BillingOverview;
  profile: Profile;
  notice: string | null;
  onChoosePlan: () => void;
}) {
  const usage = useUsage();
  const qc = useQueryClient();
  const [portalError, setPortalError] = useState(false);
  const [portalBusy, setPortalBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  /** Runs a subscription action, then reloads billing and usage; errors in Bulgarian. */
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setActionError(null);
    setNotice(null);
    try {
      await action();
      await Promise.all([
        qc.invalidateQueries({ queryKey: BILLING_KEY }),
        qc.invalidateQueries({ queryKey: USAGE_KEY }),
      ]);
      setNotice(done);
    } catch (err) {
      console.error('subscription action failed', err);
      setActionError((err instanceof ApiError && m.plans.errors[err.code]) || m.billing.actionFailed);
    } finally {
      setBusy(false);
      setConfirmCancel(false);
    }
  };
  const sub = data.subscription;
  const plan = PLANS[data.account.plan];
  const isTrial = data.account.plan === 'trial';
  const active = sub?.subscription_status === 'active';
  // Prefer GET /api/usage; until it answers, the profile's counters say the same.
  const used = usage.data?.generations.used ?? profile.free_generations_used;
  const limit = usage.data?.generations.limit ?? profile.free_generations_limit;
  const downloads = usage.data?.downloads;
  const resetsAt = usage.data?.usageResetsAt ?? null;
  const live = !!sub && ['active', 'trialing', 'past_due', 'unpaid'].includes(sub.subscription_status);

  const manage = async () => {
    setPortalError(false);
    setPortalBusy(true);
    // Opened before the request so the browser treats it as the click's own window, not a pop-up.
    const tab = window.open('', '_blank');
    try {
      const { url } = await openPortal();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (err) {
      console.error('portal failed', err);
      tab?.close();
      setPortalError(true);
    } finally {
      setPortalBusy(false);
    }
  };

  const badge =
    isTrial && (!sub || sub.subscription_status === 'canceled')
      ? m.billing.trialBadge
      : statusLabel(sub?.subscription_status);
  const badgeTone = active
    ? 'bg-emerald-100 text-emerald-700'
    : isTrial
      ? 'bg-sky-100 text-sky-700'
      : 'bg-amber-100 text-amber-800';
  const showPeriod = sub && sub.current_period_end && sub.subscription_status !== 'canceled';

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{m.billing.title}</h1>
        <p className="mt-1 text-slate-600">{m.billing.subtitle}</p>
        {data.provider === 'test' && (
          <p className="mt-2 inline-block rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-800">
            {m.billing.testMode}
          </p>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card title={m.billing.currentPlan} icon={<Sparkles size={18} aria-hidden />}>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-2xl font-bold text-slate-900" data-testid="current-plan">
              {plan.name}
            </p>
            <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badgeTone}`} data-testid="status-badge">
              {badge}
            </span>
          </div>
          {live && (
            <p className="mt-2 text-sm text-slate-600" data-testid="billing-interval">
              {m.billing.interval[sub.interval]}
            </p>
          )}
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
            <CalendarDays size={16} aria-hidden />
            {sub?.cancel_at_period_end ? m.billing.endsOn : m.billing.nextPayment}:{' '}
            <span className="font-medium text-slate-900" data-testid="next-payment">
              {showPeriod
                ? sub.next_charge_amount !== null && !sub.cancel_at_period_end
                  ? m.billing.nextCharge(formatDate(sub.current_period_end!), formatAmount(sub.next_charge_amount))
                  : formatDate(sub.current_period_end!)
                : m.billing.noNextPayment}
            </span>
          </p>
        </Card>

        <Card title={m.billing.usageTitle} icon={<FileText size={18} aria-hidden />}>
          <UsageBar label={m.billing.generations} used={used} limit={limit} testId="usage" />
          {downloads && (
            <div className="mt-4">
              <UsageBar
                label={m.billing.downloads}
                used={downloads.used}
                limit={downloads.limit}
                testId="usage-downloads"
              />
            </div>
          )}
          {resetsAt && (
            <p className="mt-3 text-xs text-slate-500" data-testid="usage-resets">
              {m.billing.usageResets(formatDate(resetsAt))}
            </p>
          )}
        </Card>

        <Card title={m.billing.accountTitle} icon={<Settings2 size={18} aria-hidden />}>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">{m.billing.planType}</dt>
              <dd className="font-medium text-slate-900">{plan.name}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">{m.billing.memberSince}</dt>
              <dd className="font-medium text-slate-900">{formatDate(data.account.member_since)}</dd>
            </div>
          </dl>
        </Card>
      </div>

      {notice && <Banner kind="success">{notice}</Banner>}
      {actionError && <Banner kind="error">{actionError}</Banner>}
      {live && sub.scheduled_change && sub.current_period_end && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
          data-testid="scheduled-change"
        >
          <p>{m.billing.scheduledChange(formatDate(sub.current_period_end), PLANS[sub.scheduled_change.plan].name)}</p>
          <ActionButton
            onClick={() => void run(cancelScheduledChange, m.billing.changeCanceled)}
            disabled={busy}
            icon={<RotateCcw size={16} aria-hidden />}
          >
            {m.billing.cancelChange}
          </ActionButton>
        </div>
      )}
      {live && sub.cancel_at_period_end && sub.current_period_end && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="cancel-notice"
        >
          <p>{m.billing.canceledUntil(formatDate(sub.current_period_end))}</p>
          <ActionButton
            onClick={() => void run(resumeSubscription, m.billing.resumed)}
            disabled={busy}
            icon={<RotateCcw size={16} aria-hidden />}
            primary
          >
            {m.billing.resume}
          </ActionButton>
        </div>
      )}

      <Card title={m.billing.quickActions}>
        <div className="flex flex-wrap gap-3">
          <ActionButton onClick={onChoosePlan} icon={<Sparkles size={16} aria-hidden />} primary>
            {m.billing.choosePlan}
          </ActionButton>
          {live && !sub.cancel_at_period_end && (
            <ActionButton
              onClick={() => setConfirmCancel(true)}
              disabled={busy}
              icon={<XCircle size={16} aria-hidden />}
            >
              {m.billing.cancelSubscription}
            </ActionButton>
          )}
          {active && !isTrial && (
            <ActionButton onClick={manage} disabled={portalBusy} icon={<Settings2 size={16} aria-hidden />}>
              {m.billing.manageSubscription}
            </ActionButton>
          )}
          <ActionButton
            onClick={() => document.getElementById('payment-history')?.scrollIntoView({ behavior: 'smooth' })}
            icon={<Download size={16} aria-hidden />}
          >
            {m.billing.downloadInvoices}
          </ActionButton>
          <Link
            to="/dashboard#support"
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <LifeBuoy size={16} aria-hidden /> {m.billing.contactSupport}
          </Link>
        </div>
        {portalError && (
          <div className="mt-3">
            <Banner kind="error">{m.billing.portalFailed}</Banner>
          </div>
        )}
      </Card>
      {confirmCancel && sub?.current_period_end && (
        <Modal title={m.billing.cancelDialogTitle} onClose={() => setConfirmCancel(false)}>
          <p className="text-sm text-slate-700">
            {m.billing.cancelDialogText(formatDate(sub.current_period_end), plan.name)}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              data-autofocus
              onClick={() => setConfirmCancel(false)}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {m.billing.keep}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(cancelSubscription, m.billing.canceled)}
              className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
            >
              {m.billing.cancelConfirm}
            </button>
          </div>
        </Modal>
      )}

      <section
        id="payment-history"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby="history-title"
      >
        <h2 id="history-title" className="text-lg font-semibold text-slate-900">
          {m.billing.historyTitle}
        </h2>
        {data.orders.length === 0 ? (
          <p className="mt-4 text-sm text-slate-500">{m.billing.historyEmpty}</p>
        ) : (
          <>
            {/* Below 640 px a table would be clipped: each payment is a card instead. */}
            <ul className="mt-4 space-y-3 sm:hidden" data-testid="payment-cards">
              {data.orders.map((o) => (
                <li key={o.id} className="rounded-xl border border-slate-200 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0 break-words font-medium text-slate-900">{o.description}</p>
                    <p className="shrink-0 font-semibold text-slate-900">{formatAmount(o.amount_total, o.currency)}</p>
                  </div>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-600">{m.billing.col.date}</dt>
                    <dd className="text-slate-900">{formatDate(o.order_date)}</dd>
                    <dt className="text-slate-600">{m.billing.col.status}</dt>
                    <dd>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isPaid(o.payment_status) ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
                      >
                        {isPaid(o.payment_status) ? m.billing.paid : m.billing.processing}
                      </span>
                    </dd>
                    <dt className="text-slate-600">{m.billing.col.invoice}</dt>
                    <dd>
                      {o.invoice_url ? (
                        <a
                          href={o.invoice_url}
                          target="_blank"
                          rel="noreferrer"
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {m.billing.invoiceLink}
                        </a>
                      ) : (
                        m.billing.noInvoice
                      )}
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
            <div className="mt-4 hidden overflow-x-auto sm:block">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-500">
                  <tr>
                    <th className="py-2 pr-4 font-medium">{m.billing.col.date}</th>
                    <th className="py-2 pr-4 font-medium">{m.billing.col.description}</th>
                    <th className="py-2 pr-4 font-medium">{m.billing.col.amount}</th>
                    <th className="py-2 pr-4 font-medium">{m.billing.col.status}</th>
                    <th className="py-2 font-medium">{m.billing.col.invoice}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((o) => (
                    <tr key={o.id} className="border-b border-slate-100 last:border-0">
                      <td className="py-3 pr-4">{formatDate(o.order_date)}</td>
                      <td className="py-3 pr-4">{o.description}</td>
                      <td className="py-3 pr-4 font-medium">{formatAmount(o.amount_total, o.currency)}</td>
                      <td className="py-3 pr-4">
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${o.payment_status === 'refunded' ? 'bg-slate-100 text-slate-700' : isPaid(o.payment_status) ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
                        >
                          {o.payment_status === 'refunded'
                            ? m.billing.refunded
                            : isPaid(o.payment_status)
                              ? m.billing.paid
                              : m.billing.processing}
                        </span>
                        {o.payment_status !== 'refunded' && !!o.amount_refunded && (
                          <span className="mt-1 block text-xs text-slate-500">
                            {m.billing.partlyRefunded(formatAmount(o.amount_refunded, o.currency))}
                          </span>
                        )}
                      </td>
                      <td className="py-3">
                        {o.invoice_url ? (
                          <a
                            href={o.invoice_url}
                            {...(o.invoice_number ? { download: true } : { target: '_blank', rel: 'noreferrer' })}
                            className="font-medium text-brand-700 hover:underline"
                            data-testid="invoice-link"
                          >
                            {o.invoice_number ? m.billing.invoiceNumber(o.invoice_number) : m.billing.invoiceLink}
                          </a>
                        ) : (
                          m.billing.noInvoice
                        )}
                        {o.credit_notes?.map((cn) => (
                          <a
                            key={cn.number}
                            href={cn.url}
                            download
                            className="mt-1 block text-xs font-medium text-brand-700 hover:underline"
                          >
                            {m.billing.creditNote(cn.number)}
                          </a>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      <BillingProfileForm />

      <div className="grid gap-6 lg:grid-cols-3">
        <Card title={m.billing.benefitsTitle}>
          <ul className="space-y-2 text-sm text-slate-700">
            {plan.features.map((f) => (
              <li key={f} className="flex gap-2">
                <Check size={16} className="mt-0.5 shrink-0 text-emerald-500" aria-hidden /> {f}
              </li>
            ))}
          </ul>
        </Card>
        <Card title={m.billing.paymentMethod} icon={<CreditCard size={18} aria-hidden />}>
          {sub?.payment_method_brand && sub.payment_method_last4 ? (
            <p className="text-lg font-semibold capitalize text-slate-900" data-testid="payment-method">
              {m.billing.cardEnding(sub.payment_method_brand, sub.payment_method_last4)}
            </p>
          ) : (
            <p className="text-sm text-slate-500">{m.billing.noPaymentMethod}</p>
          )}
        </Card>
        <Card title={m.billing.helpTitle} icon={<LifeBuoy size={18} aria-hidden />}>
          <p className="text-sm text-slate-600">{m.billing.helpText}</p>
          <Link
            to="/dashboard#support"
            className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {m.billing.contactSupport}
          </Link>
        </Card>
      </div>
    </div>
  );
}

function UsageBar({ label, used, limit, testId }: { label: string; used: number; limit: number; testId: string }) {
  const percent = usagePercent(used, limit);
  return (
    <>
      <p className="flex items-baseline justify-between text-sm text-slate-600">
        {label}
        <span className="text-lg font-semibold text-slate-900" data-testid={testId}>
          {limit === -1 ? m.billing.unlimited : m.billing.usageOf(used, limit)}
        </span>
      </p>
      <div
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </>
  );
}

function Card({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="mb-4 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function ActionButton({
  onClick,
  icon,
  children,
  primary,
  disabled,
}: {
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
  primary?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium disabled:opacity-60 ${primary ? 'bg-brand-600 text-white hover:bg-brand-700' : 'border border-slate-300 text-slate-700 hover:bg-slate-50'}`}
    >
      {icon} {children}
    </button>
  );
}
