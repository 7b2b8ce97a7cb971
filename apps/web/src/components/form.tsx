import type { ReactNode } from 'react';
import { CheckCircle2, AlertCircle } from 'lucide-react';

export function Field({
  id,
  label,
  error,
  children,
  extra,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {extra}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function Banner({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const cls =
    kind === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-emerald-200 bg-emerald-50 text-emerald-700';
  const Icon = kind === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      className={`flex items-start gap-2 rounded-lg border px-3.5 py-3 text-sm ${cls}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <Icon size={18} className="mt-0.5 shrink-0" aria-hidden />
      <span>{children}</span>
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  busyText,
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  busyText: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy && (
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
      )}
      {busy ? busyText : children}
    </button>
  );
}
