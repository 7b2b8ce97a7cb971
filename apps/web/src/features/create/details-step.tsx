import {
  adScriptOf,
  ASPECT_RATIOS,
  BASIC_STYLES,
  CONFIRM_FIELDS,
  STYLE_IDS,
  type ConfirmField,
  type CreateVideoRequest,
  type DetailField,
  type MediaItem,
  type Storyboard,
  type Usage,
} from '@reklamo/contract';
import { Check, Lock, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useState, type Dispatch } from 'react';
import { Link, useNavigate } from 'react-router';
import { m } from '../../messages/index.ts';
import { usePreviewBrand } from '../preview/use-preview-brand.ts';
import { inputCls, PrimaryButton } from './ui.tsx';
import { STYLE_SWATCH } from './presets.ts';
import { generateBlock, validateBeforeGenerate } from './rules.ts';
import type { CreateAction, FactsState } from './draft-reducer.ts';
import { offerNote, roundedEuroOffer } from './offer-note.ts';
import { scriptFits, trimmedDetails } from './script-fit.ts';
import type { Step } from './step-history.ts';
import { missingVoice, recordedScript, requestSound, VoiceSection } from './voice-section.tsx';
import { fixableWords, PronunciationFixer } from '../pronunciation/pronunciation-fixer.tsx';

// The preview (scene code, fonts, the script writer) loads only when step 3 opens.
const VariantPreviews = lazy(() => import('../preview/variant-previews.tsx'));

const t = m.create.details;
const L = m.create.labels;
const DURATION_SEC = 30;

type Props = {
  /** Always step 3 here; Generate checks it (SPEC.md section 5). */
  step: Step;
  state: FactsState;
  dispatch: Dispatch<CreateAction>;
  /** The photos and clips the ad will use (the media picker's choice), for the preview. */
  media?: MediaItem[];
  usage: Usage | undefined;
  generating: boolean;
  /** The ad to make; the flow adds the description and the media. */
  onGenerate: (spec: Omit<CreateVideoRequest, 'prompt' | 'mediaIds'>) => void;
};

