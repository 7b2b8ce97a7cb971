import { CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PLANS, type BillingSubscription } from '@reklamo/contract';
import { getSubscription } from '../features/billing/api.ts';
import { formatDate } from '../features/billing/format.ts';
import { m } from '../messages/index.ts';

// The payment webhook may land a moment after the redirect: ask a few times before saying "processing".
const POLL_ATTEMPTS = 5;
const POLL_INTERVAL_MS = 1500;

export default function SuccessScreen() {
  const [state, setState] = useState<{ loading: boolean; subscription: BillingSubscription | null }>({
    loading: true,
    subscription: null,
  });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async (attempt: number) => {
      let sub: BillingSubscription | null = null;
      try {
        sub = (await getSubscription()).subscription;
      } catch (err) {
        // SPEC.md section 8: a failed fetch is logged and the screen shows the processing message.
        console.error('subscription fetch failed', err);
        if (!cancelled) setState({ loading: false, subscription: null });
        return;
      }
      if (cancelled) return;
      const settled = sub && sub.subscription_status !== 'incomplete';
      if (settled || attempt + 1 >= POLL_ATTEMPTS) setState({ loading: false, subscription: sub });
      else timer = setTimeout(() => void poll(attempt + 1), POLL_INTERVAL_MS);
    };
    void poll(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  const sub = state.subscription;
  // SPEC.md: with no subscription, the still-processing message only; never "paid" and "processing" side by side.
  const paid = !state.loading && !!sub;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl">
        {state.loading ? (
          <p className="text-slate-600" role="status">
            {m.success.loading}
          </p>
        ) : paid ? (
          <>
            <CheckCircle2 className="mx-auto text-emerald-500" size={64} aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">{m.success.title}</h1>
            <p className="mt-2 text-slate-600">
              {sub.subscription_status === 'active' ? m.success.thanks : m.success.processing}
            </p>
            <dl className="mt-6 space-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm" aria-label={m.success.details}>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{m.success.plan}</dt>
                <dd className="font-semibold">{PLANS[sub.plan].name}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{m.success.status}</dt>
                <dd className="font-semibold" data-testid="success-status">
                  {sub.subscription_status === 'active' ? m.success.active : m.success.processingStatus}
                </dd>
              </div>
              {sub.current_period_end && (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{m.success.nextPayment}</dt>
                  <dd className="font-semibold">{formatDate(sub.current_period_end)}</dd>
                </div>
              )}
            </dl>
            <p className="mt-4 text-xs text-slate-600">{m.success.emailNote}</p>
          </>
        ) : (
          <>
            <Clock className="mx-auto text-amber-500" size={56} aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">{m.success.processingTitle}</h1>
            <p className="mt-2 text-slate-600" role="status">
              {m.success.processing}
            </p>
          </>
        )}
        <Link
          to="/dashboard"
          className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {m.success.continue}
        </Link>
      </div>
    </main>
  );
}
