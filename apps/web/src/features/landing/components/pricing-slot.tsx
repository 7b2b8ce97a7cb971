import { lazy, Suspense, useRef } from 'react';
import { m } from '../messages.ts';
import { useNearViewport } from '../scroll.ts';

const PricingAndContact = lazy(() => import('./pricing.tsx'));

/**
 * Pricing and contact load when the visitor nears them. The placeholder holds the `pricing` anchor
 * and roughly the real height, so navigation can scroll there before the chunk arrives; nothing
 * above it moves when it does.
 */
export function PricingSlot() {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '1200px 0px');
  const placeholder = (
    <section id="pricing" aria-busy="true" aria-label={m.landing.pricing.eyebrow} className="min-h-[1750px] md:min-h-[1050px]">
      <span className="sr-only">{m.landing.pricing.loading}</span>
    </section>
  );
  return (
    <div ref={box}>
      {near ? <Suspense fallback={placeholder}><PricingAndContact /></Suspense> : placeholder}
    </div>
  );
}
