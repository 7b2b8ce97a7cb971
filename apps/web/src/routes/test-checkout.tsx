import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PLANS } from '@reklamo/contract';
import { Banner, Field } from '../components/form.tsx';
import { FullScreenSpinner } from '../components/full-screen-spinner.tsx';
import { inputClass } from '../components/password-input.tsx';
import { getTestCheckout, payTestCheckout } from '../features/billing/api.ts';
import { formatAmount } from '../features/billing/format.ts';
import { ApiError } from '../lib/api.ts';
import { m } from '../messages/index.ts';
import { TestModeFrame } from '../features/billing/test-mode-frame.tsx';

/** The built-in test provider's checkout page: clearly test mode, accepts only 4242 4242 4242 4242. */
export default function TestCheckoutScreen() {
  const { sessionId = '' } = useParams();
  const session = useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: () => getTestCheckout(sessionId),
    retry: false,
  });
  const [card, setCard] = useState({ card_number: '', expiry: '', cvc: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session.isPending) return <FullScreenSpinner />;

  const pay = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { url } = await payTestCheckout(sessionId, card);
      window.location.assign(url);
    } catch (err) {
      setBusy(false);
      setError((err instanceof ApiError && m.testCheckout.errors[err.code]) || m.testCheckout.failed);
    }
  };

  const s = session.data;
  const amount = s ? formatAmount(s.amount, s.currency) : '';
  return (
    <TestModeFrame banner={m.testCheckout.banner}>
      {!s ? (
        <Banner kind="error">{m.testCheckout.notFound}</Banner>
      ) : (
        <>
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <CreditCard size={22} aria-hidden /> {m.testCheckout.title}
          </h1>
          <p className="mt-2 text-slate-600">
            {PLANS[s.plan].name}: <span className="font-semibold text-slate-900">{amount}</span>{' '}
            {s.interval === 'year' ? m.testCheckout.perYear : m.testCheckout.perMonth}
          </p>
          {s.status !== 'open' ? (
            <div className="mt-6">
              <Banner kind="error">{m.testCheckout.closed}</Banner>
            </div>
          ) : (
            <form onSubmit={pay} className="mt-6 space-y-4" noValidate>
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">{m.testCheckout.hint}</p>
              <Field id="card-number" label={m.testCheckout.cardNumber}>
                <input
                  id="card-number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  className={inputClass()}
                  value={card.card_number}
                  onChange={(e) => setCard({ ...card, card_number: e.target.value })}
                />
              </Field>
              <div className="grid grid-cols-2 gap-4">
                <Field id="card-expiry" label={m.testCheckout.expiry}>
                  <input
                    id="card-expiry"
                    autoComplete="cc-exp"
                    placeholder="12/34"
                    className={inputClass()}
                    value={card.expiry}
                    onChange={(e) => setCard({ ...card, expiry: e.target.value })}
                  />
                </Field>
                <Field id="card-cvc" label={m.testCheckout.cvc}>
                  <input
                    id="card-cvc"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    className={inputClass()}
                    value={card.cvc}
                    onChange={(e) => setCard({ ...card, cvc: e.target.value })}
                  />
                </Field>
              </div>
              {error && <Banner kind="error">{error}</Banner>}
              <button
                type="submit"
                disabled={busy}
                className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {busy && (
                  <span
                    className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                    aria-hidden
                  />
                )}
                {busy ? m.testCheckout.paying : m.testCheckout.pay(amount)}
              </button>
            </form>
          )}
          <a href={s.cancel_url} className="mt-4 block text-center text-sm text-slate-600 hover:underline">
            {m.testCheckout.cancel}
          </a>
        </>
      )}
    </TestModeFrame>
  );
}
