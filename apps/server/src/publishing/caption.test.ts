import { describe, expect, it } from 'vitest';
import { writeCaption } from './caption.ts';

describe('writeCaption', () => {
  it('writes the name, service, town, offer and phone in Bulgarian with at most five hashtags', () => {
    const { caption, title } = writeCaption({
      BusinessName: 'Пекарна Зора',
      BusinessDescription: 'Квартална пекарна',
      Services: 'хляб, баници',
      AdvertizedService: 'прясна баница',
      Offer: '20% отстъпка всеки вторник',
      CTA: 'Обадете се на 0888 123 456',
      BusinessLocation: 'гр. Пловдив, ул. Гладстон 5',
      TargetAudience: 'семейства',
    });
    expect(caption).toContain('Пекарна Зора — прясна баница в Пловдив.');
    expect(caption).toContain('20% отстъпка всеки вторник!');
    expect(caption).toContain('📞 0888 123 456');
    const tags = caption.match(/#\S+/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.length).toBeLessThanOrEqual(5);
    expect(tags).toContain('#ПекарнаЗора');
    expect(tags).toContain('#Пловдив');
    expect(title).toBe('Пекарна Зора — прясна баница');
  });
});
