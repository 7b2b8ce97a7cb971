import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { isValidBgVat, isValidEik, type BillingProfile } from '@reklamo/contract';
import { Banner, Field } from '../../components/form.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';

const t = m.billing.profile;
const PROFILE_KEY = ['billing-profile'] as const;
type Errors = Partial<Record<keyof BillingProfile, string>>;
const EMPTY: BillingProfile = { kind: 'person', name: '', eik: '', vatNumber: '', mol: '', address: '' };
const input =
  'w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

/** The same checks the server makes, so the user sees the message before sending. */
function validate(p: BillingProfile): Errors {
  const e: Errors = {};
  if (!p.name.trim()) e.name = t.errors.NAME_REQUIRED;
  if (!p.address.trim()) e.address = t.errors.ADDRESS_REQUIRED;
  const eik = p.eik.trim();
  if (p.kind === 'company' && !eik) e.eik = t.errors.EIK_REQUIRED;
  else if (eik && !isValidEik(eik)) e.eik = t.errors.INVALID_EIK;
  const vat = p.vatNumber.toUpperCase().replace(/\s/g, '');
  if (vat && !isValidBgVat(vat)) e.vatNumber = t.errors.INVALID_VAT;
  return e;
}

/** Плащания → Данни за фактуриране: who the фактури are made out to (person or company). */
export function BillingProfileForm() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api<{ profile: BillingProfile | null }>('/api/billing/profile'),
  });
  const [p, setP] = useState<BillingProfile>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    if (q.data?.profile) setP(q.data.profile);
  }, [q.data]);

  const set = (k: keyof BillingProfile) => (e: { target: { value: string } }) => {
    setP((prev) => ({ ...prev, [k]: e.target.value }));
    setErrors((prev) => ({ ...prev, [k]: undefined }));
    setStatus('idle');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = p.kind === 'person' ? { ...p, eik: '', vatNumber: '', mol: '' } : p;
    const found = validate(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setStatus('busy');
    try {
      const saved = await api<{ profile: BillingProfile }>('/api/billing/profile', { method: 'PUT', json: body });
      qc.setQueryData(PROFILE_KEY, saved);
      setStatus('saved');
    } catch (err) {
      console.error('billing profile failed', err);
      const fields =
        err instanceof ApiError
          ? ((err.details as { fields?: Array<{ path: string; message: string }> } | undefined)?.fields ?? [])
          : [];
      if (fields.length) {
        setErrors(Object.fromEntries(fields.map((f) => [f.path, t.errors[f.message] ?? t.failed])));
        setStatus('idle');
      } else setStatus('failed');
    }
  };

  const company = p.kind === 'company';
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="billing-profile-title"
    >
      <h2 id="billing-profile-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Building2 size={18} aria-hidden /> {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="billing-profile">
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t.kindLabel}</legend>
          <div className="inline-flex rounded-xl bg-slate-100 p-1" role="group">
            {(['person', 'company'] as const).map((k) => (
              <button
                key={k}
                type="button"
                aria-pressed={p.kind === k}
                onClick={() => set('kind')({ target: { value: k } })}
                className={`rounded-lg px-4 py-1.5 text-sm font-semibold ${p.kind === k ? 'bg-white text-slate-950 shadow-sm' : 'text-slate-600'}`}
              >
                {k === 'person' ? t.person : t.company}
              </button>
            ))}
          </div>
        </fieldset>
        <Field id="bp-name" label={company ? t.companyName : t.name} error={errors.name}>
          <input
            id="bp-name"
            className={input}
            value={p.name}
            onChange={set('name')}
            maxLength={200}
            aria-invalid={!!errors.name}
          />
        </Field>
        {company && (
          <Field id="bp-eik" label={t.eik} error={errors.eik}>
            <input
              id="bp-eik"
              className={input}
              value={p.eik}
              onChange={set('eik')}
              inputMode="numeric"
              maxLength={13}
              aria-invalid={!!errors.eik}
            />
          </Field>
        )}
        {company && (
          <Field id="bp-vat" label={t.vat} error={errors.vatNumber}>
            <input
              id="bp-vat"
              className={input}
              value={p.vatNumber}
              onChange={set('vatNumber')}
              maxLength={12}
              placeholder="BG123456789"
              aria-invalid={!!errors.vatNumber}
            />
          </Field>
        )}
        {company && (
          <Field id="bp-mol" label={t.mol} error={errors.mol}>
            <input id="bp-mol" className={input} value={p.mol} onChange={set('mol')} maxLength={100} />
          </Field>
        )}
        <div className="sm:col-span-2">
          <Field id="bp-address" label={t.address} error={errors.address}>
            <input
              id="bp-address"
              className={input}
              value={p.address}
              onChange={set('address')}
              maxLength={300}
              aria-invalid={!!errors.address}
            />
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button
            type="submit"
            disabled={status === 'busy'}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {status === 'busy' ? t.saving : t.save}
          </button>
          {status === 'saved' && <Banner kind="success">{t.saved}</Banner>}
          {status === 'failed' && <Banner kind="error">{t.failed}</Banner>}
        </div>
      </form>
    </section>
  );
}
