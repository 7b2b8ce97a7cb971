import { describe, expect, it } from 'vitest';
import { checkTestCard } from './test-card.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('checkTestCard', () => {
  it('accepts 4242… with a future expiry and any CVC', () => {
    expect(checkTestCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: true,
      brand: 'visa',
      last4: '4242',
    });
    expect(checkTestCard({ number: '4242424242424242', expiry: '06/25', cvc: '9999' }, now).ok).toBe(true);
  });
  it('declines the decline card and other valid cards', () => {
    expect(checkTestCard({ number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: false,
      code: 'CARD_DECLINED',
    });
    expect(checkTestCard({ number: '5555 5555 5555 4444', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: false,
      code: 'CARD_DECLINED',
    });
  });
  it('refuses a past expiry, a bad number or a bad CVC', () => {
    expect(checkTestCard({ number: '4242424242424242', expiry: '05/25', cvc: '123' }, now)).toEqual({
      ok: false,
      code: 'CARD_EXPIRED',
    });
    expect(checkTestCard({ number: '4242424242424241', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: false,
      code: 'CARD_INVALID',
    });
    expect(checkTestCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now)).toEqual({
      ok: false,
      code: 'CARD_INVALID',
    });
    expect(checkTestCard({ number: '4242424242424242', expiry: '12/30', cvc: '1' }, now)).toEqual({
      ok: false,
      code: 'CARD_INVALID',
    });
  });
});
