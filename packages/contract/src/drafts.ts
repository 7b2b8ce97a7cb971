import { z } from 'zod';
import { ZAspectRatio, ZText, DETAIL_FIELDS, CONFIRM_FIELDS, type DetailField, type ConfirmField } from './business.ts';
import { ZStyleId } from './plan-schemas.ts';
import { ZAdSound } from './ad-spec.ts';

/**
 * The create flow's unfinished ad, kept on the server per user: a reload, the browser's
 * Back/Forward or another device continue where the user left off. Generating a video clears it.
 * Every text is bounded a little above what the flow accepts, so a half-typed field is kept as typed.
 */
export const CREATE_STEPS = ['business-selection', 'prompt-mode', 'detailed-form'] as const;
export const ZCreateStep = z.enum(CREATE_STEPS);
export type CreateStep = z.infer<typeof ZCreateStep>;

/** A saved draft is at most this many bytes of JSON (the route refuses a larger body with 413). */
export const CREATE_DRAFT_MAX_BYTES = 32 * 1024;
/** How long the flow waits after the last change before saving. */
export const CREATE_DRAFT_SAVE_DELAY_MS = 800;

const DRAFT_FIELD_MAX = 2000;

/**
 * The unfinished AdSpec and where the flow stands: the spec's facts (as typed, each bounded), format,
 * style and sound under the spec's names, beside the flow's own state (step, prompt, confirmations,
 * the chosen variant's index and the media choice, which become the spec's script and media ids).
 */
const ZCreateDraftShape = z.object({
  /** The step the user was on; a device that opens the flow without a step starts there. */
  step: ZCreateStep,
  businessType: ZText(200),
  prompt: ZText(10_000),
  /** The business type the prompt was written for (unchanged means Continue keeps the edits). */
  promptFor: ZText(200).nullable(),
  facts: z
    .object(
      Object.fromEntries(DETAIL_FIELDS.map((f) => [f, ZText(DRAFT_FIELD_MAX)])) as Record<
        DetailField,
        ReturnType<typeof ZText>
      >,
    )
    .nullable(),
  /** The prompt the facts were extracted from. */
  factsFor: ZText(10_000).nullable(),
  confirmed: z.object(
    Object.fromEntries(CONFIRM_FIELDS.map((f) => [f, z.boolean()])) as Record<ConfirmField, z.ZodBoolean>,
  ),
  aspectRatio: ZAspectRatio,
  style: ZStyleId,
  sound: ZAdSound,
  /** Index of the chosen script variant (the previews write the same three from the same details). */
  chosen: z.number().int().min(0).max(2),
  /** 'all' | 'none' | the chosen media ids in order (MediaPicker's choice). */
  media: z.union([z.literal('all'), z.literal('none'), z.array(z.string().uuid()).max(20)]),
});

/** A draft saved before the draft spoke the spec's names (details, aspect, voice) reads as one that does. */
function upgradeDraft(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const { details, detailsFor, aspect, voice, ...rest } = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (!('facts' in out) && details !== undefined) out.facts = details;
  if (!('factsFor' in out) && detailsFor !== undefined) out.factsFor = detailsFor;
  if (!('aspectRatio' in out) && aspect !== undefined) out.aspectRatio = aspect;
  if (!('sound' in out) && voice && typeof voice === 'object') {
    const { ownVoice, ...v } = voice as Record<string, unknown> & {
      ownVoice?: { id?: unknown; durationSec?: unknown };
    };
    out.sound = { ...v, ...(ownVoice ? { ownVoiceId: ownVoice.id, ownVoiceSec: ownVoice.durationSec } : {}) };
  }
  return out;
}

export const ZCreateDraft = z.preprocess(upgradeDraft, ZCreateDraftShape);
export type CreateDraft = z.infer<typeof ZCreateDraftShape>;

/** GET /api/drafts/create: the draft, or null when there is none. */
export const ZCreateDraftResponse = z.object({ draft: ZCreateDraft.nullable(), updatedAt: z.string().nullable() });
export type CreateDraftResponse = z.infer<typeof ZCreateDraftResponse>;
