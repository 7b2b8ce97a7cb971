import type { ErrorCode } from '@reklamo/contract';

export type BrainErrorCode = Extract<ErrorCode, 'PROMPT_GENERATION_FAILED' | 'DETAILS_GENERATION_FAILED'>;

/** A remote brain failed; the server maps `code` to SPEC.md's Bulgarian message. */
export class BrainError extends Error {
  readonly code: BrainErrorCode;
  constructor(code: BrainErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BrainError';
    this.code = code;
  }
}
