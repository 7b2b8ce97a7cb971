import type { ErrorCode } from '@reklamo/contract';

export type BrainErrorCode = Extract<
  ErrorCode,
  'PROMPT_GENERATION_FAILED' | 'DETAILS_GENERATION_FAILED' | 'PROMPT_TOO_COMPLEX'
>;

/** A brain call failed (a remote one, or the local one past its time budget); the web app words `code` in Bulgarian. */
export class BrainError extends Error {
  readonly code: BrainErrorCode;
  constructor(code: BrainErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BrainError';
    this.code = code;
  }
}
