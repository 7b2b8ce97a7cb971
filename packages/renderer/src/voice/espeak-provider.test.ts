import { describe, expect, it } from 'vitest';
import { speechText as marked } from './espeak-provider.ts';
import { plainSpoken } from '@reklamo/scene/voice/stress.ts';

const speechText = (line: string) => plainSpoken(marked(line));

describe('speechText', () => {
  it('reads a leading minus sign as a discount, never as a command-line option', () => {
    expect(speechText('-20% за всяка торта')).toBe('двадесет процента отстъпка за всяка торта');
    expect(speechText('  -да')).toBe('да');
  });
});
