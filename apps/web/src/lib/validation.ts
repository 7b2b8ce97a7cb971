import { m } from '../messages/index.ts';

// SPEC.md section 5: a simple pattern, not a full RFC check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(v: string): string | undefined {
  if (!v.trim()) return m.validation.emailRequired;
  if (!EMAIL.test(v.trim())) return m.validation.emailInvalid;
  return undefined;
}

export function validateNewPassword(v: string): string | undefined {
  if (!v) return m.validation.passwordRequired;
  if (v.length < 8) return m.validation.passwordMin;
  return undefined;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors<K extends string>(e: FieldErrors<K>): boolean {
  return Object.values(e).some(Boolean);
}
