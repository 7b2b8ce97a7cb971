import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/** The built-in test payments provider's pages: a test-mode banner over a centred card. */
export function TestModeFrame({ banner, children }: { banner: string; children: ReactNode }) {
  return (
    <main className="min-h-screen bg-slate-50">
      <div
        className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-sm font-bold text-amber-950"
        role="note"
      >
        <FlaskConical size={16} aria-hidden /> {banner}
      </div>
      <div className="mx-auto mt-10 w-full max-w-md px-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">{children}</div>
      </div>
    </main>
  );
}
