import type { ReactNode } from 'react';

export const inputCls =
  'w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400 read-only:bg-slate-50 read-only:text-slate-600';

export function PrimaryButton({
  busy,
  busyText,
  children,
  type = 'submit',
  onClick,
}: {
  busy?: boolean;
  busyText?: string;
  children: ReactNode;
  type?: 'submit' | 'button';
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={busy}
      className="inline-flex items-center justify-center gap-2 self-stretch rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:self-end"
    >
      {busy && (
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
      )}
      {busy ? busyText : children}
    </button>
  );
}
