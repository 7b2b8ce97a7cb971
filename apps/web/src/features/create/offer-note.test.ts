import { describe, expect, it } from 'vitest';
import { offerNote } from './offer-note.ts';

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
