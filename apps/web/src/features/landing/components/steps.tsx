import { ArrowRight, MousePointerClick, PenLine, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { m } from '../messages.ts';

const t = m.landing.steps;
const ICONS = [PenLine, Wand2, MousePointerClick];

/** The second, three-step "how it works" block just above pricing. */
export function Steps() {
  return (
    <section aria-labelledby="steps-title" className="px-4 sm:px-6">
      <div className="landing-steps-bg relative mx-auto max-w-6xl overflow-hidden rounded-3xl px-5 py-14 text-white sm:px-12 sm:py-16">
        <div className="relative mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-100">{t.eyebrow}</p>
          <h2 id="steps-title" className="mt-3 text-balance text-3xl font-extrabold tracking-[-0.02em] sm:text-4xl">
            {t.title}
          </h2>
        </div>
        <ol className="relative mt-12 grid gap-5 md:grid-cols-3">
          {t.items.map((s, i) => {
            const Icon = ICONS[i]!;
            return (
              <li key={s.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur-sm">
                <div className="flex items-center gap-3">
                  <span className="grid size-9 place-items-center rounded-full bg-white text-sm font-extrabold text-brand-700">
                    {i + 1}
                  </span>
                  <Icon className="size-5 text-white/80" aria-hidden />
                </div>
                <h3 className="mt-4 text-lg font-bold">{s.title}</h3>
                <p className="mt-1.5 leading-relaxed text-white/80">{s.text}</p>
              </li>
            );
          })}
        </ol>
        <div className="relative mt-10 text-center">
          <Link
            to="/signup"
            data-testid="steps-start"
            className="group inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3.5 font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50"
          >
            {t.cta}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
