import { z } from 'zod';

/** The eight fields the details extractor returns (SPEC.md section 7, webhook 2). */
export const DETAIL_FIELDS = [
  'BusinessName',
  'BusinessDescription',
  'Services',
  'AdvertizedService',
  'Offer',
  'CTA',
  'BusinessLocation',
  'TargetAudience',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** The four fields the user must confirm before generating (SPEC.md section 5). */
export const CONFIRM_FIELDS = ['BusinessName', 'AdvertizedService', 'Offer', 'BusinessLocation'] as const;
export type ConfirmField = (typeof CONFIRM_FIELDS)[number];

export const ZBusinessDetails = z.object({
  BusinessName: z.string(),
  BusinessDescription: z.string(),
  Services: z.string(),
  AdvertizedService: z.string(),
  Offer: z.string(),
  CTA: z.string(),
  BusinessLocation: z.string(),
  TargetAudience: z.string(),
});
export type BusinessDetails = z.infer<typeof ZBusinessDetails>;

/**
 * What one field of a request may hold: a scene shows a name or an offer in a line or two, and the
 * voice reads them aloud, so a field longer than this is never a real ad (a 25 KB offer
 * took the voice engine down).
 */
export const BUSINESS_FIELD_MAX: Record<DetailField, number> = {
  BusinessName: 100,
  BusinessDescription: 1000,
  Services: 1000,
  AdvertizedService: 200,
  Offer: 300,
  CTA: 200,
  BusinessLocation: 200,
  TargetAudience: 300,
};

/** NUL reaches Postgres as an error; no text we accept carries it. */
export const hasNul = (s: string) => s.includes('\u0000');
export const ZText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasNul(s), 'NUL_CHARACTER');
/** Required text: not empty and not only whitespace. */
export const ZRequiredText = (max: number) => ZText(max).refine((s) => s.trim().length > 0, 'REQUIRED');

/** The business fields of a request: bounded, the four confirmed ones required (SPEC.md section 5). */
export const ZBusinessDetailsInput = z.object(
  Object.fromEntries(
    DETAIL_FIELDS.map((f) => [
      f,
      (CONFIRM_FIELDS as readonly string[]).includes(f)
        ? ZRequiredText(BUSINESS_FIELD_MAX[f])
        : ZText(BUSINESS_FIELD_MAX[f]),
    ]),
  ) as Record<DetailField, z.ZodString>,
);

export const ASPECT_RATIOS = ['16:9', '9:16', '1:1', '4:5'] as const;
export const ZAspectRatio = z.enum(ASPECT_RATIOS);
export type AspectRatio = z.infer<typeof ZAspectRatio>;
export const DEFAULT_ASPECT_RATIO: AspectRatio = '16:9';

/** Hard server bound on a description; the UI counter says 2000 but SPEC.md enforces no cut-off. */
export const PROMPT_DISPLAY_MAX = 2000;
export const PROMPT_HARD_MAX = 10_000;
export const BUSINESS_TYPE_MAX = 200;

export const ZGeneratePromptRequest = z.object({ businessType: ZText(BUSINESS_TYPE_MAX) });
export type GeneratePromptRequest = z.infer<typeof ZGeneratePromptRequest>;
export const ZGeneratePromptResponse = z.object({ text: z.string() });
export type GeneratePromptResponse = z.infer<typeof ZGeneratePromptResponse>;

export const ZExtractDetailsRequest = z.object({ prompt: ZText(PROMPT_HARD_MAX * 2) });
export type ExtractDetailsRequest = z.infer<typeof ZExtractDetailsRequest>;
export const ZExtractDetailsResponse = ZBusinessDetails;
export type ExtractDetailsResponse = BusinessDetails;
