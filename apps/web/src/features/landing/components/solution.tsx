import { ArrowRight, Check, Loader2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../messages.ts';

const t = m.landing.solution;

/** "how-it-works": what Reklamo does, with a static mock of the prompt box and its result. */
export function Solution() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-600">{t.eyebrow}</p>
          <h2
            id="how-title"
            className="mt-3 text-balance text-3xl font-extrabold tracking-[-0.02em] text-slate-950 sm:text-[2.75rem] sm:leading-[1.1]"
          >
            {t.title}
          </h2>
          <p className="mt-4 text-pretty text-lg leading-relaxed text-slate-600">{t.lead}</p>
          <ul className="mt-8 space-y-3.5">
            {t.points.map((p) => (
              <li key={p} className="flex items-start gap-3 text-slate-800">
                <span
                  className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600"
                  aria-hidden
                >
                  <Check className="size-4" strokeWidth={3} />
                </span>
                <span className="font-medium">{p}</span>
              </li>
            ))}
          </ul>
          <Link
            to="/signup"
            className="group mt-10 inline-flex items-center gap-2 rounded-xl bg-slate-950 px-6 py-3.5 font-semibold text-white shadow-lg shadow-slate-900/20 transition hover:bg-brand-700"
          >
            {t.cta}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
        </div>

        <div className="relative">
          <div
            aria-hidden
            className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-50 via-white to-fuchsia-50"
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-200/60 sm:p-6">
            <p className="text-sm font-semibold text-slate-900">{t.mockLabel}</p>
            <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-[15px] leading-relaxed text-slate-700">
              {t.mockPrompt}
            </div>
            <div className="mt-4 flex items-center justify-between gap-3">
              <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-brand-500 to-accent-500" />
              </div>
              <span
                className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3.5 py-2 text-sm font-semibold text-white"
                role="status"
              >
                <Loader2 className="landing-spin size-4" aria-hidden />
                {t.mockLoading}
              </span>
            </div>
          </div>

          <div className="relative mt-5 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 pr-4 shadow-xl shadow-slate-200/60 sm:ml-10">
            <img
              src="/showcase/poster.jpg"
              alt={t.resultAlt}
              width={1280}
              height={720}
              loading="lazy"
              className="aspect-video w-28 shrink-0 rounded-lg object-cover sm:w-36"
            />
            <div className="min-w-0">
              <p className="inline-flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-brand-600">
                <Sparkles className="size-3.5" aria-hidden />
                {t.resultLabel}
              </p>
              <p className="mt-1 font-semibold leading-snug text-slate-900">{t.resultTitle}</p>
              <p className="mt-0.5 text-sm text-slate-500">{t.resultMeta}</p>
            </div>
            <span className="ml-auto hidden shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 sm:inline">
              {t.resultReady}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
