import { DETAIL_FIELDS, type BusinessDetails, type Storyboard } from '@reklamo/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { m } from '../../messages/index.ts';
import { writeScript } from './brain-api.ts';

const t = m.create.script;

/** The details as they will be sent: trimmed, so a script written from them matches the request. */
export const trimmedDetails = (d: BusinessDetails): BusinessDetails => Object.fromEntries(DETAIL_FIELDS.map((f) => [f, d[f].trim()])) as BusinessDetails;

/** Whether a storyboard was written from exactly these details (otherwise the server writes a new one). */
export const scriptFits = (sb: Storyboard | undefined, d: BusinessDetails): sb is Storyboard => !!sb && DETAIL_FIELDS.every((f) => sb.facts[f] === d[f].trim());

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

type Props = {
  details: BusinessDetails;
  /** All four key fields confirmed: only then are the variants written. */
  ready: boolean;
  durationSec: 15 | 30 | 60;
  chosen: number;
  onChoose: (i: number) => void;
  onVariants: (v: Storyboard[] | undefined) => void;
};

/**
 * The three scripts the brain wrote from the confirmed details, as a radio group: each a readable
 * list of its scenes (kind, on-screen text, spoken line). The chosen one is sent with Generate.
 */
export function ScriptVariants(p: Props) {
  // Typing in the other fields re-writes the scripts once the typing pauses, not on every key.
  const key = useSettled(JSON.stringify(trimmedDetails(p.details)), 600);
  const q = useQuery({
    queryKey: ['brain-script', key, p.durationSec],
    queryFn: () => writeScript({ ...(JSON.parse(key) as BusinessDetails), DurationSec: p.durationSec }),
    enabled: p.ready,
    staleTime: Infinity,
    retry: 1,
  });
  const variants = p.ready ? q.data?.variants : undefined;
  const { onVariants } = p;
  useEffect(() => onVariants(variants), [variants, onVariants]);

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t.legend}</legend>
        <p className="mt-1 text-sm text-slate-600">{t.hint}</p>
        {!p.ready ? (
          <p className="mt-4 text-sm text-slate-500">{t.confirmFirst}</p>
        ) : q.isError ? (
          <p role="status" className="mt-4 text-sm text-amber-800">
            {t.failed}
          </p>
        ) : !variants ? (
          <p role="status" className="mt-4 text-sm text-slate-500">
            {t.loading}
          </p>
        ) : (
          <div className="mt-4 grid gap-3 lg:grid-cols-3">
            {variants.map((sb, i) => (
              <label
                key={sb.angle}
                className={`flex cursor-pointer flex-col gap-2 rounded-xl border p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${p.chosen === i ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-500'}`}
              >
                <span className="flex items-center gap-2">
                  <input type="radio" name="script-variant" value={i} checked={p.chosen === i} onChange={() => p.onChoose(i)} className="accent-brand-600" />
                  <span className="font-semibold text-slate-900">{t.variant(i + 1)}</span>
                  <span className="text-xs text-slate-500">{t.angles[sb.angle]}</span>
                </span>
                <ol className="flex flex-col gap-2 text-sm">
                  {sb.scenes.map((s) => (
                    <li key={s.id} className="border-t border-slate-100 pt-2">
                      <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">{t.kinds[s.kind]}</span>
                      <span className="block font-medium text-slate-900">
                        {s.onScreen.headline}
                        {s.onScreen.sub ? ` · ${s.onScreen.sub}` : ''}
                      </span>
                      {s.voice && <span className="block text-slate-600">{t.voice(s.voice)}</span>}
                    </li>
                  ))}
                </ol>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </section>
  );
}
