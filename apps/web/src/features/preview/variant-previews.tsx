import { writeStoryboards } from '@reklamo/brain/script';
import type { AspectRatio, BusinessDetails, Storyboard, StyleId } from '@reklamo/contract';
import { useEffect, useMemo } from 'react';
import { m } from '../../messages/index.ts';
import AdPreview, { type PreviewBrand } from './ad-preview.tsx';

export type VariantPreviewsProps = {
  details: BusinessDetails;
  aspect: AspectRatio;
  style: StyleId;
  brand?: PreviewBrand;
  hasLogo: boolean;
  chosen: number;
  onChoose: (index: number) => void;
  /** The storyboards shown, so Generate renders exactly the chosen one. */
  onVariants: (variants: Storyboard[]) => void;
};

/** One fixed seed: the same details always give the same three scripts, in the browser and on the server. */
export const PREVIEW_SEED = 1;

/**
 * The three variants written in the browser by the same local writer the server uses, each playing
 * in its own canvas; any edit to the details, the style or the format rewrites and redraws them at once.
 */
export default function VariantPreviews(p: VariantPreviewsProps) {
  const variants = useMemo(
    () => writeStoryboards(p.details, { durationSec: 30, aspectRatio: p.aspect, style: p.style, variants: 3, seed: PREVIEW_SEED, hasLogo: p.hasLogo }),
    [p.details, p.aspect, p.style, p.hasLogo],
  );
  const { onVariants } = p;
  useEffect(() => onVariants(variants), [variants, onVariants]);
  const portrait = p.aspect === '9:16' || p.aspect === '4:5';

  return (
    <section className="flex flex-col gap-3">
      <h2 id="variants-heading" className="text-sm font-semibold text-slate-900">{m.preview.variants}</h2>
      <div role="radiogroup" aria-labelledby="variants-heading" className={`grid gap-4 ${portrait ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-1 lg:grid-cols-3'}`}>
        {variants.map((sb, i) => {
          const label = m.preview.label(i + 1);
          const selected = p.chosen === i;
          return (
            <div key={sb.angle} className={`flex flex-col gap-2 rounded-2xl border p-3 transition ${selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200'}`}>
              <AdPreview storyboard={sb} aspect={p.aspect} style={p.style} brand={p.brand} label={label} />
              <label className="flex cursor-pointer items-start gap-2 text-sm">
                <input type="radio" name="variant" className="mt-1 accent-brand-600" checked={selected} onChange={() => p.onChoose(i)} />
                <span>
                  <span className="block font-semibold text-slate-900">{m.preview.option(i + 1)}</span>
                  <span className="block text-slate-600">{m.preview.angles[sb.angle]}</span>
                </span>
              </label>
              <ol className="flex flex-col gap-1 text-xs text-slate-600">
                {sb.scenes.map((s) => (
                  <li key={s.id}>
                    <span className="font-medium text-slate-800">{s.onScreen.headline}</span>
                    {s.voice && <span> — {s.voice}</span>}
                  </li>
                ))}
              </ol>
            </div>
          );
        })}
      </div>
    </section>
  );
}
