import { AlertTriangle, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { m } from '../../messages/index.ts';
import { openPortal, useBilling } from './api.ts';
import { formatDate } from './format.ts';

/**
 * Shown across the dashboard after a renewal failed: until the grace period ends the plan still
 * works and the banner says until when; after it, SPEC's message. The button opens the portal
 * (Stripe's, or the test one) to update the card.
 */
export function PastDueBanner({ enabled }: { enabled: boolean }) {
  const billing = useBilling({ enabled });
  const [busy, setBusy] = useState(false);
  const sub = billing.data?.subscription;
  if (!enabled || !sub || (sub.subscription_status !== 'past_due' && sub.subscription_status !== 'unpaid')) return null;
  const graceEnds = sub.grace_ends_at ?? null;
  const inGrace = graceEnds !== null && graceEnds * 1000 > Date.now();

  const update = async () => {
    setBusy(true);
    try {
      const { url } = await openPortal();
      window.location.assign(url);
    } catch (err) {
      console.error('portal failed', err);
      setBusy(false);
    }
  };

  return (
    <div
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      role="alert"
      data-testid="past-due-banner"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle size={18} className="mt-0.5 shrink-0" aria-hidden />
        {inGrace ? m.billing.pastDue(formatDate(graceEnds)) : m.billing.pastDueExpired}
      </p>
      <button
        onClick={update}
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
      >
        <CreditCard size={16} aria-hidden /> {m.billing.updateCard}
      </button>
    </div>
  );
}
