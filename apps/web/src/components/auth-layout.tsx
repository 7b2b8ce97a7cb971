import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { m } from '../messages/index.ts';

export function Logo() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      {m.common.brand}
    </Link>
  );
}

export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-8 text-center">
          <Logo />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-100/50 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </main>
  );
}
