import { writeStoryboards } from '@reklamo/brain/script';
import {
  DEFAULT_AD_SOUND,
  type AdSound,
  type AspectRatio,
  type BusinessDetails,
  type Storyboard,
  type StyleId,
} from '@reklamo/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { m } from '../../messages/index.ts';
import { writeScript } from '../create/brain-api.ts';
import { scriptFits, trimmedDetails } from '../create/script-fit.ts';
import AdPreview, { type PreviewBrand, type PreviewMediaItem } from './ad-preview.tsx';

const t = m.create.script;

export type VariantPreviewsProps = {
  details: BusinessDetails;
  /** All four key fields confirmed: only then does the configured brain (maybe a paid model) write. */
  ready: boolean;
  durationSec: 15 | 30 | 60;
  aspect: AspectRatio;
  style: StyleId;
  brand?: PreviewBrand;
  hasLogo: boolean;
  chosen: number;
  onChoose: (index: number) => void;
  /** The storyboards shown, so Generate renders exactly the chosen one. */
  onVariants: (variants: Storyboard[] | undefined) => void;
  /** The user's photos and clips the ad will use, in order. */
  media?: PreviewMediaItem[];
  /** The chosen sound: voice "none" renders silent without captions; "own" is a recording the preview cannot read. */
  sound?: Pick<AdSound, 'voice' | 'pace' | 'captions'>;
};

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * The three scripts as a radio group, each playing in a canvas drawn by the renderer's own scene
 * code. The browser writes them at once with the same local writer the server uses (same seed, so
 * the same words), and every edit redraws them without a round trip; once the key fields are
 * confirmed the configured brain writes them, and its scripts replace the local ones while they
 * still fit the details.
 */
export default function VariantPreviews(p: VariantPreviewsProps) {
  const details = useMemo(() => trimmedDetails(p.details), [p.details]);
  const local = useMemo(
    () =>
      writeStoryboards(details, {
        durationSec: p.durationSec,
        aspectRatio: p.aspect,
        style: p.style,
        variants: 3,
        hasLogo: p.hasLogo,
      }),
    [details, p.durationSec, p.aspect, p.style, p.hasLogo],
  );
  // Typing re-asks the brain once the typing pauses, not on every key.
  const key = useSettled(JSON.stringify(details), 600);
  const q = useQuery({
    queryKey: ['brain-script', key, p.durationSec],
    queryFn: () => writeScript({ facts: JSON.parse(key) as BusinessDetails, durationSec: p.durationSec }),
    enabled: p.ready,
    staleTime: Infinity,
    retry: 1,
  });
  const remote = q.data?.variants;
  const variants = useMemo(
    () =>
      remote && remote.length === local.length && remote.every((sb) => scriptFits(sb, details))
        ? remote.map((sb) => ({ ...sb, aspectRatio: p.aspect, style: p.style }))
        : local,
    [remote, local, details, p.aspect, p.style],
  );
  const { onVariants } = p;
  useEffect(() => onVariants(variants), [variants, onVariants]);
  const portrait = p.aspect === '9:16' || p.aspect === '4:5';
  const sound = p.sound ?? DEFAULT_AD_SOUND;

  return (
    <section className="flex flex-col gap-3" aria-labelledby="variants-heading">
      <div>
        <h2 id="variants-heading" className="text-lg font-semibold text-slate-900">
          {t.legend}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.hint}</p>
      </div>
      <div
        role="radiogroup"
        aria-labelledby="variants-heading"
        className={`grid gap-4 ${portrait ? 'grid-cols-1 sm:grid-cols-3' : 'grid-cols-1 lg:grid-cols-3'}`}
      >
        {variants.map((sb, i) => {
          const selected = p.chosen === i;
          return (
            <div
              key={sb.angle}
              className={`flex flex-col gap-2 rounded-2xl border p-3 transition ${selected ? 'border-brand-600 bg-brand-50/40 ring-2 ring-brand-100' : 'border-slate-200'}`}
            >
              <AdPreview
                storyboard={sb}
                aspect={p.aspect}
                style={p.style}
                brand={p.brand}
                label={m.preview.label(i + 1)}
                media={p.media}
                voice={sound}
                captions={sound.captions}
              />
              <label className="flex cursor-pointer items-start gap-2 rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
                <input
                  type="radio"
                  name="script-variant"
                  value={i}
                  checked={selected}
                  onChange={() => p.onChoose(i)}
                  className="mt-1 accent-brand-600"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{t.variant(i + 1)}</span>
                  <span className="block text-xs text-slate-600">{t.angles[sb.angle]}</span>
                </span>
              </label>
              <ol className="flex flex-col gap-1.5 text-sm">
                {sb.scenes.map((s) => (
                  <li key={s.id} className="border-t border-slate-100 pt-1.5">
                    <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
                      {t.kinds[s.kind]}
                    </span>
                    <span className="block font-medium text-slate-900">
                      {s.onScreen.headline}
                      {s.onScreen.sub ? ` · ${s.onScreen.sub}` : ''}
                    </span>
                    {s.voice && <span className="block text-slate-600">{t.voice(s.voice)}</span>}
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
