/** Placeholder until its issue lands. */
import type { Profile } from '../dashboard/use-profile.ts';

export function BillingSection(_props: { profile: Profile }) {
  return <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">…</div>;
}
