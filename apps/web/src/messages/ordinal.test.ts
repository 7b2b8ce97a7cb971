import { describe, expect, it } from 'vitest';
import { bgOrdinal } from './create.ts';

describe('a place in the queue in Bulgarian', () => {
  it('writes the ordinal ending a numeral takes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(bgOrdinal)).toEqual([
      '1-ви',
      '2-ри',
      '3-ти',
      '4-ти',
      '5-ти',
      '6-ти',
      '7-ми',
      '8-ми',
      '9-ти',
      '10-ти',
    ]);
    expect([11, 12, 17, 18, 20, 21, 22, 27, 40, 100, 101, 112, 200, 1000].map(bgOrdinal)).toEqual([
      '11-ти',
      '12-ти',
      '17-ти',
      '18-ти',
      '20-ти',
      '21-ви',
      '22-ри',
      '27-ми',
      '40-ти',
      '100-тен',
      '101-ви',
      '112-ти',
      '200-тен',
      '1000-ен',
    ]);
  });
});
