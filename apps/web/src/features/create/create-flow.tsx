import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { AspectRatio, BusinessDetails, StyleId } from '@reklamo/contract';
import { ApiError, isRateLimited } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import type { Profile } from '../dashboard/use-profile.ts';
import { useUsage } from '../dashboard/use-profile.ts';
import { extractDetails, generatePrompt } from './brain-api.ts';
import { DetailsStep } from './details-step.tsx';
import { MediaPicker, pickedMedia, resolveMediaIds, type MediaChoice } from '../media/media-picker.tsx';
import { listMedia, MEDIA_KEY } from '../media/api.ts';
import { GenerationModal } from './generation-modal.tsx';
import { PlanBanner } from './plan-banner.tsx';
import { BUSINESS_PRESETS, type IdeaId } from './presets.ts';
import { noConfirmations, placeholdersIn, shouldAskAboutPlaceholders, validateBusinessType, validatePrompt, type Confirmations } from './rules.ts';
import { canGoBack, currentStep, initialHistory, popStep, pushStep, scrollFor, STEPS, stepNumber, type Step, type StepHistory } from './step-history.ts';
import { inputCls, PrimaryButton } from './ui.tsx';
import { useGeneration } from './use-generation.ts';

const t = m.create;

function historyFor(idea: IdeaId | null): StepHistory {
  const h = initialHistory();
  return idea ? pushStep(h, 'prompt-mode', 0) : h;
}

