import { useEffect } from 'react';
import { ClosingCta, SiteFooter } from '../features/landing/components/closing.tsx';
import { Hero, StatsStrip } from '../features/landing/components/hero.tsx';
import { PricingAndContact } from '../features/landing/components/pricing.tsx';
import { Problem } from '../features/landing/components/problem.tsx';
import { Reviews } from '../features/landing/components/reviews.tsx';
import { Showcase } from '../features/landing/components/showcase.tsx';
import { SiteHeader } from '../features/landing/components/site-header.tsx';
import { Solution } from '../features/landing/components/solution.tsx';
import { Steps } from '../features/landing/components/steps.tsx';
import { scrollToSection } from '../features/landing/scroll.ts';
import { m } from '../features/landing/messages.ts';
import '../features/landing/landing.css';

/** SPEC.md section 2 "Landing page": served for / (signed out) and every unknown path. */
export default function LandingScreen() {
  useEffect(() => {
    // A shared link such as /#pricing lands on its section, below the fixed navigation.
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) requestAnimationFrame(() => scrollToSection(id));
  }, []);

  return (
    <div className="landing min-h-screen overflow-x-clip bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {m.landing.nav.skip}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Hero />
        <StatsStrip />
        <Problem />
        <Solution />
        <Showcase />
        <Reviews />
        <Steps />
        <PricingAndContact />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
