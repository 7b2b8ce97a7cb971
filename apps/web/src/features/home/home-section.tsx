import { m } from '../../messages/index.ts';
import type { Profile } from '../dashboard/use-profile.ts';

/** Placeholder until issue 5 lands: the greeting. */
export function HomeSection({ profile }: { profile: Profile }) {
  return <h1 className="text-3xl font-bold text-slate-900">{m.dashboard.greeting(profile.full_name)}</h1>;
}
