import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

export default function SuccessScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl">
        <CheckCircle2 className="mx-auto text-emerald-500" size={64} aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Плащането е успешно!</h1>
        <Link to="/dashboard" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white">Продължете към профила</Link>
      </div>
    </main>
  );
}
