import { useState, type FormEvent } from 'react';
import { Banner, Field } from '../../components/form.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { changePassword } from './api.ts';
import { cardClass } from './settings-section.tsx';

const t = m.settings.password;
const MIN = 8;
type Fields = 'current' | 'next' | 'confirm';

function errorMessage(err: unknown) {
  if (err instanceof NetworkError) return m.common.networkError;
  if (err instanceof ApiError) {
    if (err.code === 'INVALID_PASSWORD') return t.wrongCurrent;
    if (err.code === 'PASSWORD_TOO_SHORT') return m.validation.passwordMin;
    if (err.status === 429) return m.authErrors.rateLimited;
    return m.common.genericError;
  }
  return m.common.unexpectedError;
}

export function ChangePasswordForm() {
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [state, setState] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [formError, setFormError] = useState('');

  const set = (f: Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setErrors((er) => ({ ...er, [f]: undefined }));
    setFormError('');
    if (state === 'done') setState('idle');
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Fields, string>> = {
      current: values.current ? undefined : t.currentRequired,
      next: !values.next
        ? m.validation.passwordRequired
        : values.next.length < MIN
          ? m.validation.passwordMin
          : values.next === values.current
            ? t.sameAsOld
            : undefined,
      confirm: values.confirm !== values.next ? t.mismatch : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setState('submitting');
    try {
      await changePassword(values.current, values.next);
      setValues({ current: '', next: '', confirm: '' });
      setState('done');
    } catch (err) {
      const message = errorMessage(err);
      if (message === t.wrongCurrent) setErrors({ current: message });
      else setFormError(message);
      setState('idle');
    }
  }

  const ids: Record<Fields, string> = {
    current: 'current-password',
    next: 'new-password',
    confirm: 'confirm-password',
  };
  const describedBy = (f: Fields) => (errors[f] ? `${ids[f]}-error` : undefined);
  return (
    <section className={cardClass} aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:max-w-lg">
        {formError && <Banner kind="error">{formError}</Banner>}
        {state === 'done' && <Banner kind="success">{t.success}</Banner>}
        <Field id="current-password" label={t.current} error={errors.current}>
          <PasswordInput
            id="current-password"
            autoComplete="current-password"
            value={values.current}
            onChange={set('current')}
            invalid={!!errors.current}
            aria-describedby={describedBy('current')}
          />
        </Field>
        <Field id="new-password" label={t.next} error={errors.next}>
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            value={values.next}
            onChange={set('next')}
            invalid={!!errors.next}
            aria-describedby={describedBy('next')}
          />
        </Field>
        <Field id="confirm-password" label={t.confirm} error={errors.confirm}>
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            invalid={!!errors.confirm}
            aria-describedby={describedBy('confirm')}
          />
        </Field>
        <div>
          <button
            type="submit"
            disabled={state === 'submitting'}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
          >
            {state === 'submitting' ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
