import { describe, expect, it } from 'vitest';
import { trialEmailKey } from './trial-email.ts';

describe('trialEmailKey', () => {
  it('treats case, +tags and Gmail dots as the same inbox, other addresses as different', () => {
    expect(trialEmailKey('Maria.Ivanova+ads@Gmail.com')).toBe(trialEmailKey('mariaivanova@googlemail.com'));
    expect(trialEmailKey('ivan+1@abv.bg')).toBe(trialEmailKey('IVAN@abv.bg'));
    expect(trialEmailKey('i.van@abv.bg')).not.toBe(trialEmailKey('ivan@abv.bg'));
    expect(trialEmailKey('ivan@abv.bg')).toMatch(/^[0-9a-f]{64}$/);
  });
});
