import {
  AGENCY_MAIL_SUBJECT,
  formatPrice,
  planPeriodPriceMinor,
  SALES_EMAIL,
  SOLD_PLANS,
  type Plan,
} from '@reklamo/contract/plans';
import { Check, Mail, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { m } from '../messages.ts';
import { prefersReducedMotion, scrollToSection } from '../scroll.ts';
import { SectionHeading } from './section-heading.tsx';

const t = m.landing.pricing;
type Billing = 'monthly' | 'yearly';
const NUMBER_MS = 500;
const mailto = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(AGENCY_MAIL_SUBJECT)}`;
const fmt = (n: number) => n.toLocaleString('bg-BG');

/** The plan cards (from the zod-free plan catalogue) and the contact block. */
export function PricingAndContact() {
  return (
    <>
      <section id="pricing" aria-labelledby="pricing-title" className="px-4 py-20 sm:px-6 sm:py-28">
        <div className="mx-auto max-w-6xl">
          <Pricing />
        </div>
      </section>
      <Contact />
    </>
  );
}

function Pricing() {
  const [billing, setBilling] = useState<Billing>('monthly');

  const choose = (next: Billing, e: React.MouseEvent<HTMLButtonElement>) => {
    if (next === billing) return;
    setBilling(next);
    if (next === 'yearly' && !prefersReducedMotion()) {
      const r = e.currentTarget.getBoundingClientRect();
      const origin = { x: (r.left + r.width / 2) / window.innerWidth, y: (r.top + r.height / 2) / window.innerHeight };
      void import('canvas-confetti').then(({ default: confetti }) =>
        confetti({ particleCount: 50, spread: 60, ticks: 200, origin, disableForReducedMotion: true }),
      );
    }
  };

  return (
    <>
      <SectionHeading id="pricing-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
        <div role="group" aria-label={t.billingLabel} className="inline-flex rounded-xl bg-slate-100 p-1">
          {(['monthly', 'yearly'] as const).map((b) => (
            <button
              key={b}
              type="button"
              aria-pressed={billing === b}
              onClick={(e) => choose(b, e)}
              className={`rounded-lg px-5 py-2 text-sm font-semibold transition ${
                billing === b ? 'bg-white text-slate-950 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {b === 'monthly' ? t.monthly : t.yearly}
            </button>
          ))}
        </div>
        <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-700 ring-1 ring-emerald-600/15">
          {t.save}
        </span>
      </div>

      <PlanCards billing={billing} />
    </>
  );
}

