import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { Banner, Field, SubmitButton } from '../components/form.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { resetPassword } from '../features/auth/api.ts';
import { authErrorMessage } from '../features/auth/auth-errors.ts';
import { ApiError } from '../lib/api.ts';
import { validateNewPassword } from '../lib/validation.ts';
import { m } from '../messages/index.ts';

export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  // better-auth redirects here with ?token=… or ?error=INVALID_TOKEN.
  const token = params.get('token') ?? '';
  const linkError = params.get('error') || !token;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState('');
  const [state, setState] = useState<'idle' | 'submitting' | 'done'>('idle');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = {
      password: validateNewPassword(password),
      confirm: confirm === password ? undefined : m.validation.passwordsDiffer,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setState('submitting');
    try {
      await resetPassword(token, password);
      setState('done');
    } catch (err) {
      setFormError(
        err instanceof ApiError && err.code === 'INVALID_TOKEN' ? m.authErrors.resetLinkInvalid : authErrorMessage(err),
      );
      setState('idle');
    }
  }

  return (
    <AuthLayout
      title={m.reset.title}
      subtitle={m.reset.subtitle}
      footer={
        <Link to="/login" className="font-semibold text-brand-600 hover:underline">
          {m.reset.toLogin}
        </Link>
      }
    >
      {linkError ? (
        <div className="space-y-4">
          <Banner kind="error">{m.authErrors.resetLinkInvalid}</Banner>
          <Link to="/forgot-password" className="block text-center font-semibold text-brand-600 hover:underline">
            {m.forgot.title}
          </Link>
        </div>
      ) : state === 'done' ? (
        <Banner kind="success">{m.reset.done}</Banner>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {formError && <Banner kind="error">{formError}</Banner>}
          <Field id="password" label={m.reset.password} error={errors.password}>
            <PasswordInput
              id="password"
              name="password"
              autoComplete="new-password"
              value={password}
              invalid={!!errors.password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((x) => ({ ...x, password: undefined }));
              }}
            />
          </Field>
          <Field id="confirm" label={m.reset.confirm} error={errors.confirm}>
            <PasswordInput
              id="confirm"
              name="confirm"
              autoComplete="new-password"
              value={confirm}
              invalid={!!errors.confirm}
              onChange={(e) => {
                setConfirm(e.target.value);
                setErrors((x) => ({ ...x, confirm: undefined }));
              }}
            />
          </Field>
          <SubmitButton busy={state === 'submitting'} busyText={m.reset.submitting}>
            {m.reset.submit}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