/** SPEC.md step 3: the summary, the four fields to confirm, the rest editable, format and style. */
export function DetailsStep({ step, state, dispatch, media, usage, generating, onGenerate }: Props) {
  const navigate = useNavigate();
  const { facts: details, confirmed, aspectRatio: aspect, style, sound, chosen, promptFor } = state.draft;
  const { name, email, startedHere } = state.ui;
  const [error, setError] = useState<string>();
  const allowed = usage?.allowedStyles ?? BASIC_STYLES;
  const [triedAgain, setTriedAgain] = useState(false);
  const blocked = startedHere && !triedAgain ? undefined : generateBlock(usage);

  // A style the plan does not include (e.g. after a downgrade) falls back to the first allowed one.
  useEffect(() => {
    if (!allowed.includes(style) && allowed[0]) dispatch({ type: 'styleChosen', style: allowed[0] });
  }, [allowed, style, dispatch]);

  const { brand, hasLogo } = usePreviewBrand(Boolean(usage?.hasBrandKit));
  const [variants, setVariants] = useState<Storyboard[]>();
  const onVariants = useCallback((v: Storyboard[] | undefined) => setVariants(v), []);
  const onChoose = useCallback((i: number) => dispatch({ type: 'variantChosen', chosen: i }), [dispatch]);
  const allConfirmed = CONFIRM_FIELDS.every((f) => confirmed[f]);
  /** The chosen variant once the facts are confirmed: what is read aloud, recorded and sent. */
  const script = allConfirmed ? variants?.[chosen] : undefined;

  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ConfirmField, string>>>({});
  const set = (field: DetailField, value: string) => {
    dispatch({ type: 'factChanged', field, value });
    setError(undefined);
    if (field in fieldErrors) setFieldErrors({ ...fieldErrors, [field]: undefined });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!blocked && startedHere && generateBlock(usage)) return setTriedAgain(true);
    if (blocked) return navigate('/dashboard?section=billing');
    const invalid = validateBeforeGenerate({ step, details, confirmed });
    const voiceMissing = missingVoice(state, script);
    setError(invalid ?? voiceMissing);
    if (invalid || voiceMissing) return;
    const facts = trimmedDetails(details);
    // The chosen script goes with the request only while it still matches the details (otherwise the
    // server writes one); a script read aloud scene by scene goes with its takes.
    const chosenScript = variants?.[chosen];
    const sent =
      recordedScript(state, script) ??
      (scriptFits(chosenScript, facts) && chosenScript.durationSec === DURATION_SEC ? chosenScript : undefined);
    onGenerate({
      facts,
      aspectRatio: aspect,
      style,
      durationSec: DURATION_SEC,
      ...(sent ? { storyboard: adScriptOf(sent) } : {}),
      sound: requestSound(state, script),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
        <p className="mt-1 text-slate-600">{t.hint}</p>
        <div className="mt-5 rounded-xl bg-gradient-to-br from-brand-50 to-white p-4 ring-1 ring-brand-100">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t.summary}</h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">{details.BusinessName || '—'}</p>
          <p className="mt-1 text-sm text-slate-700">{details.BusinessDescription}</p>
        </div>
        <div className="mt-6 grid gap-5">
          {CONFIRM_FIELDS.map((f) => (
            <ConfirmInput
              key={f}
              field={f}
              value={details[f]}
              confirmed={confirmed[f]}
              onChange={(v) => set(f, v)}
              error={fieldErrors[f]}
              note={f === 'Offer' ? offerNote(details.Offer, promptFor ?? undefined) : undefined}
              action={
                f === 'Offer' && !confirmed.Offer ? roundAction(details.Offer, (v) => set('Offer', v)) : undefined
              }
              onToggle={() => {
                // An empty field cannot be confirmed: say what is missing instead (SPEC.md section 5).
                if (!confirmed[f] && !details[f].trim())
                  return setFieldErrors({ ...fieldErrors, [f]: m.create.errors.fillField(L[f]) });
                setFieldErrors({ ...fieldErrors, [f]: undefined });
                dispatch({ type: 'confirmToggled', field: f });
                setError(undefined);
              }}
            />
          ))}
        </div>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">{t.otherFields}</h2>
        <div className="mt-4 grid gap-5">
          <TextField
            id="f-BusinessDescription"
            label={L.BusinessDescription}
            value={details.BusinessDescription}
            onChange={(v) => set('BusinessDescription', v)}
            multiline
          />
          <TextField
            id="f-Services"
            label={L.Services}
            value={details.Services}
            onChange={(v) => set('Services', v)}
            multiline
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id="f-CTA" label={L.CTA} value={details.CTA} onChange={(v) => set('CTA', v)} />
            <TextField
              id="f-TargetAudience"
              label={L.TargetAudience}
              value={details.TargetAudience}
              onChange={(v) => set('TargetAudience', v)}
            />
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
                <label
                  key={a}
                  className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border p-3 text-center transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${aspect === a ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-brand-500'}`}
                >
                  <input
                    type="radio"
                    name="aspect"
                    value={a}
                    checked={aspect === a}
                    onChange={() => dispatch({ type: 'aspectChosen', aspectRatio: a })}
                    className="sr-only"
                  />
                  <span className="flex h-12 items-center" aria-hidden>
                    <span
                      className="block rounded-sm border-2 border-slate-500"
                      style={{ width: (w / Math.max(w, h)) * 44, height: (h / Math.max(w, h)) * 44 }}
                    />
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
                    locked
                      ? 'cursor-not-allowed border-slate-200 opacity-60'
                      : style === s
                        ? 'cursor-pointer border-brand-600 bg-brand-50'
                        : 'cursor-pointer border-slate-200 hover:border-brand-500'
                  }`}
                >
                  <input
                    type="radio"
                    name="style"
                    value={s}
                    checked={style === s}
                    disabled={locked}
                    onChange={() => dispatch({ type: 'styleChosen', style: s })}
                    className="sr-only"
                    aria-describedby={locked ? `style-lock-${s}` : undefined}
                  />
                  <span
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg"
                    style={{ background: bg }}
                    aria-hidden
                  >
                    <span className="h-3 w-3 rounded-full" style={{ background: accent }} />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{t.styles[s].name}</span>
                    <span className="block text-xs text-slate-600">{t.styles[s].text}</span>
                    {locked && (
                      <span
                        id={`style-lock-${s}`}
                        className="mt-0.5 flex items-center gap-1 text-xs font-medium text-amber-700"
                      >
                        <Lock size={12} aria-hidden /> {t.styleLocked}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
          {allowed.length < STYLE_IDS.length && (
            <Link
              to="/dashboard?section=billing"
              className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {t.styleUpgrade}
            </Link>
          )}
        </fieldset>
      </section>

      <VoiceSection state={state} dispatch={dispatch} script={script} />
      {(sound.voice === 'female' || sound.voice === 'male') && (
        <PronunciationFixer words={fixableWords(details, script)} gender={sound.voice} pace={sound.pace} />
      )}

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <Suspense fallback={<p className="text-sm text-slate-600">{m.preview.loading}</p>}>
          <VariantPreviews
            details={details}
            ready={allConfirmed}
            durationSec={DURATION_SEC}
            aspect={aspect}
            style={style}
            brand={brand}
            hasLogo={hasLogo}
            chosen={chosen}
            onChoose={onChoose}
            onVariants={onVariants}
            media={media}
            sound={sound}
          />
        </Suspense>
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-slate-900">{t.contact}</h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField
            id="f-name"
            label={t.name}
            value={name}
            onChange={(value) => dispatch({ type: 'contactChanged', field: 'name', value })}
            autoComplete="name"
          />
          <TextField
            id="f-email"
            label={t.email}
            value={email}
            onChange={(value) => dispatch({ type: 'contactChanged', field: 'email', value })}
            type="email"
            autoComplete="email"
          />
        </div>
      </section>

      <div className="flex flex-col gap-3">
        {(error || blocked) && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-700">
            {error ?? blocked}
          </p>
        )}
        <PrimaryButton busy={generating} busyText={m.create.generation.starting}>
          {blocked ? (
            t.upgrade
          ) : (
            <>
              <Sparkles size={18} aria-hidden /> {t.generate}
            </>
          )}
        </PrimaryButton>
      </div>
    </form>
  );
}

/** The offer's лв prices rounded down in euro, one click away (the ad says 409,03 € for "800 лв" until then). */
function roundAction(offer: string, take: (v: string) => void): FieldAction | undefined {
  const rounded = roundedEuroOffer(offer);
  return rounded && { label: t.offerRound(rounded.prices.join(', ')), onClick: () => take(rounded.text) };
}

type FieldAction = { label: string; onClick: () => void };

function ConfirmInput({
  field,
  value,
  confirmed,
  error,
  onChange,
  onToggle,
  note,
  action,
}: {
  field: ConfirmField;
  value: string;
  confirmed: boolean;
  error?: string;
  onChange: (v: string) => void;
  onToggle: () => void;
  note?: string;
  action?: FieldAction;
}) {
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
            confirmed
              ? 'border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700'
              : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
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
      {action && (
        <button
          type="button"
          onClick={action.onClick}
          className="mt-1.5 rounded-lg border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 transition hover:border-brand-500"
        >
          {action.label}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  multiline,
  type = 'text',
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={3}
          className={`${inputCls} resize-y`}
        />
      ) : (
        <input
          id={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          className={inputCls}
        />
      )}
    </div>
  );
}
