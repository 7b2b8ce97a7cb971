/**
 * Error codes the API returns as `{ error: { code, message? } }`. The web app turns each
 * code into its Bulgarian wording (STYLE.md rule 10); `message` is only for logs and CLIs.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  // safe by default (issue 13)
  'CROSS_SITE_REQUEST',
  'UNSUPPORTED_CONTENT_TYPE',
  'SERVICE_UNAVAILABLE',
  'TOO_MANY_ACTIVE_VIDEOS',
  'FONT_CANNOT_RENDER',
  // auth (SPEC.md section 8)
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'USER_ALREADY_EXISTS',
  'PASSWORD_TOO_SHORT',
  'INVALID_EMAIL',
  // brain
  'BUSINESS_TYPE_REQUIRED',
  'PROMPT_REQUIRED',
  'PROMPT_TOO_LONG',
  // The local brain could not read the description within its time budget.
  'PROMPT_TOO_COMPLEX',
  'PROMPT_GENERATION_FAILED',
  'DETAILS_GENERATION_FAILED',
  'STORYBOARD_MISMATCH',
  // generation and plans
  'SUBSCRIPTION_INACTIVE',
  'GENERATION_LIMIT_REACHED',
  'GENERATION_NOT_ALLOWED',
  'DOWNLOAD_LIMIT_REACHED',
  'STYLE_NOT_IN_PLAN',
  'GENERATION_START_FAILED',
  'GENERATION_TIMEOUT',
  // billing (issue 6)
  'PLAN_NOT_PURCHASABLE',
  'INVALID_RETURN_URL',
  'CHECKOUT_FAILED',
  'PORTAL_FAILED',
  'NO_SUBSCRIPTION',
  'INVALID_SIGNATURE',
  'CARD_DECLINED',
  'CARD_INVALID',
  'CARD_EXPIRED',
  'CHECKOUT_SESSION_CLOSED',
  // plan changes, invoices and refunds (issue 17)
  'ALREADY_SUBSCRIBED',
  'SAME_PLAN',
  'CHANGE_PENDING',
  'NO_SCHEDULED_CHANGE',
  'NOT_CANCELLED',
  'ALREADY_CANCELLED',
  'PLAN_CHANGE_FAILED',
  'REFUND_FAILED',
  'REFUND_TOO_LARGE',
  'ALREADY_REFUNDED',
  'ORDER_NOT_PAID',
  'INVALID_EIK',
  'INVALID_VAT',
  'EIK_REQUIRED',
  'INVOICE_NOT_READY',
  // settings, Brand Kit and support (issue 8)
  'FILE_TOO_LARGE',
  'FILE_REQUIRED',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TYPE_MISMATCH',
  'INVALID_IMAGE',
  'UNSAFE_SVG',
  'INVALID_FONT',
  'WOFF2_NOT_SUPPORTED',
  'SUBJECT_REQUIRED',
  'MESSAGE_REQUIRED',
  'SUBJECT_TOO_LONG',
  'MESSAGE_TOO_LONG',
  'INVALID_TRANSITION',
  // voice and captions (issue 15)
  'OWN_VOICE_MISSING',
  'AUDIO_TOO_LONG',
  'AUDIO_SILENT',
  'AUDIO_INVALID',
  'AUDIO_NOT_AUDIO',
  'AUDIO_FORMAT_UNSUPPORTED',
  // Own recordings and music: too many kept, or sent too fast.
  'TOO_MANY_RECORDINGS',
  'MUSIC_NOT_IN_PLAN',
  'VOICE_SAMPLE_FAILED',
  // the account's pronunciation fixes: as many words as it may keep
  'PRONUNCIATIONS_FULL',
  // the own voice recorded scene by scene
  'RECORDING_TOO_LONG',
  'RECORDINGS_TOO_LONG',
  'STORYBOARD_REQUIRED',
  // editing a finished ad (issue 16)
  'RENDER_IN_PROGRESS',
  'RERENDER_LIMIT_REACHED',
  'FORMAT_EXISTS',
  'VIDEO_NOT_READY',
  'STORYBOARD_INVALID',
  // the user's media (issue 14)
  'EMPTY_FILE',
  'MEDIA_FILE_TOO_LARGE',
  'IMAGE_DIMENSIONS_TOO_LARGE',
  'CORRUPT_FILE',
  'CLIP_NO_VIDEO',
  'CLIP_TOO_LONG',
  'MEDIA_ALLOWANCE_EXCEEDED',
  // streamed and resumable uploads (issue 14)
  'UPLOAD_INTERRUPTED',
  'UPLOAD_OFFSET_MISMATCH',
  'UPLOAD_INCOMPLETE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = { error: { code: ErrorCode; message?: string; details?: Record<string, unknown> } };
