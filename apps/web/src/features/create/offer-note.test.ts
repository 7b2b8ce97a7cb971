import { describe, expect, it } from 'vitest';
import { offerNote, roundedEuroOffer } from './offer-note.ts';

describe('the note beside the offer in step 3', () => {
  it('shows the owner each лв price as the ad says it in euro', () => {
    expect(offerNote('Смяна на 4 гуми с баланс 60 лв.', 'мобилен шиномонтаж, 4 гуми 60 лв.')).toBe(
      'В рекламата цената е в евро: 60 лв. → 30,68\u00a0€.',
    );
    expect(offerNote('Кебапче 1,20 лв, кюфте 1,50 лв', 'скара 1,20 лв')).toBe(
      'В рекламата цената е в евро: 1,20 лв → 0,61\u00a0€, 1,50 лв → 0,77\u00a0€.',
    );
  });
  it('says nothing of a price already in euro, or typed in both', () => {
    expect(offerNote('Урок по езда 25 € на час', 'конна база, урок 25 €')).toBeUndefined();
    expect(offerNote('Настройка 95 лв. (48,57 €)', 'настройка на пиана 95 лв. (48,57 €)')).toBeUndefined();
  });
  it('calls an offer the owner never typed our suggestion', () => {
    expect(offerNote('10% отстъпка за всеки нов клиент', 'пицария с доставка')).toMatch(
      /^Не сте посочили оферта – това е наше предложение/,
    );
    expect(offerNote('', 'пицария с доставка')).toBeUndefined();
    expect(offerNote('10% отстъпка', undefined)).toBeUndefined();
  });
});

describe('the rounded euro offer step 3 suggests', () => {
  it('rounds each price converted from лв down, to a whole euro or to ten cents under 10 €', () => {
    expect(roundedEuroOffer('Кученца с родословие 800 лв, готови от 15 декември')).toEqual({
      text: 'Кученца с родословие 409\u00a0€, готови от 15 декември',
      prices: ['409\u00a0€'],
    });
    expect(roundedEuroOffer('Точене 5 лв на нож, ножица 3 лв')?.text).toBe(
      'Точене 2,50\u00a0€ на нож, ножица 1,50\u00a0€',
    );
    expect(roundedEuroOffer('Курс от 120 до 180 лв')?.text).toBe('Курс от 61 до 92\u00a0€');
    expect(roundedEuroOffer('Комплект 2400 лв.')?.text).toBe('Комплект 1\u00a0227\u00a0€.');
  });
  it('keeps the prices typed in euro, and offers nothing when nothing has cents to round', () => {
    expect(roundedEuroOffer('Урок 25 € на час, пакет 90 лв')?.text).toBe('Урок 25\u00a0€ на час, пакет 46\u00a0€');
    expect(roundedEuroOffer('Урок 25 € на час')).toBeUndefined();
    expect(roundedEuroOffer('Настройка 95 лв. (48,57 €)')).toBeUndefined();
    expect(roundedEuroOffer('10% отстъпка за нови клиенти')).toBeUndefined();
  });
});
