import {
  CONFIRM_FIELDS,
  DETAIL_FIELDS,
  PROMPT_HARD_MAX,
  type BusinessDetails,
  type ConfirmField,
  type Usage,
} from '@reklamo/contract';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import type { Step } from './step-history.ts';

const t = m.create.errors;

export type Confirmations = Record<ConfirmField, boolean>;
export const noConfirmations = (): Confirmations => ({
  BusinessName: false,
  AdvertizedService: false,
  Offer: false,
  BusinessLocation: false,
});

/** SPEC.md section 5: the business type must be non-empty. */
export function validateBusinessType(value: string): string | undefined {
  return value.trim() ? undefined : t.businessTypeRequired;
}

/** SPEC.md section 5: the prompt must be non-empty; 2000 is only a counter, the server's bound is 10,000. */
export function validatePrompt(value: string): string | undefined {
  if (!value.trim()) return t.promptRequired;
  if (value.length > PROMPT_HARD_MAX) return t.promptTooLong(PROMPT_HARD_MAX);
  return undefined;
}

/** The "[град]"-style placeholders still left in a description, each once, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(text.match(/\[[^\][\n]{1,60}\]/g) ?? [])];
}

/**
 * Step 2's one-time question: the first press of "Генерирайте детайли" with a placeholder left asks
 * the user to replace it; a second press goes on as typed.
 */
export function shouldAskAboutPlaceholders(text: string, alreadyAsked: boolean): boolean {
  return !alreadyAsked && placeholdersIn(text).length > 0;
}

/**
 * SPEC.md section 5 "Before generating", in its order: the flow must be on detailed-form, then the
 * four key fields must be confirmed (first unconfirmed wins), then no text field may be empty.
 */
export function validateBeforeGenerate(state: {
  step: Step;
  details: BusinessDetails | null;
  confirmed: Confirmations;
}): string | undefined {
  if (state.step !== 'detailed-form' || !state.details) return t.notOnDetails;
  for (const f of CONFIRM_FIELDS) if (!state.confirmed[f]) return t.confirmField(m.create.labels[f]);
  for (const f of DETAIL_FIELDS) if (!state.details[f].trim()) return t.fillField(m.create.labels[f]);
  return undefined;
}

/** SPEC.md section 5 "Plan check": why the server refuses to generate, in words. */
export function refusalMessage(reason: string | null | undefined, limit?: number): string {
  if (reason === 'SUBSCRIPTION_INACTIVE') return t.subscriptionInactive;
  if (reason === 'EMAIL_NOT_CONFIRMED') return m.authErrors.emailNotConfirmed;
  if (reason === 'GENERATION_LIMIT_REACHED' && typeof limit === 'number' && limit >= 0) return t.limitReached(limit);
  return t.notAllowed;
}

/** The plan banner's and Generate button's view of the usage answer. */
export function generateBlock(usage: Usage | undefined): string | undefined {
  if (!usage || usage.canGenerate) return undefined;
  return refusalMessage(usage.reason, usage.generations.limit);
}

const REFUSALS = new Set(['SUBSCRIPTION_INACTIVE', 'GENERATION_LIMIT_REACHED', 'GENERATION_NOT_ALLOWED']);

/** What to say when POST /api/videos fails. */
export function startErrorMessage(err: unknown): string {
  if (err instanceof NetworkError) return m.common.networkError;
  if (err instanceof ApiError) {
    if (err.code === 'TOO_MANY_ACTIVE_VIDEOS') {
      const limit = (err.details as { limit?: unknown } | undefined)?.limit;
      return m.common.tooManyActiveVideos(typeof limit === 'number' ? limit : 3);
    }
    if (err.status === 429) return m.common.rateLimited;
    if (err.code === 'EMAIL_NOT_CONFIRMED') return m.authErrors.emailNotConfirmed;
    if (REFUSALS.has(err.code)) {
      const limit = (err.details as { limit?: unknown } | undefined)?.limit;
      return refusalMessage(err.code, typeof limit === 'number' ? limit : undefined);
    }
    if (err.code === 'STYLE_NOT_IN_PLAN') return t.styleNotInPlan;
    if (err.code === 'STORYBOARD_MISMATCH') return t.storyboardMismatch;
    const voiceText = m.voice.errors[err.code];
    if (voiceText) return voiceText;
  }
  return t.startFailed;
}

/** Whether a failed start means the plan is the problem (the button then offers an upgrade). */
export const isPlanRefusal = (err: unknown): boolean =>
  err instanceof ApiError && (REFUSALS.has(err.code) || err.code === 'STYLE_NOT_IN_PLAN');
