import { ArrowRight, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../messages.ts';
import { SectionHeading } from './section-heading.tsx';

const t = m.landing.reviews;
const TONES = ['from-brand-600 to-accent-500', 'from-slate-900 to-brand-700'];

export function Reviews() {
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="reviews-title" eyebrow={t.eyebrow} title={t.title} />
        <ul className="mt-14 grid gap-6 md:grid-cols-2">
          {t.items.map((r, i) => (
            <li key={r.name}>
              <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <div className={`flex items-end gap-3 bg-gradient-to-br ${TONES[i]} px-6 py-6 text-white sm:px-8`}>
                  <span className="text-5xl font-extrabold tracking-tight sm:text-6xl">{r.stat}</span>
                  <span className="pb-1.5 text-lg font-semibold text-white/85">{r.statLabel}</span>
                </div>
                <blockquote className="relative flex-1 px-6 pt-6 text-lg leading-relaxed text-slate-700 sm:px-8">
                  <Quote className="mb-3 size-6 text-brand-200" aria-hidden />
                  <p>{r.quote}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3 px-6 pb-6 pt-6 sm:px-8">
                  <span
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-slate-100 text-sm font-bold text-slate-700"
                    aria-hidden
                  >
                    {r.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{r.name}</span>
                    <span className="block text-sm text-slate-500">{r.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link
            to="/signup"
            className="group inline-flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-6 py-3.5 font-semibold text-slate-900 shadow-sm transition hover:border-slate-300 hover:bg-slate-50"
          >
            {t.cta}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
