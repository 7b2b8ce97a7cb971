import { STYLE_IDS } from '@reklamo/contract';
import { describe, expect, it } from 'vitest';
import { resolveTheme } from '../styles/theme.ts';
import { contrastRatio, pickTextColor } from './contrast.ts';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBeCloseTo(1, 5);
  });

  it('picks dark text on yellow and light text on black', () => {
    const y = pickTextColor('#FFFF00');
    expect(contrastRatio(y.color, '#FFFF00')).toBeGreaterThanOrEqual(4.5);
    expect(y.color).not.toBe('#FFFFFF');
    const b = pickTextColor('#000000');
    expect(contrastRatio(b.color, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(b.color).not.toBe('#111111');
  });

  it.each(STYLE_IDS)(
    'keeps every text/background pair readable in %s with yellow, black and mid-tone brand colours',
    (style) => {
      for (const brand of [
        undefined,
        { primaryColor: '#FFFF00', secondaryColor: '#000000' },
        { primaryColor: '#000000', secondaryColor: '#FFFF00' },
        { primaryColor: '#808080', secondaryColor: '#7F7FFF' },
      ]) {
        const theme = resolveTheme(style, brand);
        for (const c of theme.checks)
          expect(c.ratio, `${style} ${JSON.stringify(brand)} ${c.pair}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