/** SPEC.md "Create-video flow": business-selection → prompt-mode → detailed-form, then generation. */
export function CreateFlow({ profile, idea }: { profile: Profile; idea: IdeaId | null }) {
  const usage = useUsage();
  const [history, setHistory] = useState(() => historyFor(idea));
  const step = currentStep(history);
  const [mediaChoice, setMediaChoice] = useState<MediaChoice>('all');
  const mediaList = useQuery({ queryKey: MEDIA_KEY, queryFn: listMedia, enabled: step === 'detailed-form' });
  const scrollTarget = useRef<number | null>(null);

  const [businessType, setBusinessType] = useState(idea ? m.home.ideas[idea].businessType : '');
  const [businessError, setBusinessError] = useState<string>();
  const [prompt, setPrompt] = useState(idea ? m.home.ideas[idea].prompt : '');
  /** The business type the current prompt was written for; unchanged means Continue keeps the edits. */
  const [promptFor, setPromptFor] = useState<string | null>(idea ? m.home.ideas[idea].businessType : null);
  const [promptError, setPromptError] = useState<string>();
  /** Whether step 2 already asked to replace the "[…]" placeholders (it asks once per written prompt). */
  const [askedPlaceholders, setAskedPlaceholders] = useState(false);
  const [details, setDetails] = useState<BusinessDetails | null>(null);
  const [detailsFor, setDetailsFor] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmations>(noConfirmations);
  const [aspect, setAspect] = useState<AspectRatio>('16:9');
  const [style, setStyle] = useState<StyleId>('bold');
  const [name, setName] = useState(profile.full_name);
  const [email, setEmail] = useState(profile.email);
  const [busy, setBusy] = useState(false);
  const generation = useGeneration();
  const [startedHere, setStartedHere] = useState(false);

  useLayoutEffect(() => {
    if (scrollTarget.current === null) return;
    window.scrollTo({ top: scrollTarget.current, behavior: 'instant' });
    scrollTarget.current = null;
  }, [step]);

  const go = (next: Step) => {
    const h = pushStep(history, next, window.scrollY);
    scrollTarget.current = scrollFor(h, next);
    setHistory(h);
  };
  const back = () => {
    const r = popStep(history, window.scrollY);
    scrollTarget.current = r.restoreScroll;
    setHistory(r.history);
  };

  const submitBusiness = async (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validateBusinessType(businessType);
    setBusinessError(invalid);
    if (invalid || busy) return;
    if (promptFor === businessType.trim() && prompt.trim()) return go('prompt-mode');
    setBusy(true);
    try {
      const res = await generatePrompt(businessType);
      setPrompt(res.text);
      setPromptFor(businessType.trim());
      setPromptError(undefined);
      setAskedPlaceholders(false);
      go('prompt-mode');
    } catch (err) {
      setBusinessError(isRateLimited(err) ? m.common.rateLimited : err instanceof ApiError && err.code === 'BUSINESS_TYPE_REQUIRED' ? t.errors.businessTypeRequired : t.errors.promptFailed);
    } finally {
      setBusy(false);
    }
  };

  const submitPrompt = async (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = validatePrompt(prompt);
    setPromptError(invalid);
    if (invalid || busy) return;
    if (shouldAskAboutPlaceholders(prompt, askedPlaceholders)) {
      setAskedPlaceholders(true);
      setPromptError(`${t.prompt.placeholdersAsk}. ${t.prompt.placeholdersContinue}`);
      return;
    }
    if (detailsFor === prompt && details) return go('detailed-form');
    setBusy(true);
    try {
      const res = await extractDetails(prompt);
      setDetails(res);
      setDetailsFor(prompt);
      setConfirmed(noConfirmations());
      go('detailed-form');
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      setPromptError(isRateLimited(err) ? m.common.rateLimited : code === 'PROMPT_REQUIRED' ? t.errors.promptRequired : code === 'PROMPT_TOO_LONG' ? t.errors.promptTooLong(10_000) : t.errors.detailsFailed);
    } finally {
      setBusy(false);
    }
  };

  const stepIndex = stepNumber(step);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PlanBanner usage={usage} />
      <div className="flex items-center gap-3">
        {canGoBack(history) && (
          <button type="button" onClick={back} className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100">
            <ArrowLeft size={16} aria-hidden /> {t.back}
          </button>
        )}
        <ol className="ml-auto flex items-center gap-2" aria-label={t.stepOf(stepIndex, STEPS.length)}>
          {STEPS.map((s, i) => (
            <li key={s} className="flex items-center gap-2" aria-current={s === step ? 'step' : undefined}>
              <span
                className={`h-2.5 rounded-full transition-all ${i + 1 < stepIndex ? 'w-2.5 bg-brand-600' : i + 1 === stepIndex ? 'w-8 bg-brand-600' : 'w-2.5 bg-slate-300'}`}
                aria-hidden
              />
              <span className="sr-only">{t.steps[s]}</span>
            </li>
          ))}
        </ol>
        <span className="text-sm text-slate-500">{t.stepOf(stepIndex, STEPS.length)}</span>
      </div>

      {step === 'business-selection' && (
        <form onSubmit={submitBusiness} noValidate className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{t.business.heading}</h1>
            <p className="mt-1 text-slate-600">{t.business.hint}</p>
          </div>
          <fieldset>
            <legend className="mb-3 text-sm font-medium text-slate-700">{t.business.presetsLabel}</legend>
            <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
              {BUSINESS_PRESETS.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={businessType === p}
                  onClick={() => {
                    setBusinessType(p);
                    setBusinessError(undefined);
                  }}
                  className={`rounded-xl border px-4 py-3 text-left text-sm font-medium transition ${
                    businessType === p ? 'border-brand-600 bg-brand-50 text-brand-700 ring-2 ring-brand-100' : 'border-slate-200 text-slate-700 hover:border-brand-500 hover:bg-slate-50'
                  }`}
                >
                  {p}
                </button>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="business-type" className="mb-1.5 block text-sm font-medium text-slate-700">
              {t.business.customLabel}
            </label>
            <input
              id="business-type"
              value={businessType}
              onChange={(e) => {
                setBusinessType(e.target.value);
                setBusinessError(undefined);
              }}
              placeholder={t.business.customPlaceholder}
              maxLength={200}
              aria-invalid={!!businessError}
              aria-describedby={businessError ? 'business-type-error' : undefined}
              className={inputCls}
            />
            {businessError && (
              <p id="business-type-error" role="alert" className="mt-1.5 text-sm text-red-600">
                {businessError}
              </p>
            )}
          </div>
          <PrimaryButton busy={busy} busyText={t.business.generating}>
            {t.business.continue} <ArrowRight size={18} aria-hidden />
          </PrimaryButton>
        </form>
      )}

      {step === 'prompt-mode' && (
        <form onSubmit={submitPrompt} noValidate className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{t.prompt.heading}</h1>
            <p className="mt-1 text-slate-600">{t.prompt.hint}</p>
          </div>
          <div>
            <div className="mb-1.5 flex items-center justify-between gap-3">
              <label htmlFor="prompt" className="text-sm font-medium text-slate-700">
                {t.prompt.label}
              </label>
              <span id="prompt-counter" className={`text-sm tabular-nums ${prompt.length > 2000 ? 'font-semibold text-amber-600' : 'text-slate-500'}`}>
                {t.prompt.counter(prompt.length, 2000)}
              </span>
            </div>
            <textarea
              id="prompt"
              value={prompt}
              onChange={(e) => {
                setPrompt(e.target.value);
                setPromptError(undefined);
              }}
              rows={9}
              aria-invalid={!!promptError}
              aria-describedby={`prompt-counter${placeholdersIn(prompt).length ? ' prompt-placeholders' : ''}${promptError ? ' prompt-error' : ''}`}
              className={`${inputCls} resize-y leading-relaxed`}
            />
            {prompt.length > 2000 && <p className="mt-1.5 text-sm text-amber-700">{t.prompt.overHint}</p>}
            <PlaceholderNote placeholders={placeholdersIn(prompt)} />
            {promptError && (
              <p id="prompt-error" role="alert" className="mt-1.5 text-sm text-red-600">
                {promptError}
              </p>
            )}
          </div>
          <PrimaryButton busy={busy} busyText={t.prompt.generating}>
            <Sparkles size={18} aria-hidden /> {t.prompt.submit}
          </PrimaryButton>
        </form>
      )}

      {step === 'detailed-form' && details && <MediaPicker value={mediaChoice} onChange={setMediaChoice} />}
      {step === 'detailed-form' && details && (
        <DetailsStep
          step={step}
          media={pickedMedia(mediaChoice, mediaList.data?.items)}
          details={details}
          onDetails={setDetails}
          confirmed={confirmed}
          onConfirmed={setConfirmed}
          aspect={aspect}
          onAspect={setAspect}
          style={style}
          onStyle={setStyle}
          name={name}
          onName={setName}
          email={email}
          onEmail={setEmail}
          usage={usage.data}
          generating={generation.gen.kind === 'starting' || generation.gen.kind === 'generating'}
          startedHere={startedHere}
          onGenerate={(req) => {
            setStartedHere(true);
            void generation.start({ ...req, Prompt: prompt, MediaIds: resolveMediaIds(mediaChoice, mediaList.data?.items) });
          }}
        />
      )}

      {generation.gen.kind !== 'idle' && (
        <GenerationModal
          gen={generation.gen}
          canceling={generation.canceling}
          cancelError={generation.cancelError}
          onCancel={generation.cancel}
          onClose={generation.dismiss}
        />
      )}
    </div>
  );
}

/** Marks the "[…]" still in the description so the user sees what to replace. */
function PlaceholderNote({ placeholders }: { placeholders: string[] }) {
  if (!placeholders.length) return null;
  return (
    <p id="prompt-placeholders" className="mt-1.5 flex flex-wrap items-center gap-1.5 text-sm text-amber-800">
      <span>{t.prompt.placeholdersNote}</span>
      {placeholders.map((p) => (
        <mark key={p} className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 ring-1 ring-amber-300">
          {p}
        </mark>
      ))}
    </p>
  );
}
