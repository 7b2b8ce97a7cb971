import { useState } from 'react';
import { m } from '../../messages/index.ts';
import type { Profile } from '../dashboard/use-profile.ts';
import { BrandKitPanel } from './brand-kit-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';

const t = m.settings;
type Tab = 'profile' | 'brandKit';

/** SPEC.md "Settings": two subsections, My profile and Brand Kit. */
export function SettingsSection({ profile }: { profile: Profile }) {
  const [tab, setTab] = useState<Tab>('profile');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-1 text-slate-600">{t.subtitle}</p>
      </div>
      <div role="tablist" aria-label={t.title} className="inline-flex w-fit gap-1 rounded-xl bg-slate-100 p-1">
        {(['profile', 'brandKit'] as const).map((id) => (
          <button
            key={id}
            role="tab"
            id={`settings-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`settings-panel-${id}`}
            onClick={() => setTab(id)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold transition ${tab === id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t.tabs[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'profile' ? <ProfilePanel profile={profile} /> : <BrandKitPanel />}
      </div>
    </div>
  );
}

export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