function PlanCards({ billing }: { billing: Billing }) {
  const list = useRef<HTMLUListElement>(null);
  // Cards rise in as they come into view, on screens ≥ 768 px and only without reduced motion.
  const [animate] = useState(() => window.matchMedia('(min-width: 768px)').matches && !prefersReducedMotion());
  const [shown, setShown] = useState(!animate);
  useEffect(() => {
    if (shown || !list.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true), {
      threshold: 0.15,
    });
    io.observe(list.current);
    return () => io.disconnect();
  }, [shown]);

  return (
    <ul ref={list} className="mx-auto mt-12 grid max-w-md items-stretch gap-6 md:max-w-none md:grid-cols-3 lg:gap-8">
      {SOLD_PLANS.map((plan, i) => (
        <li
          key={plan.id}
          data-plan={plan.id}
          className={
            animate
              ? `transition duration-700 ease-out ${shown ? 'translate-y-0 opacity-100' : 'translate-y-8 opacity-0'}`
              : undefined
          }
          style={animate ? { transitionDelay: `${i * 120}ms` } : undefined}
        >
          <PlanCard plan={plan} billing={billing} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const popular = plan.isPopular;
  const price = billing === 'yearly' ? plan.yearlyPrice : plan.price;
  const button = `mt-8 block w-full rounded-xl px-5 py-3 text-center font-semibold transition ${
    popular
      ? 'bg-brand-600 text-white shadow-lg shadow-brand-600/30 hover:bg-brand-700'
      : 'bg-slate-950 text-white hover:bg-slate-800'
  }`;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex h-full flex-col rounded-2xl bg-white p-7 ${
        popular
          ? 'border-2 border-brand-600 shadow-2xl shadow-brand-600/15 md:-my-3 md:py-10'
          : 'border border-slate-200 shadow-sm'
      }`}
    >
      {popular && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-gradient-to-r from-brand-600 to-accent-500 px-3.5 py-1 text-xs font-bold text-white shadow-md">
          <Sparkles className="size-3.5" aria-hidden />
          {t.popular}
        </p>
      )}
      <h3 id={`plan-${plan.id}`} className="text-lg font-bold text-slate-950">
        {plan.cardName}
      </h3>
      <p className="mt-1.5 min-h-12 text-sm leading-relaxed text-slate-600">{plan.description}</p>
      <div className="mt-6" data-testid={`price-${plan.id}`}>
        {price === null ? (
          <>
            <p className="text-4xl font-extrabold tracking-tight text-slate-950">{t.custom}</p>
            <p className="mt-1 text-sm text-slate-500">{t.customNote}</p>
          </>
        ) : (
          <>
            <p className="flex items-baseline gap-1.5">
              {/* "199 €": a non-breaking space keeps the sign with its number. */}
              <span className="whitespace-nowrap text-slate-950">
                <AnimatedNumber value={price} className="text-5xl font-extrabold tabular-nums tracking-tight" />
                <span className="text-xl font-bold">{`\u00a0${t.currency}`}</span>
              </span>
              <span className="text-slate-500">{t.period[plan.period]}</span>
            </p>
            <p className="mt-1 text-sm text-slate-500">
              {billing === 'yearly'
                ? t.billedYearly(formatPrice(planPeriodPriceMinor(plan, 'year') ?? 0))
                : t.billedMonthly}
            </p>
          </>
        )}
      </div>
      <ul className="mt-7 flex-1 space-y-3 border-t border-slate-100 pt-7">
        {plan.features.map((f) => (
          <li key={f} className="flex items-start gap-2.5 text-[15px] text-slate-700">
            <Check
              className={`mt-0.5 size-4.5 shrink-0 ${popular ? 'text-brand-600' : 'text-emerald-600'}`}
              strokeWidth={2.5}
              aria-hidden
            />
            {f}
          </li>
        ))}
      </ul>
      {plan.action === 'contact' ? (
        // SPEC.md section 9: to the contact section (whose link e-mails sales), never straight to a mail draft.
        <a
          href="#contact"
          onClick={(e) => {
            e.preventDefault();
            if (!scrollToSection('contact')) window.location.href = mailto;
          }}
          className={button}
        >
          {plan.buttonText}
        </a>
      ) : (
        // Checkout needs an account; a visitor signs up first and the plan rides along.
        <Link
          to={
            plan.action === 'checkout'
              ? `/signup?plan=${plan.id}${billing === 'yearly' ? '&period=year' : ''}`
              : '/signup'
          }
          className={button}
        >
          {plan.buttonText}
        </Link>
      )}
    </article>
  );
}

function AnimatedNumber({ value, className }: { value: number; className: string }) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    const start = from.current;
    if (start === value) return;
    if (prefersReducedMotion()) {
      from.current = value;
      setShown(value);
      return;
    }
    const t0 = performance.now();
    let raf = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - t0) / NUMBER_MS);
      const eased = 1 - (1 - p) ** 3;
      const n = Math.round(start + (value - start) * eased);
      from.current = n;
      setShown(n);
      if (p < 1) raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [value]);
  return <span className={className}>{fmt(shown)}</span>;
}

function Contact() {
  const c = m.landing.contact;
  return (
    <section id="contact" aria-labelledby="contact-title" className="mx-auto max-w-4xl px-4 sm:px-6">
      <div className="flex flex-col items-start gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="contact-title" className="text-xl font-bold text-slate-950">
            {c.title}
          </h2>
          <p className="mt-1.5 text-slate-600">{c.text}</p>
        </div>
        <a
          href={mailto}
          className="inline-flex shrink-0 items-center gap-2 rounded-xl border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 shadow-sm transition hover:border-slate-400"
        >
          <Mail className="size-4.5 text-brand-600" aria-hidden />
          {SALES_EMAIL}
        </a>
      </div>
    </section>
  );
}
