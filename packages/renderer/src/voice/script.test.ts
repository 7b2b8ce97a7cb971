import { describe, expect, it } from 'vitest';
import { buildScript, countWords, SCENE_KINDS } from './script.ts';
import { speechText } from './espeak-provider.ts';

const details = {
  BusinessName: 'Пекарна Слънце',
  BusinessDescription: 'Семейна пекарна в центъра на Пловдив. Печем всяка сутрин с масло и закваска. Работим от 1998 година с любов към занаята. Всеки ден имаме нови вкусове.',
  Services: 'прясно изпечен хляб, кроасани, торти по поръчка, кафе за вкъщи, сватбени торти',
  AdvertizedService: 'Торти по поръчка',
  Offer: '-20% за всяка торта',
  CTA: 'Поръчайте още днес',
  BusinessLocation: 'ул. Главна 12, Пловдив',
  TargetAudience: 'семейства и любители на сладкото',
};

describe('buildScript', () => {
  it('has one line per beat and scales the word count with the duration', () => {
    const counts = ([15, 30, 60] as const).map((d) => {
      const s = buildScript(details, d);
      expect(s.map((l) => l.kind)).toEqual([...SCENE_KINDS]);
      expect(s.find((l) => l.kind === 'offer')!.voice).toContain('20%');
      return countWords(s.map((l) => l.voice).join(' '));
    });
    expect(counts[0]).toBeLessThan(counts[1]!);
    expect(counts[1]).toBeLessThanOrEqual(Math.round(2.4 * 30) + 2);
    expect(counts[1]).toBeGreaterThan(40);
    expect(counts[2]).toBeGreaterThanOrEqual(counts[1]!);
  });

  it('reads a leading minus sign as a discount, never as a command-line option', () => {
    expect(speechText('-20% за всяка торта')).toBe('20 процента отстъпка за всяка торта');
    expect(speechText('  -да')).toBe('да');
  });
});
