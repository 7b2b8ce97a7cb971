import { BarChart3, Lightbulb, RefreshCw, Wallet } from 'lucide-react';
import { m } from '../messages.ts';
import { SectionHeading } from './section-heading.tsx';

const t = m.landing.problem;
const ICONS = [Wallet, Lightbulb, BarChart3];

/** "examples": the vicious circle of digital ads. */
export function Problem() {
  return (
    <section
      id="examples"
      aria-labelledby="examples-title"
      className="relative overflow-hidden bg-slate-950 py-20 text-white sm:py-28"
    >
      <div aria-hidden className="landing-dark-glow absolute inset-0" />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="examples-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} tone="dark" />
        <ol className="relative mt-14 grid gap-5 md:grid-cols-3">
          {t.items.map((item, i) => {
            const Icon = ICONS[i]!;
            return (
              <li
                key={item.title}
                className="relative rounded-2xl border border-white/10 bg-white/[0.04] p-6 backdrop-blur-sm sm:p-7"
              >
                <div className="flex items-center justify-between">
                  <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-rose-500/90 to-fuchsia-600/90 text-white shadow-lg shadow-fuchsia-900/40">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-sm font-semibold text-slate-500" aria-hidden>
                    0{i + 1}
                  </span>
                </div>
                <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-300">{item.text}</p>
              </li>
            );
          })}
        </ol>
        <p className="mx-auto mt-10 flex max-w-xl items-center justify-center gap-3 text-center font-semibold text-slate-200">
          <RefreshCw className="size-5 shrink-0 text-fuchsia-300" aria-hidden />
          {t.outcome}
        </p>
      </div>
    </section>
  );
}
