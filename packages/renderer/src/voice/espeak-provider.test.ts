import { describe, expect, it } from 'vitest';
import { speechText } from './espeak-provider.ts';

describe('speechText', () => {
  it('reads a leading minus sign as a discount, never as a command-line option', () => {
    expect(speechText('-20% за всяка торта')).toBe('20 процента отстъпка за всяка торта');
    expect(speechText('  -да')).toBe('да');
  });
});
