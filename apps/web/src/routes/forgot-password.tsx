import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { Banner, Field, SubmitButton } from '../components/form.tsx';
import { inputClass } from '../components/password-input.tsx';
import { requestPasswordReset } from '../features/auth/api.ts';
import { authErrorMessage } from '../features/auth/auth-errors.ts';
import { validateEmail } from '../lib/validation.ts';
import { m } from '../messages/index.ts';

export default function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState('');
  const [state, setState] = useState<'idle' | 'submitting' | 'sent'>('idle');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const err = validateEmail(email);
    setError(err);
    if (err) return;
    setState('submitting');
    try {
      await requestPasswordReset(email.trim());
      setState('sent');
    } catch (er) {
      setFormError(authErrorMessage(er));
      setState('idle');
    }
  }

  return (
    <AuthLayout
      title={m.forgot.title}
      subtitle={m.forgot.subtitle}
      footer={
        <Link to="/login" className="font-semibold text-brand-600 hover:underline">
          {m.forgot.back}
        </Link>
      }
    >
      {state === 'sent' ? (
        <Banner kind="success">{m.forgot.sent}</Banner>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {formError && <Banner kind="error">{formError}</Banner>}
          <Field id="email" label={m.login.email} error={error}>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              className={inputClass(!!error)}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(undefined);
                setFormError('');
              }}
              aria-invalid={!!error || undefined}
            />
          </Field>
          <SubmitButton busy={state === 'submitting'} busyText={m.forgot.submitting}>
            {m.forgot.submit}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
