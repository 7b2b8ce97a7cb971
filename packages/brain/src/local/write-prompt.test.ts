import { describe, expect, it } from 'vitest';
import { writePromptLocal, PROMPT_MAX_CHARS, PROMPT_MIN_CHARS } from './write-prompt.ts';
import { findCategory } from './business-kb.ts';
import { extractDetailsLocal } from './extract-details.ts';

const PRESETS = ['автомивка/детайлинг на автомобили', 'ремонт на смартфони', 'пицария с доставка', 'личен треньор', 'ключарски услуги', 'водопроводни услуги'];
const FREE_TEXT = [
  'ветеринарна клиника', 'пекарна', 'счетоводна кантора', 'English text', '', 'фризьорски салон', 'йога студио', 'детска градина',
  'агенция за недвижими имоти', 'сватбена агенция', 'уеб дизайн', 'магазин за дрехи', 'зъболекар', 'кафене',
  'шивашко ателие', 'пчеларство', 'книжарница', 'Кетъринг за фирми!!!', '   рент а кар   ',
];

describe('prompt writer', () => {
  it.each([...PRESETS, ...FREE_TEXT])('writes 400-900 characters with placeholders for %j', (type) => {
    for (let seed = 0; seed < 30; seed++) {
      const text = writePromptLocal(type, { seed });
      expect(text.length).toBeGreaterThanOrEqual(PROMPT_MIN_CHARS);
      expect(text.length).toBeLessThanOrEqual(PROMPT_MAX_CHARS);
      expect(text).toContain('[име на бизнеса]');
      expect(text).toContain('[телефон]');
      expect(text).toMatch(/\[град\]/);
    }
  });

  it('writes texts that fit the business type', () => {
    const cases: Array<[string, RegExp]> = [
      ['пицария с доставка', /пиц/i],
      ['водопроводни услуги', /течове|канализац|бойлер|тръби|ВиК|смесител/],
      ['ключарски услуги', /брав|патрон|ключ/],
      ['ремонт на смартфони', /дисплей|батерия|телефон/],
      ['личен треньор', /тренировк/],
      ['автомивка/детайлинг на автомобили', /измиване|полиране|салона/],
      ['ветеринарна клиника', /ваксин|любим|животн/],
      ['счетоводна кантора', /ДДС|счетовод|данъч/],
      ['пекарна', /хляб|баниц|закуск/],
    ];
    for (const [type, re] of cases) {
      for (let seed = 0; seed < 10; seed++) expect(writePromptLocal(type, { seed })).toMatch(re);
    }
    expect(writePromptLocal('пицария с доставка', { seed: 1 })).not.toMatch(/течове|канализац/);
    expect(writePromptLocal('водопроводни услуги', { seed: 1 })).not.toMatch(/пиц/);
  });

  it('is deterministic per seed and varies without one', () => {
    expect(writePromptLocal('пекарна', { seed: 42 })).toBe(writePromptLocal('пекарна', { seed: 42 }));
    expect(writePromptLocal('пекарна', { seed: 42 })).not.toBe(writePromptLocal('пекарна', { seed: 43 }));
    const texts = new Set(Array.from({ length: 10 }, () => writePromptLocal('пицария с доставка')));
    expect(texts.size).toBeGreaterThanOrEqual(5);
  });

  it('makes "our" and adjectives agree with the business noun', () => {
    const bad = /нашият (пицария|клиника|пекарна|кантора|зала|автомивка)|нашата (автосервиз|салон|студио|сервиз|магазин)|нашето (пицария|салон|услуги)|нашите (пицария|салон|студио)|надежден (пицария|клиника|пекарна|студио|услуги)|надеждна (салон|студио|услуги)|надеждни (пицария|салон)|надеждно (салон|клиника)/i;
    const types = ['пицария с доставка', 'ветеринарна клиника', 'пекарна', 'счетоводна кантора', 'фитнес зала', 'фризьорски салон', 'йога студио', 'ключарски услуги', 'водопроводни услуги', 'книжарница', 'автосервиз'];
    const seen = { m: false, f: false, n: false, p: false };
    for (const type of types) {
      for (let seed = 0; seed < 40; seed++) {
        const text = writePromptLocal(type, { seed });
        expect(text).not.toMatch(bad);
        if (/Нашият /.test(text)) seen.m = true;
        if (/Нашата /.test(text)) seen.f = true;
        if (/Нашето /.test(text)) seen.n = true;
        if (/Нашите /.test(text)) seen.p = true;
      }
    }
    expect(seen).toEqual({ m: true, f: true, n: true, p: true });
    expect(writePromptLocal('йога студио', { seed: 1 }) + writePromptLocal('йога студио', { seed: 2 }) + writePromptLocal('йога студио', { seed: 5 })).toMatch(/йога студио/);
  });

  it('uses the user’s own words for an unknown business', () => {
    expect(writePromptLocal('пчеларство', { seed: 3 })).toContain('пчеларство');
    expect(writePromptLocal('English text', { seed: 3 })).toContain('English text');
    expect(writePromptLocal('книжарница', { seed: 3 })).toContain('книжарница');
  });
});

describe('writer and extractor agree', () => {
  // The main journey: a preset's generated text, unedited, must yield the service it features.
  const PRESETS = ['детайлинг на автомобили', 'ремонт на смартфони', 'пицария с доставка', 'личен треньор', 'ключарски услуги', 'водопроводни услуги'];
  it.each(PRESETS)('"%s": the advertised service is one the business offers, never the offer wording', (type) => {
    const category = findCategory(type)!;
    expect(category).not.toBeNull();
    for (let seed = 1; seed <= 12; seed++) {
      const out = extractDetailsLocal(writePromptLocal(type, { seed }));
      // The service the user typed ("ремонт на смартфони") is featured as typed; else one of the trade's.
      expect([...category.services, type].map((s) => s.toLowerCase()), `seed ${seed}`).toContain(out.AdvertizedService.toLowerCase());
      expect(out.Offer).not.toBe('');
    }
  });
});
