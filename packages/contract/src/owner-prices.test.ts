import { describe, expect, it } from 'vitest';
import { euroPrices } from './owner-prices.ts';

const nb = (s: string) => s.replace(/ €/g, '\u00a0€');

describe('an owner’s prices in euro', () => {
  it('converts лева at 1,95583 to the cent, written the Bulgarian way, and lists each conversion', () => {
    expect(euroPrices('Смяна на 4 гуми с баланс 60 лв.')).toEqual({
      text: nb('Смяна на 4 гуми с баланс 30,68 €.'),
      conversions: [{ from: '60 лв.', to: nb('30,68 €') }],
    });
    expect(euroPrices('Кубик 110 лв. Обаждайте се').text).toBe(nb('Кубик 56,24 €. Обаждайте се'));
    expect(euroPrices('Кебапче 1,20 лв, кюфте 1.50 лева').text).toBe(nb('Кебапче 0,61 €, кюфте 0,77 €'));
    expect(euroPrices('от 1 500 лв').text).toBe(nb('от 766,94 €'));
    expect(euroPrices('20-30 лв на час').text).toBe(nb('10,23–15,34 € на час'));
    // (…and a range said in words: its first end is in лева too, never "от 60 до 76,69 €".)
    expect(euroPrices('цени от 60 до 150 лв за курс').text).toBe(nb('цени от 30,68 до 76,69 € за курс'));
    expect(euroPrices('Сечене между 80 и 250 лв. Звънете').text).toBe(nb('Сечене между 40,90 и 127,82 €. Звънете'));
    expect(euroPrices('от 5 до 8 € или от 10 до 20 евро').text).toBe(nb('от 5 до 8 € или от 10 до 20 €'));
    expect(euroPrices('Огледало от 35 лв/кв.м').text).toBe(nb('Огледало от 17,90 €/кв.м'));
    expect(euroPrices('За 180 лв. вместо 250 – само през октомври').text).toBe(
      nb('За 92,03 € вместо 127,82 € – само през октомври'),
    );
  });

  it('reads a count typed before the price as the count, never the start of a range: «под 50 – 2,05 €»', () => {
    expect(euroPrices('Стригане 3 лв. на овца при стадо над 50, под 50 - 4 лв.').text).toBe(
      nb('Стригане 1,53 € на овца при стадо над 50, под 50 – 2,05 €.'),
    );
    expect(euroPrices('до 5 кв.м 10 лв, над 5 - 2 лв/кв.м').text).toBe(nb('до 5 кв.м 5,11 €, над 5 – 1,02 €/кв.м'));
    // (A first number above the second is no range either: "за група 12 - 8 лв на човек".)
    expect(euroPrices('за група 12 - 8 лв на човек').text).toBe(nb('за група 12 – 4,09 € на човек'));
    expect(euroPrices('20-30 лв на час').text).toBe(nb('10,23–15,34 € на час'));
  });

  it('keeps the euro of a price typed in both, either way round', () => {
    expect(euroPrices('Настройка 95 лв. (48,57 €), идвам на адрес')).toEqual({
      text: nb('Настройка 48,57 €, идвам на адрес'),
      conversions: [],
    });
    expect(euroPrices('Денонощие 150 лв. / 76,69 €.').text).toBe(nb('Денонощие 76,69 €.'));
    expect(euroPrices('Машиносмяна 120 € (около 235 лв)').text).toBe(nb('Машиносмяна 120 €'));
    // (…with the unit typed between the two: "на метър", "/м2".)
    expect(euroPrices('Сондаж от 45 лв. на метър (23 €), помпа 350 лв.').text).toBe(
      nb('Сондаж от 23 € на метър, помпа 178,95 €.'),
    );
    expect(euroPrices('Прозорци от 95 лв./м2 (48,57 €)').text).toBe(nb('Прозорци от 48,57 €/м2'));
    expect(euroPrices('Косене 0,15 лв на кв.м (0,08 €)').text).toBe(nb('Косене 0,08 € на кв.м'));
    expect(euroPrices('Ярки на 4 месеца – 14 лв бройката (7,16 €).').text).toBe(
      nb('Ярки на 4 месеца – 7,16 € бройката.'),
    );
    expect(euroPrices('Мед 12 лв кг. (6,14 €), восък 8 лв.').text).toBe(nb('Мед 6,14 € кг., восък 4,09 €.'));
  });

  it('writes "евро", "EUR" and "€25" as "25 €" and leaves percents and other numbers alone', () => {
    expect(euroPrices('Полет 75 евро, €25 или 25 EUR').text).toBe(nb('Полет 75 €, 25 € или 25 €'));
    expect(euroPrices('10% отстъпка за 3 нощувки до 31 март').text).toBe('10% отстъпка за 3 нощувки до 31 март');
  });
  it('reads no range from a number typed onto a letter: "кат. А2 - 780 лв" is a category and its price', () => {
    expect(euroPrices('Курс за кат. А2 - 780 лв').text).toBe(nb('Курс за кат. А2 - 398,81 €'));
    expect(euroPrices('Кафе 20-30 лв').text).toBe(nb('Кафе 10,23–15,34 €'));
  });
  it('keeps a unit typed with its digit before a price given in both: "до 60 м2 – 1200 лв. (613,55 €)"', () => {
    expect(euroPrices('Боядисване на апартамент до 60 м2 – 1200 лв. (613,55 €), с материалите').text).toBe(
      nb('Боядисване на апартамент до 60 м2 – 613,55 €, с материалите'),
    );
    expect(euroPrices('Плочки 20 м3 - 400 лв / 204,52 €').text).toBe(nb('Плочки 20 м3 - 204,52 €'));
  });
  it('reads a second price after a comma, its thing before it, in the first one’s лева: "за джипове 35"', () => {
    expect(euroPrices('измиване вътре и вън за 30 лв, за джипове 35. всеки ден 8-20 ч').text).toBe(
      nb('измиване вътре и вън за 15,34 €, за джипове 17,90 €. всеки ден 8-20 ч'),
    );
    expect(euroPrices('Смяна на масло 30 лв, за бусове 40. Тел 0888 123 456').text).toBe(
      nb('Смяна на масло 15,34 €, за бусове 20,45 €. Тел 0888 123 456'),
    );
    expect(euroPrices('Наем на яхта 2 часа 200 лв, за цял ден 600.').text).toBe(
      nb('Наем на яхта 2 часа 102,26 €, за цял ден 306,78 €.'),
    );
    // (A count, an age, a year or a phone after it is no price: "за деца до 7", "за група 5 души", "за сезон 2026".)
    expect(euroPrices('Билет 20 лв, за деца до 7 безплатно.').text).toBe(nb('Билет 10,23 €, за деца до 7 безплатно.'));
    expect(euroPrices('урок 20 лв, за група 5 души').text).toBe(nb('урок 10,23 €, за група 5 души'));
    expect(euroPrices('Урок 25 лв, при записване на 8 урока – 9-ият е подарък').text).toBe(
      nb('Урок 12,78 €, при записване на 8 урока – 9-ият е подарък'),
    );
    expect(euroPrices('3 часа 300 лв, за сезон 2026 до края на юни').text).toBe(
      nb('3 часа 153,39 €, за сезон 2026 до края на юни'),
    );
  });
});
