import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { registerDefaultFonts } from '../node/fonts.ts';
import { fontFamily } from '@reklamo/scene/styles/styles.ts';
import { checkLayout, fitText } from '@reklamo/scene/layout/fit-text.ts';

registerDefaultFonts();
const ctx = createCanvas(10, 10).getContext('2d');
const family = fontFamily('montserrat-900');

describe('fitText', () => {
  it('shrinks and wraps a 300-character offer into its box without cutting a word', () => {
    const offer =
      'Само този месец: -20% за всяка торта по поръчка, безплатна доставка в Пловдив и подарък кафе за вкъщи. '
        .repeat(3)
        .slice(0, 300);
    expect(offer.length).toBe(300);
    const box = { width: 1400, height: 560 };
    const layout = fitText(ctx, offer, box, { family, weight: 900, maxSize: 150, lineHeight: 1.1 });
    expect(layout.fits).toBe(true);
    expect(checkLayout(layout).fits).toBe(true);
    expect(layout.fontSize).toBeLessThan(150);
    expect(layout.lines.length).toBeGreaterThan(2);
    expect(layout.height).toBeLessThanOrEqual(box.height);
    for (const l of layout.lines) expect(l.width).toBeLessThanOrEqual(box.width + 0.5);
    // Every word is drawn: joining the lines gives back the text.
    expect(layout.lines.map((l) => l.text).join(' ')).toBe(offer.replace(/\s+/g, ' ').trim());
  });

  it('never leaves a price’s unit alone on the next line: "20 €" and "95 лв." wrap as one word', () => {
    for (const headline of ['Смяна на гуми 20 €', 'Настройка на пиано 95 лв.', 'Абонамент 48,57 € на месец']) {
      // Narrow enough that the whole headline cannot stand on one line at the largest size.
      const layout = fitText(
        ctx,
        headline,
        { width: 420, height: 900 },
        { family, weight: 900, maxSize: 90, uppercase: true },
      );
      expect(layout.fits).toBe(true);
      expect(layout.lines.length).toBeGreaterThan(1);
      for (const line of layout.lines) expect(line.text).not.toMatch(/^(?:€|ЛВ\.)/);
      const price = layout.lines.find((l) => /\d/.test(l.text))!;
      expect(price.text).toMatch(/\d\u00a0(?:€|ЛВ\.)/);
    }
  });

  it('keeps the largest size when short text fits', () => {
    const layout = fitText(ctx, 'Торти', { width: 1400, height: 400 }, { family, weight: 900, maxSize: 120 });
    expect(layout.fontSize).toBe(120);
    expect(layout.lines).toHaveLength(1);
  });

  it('breaks a word longer than the box by characters instead of letting it overflow', () => {
    const layout = fitText(
      ctx,
      'https://www.example-very-long-domain-name.bg/промоции',
      { width: 300, height: 400 },
      { family, weight: 900, maxSize: 60, minSize: 40 },
    );
    expect(layout.fits).toBe(true);
    for (const l of layout.lines) expect(l.width).toBeLessThanOrEqual(300.5);
  });

  it('reports a misfit the checker can see when nothing fits', () => {
    const layout = fitText(
      ctx,
      'много думи '.repeat(400),
      { width: 100, height: 20 },
      { family, weight: 900, maxSize: 60 },
    );
    expect(layout.fits).toBe(false);
    expect(checkLayout(layout).fits).toBe(false);
  });
});

describe('fitText word integrity', () => {
  it('shrinks rather than splitting a word that would fit whole at a smaller size', () => {
    const layout = fitText(
      ctx,
      'Търсите торти по поръчка?',
      { width: 700, height: 1000 },
      { family, weight: 900, maxSize: 160 },
    );
    const words = 'Търсите торти по поръчка?'.split(' ');
    for (const l of layout.lines) for (const w of l.text.split(' ')) expect(words).toContain(w);
    expect(layout.fontSize).toBeLessThan(160);
  });
});
