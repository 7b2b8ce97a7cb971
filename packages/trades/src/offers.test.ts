import { describe, expect, it } from 'vitest';
import { TRADES } from './index.ts';

describe("the table's suggested offers", () => {
  it('are priced in euro, written the Bulgarian way: "13 €", "2,50 €", a non-breaking space before €, never лв', () => {
    const offers = TRADES.flatMap((t) => t.offers.map((o) => ({ id: t.id, o })));
    const priced = offers.filter(({ o }) => /\d\s€/u.test(o));
    expect(priced.length).toBeGreaterThan(60);
    for (const { id, o } of offers) {
      expect(o, id).not.toMatch(/\d\s*(?:лв|лева|BGN|EUR)(?!\p{L})/u);
      // Every euro amount: whole euros or euros and cents with a comma, then a non-breaking space.
      for (const m of o.matchAll(/(\S+)(\s)€/gu)) {
        expect(m[2], `${id}: ${o}`).toBe('\u00A0');
        expect(m[1], `${id}: ${o}`).toMatch(/^\d{1,3}(?:\u00A0\d{3})*(?:,\d{2})?$/u);
      }
      expect(o, id).not.toMatch(/€\d|\d€/u);
    }
  });
});
