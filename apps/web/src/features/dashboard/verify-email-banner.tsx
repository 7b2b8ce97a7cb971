import { useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { api, isRateLimited } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { PROFILE_KEY, USAGE_KEY, type Profile } from './use-profile.ts';

const t = m.verifyEmail;

/** Until the address is confirmed the free video waits: say so, and offer the link again. */
export function VerifyEmailBanner({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error' | 'limited'>('idle');
  if (profile.email_verified !== false) return null;
  const resend = async () => {
    setState('sending');
    try {
      await api('/api/auth/send-verification-email', {
        method: 'POST',
        json: { email: profile.email, callbackURL: '/dashboard?email=confirmed' },
      });
      setState('sent');
    } catch (err) {
      setState(isRateLimited(err) ? 'limited' : 'error');
    }
    await qc.invalidateQueries({ queryKey: PROFILE_KEY });
    await qc.invalidateQueries({ queryKey: USAGE_KEY });
  };
  return (
    <section
      role="status"
      data-testid="verify-email-banner"
      className="mb-6 flex flex-wrap items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <MailWarning size={20} className="mt-0.5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{m.authErrors.emailNotConfirmed}</p>
        <p>{t.explain(profile.email)}</p>
        {state === 'sent' && <p className="mt-1 text-emerald-700">{t.sent}</p>}
        {state === 'error' && <p className="mt-1 text-red-700">{m.common.genericError}</p>}
        {state === 'limited' && <p className="mt-1 text-red-700">{m.common.rateLimited}</p>}
      </div>
      <button
        type="button"
        onClick={resend}
        disabled={state === 'sending'}
        className="rounded-lg border border-amber-300 bg-white px-3 py-1.5 font-medium hover:bg-amber-100 disabled:opacity-60"
      >
        {state === 'sending' ? t.sending : t.resend}
      </button>
    </section>
  );
}
