import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLANS } from '@reklamo/contract';
import { Banner } from '../components/form.tsx';
import { FullScreenSpinner } from '../components/full-screen-spinner.tsx';
import { BILLING_KEY, cancelTestSubscription, payOpenTestInvoice, useBilling } from '../features/billing/api.ts';
import { formatDate, statusLabel } from '../features/billing/format.ts';
import { m } from '../messages/index.ts';
import { TestModeFrame } from '../features/billing/test-mode-frame.tsx';

/** The built-in test provider's customer portal: cancel at period end, then back to billing. */
export default function TestPortalScreen() {
  const billing = useBilling();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const [paid, setPaid] = useState(false);

  if (billing.isPending) return <FullScreenSpinner />;
  const sub = billing.data?.subscription;
  const live = sub && sub.subscription_status !== 'canceled';

  const cancel = async () => {
    setBusy(true);
    setError(false);
    try {
      await cancelTestSubscription();
      await qc.invalidateQueries({ queryKey: BILLING_KEY });
    } catch (err) {
      console.error('cancel failed', err);
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  const pay = async () => {
    setBusy(true);
    setError(false);
    try {
      await payOpenTestInvoice();
      await qc.invalidateQueries({ queryKey: BILLING_KEY });
      setPaid(true);
    } catch (err) {
      console.error('pay failed', err);
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <TestModeFrame banner={m.testPortal.banner}>
      <h1 className="text-2xl font-bold text-slate-900">{m.testPortal.title}</h1>
      {billing.isError && (
        <div className="mt-4">
          <Banner kind="error">{m.billing.loadError}</Banner>
        </div>
      )}
      {!live ? (
        <p className="mt-4 text-slate-600">{m.testPortal.noSubscription}</p>
      ) : (
        <>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">{m.success.plan}</dt>
              <dd className="font-semibold">{PLANS[sub.plan].name}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">{m.success.status}</dt>
              <dd className="font-semibold">{statusLabel(sub.subscription_status)}</dd>
            </div>
            {sub.current_period_end && (
              <div className="flex justify-between">
                <dt className="text-slate-600">
                  {sub.cancel_at_period_end ? m.billing.endsOn : m.billing.nextPayment}
                </dt>
                <dd className="font-semibold">{formatDate(sub.current_period_end)}</dd>
              </div>
            )}
          </dl>
          {(sub.subscription_status === 'past_due' || sub.subscription_status === 'unpaid') && (
            <button
              onClick={pay}
              disabled={busy}
              className="mt-6 w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {busy ? m.testPortal.paying : m.testPortal.payOpen}
            </button>
          )}
          {paid && (
            <div className="mt-4">
              <Banner kind="success">{m.testPortal.paid}</Banner>
            </div>
          )}
          {sub.cancel_at_period_end ? (
            <div className="mt-6">
              <Banner kind="success">
                {m.testPortal.canceledNote(sub.current_period_end ? formatDate(sub.current_period_end) : '')}
              </Banner>
            </div>
          ) : (
            <button
              onClick={cancel}
              disabled={busy}
              className="mt-6 w-full rounded-lg border border-red-300 px-4 py-2.5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {busy ? m.testPortal.canceling : m.testPortal.cancel}
            </button>
          )}
          {error && (
            <div className="mt-4">
              <Banner kind="error">{m.testPortal.failed}</Banner>
            </div>
          )}
        </>
      )}
      <Link
        to="/dashboard?section=billing"
        className="mt-6 block text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {m.testPortal.back}
      </Link>
    </TestModeFrame>
  );
}
