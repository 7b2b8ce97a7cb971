import { formatPrice } from '@reklamo/contract';
import { m } from '../../messages/index.ts';

/** Amounts come in minor units: 19900 -> "199 €", 8130 -> "81,30 €"; an order charged in лева keeps "399,00 лв.". */
export function formatAmount(minor: number, currency = 'eur'): string {
  return formatPrice(minor, currency);
}

/** Numeric day, month and year in the Bulgarian locale, e.g. "22.12.2025 г.". */
export function formatDate(value: string | number | Date): string {
  const d = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return d.toLocaleDateString('bg-BG', { day: 'numeric', month: 'numeric', year: 'numeric' });
}

/** SPEC.md section 4 badge labels; anything else is Unknown. */
export function statusLabel(status: string | null | undefined): string {
  return (status && m.billing.status[status]) || m.billing.status.unknown;
}

/** Percent of generations used: capped at 100, 0 when unlimited (SPEC.md section 9). */
export function usagePercent(used: number, limit: number): number {
  if (limit === -1) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

export const isPaid = (paymentStatus: string) => paymentStatus === 'paid';
