import { describe, expect, it } from 'vitest';
import { formatAmount, statusLabel, usagePercent } from './format.ts';

describe('billing formatting', () => {
  it('formats euro cents the Bulgarian way, with a no-break space before €', () => {
    expect(formatAmount(19900)).toBe('199\u00a0€');
    expect(formatAmount(8130)).toBe('81,30\u00a0€');
    expect(formatAmount(190800)).toBe('1\u00a0908\u00a0€');
    // An order charged in лева before the euro keeps its currency.
    expect(formatAmount(39900, 'bgn')).toBe('399,00 лв.');
  });
  it('labels every subscription status and falls back to Unknown', () => {
    expect(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'paused'].map(statusLabel)).toEqual([
      'Активен',
      'Пробен период',
      'Просрочено плащане',
      'Неплатен',
      'Отменен',
      'Незавършен',
      'Неизвестен',
    ]);
  });
  it('caps usage at 100% and shows 0 for unlimited', () => {
    expect(usagePercent(25, 50)).toBe(50);
    expect(usagePercent(70, 50)).toBe(100);
    expect(usagePercent(70, -1)).toBe(0);
  });
});
