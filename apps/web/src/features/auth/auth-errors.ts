import { ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';

/** SPEC.md section 8: the user-facing wording of each auth failure. */
export function authErrorMessage(err: unknown): string {
  if (err instanceof NetworkError) return m.common.networkError;
  if (!(err instanceof ApiError)) return m.common.unexpectedError;
  switch (err.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return m.authErrors.invalidCredentials;
    case 'EMAIL_NOT_VERIFIED':
      return m.authErrors.emailNotConfirmed;
    case 'SIGNUP_CHECK_EMAIL':
      return m.authErrors.signupCheckEmail;
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return m.authErrors.alreadyRegistered;
    case 'PASSWORD_TOO_SHORT':
      // Our server's minimum is 8 (the same as the form), not SPEC.md's hosted-auth 6.
      return m.validation.passwordMin;
    case 'INVALID_EMAIL':
      return m.authErrors.invalidEmail;
    case 'RATE_LIMITED':
      return m.authErrors.rateLimited;
    default:
      return err.status === 429 ? m.authErrors.rateLimited : m.authErrors.other;
  }
}
