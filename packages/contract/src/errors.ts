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
  'PROMPT_GENERATION_FAILED',
  'DETAILS_GENERATION_FAILED',
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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = { error: { code: ErrorCode; message?: string; details?: Record<string, unknown> } };
