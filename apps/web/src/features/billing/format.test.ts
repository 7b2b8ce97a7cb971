import { describe, expect, it } from 'vitest';
import { formatAmount, statusLabel, usagePercent } from './format.ts';

describe('billing formatting', () => {
  it('formats minor units in the Bulgarian locale', () => {
    // Intl puts a no-break space before the currency.
    expect(formatAmount(39900).replace(/\s/g, ' ')).toBe('399,00 лв.');
  });
  it('labels every subscription status and falls back to Unknown', () => {
    expect(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'paused'].map(statusLabel)).toEqual([
      'Активен', 'Пробен период', 'Просрочено плащане', 'Неплатен', 'Отменен', 'Незавършен', 'Неизвестен',
    ]);
  });
  it('caps usage at 100% and shows 0 for unlimited', () => {
    expect(usagePercent(25, 50)).toBe(50);
    expect(usagePercent(70, 50)).toBe(100);
    expect(usagePercent(70, -1)).toBe(0);
  });
});
