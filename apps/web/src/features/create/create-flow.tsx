import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CREATE_DRAFT_SAVE_DELAY_MS } from '@reklamo/contract';
import { ApiError, isRateLimited } from '../../lib/api.ts';
import { useAutosave } from '../../lib/use-autosave.ts';
import { m } from '../../messages/index.ts';
import type { Profile } from '../dashboard/use-profile.ts';
import { useUsage } from '../dashboard/use-profile.ts';
import { extractDetails, generatePrompt } from './brain-api.ts';
import { DetailsStep } from './details-step.tsx';
import { MediaPicker, pickedMedia, resolveMediaIds } from '../media/media-picker.tsx';
import { listMedia, MEDIA_KEY } from '../media/api.ts';
import { GenerationModal } from './generation-modal.tsx';
import { PlanBanner } from './plan-banner.tsx';
import { BUSINESS_PRESETS, type IdeaId } from './presets.ts';
import { placeholdersIn, shouldAskAboutPlaceholders, validateBusinessType, validatePrompt } from './rules.ts';
import {
  canGoBack,
  draftStep,
  previousStep,
  progressOf,
  reachableStep,
  scrollFor,
  stepFromParam,
  STEPS,
  stepNumber,
  type ScrollMemory,
  type Step,
} from './step-history.ts';
import { CREATE_DRAFT_PATH, deleteCreateDraft, loadCreateDraft } from './draft-api.ts';
import { createReducer, draftFields, draftToSave, hasFacts, initialCreateState } from './draft-reducer.ts';
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
  const scrollMemory = useRef<ScrollMemory>({});
  const generation = useGeneration();

  // The kept draft is read once: an idea link starts afresh unless this is a reload in the middle of it.
  const resume = !idea || params.has('step');
  const [state, dispatch] = useReducer(createReducer, null, () =>
    initialCreateState({
      idea: idea ? m.home.ideas[idea] : undefined,
      name: profile.full_name,
      email: profile.email,
      restored: !resume,
    }),
  );
  const { draft, ui } = state;
  const step = ui.restored
    ? reachableStep(urlStep, progressOf({ prompt: draft.prompt, promptFor: draft.promptFor, details: draft.facts }))
    : urlStep;
  const mediaList = useQuery({ queryKey: MEDIA_KEY, queryFn: listMedia, enabled: step === 'detailed-form' });
  const saving = useAutosave(
    CREATE_DRAFT_PATH,
    'PUT',
    ui.startedHere ? null : draftToSave(state, step),
    CREATE_DRAFT_SAVE_DELAY_MS,
  );

  useEffect(() => {
    if (!resume) return;
    let live = true;
    void loadCreateDraft()
      .then(
        ({ draft: d }) => d,
        () => null,
      )
      .then((d) => {
        if (!live) return;
        if (d) {
          saving.markSaved(d);
          // Opened without a step (the menu, another device): continue where the draft was left.
          if (!params.has('step')) setParams((p) => withStep(p, draftStep(d)), { replace: true });
        }
        dispatch({ type: 'restored', draft: d ? draftFields(d) : null });
      });
    return () => {
      live = false;
    };
    // Once per mount: the flow is keyed by the idea it started from.
  }, []);

  // An idea starts on step 2; a URL naming a step the flow cannot show yet is corrected in place.
  useEffect(() => {
    if (!ui.restored) return;
    if (idea && !params.has('step')) setParams((p) => withStep(p, 'prompt-mode'), { replace: true });
    else if (params.has('step') && step !== urlStep) setParams((p) => withStep(p, step), { replace: true });
  }, [ui.restored, step, urlStep, idea, params, setParams]);

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
    dispatch({ type: 'startedOver' });
    setParams((p) => withStep(p, 'business-selection'), { replace: true });
  };

  const submitBusiness = async (e: React.FormEvent) => {
    e.preventDefault();
    const { businessType, prompt, promptFor } = draft;
    const invalid = validateBusinessType(businessType);
    dispatch({ type: 'businessError', error: invalid });
    if (invalid || ui.busy) return;
    if (promptFor === businessType.trim() && prompt.trim()) return go('prompt-mode');
    dispatch({ type: 'busy', busy: true });
    try {
      const res = await generatePrompt(businessType);
      dispatch({ type: 'promptWritten', prompt: res.text, businessType });
      go('prompt-mode');
    } catch (err) {
      dispatch({
        type: 'businessError',
        error: isRateLimited(err)
          ? m.common.rateLimited
          : err instanceof ApiError && err.code === 'BUSINESS_TYPE_REQUIRED'
            ? t.errors.businessTypeRequired
            : t.errors.promptFailed,
      });
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  const submitPrompt = async (e: React.FormEvent) => {
    e.preventDefault();
    const { prompt, facts, factsFor } = draft;
    const invalid = validatePrompt(prompt);
    dispatch({ type: 'promptError', error: invalid });
    if (invalid || ui.busy) return;
    if (shouldAskAboutPlaceholders(prompt, ui.askedPlaceholders))
      return dispatch({
        type: 'placeholdersAsked',
        error: `${t.prompt.placeholdersAsk}. ${t.prompt.placeholdersContinue}`,
      });
    if (factsFor === prompt && facts) return go('detailed-form');
    dispatch({ type: 'busy', busy: true });
    try {
      dispatch({ type: 'factsExtracted', facts: await extractDetails(prompt), prompt });
      go('detailed-form');
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      dispatch({
        type: 'promptError',
        error: isRateLimited(err)
          ? m.common.rateLimited
          : code === 'PROMPT_REQUIRED'
            ? t.errors.promptRequired
            : code === 'PROMPT_TOO_LONG'
              ? t.errors.promptTooLong(10_000)
              : code === 'PROMPT_TOO_COMPLEX'
                ? t.errors.promptTooComplex
                : t.errors.detailsFailed,
      });
    } finally {
      dispatch({ type: 'busy', busy: false });
    }
  };

  const stepIndex = stepNumber(step);
  if (!ui.restored) return <p className="text-slate-600">{t.restoring}</p>;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PlanBanner usage={usage} />
      <div className="flex items-center gap-3">
        {canGoBack(step) && (
          <button
            type="button"
            onClick={back}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
          >
            <ArrowLeft size={16} aria-hidden /> {t.back}
          </button>
        )}
        {(draft.businessType || draft.prompt) && (
          <button
            type="button"
            onClick={startOver}
            className="rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
          >
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
        <form
          onSubmit={submitBusiness}
          noValidate
          className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
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
                  aria-pressed={draft.businessType === p}
                  onClick={() => dispatch({ type: 'businessTypeChanged', businessType: p })}
                  className={`rounded-xl border px-4 py-3 text-left text-sm font-medium transition ${
                    draft.businessType === p
                      ? 'border-brand-600 bg-brand-50 text-brand-700 ring-2 ring-brand-100'
                      : 'border-slate-200 text-slate-700 hover:border-brand-500 hover:bg-slate-50'
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
              value={draft.businessType}
              onChange={(e) => dispatch({ type: 'businessTypeChanged', businessType: e.target.value })}
              placeholder={t.business.customPlaceholder}
              maxLength={200}
              aria-invalid={!!ui.businessError}
              aria-describedby={ui.businessError ? 'business-type-error' : undefined}
              className={inputCls}
            />
            {ui.businessError && (
              <p id="business-type-error" role="alert" className="mt-1.5 text-sm text-red-600">
                {ui.businessError}
              </p>
            )}
          </div>
          <PrimaryButton busy={ui.busy} busyText={t.business.generating}>
            {t.business.continue} <ArrowRight size={18} aria-hidden />
          </PrimaryButton>
        </form>
      )}

      {step === 'prompt-mode' && (
        <form
          onSubmit={submitPrompt}
          noValidate
          className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{t.prompt.heading}</h1>
            <p className="mt-1 text-slate-600">{t.prompt.hint}</p>
          </div>
          <div>
            <div className="mb-1.5 flex items-center justify-between gap-3">
              <label htmlFor="prompt" className="text-sm font-medium text-slate-700">
                {t.prompt.label}
              </label>
              <span
                id="prompt-counter"
                className={`text-sm tabular-nums ${draft.prompt.length > 2000 ? 'font-semibold text-amber-600' : 'text-slate-500'}`}
              >
                {t.prompt.counter(draft.prompt.length, 2000)}
              </span>
            </div>
            <textarea
              id="prompt"
              value={draft.prompt}
              onChange={(e) => dispatch({ type: 'promptChanged', prompt: e.target.value })}
              rows={9}
              aria-invalid={!!ui.promptError}
              aria-describedby={`prompt-counter${placeholdersIn(draft.prompt).length ? ' prompt-placeholders' : ''}${ui.promptError ? ' prompt-error' : ''}`}
              className={`${inputCls} resize-y leading-relaxed`}
            />
            {draft.prompt.length > 2000 && <p className="mt-1.5 text-sm text-amber-700">{t.prompt.overHint}</p>}
            <PlaceholderNote placeholders={placeholdersIn(draft.prompt)} />
            {ui.promptError && (
              <p id="prompt-error" role="alert" className="mt-1.5 text-sm text-red-600">
                {ui.promptError}
              </p>
            )}
          </div>
          <PrimaryButton busy={ui.busy} busyText={t.prompt.generating}>
            <Sparkles size={18} aria-hidden /> {t.prompt.submit}
          </PrimaryButton>
        </form>
      )}

      {step === 'detailed-form' && hasFacts(state) && (
        <>
          <MediaPicker value={draft.media} onChange={(media) => dispatch({ type: 'mediaChosen', media })} />
          <DetailsStep
            step={step}
            state={state}
            dispatch={dispatch}
            media={pickedMedia(draft.media, mediaList.data?.items)}
            usage={usage.data}
            generating={generation.gen.kind === 'starting' || generation.gen.kind === 'generating'}
            onGenerate={(spec) => {
              // The server clears the draft with the new video; nothing may save it back.
              saving.cancel();
              dispatch({ type: 'generationStarted' });
              void generation.start({
                ...spec,
                prompt: draft.prompt,
                mediaIds: resolveMediaIds(draft.media, mediaList.data?.items),
              });
            }}
          />
        </>
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
