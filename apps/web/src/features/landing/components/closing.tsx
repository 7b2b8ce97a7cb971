import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../messages.ts';
import { NAV_SECTIONS, scrollToSection } from '../scroll.ts';
import { BrandMark } from './brand-mark.tsx';

export function ClosingCta() {
  const t = m.landing.closing;
  return (
    <section aria-labelledby="closing-title" className="relative isolate overflow-hidden py-20 sm:py-28">
      <div aria-hidden className="landing-closing-bg absolute inset-0 -z-10" />
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2
          id="closing-title"
          className="text-balance text-3xl font-extrabold tracking-[-0.02em] text-slate-950 sm:text-[2.75rem] sm:leading-[1.1]"
        >
          {t.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-slate-600">{t.text}</p>
        <Link
          to="/signup"
          className="group mt-9 inline-flex items-center gap-2 rounded-xl bg-brand-600 px-7 py-4 text-lg font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700"
        >
          {t.cta}
          <ArrowRight className="size-5 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </Link>
      </div>
    </section>
  );
}

export function SiteFooter() {
  const t = m.landing.footer;
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 grid-cols-2 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <BrandMark tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">{t.tagline}</p>
        </div>
        <nav aria-label={t.product}>
          <h2 className="text-sm font-semibold text-white">{t.product}</h2>
          <ul className="mt-4 space-y-2.5">
            {NAV_SECTIONS.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  data-footer-nav={s.id}
                  onClick={() => scrollToSection(s.id)}
                  className="rounded text-sm hover:text-white"
                >
                  {m.landing.nav[s.key]}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.account}>
          <h2 className="text-sm font-semibold text-white">{t.account}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <Link to="/signup" className="rounded hover:text-white">
                {t.signup}
              </Link>
            </li>
            <li>
              <Link to="/login" className="rounded hover:text-white">
                {t.login}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">{t.copyright}</p>
      </div>
    </footer>
  );
}
