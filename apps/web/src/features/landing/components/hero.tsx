import { ArrowRight, Clock, Play, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../messages.ts';
import { scrollToSection } from '../scroll.ts';

const t = m.landing.hero;
const AVATARS = [
  ['МИ', 'bg-amber-700'],
  ['ГП', 'bg-rose-700'],
  ['ЕК', 'bg-emerald-700'],
  ['ДС', 'bg-sky-700'],
] as const;

export function Hero() {
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden pb-16 pt-28 sm:pb-24 md:pt-36">
      <div aria-hidden className="landing-hero-bg absolute inset-0 -z-10" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-14">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white/80 px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm sm:text-sm">
            <span className="size-1.5 rounded-full bg-accent-500" aria-hidden />
            {t.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-balance text-[2.35rem] font-extrabold leading-[1.08] tracking-[-0.03em] text-slate-950 sm:text-5xl lg:text-[3.5rem]"
          >
            {t.titleLead} <span className="landing-gradient-text">{t.titleAccent}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-pretty text-lg leading-relaxed text-slate-600 lg:mx-0">{t.lead}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Link
              to="/signup"
              className="group inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700"
            >
              {t.cta}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
            </Link>
            <button
              type="button"
              onClick={() => scrollToSection('showcase')}
              className="inline-flex items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-6 py-3.5 text-base font-semibold text-slate-800 shadow-sm transition hover:border-slate-300 hover:bg-slate-50"
            >
              <Play className="size-4 fill-current" aria-hidden />
              {t.secondary}
            </button>
          </div>
          <p className="mt-4 text-sm text-slate-500">{t.fine}</p>
          <div className="mt-8 flex items-center justify-center gap-3 lg:justify-start">
            <div className="flex -space-x-2.5" aria-hidden>
              {AVATARS.map(([initials, tone]) => (
                <span
                  key={initials}
                  className={`grid size-9 place-items-center rounded-full border-2 border-white text-xs font-bold text-white ${tone}`}
                >
                  {initials}
                </span>
              ))}
            </div>
            <p className="text-left text-sm font-medium text-slate-700">{t.trust}</p>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div
            aria-hidden
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-500/25 via-fuchsia-400/15 to-amber-300/25 blur-2xl"
          />
          <div className="rounded-2xl border border-slate-200/80 bg-white p-2 shadow-2xl shadow-slate-900/15">
            <div className="flex items-center gap-1.5 px-2 pb-2 pt-1" aria-hidden>
              <span className="size-2.5 rounded-full bg-slate-200" />
              <span className="size-2.5 rounded-full bg-slate-200" />
              <span className="size-2.5 rounded-full bg-slate-200" />
            </div>
            <button
              type="button"
              onClick={() => scrollToSection('showcase')}
              className="group relative block w-full overflow-hidden rounded-xl"
              aria-label={`${t.secondary}: ${t.play}`}
            >
              <img
                src="/showcase/poster.jpg"
                alt={t.visualAlt}
                width={1280}
                height={720}
                fetchPriority="high"
                className="aspect-video w-full object-cover"
              />
              <span
                className="absolute bottom-3 right-3 inline-flex items-center gap-2 rounded-full bg-slate-950/75 py-1.5 pl-1.5 pr-3.5 text-sm font-semibold text-white shadow-lg backdrop-blur transition group-hover:bg-slate-950/90"
                aria-hidden
              >
                <span className="grid size-7 place-items-center rounded-full bg-white text-brand-700">
                  <Play className="ml-0.5 size-3.5 fill-current" />
                </span>
                {t.secondary}
              </span>
            </button>
          </div>
          <div className="absolute -bottom-5 left-3 flex items-center gap-2.5 rounded-xl border border-slate-100 bg-white px-3.5 py-2.5 shadow-xl sm:-left-6">
            <span className="grid size-9 place-items-center rounded-lg bg-emerald-50 text-emerald-600" aria-hidden>
              <TrendingUp className="size-5" />
            </span>
            <span className="text-sm font-bold text-slate-900">{t.chipClicks}</span>
          </div>
          <div className="absolute -top-4 right-3 flex items-center gap-2.5 rounded-xl border border-slate-100 bg-white px-3.5 py-2.5 shadow-xl sm:-right-5">
            <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-600" aria-hidden>
              <Clock className="size-5" />
            </span>
            <span className="text-sm font-bold text-slate-900">{t.chipTime}</span>
          </div>
        </div>
      </div>
    </section>
  );
}

export function StatsStrip() {
  return (
    <section aria-label={m.common.trust} className="border-y border-slate-100 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {m.landing.stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse items-center gap-1 px-2 text-center">
            <dt className="text-sm text-slate-500">{s.label}</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
