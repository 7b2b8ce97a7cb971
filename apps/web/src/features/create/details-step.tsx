import { ASPECT_RATIOS, BASIC_STYLES, CONFIRM_FIELDS, STYLE_IDS, type AspectRatio, type BusinessDetails, type ConfirmField, type CreateVideoRequest, type MediaItem, type Storyboard, type StyleId, type Usage } from '@reklamo/contract';
import { Check, Lock, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { m } from '../../messages/index.ts';
import { usePreviewBrand } from '../preview/use-preview-brand.ts';
import { inputCls, PrimaryButton } from './ui.tsx';
import { STYLE_SWATCH } from './presets.ts';
import { generateBlock, validateBeforeGenerate, type Confirmations } from './rules.ts';
import { offerNote } from './offer-note.ts';
import { scriptFits, trimmedDetails } from './script-fit.ts';
import type { Step } from './step-history.ts';
import { VoiceSection, type VoiceChoiceState } from './voice-section.tsx';
import { fixableWords, PronunciationFixer } from '../pronunciation/pronunciation-fixer.tsx';

// The preview (scene code, fonts, the script writer) loads only when step 3 opens.
const VariantPreviews = lazy(() => import('../preview/variant-previews.tsx'));

const t = m.create.details;
const L = m.create.labels;
const DURATION_SEC = 30;

type Props = {
  step: Step;
  /** The photos and clips the ad will use (the media picker's choice), for the preview. */
  media?: MediaItem[];
  details: BusinessDetails;
  onDetails: (d: BusinessDetails) => void;
  confirmed: Confirmations;
  onConfirmed: (c: Confirmations) => void;
  aspect: AspectRatio;
  onAspect: (a: AspectRatio) => void;
  style: StyleId;
  onStyle: (s: StyleId) => void;
  name: string;
  onName: (v: string) => void;
  email: string;
  onEmail: (v: string) => void;
  usage: Usage | undefined;
  generating: boolean;
  /** This flow has already started a video: the plan's limit is news only when they try another. */
  startedHere: boolean;
  onGenerate: (req: Omit<CreateVideoRequest, 'Prompt'>) => void;
  /** The voice choice and the chosen script variant live in the flow, which keeps them in the draft. */
  voice: VoiceChoiceState;
  chosen: number;
  onChoose: (i: number) => void;
  /** What the owner typed in step 1, to tell an offer they typed from one we suggested. */
  ownerText?: string;
};

/** SPEC.md step 3: the summary, the four fields to confirm, the rest editable, format and style. */
export function DetailsStep(p: Props) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const allowed = p.usage?.allowedStyles ?? BASIC_STYLES;
  const [triedAgain, setTriedAgain] = useState(false);
  const blocked = p.startedHere && !triedAgain ? undefined : generateBlock(p.usage);
  const voice = p.voice;

  // A style the plan does not include (e.g. after a downgrade) falls back to the first allowed one.
  useEffect(() => {
    if (!allowed.includes(p.style) && allowed[0]) p.onStyle(allowed[0]);
  }, [allowed, p.style, p.onStyle]);

  const { brand, hasLogo } = usePreviewBrand(Boolean(p.usage?.hasBrandKit));
  const [variants, setVariants] = useState<Storyboard[]>();
  const chosen = p.chosen;
  const onVariants = useCallback((v: Storyboard[] | undefined) => setVariants(v), []);
  const allConfirmed = CONFIRM_FIELDS.every((f) => p.confirmed[f]);

  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ConfirmField, string>>>({});
  const set = (field: keyof BusinessDetails, value: string) => {
    p.onDetails({ ...p.details, [field]: value });
    setError(undefined);
    if (field in fieldErrors) setFieldErrors({ ...fieldErrors, [field]: undefined });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!blocked && p.startedHere && generateBlock(p.usage)) return setTriedAgain(true);
    if (blocked) return navigate('/dashboard?section=billing');
    const invalid = validateBeforeGenerate({ step: p.step, details: p.details, confirmed: p.confirmed });
    setError(invalid ?? voice.missing);
    if (invalid || voice.missing) return;
    const d = trimmedDetails(p.details);
    // The chosen script goes with the request only while it still matches the details; otherwise
    // the server writes one.
    const script = variants?.[chosen];
    p.onGenerate({
      ...d,
      AspectRatio: p.aspect,
      Style: p.style,
      DurationSec: DURATION_SEC,
      Name: p.name.trim(),
      Email: p.email.trim(),
      ...(scriptFits(script, d) && script.durationSec === DURATION_SEC ? { Storyboard: script } : {}),
      ...voice.request(),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-1 text-slate-600">{t.hint}</p>
        <div className="mt-5 rounded-xl bg-gradient-to-br from-brand-50 to-white p-4 ring-1 ring-brand-100">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t.summary}</h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">{p.details.BusinessName || '—'}</p>
          <p className="mt-1 text-sm text-slate-700">{p.details.BusinessDescription}</p>
        </div>
        <div className="mt-6 grid gap-5">
          {CONFIRM_FIELDS.map((f) => (
            <ConfirmInput
              key={f}
              field={f}
              value={p.details[f]}
              confirmed={p.confirmed[f]}
              onChange={(v) => set(f, v)}
              error={fieldErrors[f]}
              note={f === 'Offer' ? offerNote(p.details.Offer, p.ownerText) : undefined}
              onToggle={() => {
                // An empty field cannot be confirmed: say what is missing instead (SPEC.md section 5).
                if (!p.confirmed[f] && !p.details[f].trim()) return setFieldErrors({ ...fieldErrors, [f]: m.create.errors.fillField(L[f]) });
                setFieldErrors({ ...fieldErrors, [f]: undefined });
                p.onConfirmed({ ...p.confirmed, [f]: !p.confirmed[f] });
                setError(undefined);
              }}
            />
          ))}
        </div>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">{t.otherFields}</h2>
        <div className="mt-4 grid gap-5">
          <TextField id="f-BusinessDescription" label={L.BusinessDescription} value={p.details.BusinessDescription} onChange={(v) => set('BusinessDescription', v)} multiline />
          <TextField id="f-Services" label={L.Services} value={p.details.Services} onChange={(v) => set('Services', v)} multiline />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id="f-CTA" label={L.CTA} value={p.details.CTA} onChange={(v) => set('CTA', v)} />
            <TextField id="f-TargetAudience" label={L.TargetAudience} value={p.details.TargetAudience} onChange={(v) => set('TargetAudience', v)} />
          </div>
        </div>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">{t.aspect}</legend>
          <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {ASPECT_RATIOS.map((a) => {
              const [w, h] = a.split(':').map(Number) as [number, number];
              return (
                <label key={a} className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border p-3 text-center transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${p.aspect === a ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-500'}`}>
                  <input type="radio" name="aspect" value={a} checked={p.aspect === a} onChange={() => p.onAspect(a)} className="sr-only" />
                  <span className="flex h-12 items-center" aria-hidden>
                    <span className="block rounded-sm border-2 border-slate-500" style={{ width: (w / Math.max(w, h)) * 44, height: (h / Math.max(w, h)) * 44 }} />
                  </span>
                  <span className="font-semibold text-slate-900">{a}</span>
                  <span className="text-xs text-slate-600">{t.aspects[a]}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <fieldset className="mt-8">
          <legend className="text-lg font-semibold text-slate-900">{t.style}</legend>
          <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
            {STYLE_IDS.map((s) => {
              const locked = !allowed.includes(s);
              const [bg, accent] = STYLE_SWATCH[s];
              return (
                <label
                  key={s}
                  className={`relative flex items-center gap-3 rounded-xl border p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                    locked ? 'cursor-not-allowed border-slate-200 opacity-60' : p.style === s ? 'cursor-pointer border-brand-600 bg-brand-50' : 'cursor-pointer border-slate-200 hover:border-brand-500'
                  }`}
                >
                  <input type="radio" name="style" value={s} checked={p.style === s} disabled={locked} onChange={() => p.onStyle(s)} className="sr-only" aria-describedby={locked ? `style-lock-${s}` : undefined} />
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg" style={{ background: bg }} aria-hidden>
                    <span className="h-3 w-3 rounded-full" style={{ background: accent }} />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{t.styles[s].name}</span>
                    <span className="block text-xs text-slate-600">{t.styles[s].text}</span>
                    {locked && (
                      <span id={`style-lock-${s}`} className="mt-0.5 flex items-center gap-1 text-xs font-medium text-amber-700">
                        <Lock size={12} aria-hidden /> {t.styleLocked}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
          {allowed.length < STYLE_IDS.length && (
            <Link to="/dashboard?section=billing" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
              {t.styleUpgrade}
            </Link>
          )}
        </fieldset>
      </section>

      <VoiceSection choice={voice} businessName={p.details.BusinessName} script={allConfirmed ? variants?.[chosen] : undefined} />
      {(voice.voice === 'female' || voice.voice === 'male') && <PronunciationFixer words={fixableWords(p.details, allConfirmed ? variants?.[chosen] : undefined)} gender={voice.voice} pace={voice.pace} />}

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <Suspense fallback={<p className="text-sm text-slate-600">{m.preview.loading}</p>}>
          <VariantPreviews details={p.details} ready={allConfirmed} durationSec={DURATION_SEC} aspect={p.aspect} style={p.style} brand={brand} hasLogo={hasLogo} chosen={chosen} onChoose={p.onChoose} onVariants={onVariants} media={p.media} voice={{ choice: voice.voice, pace: voice.pace }} captions={voice.captions} />
        </Suspense>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">{t.contact}</h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField id="f-name" label={t.name} value={p.name} onChange={p.onName} autoComplete="name" />
          <TextField id="f-email" label={t.email} value={p.email} onChange={p.onEmail} type="email" autoComplete="email" />
        </div>
      </section>

      <div className="flex flex-col gap-3">
        {(error || blocked) && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-700">
            {error ?? blocked}
          </p>
        )}
        <PrimaryButton busy={p.generating} busyText={m.create.generation.starting}>
          {blocked ? t.upgrade : (
            <>
              <Sparkles size={18} aria-hidden /> {t.generate}
            </>
          )}
        </PrimaryButton>
      </div>
    </form>
  );
}

function ConfirmInput({ field, value, confirmed, error, onChange, onToggle, note }: { field: ConfirmField; value: string; confirmed: boolean; error?: string; onChange: (v: string) => void; onToggle: () => void; note?: string }) {
  const id = `f-${field}`;
  const labelId = useId();
  const describedBy = [error ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div role="group" aria-labelledby={labelId}>
      <label id={labelId} htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {L[field]}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          readOnly={confirmed}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          className={inputCls}
        />
        <button
          type="button"
          onClick={onToggle}
          aria-pressed={confirmed}
          className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg border px-3.5 text-sm font-semibold transition ${
            confirmed ? 'border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
          }`}
        >
          {confirmed && <Check size={16} aria-hidden />}
          {confirmed ? t.confirmed : t.check}
        </button>
      </div>
      {note && (
        <p id={`${id}-note`} className="mt-1.5 text-sm text-slate-600">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TextField({ id, label, value, onChange, multiline, type = 'text', autoComplete }: { id: string; label: string; value: string; onChange: (v: string) => void; multiline?: boolean; type?: string; autoComplete?: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} rows={3} className={`${inputCls} resize-y`} />
      ) : (
        <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} autoComplete={autoComplete} className={inputCls} />
      )}
    </div>
  );
}
