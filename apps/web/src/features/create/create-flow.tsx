import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AspectRatio, BusinessDetails, CreateDraft, StyleId } from '@reklamo/contract';
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
import { canGoBack, draftStep, previousStep, progressOf, reachableStep, scrollFor, stepFromParam, STEPS, stepNumber, type ScrollMemory, type Step } from './step-history.ts';
import { deleteCreateDraft, loadCreateDraft, useDraftSaving } from './use-create-draft.ts';
import { useVoiceChoice } from './voice-section.tsx';
import { inputCls, PrimaryButton } from './ui.tsx';
import { useGeneration } from './use-generation.ts';

const t = m.create;

/** Set on the history entries the flow itself pushed: in-app Back can then pop them. */
type StepState = { createFrom?: number };

/**
 * SPEC.md "Create-video flow": business-selection → prompt-mode → detailed-form, then generation.
 * The step is in the URL (browser Back/Forward move between steps, a reload stays), and the draft
 * is kept on the server, so a reload or another device continues it.
 */
export function CreateFlow({ profile, idea }: { profile: Profile; idea: IdeaId | null }) {
  const usage = useUsage();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepFromParam(params.get('step'));
  const [mediaChoice, setMediaChoice] = useState<MediaChoice>('all');
  const scrollMemory = useRef<ScrollMemory>({});

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
  const voice = useVoiceChoice();
  const [chosen, setChosen] = useState(0);
  const [name, setName] = useState(profile.full_name);
  const [email, setEmail] = useState(profile.email);
  const [busy, setBusy] = useState(false);
  const generation = useGeneration();
  const [startedHere, setStartedHere] = useState(false);

  // The kept draft is read once: an idea link starts afresh unless this is a reload in the middle of it.
  const resume = !idea || params.has('step');
  const [restored, setRestored] = useState(!resume);
  const step = restored ? reachableStep(urlStep, progressOf({ prompt, promptFor, details })) : urlStep;
  const mediaList = useQuery({ queryKey: MEDIA_KEY, queryFn: listMedia, enabled: step === 'detailed-form' });

  const draft: CreateDraft | null =
    restored && (businessType.trim() || prompt.trim())
      ? {
          step,
          businessType,
          prompt,
          promptFor,
          facts: details,
          factsFor: detailsFor,
          confirmed,
          aspectRatio: aspect,
          style,
          sound: { voice: voice.voice, pace: voice.pace, captions: voice.captions, ...(voice.own ? { ownVoiceId: voice.own.id, ownVoiceSec: voice.own.durationSec } : {}), ...(voice.music ? { musicId: voice.music.id } : {}) },
          chosen,
          media: mediaChoice,
        }
      : null;
  const saving = useDraftSaving(draft, !startedHere);

  useEffect(() => {
    if (!resume) return;
    let live = true;
    loadCreateDraft()
      .then(({ draft: d }) => {
        if (!live || !d) return;
        setBusinessType(d.businessType);
        setPrompt(d.prompt);
        setPromptFor(d.promptFor);
        setDetails(d.facts);
        setDetailsFor(d.factsFor);
        setConfirmed(d.confirmed);
        setAspect(d.aspectRatio);
        setStyle(d.style);
        voice.setVoice(d.sound.voice);
        voice.setPace(d.sound.pace);
        voice.setCaptions(d.sound.captions);
        voice.setOwn(d.sound.ownVoiceId ? { id: d.sound.ownVoiceId, durationSec: d.sound.ownVoiceSec ?? 0 } : undefined);
        voice.setMusic(d.sound.musicId ? { id: d.sound.musicId } : undefined);
        setChosen(d.chosen);
        setMediaChoice(d.media);
        saving.markSaved(d);
        // Opened without a step (the menu, another device): continue where the draft was left.
        if (!params.has('step')) setParams((p) => withStep(p, draftStep(d)), { replace: true });
      })
      .catch(() => {})
      .finally(() => live && setRestored(true));
    return () => {
      live = false;
    };
    // Once per mount: the flow is keyed by the idea it started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An idea starts on step 2; a URL naming a step the flow cannot show yet is corrected in place.
  useEffect(() => {
    if (!restored) return;
    if (idea && !params.has('step')) setParams((p) => withStep(p, 'prompt-mode'), { replace: true });
    else if (params.has('step') && step !== urlStep) setParams((p) => withStep(p, step), { replace: true });
  }, [restored, step, urlStep, idea, params, setParams]);

  // Each step remembers its scroll position; returning to it (any way) restores it.
  const stepRef = useRef(step);
  useEffect(() => {
    const onScroll = () => void (scrollMemory.current[stepRef.current] = window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    if (stepRef.current === step) return;
    stepRef.current = step;
    window.scrollTo({ top: scrollFor(scrollMemory.current, step), behavior: 'instant' });
  }, [step]);

  const go = (next: Step) => {
    navigate({ search: `?${withStep(params, next)}` }, { state: { createFrom: stepNumber(step) } satisfies StepState });
  };
  const back = () => {
    const prev = previousStep(step);
    // Pop the entry this flow pushed, so browser Forward returns here; a reloaded or shared link replaces instead.
    if ((location.state as StepState | null)?.createFrom === stepNumber(prev)) navigate(-1);
    else setParams((p) => withStep(p, prev), { replace: true });
  };
  const startOver = () => {
    saving.cancel();
    void deleteCreateDraft().catch(() => {});
    setBusinessType('');
    setPrompt('');
    setPromptFor(null);
    setDetails(null);
    setDetailsFor(null);
    setConfirmed(noConfirmations());
    setChosen(0);
    setMediaChoice('all');
    setBusinessError(undefined);
    setPromptError(undefined);
    setParams((p) => withStep(p, 'business-selection'), { replace: true });
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
      setChosen(0);
      go('detailed-form');
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      setPromptError(isRateLimited(err) ? m.common.rateLimited : code === 'PROMPT_REQUIRED' ? t.errors.promptRequired : code === 'PROMPT_TOO_LONG' ? t.errors.promptTooLong(10_000) : code === 'PROMPT_TOO_COMPLEX' ? t.errors.promptTooComplex : t.errors.detailsFailed);
    } finally {
      setBusy(false);
    }
  };

  const stepIndex = stepNumber(step);
  if (!restored) return <p className="text-slate-600">{t.restoring}</p>;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PlanBanner usage={usage} />
      <div className="flex items-center gap-3">
        {canGoBack(step) && (
          <button type="button" onClick={back} className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100">
            <ArrowLeft size={16} aria-hidden /> {t.back}
          </button>
        )}
        {(businessType || prompt) && (
          <button type="button" onClick={startOver} className="rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100">
            {t.startOver}
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
          voice={voice}
          chosen={chosen}
          onChoose={setChosen}
          ownerText={promptFor ?? undefined}
          onGenerate={(req) => {
            // The server clears the draft with the new video; nothing may save it back.
            saving.cancel();
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

/** The search parameters with `step` set to `s` (1-based), everything else kept. */
function withStep(params: URLSearchParams, s: Step): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('step', String(stepNumber(s)));
  return next;
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
