// Only the shared strings: this component is in the entry chunk every page loads.
import { commonMessages as m } from '../messages/common.ts';

export function FullScreenSpinner() {
  return (
    <div
      className="fixed inset-0 flex flex-col items-center justify-center gap-4 bg-white"
      role="status"
      aria-live="polite"
    >
      <div className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <p className="text-slate-600">{m.common.loading}</p>
    </div>
  );
}
