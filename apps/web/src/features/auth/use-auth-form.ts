import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { hasErrors, type FieldErrors } from '../../lib/validation.ts';
import type { SessionUser } from './api.ts';
import { authErrorMessage } from './auth-errors.ts';
import { setSession } from './use-session.ts';

type Options<F extends string> = {
  initial: Record<F, string>;
  validate: (values: Record<F, string>) => FieldErrors<F>;
  submit: (values: Record<F, string>) => Promise<{ user?: SessionUser } | null>;
  /** SPEC.md section 8: shown when the call succeeds but returns no user. */
  noUserMessage: string;
  /** SPEC.md section 2: the success message shows this long before /dashboard. */
  redirectMs: number;
  /** Where to go after the delay; /dashboard unless the visitor came for something else. */
  redirectTo?: string;
};

/**
 * Sign-up and login share one sequence (SPEC.md sections 4, 5, 8): validate, submit, show the
 * success message, then go to /dashboard after a delay; a field's error clears when it is edited.
 */
export function useAuthForm<F extends string>(o: Options<F>) {
  const [values, setValues] = useState(o.initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [formError, setFormError] = useState('');
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (f: F) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setErrors((er) => ({ ...er, [f]: undefined }));
    setFormError('');
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = o.validate(values);
    setErrors(next);
    if (hasErrors(next)) return;
    setState('submitting');
    try {
      const res = await o.submit(values);
      if (!res?.user) {
        setFormError(o.noUserMessage);
        setState('idle');
        return;
      }
      setState('success');
      const user = res.user;
      timer.current = setTimeout(() => {
        setSession({ user });
        navigate(o.redirectTo ?? '/dashboard', { replace: true });
      }, o.redirectMs);
    } catch (err) {
      setFormError(authErrorMessage(err));
      setState('idle');
    }
  }

  return { values, errors, state, formError, set, onSubmit };
}
