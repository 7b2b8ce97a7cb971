import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { Banner, Field, SubmitButton } from '../components/form.tsx';
import { inputClass, PasswordInput } from '../components/password-input.tsx';
import { signUpAndSignIn } from '../features/auth/api.ts';
import { useAuthForm } from '../features/auth/use-auth-form.ts';
import { postSignInPath } from '../features/auth/use-session.ts';
import { validateEmail, validateNewPassword } from '../lib/validation.ts';
import { m } from '../messages/index.ts';

type Fields = 'fullName' | 'email' | 'password';
export const SIGNUP_REDIRECT_MS = 2000;

export default function SignupScreen() {
  const location = useLocation();
  const { values, errors, state, formError, set, onSubmit } = useAuthForm<Fields>({
    initial: { fullName: '', email: '', password: '' },
    validate: (v) => ({
      fullName: v.fullName.trim() ? undefined : m.validation.fullNameRequired,
      email: validateEmail(v.email),
      password: validateNewPassword(v.password),
    }),
    submit: (v) => signUpAndSignIn({ name: v.fullName.trim(), email: v.email.trim(), password: v.password }),
    noUserMessage: m.authErrors.signupNoUser,
    redirectMs: SIGNUP_REDIRECT_MS,
    redirectTo: postSignInPath(location.search),
  });

  return (
    <AuthLayout
      title={m.signup.title}
      subtitle={m.signup.subtitle}
      footer={
        <>
          <p>
            {m.signup.haveAccount}{' '}
            <Link to="/login" className="font-semibold text-brand-600 hover:underline">
              {m.signup.login}
            </Link>
          </p>
          <p className="mt-3 text-slate-500">{m.common.trust}</p>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && <Banner kind="error">{formError}</Banner>}
        {state === 'success' && <Banner kind="success">{m.signup.success}</Banner>}
        <Field id="fullName" label={m.signup.fullName} error={errors.fullName}>
          <input
            id="fullName"
            name="fullName"
            autoComplete="name"
            className={inputClass(!!errors.fullName)}
            placeholder={m.signup.fullNamePlaceholder}
            value={values.fullName}
            onChange={set('fullName')}
            aria-invalid={!!errors.fullName || undefined}
            aria-describedby={errors.fullName ? 'fullName-error' : undefined}
          />
        </Field>
        <Field id="email" label={m.signup.email} error={errors.email}>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            className={inputClass(!!errors.email)}
            placeholder={m.signup.emailPlaceholder}
            value={values.email}
            onChange={set('email')}
            aria-invalid={!!errors.email || undefined}
            aria-describedby={errors.email ? 'email-error' : undefined}
          />
        </Field>
        <Field id="password" label={m.signup.password} error={errors.password}>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="new-password"
            placeholder={m.signup.passwordPlaceholder}
            value={values.password}
            onChange={set('password')}
            invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
        </Field>
        <SubmitButton busy={state === 'submitting'} busyText={m.signup.submitting} disabled={state === 'success'}>
          {m.signup.submit}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
