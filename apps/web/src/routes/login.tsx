import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { Banner, Field, SubmitButton } from '../components/form.tsx';
import { inputClass, PasswordInput } from '../components/password-input.tsx';
import { signIn } from '../features/auth/api.ts';
import { useAuthForm } from '../features/auth/use-auth-form.ts';
import { clearLoginNotice, peekLoginNotice } from '../features/auth/use-session.ts';
import { validateEmail } from '../lib/validation.ts';
import { m } from '../messages/index.ts';

type Fields = 'email' | 'password';
export const LOGIN_REDIRECT_MS = 1500;

export default function LoginScreen() {
  const [remember, setRemember] = useState(true);
  const [notice] = useState(peekLoginNotice);
  useEffect(clearLoginNotice, []);
  const { values, errors, state, formError, set, onSubmit } = useAuthForm<Fields>({
    initial: { email: '', password: '' },
    validate: (v) => ({
      email: validateEmail(v.email),
      password: v.password ? undefined : m.validation.passwordRequired,
    }),
    submit: (v) => signIn({ email: v.email.trim(), password: v.password, rememberMe: remember }),
    noUserMessage: m.authErrors.loginNoUser,
    redirectMs: LOGIN_REDIRECT_MS,
  });

  return (
    <AuthLayout
      title={m.login.title}
      subtitle={m.login.subtitle}
      footer={
        <p>
          {m.login.noAccount}{' '}
          <Link to="/signup" className="font-semibold text-brand-600 hover:underline">
            {m.login.signup}
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {notice === 'accountDeleted' && state === 'idle' && <Banner kind="success">{m.login.accountDeleted}</Banner>}
        {formError && <Banner kind="error">{formError}</Banner>}
        {state === 'success' && <Banner kind="success">{m.login.success}</Banner>}
        <Field id="email" label={m.login.email} error={errors.email}>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            className={inputClass(!!errors.email)}
            value={values.email}
            onChange={set('email')}
            aria-invalid={!!errors.email || undefined}
            aria-describedby={errors.email ? 'email-error' : undefined}
          />
        </Field>
        <Field
          id="password"
          label={m.login.password}
          error={errors.password}
          extra={
            <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
              {m.login.forgot}
            </Link>
          }
        >
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="h-4 w-4 rounded border-slate-300 text-brand-600"
          />
          {m.login.remember}
        </label>
        <SubmitButton busy={state === 'submitting'} busyText={m.login.submitting} disabled={state === 'success'}>
          {m.login.submit}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
