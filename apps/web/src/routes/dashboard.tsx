import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner.tsx';
import { BillingSection } from '../features/billing/billing-section.tsx';
import { PastDueBanner } from '../features/billing/past-due-banner.tsx';
import { DashboardShell } from '../features/dashboard/dashboard-shell.tsx';
import { sectionFromLocation } from '../features/dashboard/sections.ts';
import { useProfile } from '../features/dashboard/use-profile.ts';
import { HomeSection } from '../features/home/home-section.tsx';
import { LibrarySection } from '../features/library/library-section.tsx';
import { MediaSection } from '../features/media/media-section.tsx';
import { SettingsSection } from '../features/settings/settings-section.tsx';
import { SupportSection } from '../features/support/support-section.tsx';

export default function DashboardScreen() {
  const profile = useProfile();
  const location = useLocation();
  const section = sectionFromLocation(location.search, location.hash);

  if (profile.isPending) return <FullScreenSpinner />;
  // SPEC.md section 2: an error while loading the user leads to /login.
  if (profile.isError) return <Navigate to="/login" replace />;

  return (
    <DashboardShell profile={profile.data} section={section}>
      <PastDueBanner enabled={profile.data.subscription_status !== 'trial'} />
      {section === 'dashboard' && <HomeSection profile={profile.data} />}
      {section === 'inspiration' && <LibrarySection />}
      {section === 'media' && <MediaSection />}
      {section === 'settings' && <SettingsSection profile={profile.data} />}
      {section === 'billing' && <BillingSection profile={profile.data} />}
      {section === 'support' && <SupportSection profile={profile.data} />}
    </DashboardShell>
  );
}
