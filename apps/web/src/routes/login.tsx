import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { Banner, Field, SubmitButton } from '../components/form.tsx';
import { inputClass, PasswordInput } from '../components/password-input.tsx';
import { signIn } from '../features/auth/api.ts';
import { authErrorMessage } from '../features/auth/auth-errors.ts';
import { setSession } from '../features/auth/use-session.ts';
import { hasErrors, validateEmail, type FieldErrors } from '../lib/validation.ts';
import { m } from '../messages/index.ts';

type Fields = 'email' | 'password';
export const LOGIN_REDIRECT_MS = 1500;

export default function LoginScreen() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [formError, setFormError] = useState('');
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (f: Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setErrors((er) => ({ ...er, [f]: undefined }));
    setFormError('');
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: FieldErrors<Fields> = {
      email: validateEmail(values.email),
      password: values.password ? undefined : m.validation.passwordRequired,
    };
    setErrors(next);
    if (hasErrors(next)) return;
    setState('submitting');
    try {
      const res = await signIn({ email: values.email.trim(), password: values.password, rememberMe: remember });
      if (!res?.user) {
        setFormError(m.authErrors.loginNoUser);
        setState('idle');
        return;
      }
      setState('success');
      const user = res.user;
      timer.current = setTimeout(() => {
        setSession({ user });
        navigate('/dashboard', { replace: true });
      }, LOGIN_REDIRECT_MS);
    } catch (err) {
      setFormError(authErrorMessage(err));
      setState('idle');
    }
  }

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
        {formError && <Banner kind="error">{formError}</Banner>}
        {state === 'success' && <Banner kind="success">{m.login.success}</Banner>}
        <Field id="email" label={m.login.email} error={errors.email}>
          <input id="email" name="email" type="email" autoComplete="email" className={inputClass(!!errors.email)}
            value={values.email} onChange={set('email')} aria-invalid={!!errors.email || undefined} aria-describedby={errors.email ? 'email-error' : undefined} />
        </Field>
        <Field
          id="password"
          label={m.login.password}
          error={errors.password}
          extra={<Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">{m.login.forgot}</Link>}
        >
          <PasswordInput id="password" name="password" autoComplete="current-password" value={values.password} onChange={set('password')}
            invalid={!!errors.password} aria-describedby={errors.password ? 'password-error' : undefined} />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="h-4 w-4 rounded border-slate-300 text-brand-600" />
          {m.login.remember}
        </label>
        <SubmitButton busy={state === 'submitting'} busyText={m.login.submitting} disabled={state === 'success'}>
          {m.login.submit}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
