import { describe, expect, it } from 'vitest';
import { moneyWords, speechText as marked, speechTokens } from './speech-text.ts';
import { numberWords, ordinalWords, yearWords } from './numbers-bg.ts';
import { plainSpoken } from './stress.ts';

const said = (line: string) => plainSpoken(marked(line));

/** Each form said in the middle of a sentence and at its end, where a sign before the full stop used to go silent. */
const bothPlaces = (form: string, words: string) => {
  expect(said(`Цена ${form} за всеки.`)).toBe(`Цена ${words} за всеки.`);
  expect(said(`Цената е ${form}. Заповядайте!`)).toBe(`Цената е ${words}. Заповядайте!`);
  // "95 лв." at the very end: its dot ends the sentence too.
  expect(said(`Цената е ${form}`)).toBe(`Цената е ${words}${form.endsWith('.') ? '.' : ''}`);
};

describe('numbers as a Bulgarian says them', () => {
  it('writes numbers out in the gender of what they count', () => {
    expect(numberWords(2, 'n')).toBe('две');
    expect(numberWords(2, 'm')).toBe('два');
    expect(numberWords(1, 'f')).toBe('една');
    expect(numberWords(21, 'n')).toBe('двадесет и едно');
    expect(numberWords(105)).toBe('сто и пет');
    expect(numberWords(125)).toBe('сто двадесет и пет');
    expect(numberWords(1500)).toBe('хиляда и петстотин');
    expect(numberWords(1908)).toBe('хиляда деветстотин и осем');
    expect(numberWords(2000, 'n')).toBe('две хиляди');
    expect(numberWords(22_500)).toBe('двадесет и две хиляди и петстотин');
    expect(ordinalWords(15)).toBe('петнадесети');
    expect(ordinalWords(21)).toBe('двадесет и първи');
    expect(yearWords(2026)).toBe('две хиляди двадесет и шеста');
    expect(moneyWords(48, 57, 'eur')).toBe('четиридесет и осем евро и петдесет и седем цента');
    expect(moneyWords(2, 2, 'eur')).toBe('две евро и два цента');
    expect(moneyWords(1, 1, 'eur')).toBe('едно евро и един цент');
    expect(moneyWords(0, 50, 'eur')).toBe('петдесет цента');
    expect(moneyWords(1, 1, 'bgn')).toBe('един лев и една стотинка');
  });

  it('says euro prices with cents, the sign or code before or after, mid-sentence and at the end', () => {
    bothPlaces('48,57 €', 'четиридесет и осем евро и петдесет и седем цента');
    bothPlaces('48.57 €', 'четиридесет и осем евро и петдесет и седем цента');
    bothPlaces('20 €', 'двадесет евро');
    bothPlaces('20€', 'двадесет евро');
    bothPlaces('€25', 'двадесет и пет евро');
    bothPlaces('€ 25', 'двадесет и пет евро');
    bothPlaces('25 EUR', 'двадесет и пет евро');
    bothPlaces('EUR 25', 'двадесет и пет евро');
    bothPlaces('25 евро', 'двадесет и пет евро');
    bothPlaces('2 €', 'две евро');
    bothPlaces('1 €', 'едно евро');
    bothPlaces('0,50 €', 'петдесет цента');
    bothPlaces('1 500 €', 'хиляда и петстотин евро');
    bothPlaces('2,02 €', 'две евро и два цента');
    expect(said('Първият урок е само 20 €.')).toBe('Първият урок е само двадесет евро.');
    // The caption keeps the price as typed; only the voice says it in words.
    expect(speechTokens('Само 48,57 €.').map((t) => t.show)).toEqual(['Само', '48,57 €.']);
  });

  it('says a price in brackets or quotes, and both prices of "95 лв. (48,57 €)"', () => {
    expect(said('Цена 95 лв. (48,57 €) за всичко.')).toBe(
      'Цена деветдесет и пет лева (четиридесет и осем евро и петдесет и седем цента) за всичко.',
    );
    expect(said('Само „20 €“.')).toBe('Само „двадесет евро“.');
    expect(said('Цени (€25) и „25 EUR“.')).toBe('Цени (двадесет и пет евро) и „двадесет и пет евро“.');
  });

  it('counts people with their own numerals', () => {
    expect(said('Екип от 3 майстори и 2 души.')).toBe('Екип от трима майстори и двама души.');
  });

  it('says ranges and prices per unit', () => {
    expect(said('Цени от 2 до 5 € на кв.м.')).toBe('Цени от две до пет евро на квадратен метър.');
    expect(said('Само 2 € на кв.м, елате.')).toBe('Само две евро на квадратен метър, елате.');
    expect(said('от 2 €/кв.м')).toBe('от две евро на квадратен метър');
    expect(said('Вечеря 35 € на човек.')).toBe('Вечеря тридесет и пет евро на човек.');
    expect(said('Апартамент 65 м², 2 м² плочки.')).toBe(
      'Апартамент шестдесет и пет квадратни метра, два квадратни метра плочки.',
    );
    expect(said('Нощувка 40 €/нощ, 8 лв/кг')).toBe('Нощувка четиридесет евро на нощувка, осем лева за килограм');
  });

  it('still says older prices in лева, with stotinki', () => {
    bothPlaces('95 лв.', 'деветдесет и пет лева');
    bothPlaces('4,50 лв', 'четири лева и петдесет стотинки');
    bothPlaces('1 лв.', 'един лев');
    bothPlaces('2 лв', 'два лева');
  });

  it('says percentages', () => {
    expect(said('Отстъпка 20% за всичко.')).toBe('Отстъпка двадесет процента за всичко.');
    expect(said('Отстъпка 20 %.')).toBe('Отстъпка двадесет процента.');
    expect(said('Само 1% такса.')).toBe('Само един процент такса.');
    expect(said('-30% на второ.')).toBe('тридесет процента отстъпка на второ.');
  });

  it('says phones in their groups, +359 as a Bulgarian reads it from a card, the caption as typed', () => {
    const toks = speechTokens('Звънете на +359 887 555 010 днес.');
    expect(toks.map((t) => t.show)).toEqual(['Звънете', 'на', '+359 887 555 010', 'днес.']);
    expect(plainSpoken(toks[2]!.say)).toBe(
      'плюс три пет девет, осемстотин осемдесет и седем, петстотин петдесет и пет, нула десет',
    );
    expect(said('Звънете на +359 887 555 010.')).toBe(
      'Звънете на плюс три пет девет, осемстотин осемдесет и седем, петстотин петдесет и пет, нула десет.',
    );
    expect(said('Звънете на +359887555010.')).toBe(
      'Звънете на плюс три пет девет, осемстотин осемдесет и седем, петстотин петдесет и пет, нула десет.',
    );
    expect(said('Звънете на 0887 555 010 днес.')).toBe(
      'Звънете на нула осемстотин осемдесет и седем, петстотин петдесет и пет, нула десет днес.',
    );
  });

  it('says times, dates and years', () => {
    expect(said('Работим до 21 ч. всеки ден.')).toBe('Работим до двадесет и един часа всеки ден.');
    expect(said('Работим до 21 ч.')).toBe('Работим до двадесет и един часа.');
    expect(said('Отворено до 21 ч. Елате!')).toBe('Отворено до двадесет и един часа. Елате!');
    expect(said('Промоцията е до 15 декември за всички.')).toBe('Промоцията е до петнадесети декември за всички.');
    expect(said('Промоцията е до 15 декември.')).toBe('Промоцията е до петнадесети декември.');
    expect(said('Промоцията е до 1 март.')).toBe('Промоцията е до първи март.');
    expect(said('До 15.12. Елате!')).toBe('До петнадесети декември. Елате!');
    expect(said('От 2026 г. сме в Пловдив.')).toBe('От две хиляди двадесет и шеста година сме в Пловдив.');
    expect(said('Отворено от 9:00 до 18:30 ч.')).toBe('Отворено от девет часа до осемнадесет и тридесет часа.');
    expect(said('Отваряме в 9:00 ч. Елате!')).toBe('Отваряме в девет часа. Елате!');
    expect(said('Събота до 14:00 ч., неделя почивен.')).toBe('Събота до четиринадесет часа, неделя почивен.');
  });

  it('says house numbers and abbreviations, mid-sentence and at the end', () => {
    expect(said('На ул. Главна 12, гр. Пловдив.')).toBe('На улица Главна дванадесет, град Пловдив.');
    expect(said('На бул. Витоша 5А в София.')).toBe('На булевард Витоша пет А в София.');
    expect(said('В ж.к. Младост 3, бл. 5, вх. А, ет. 2, ап. 7.')).toBe(
      'В жилищен комплекс Младост три, блок пет, вход А, етаж две, апартамент седем.',
    );
    expect(said('В кв. Чайка до морето.')).toBe('В квартал Чайка до морето.');
    expect(said('Приема д-р Иванова всеки ден.')).toBe('Приема доктор Иванова всеки ден.');
    expect(said('Приема д-р Иванова.')).toBe('Приема доктор Иванова.');
    expect(said('Къща за гости в с. Арбанаси.')).toBe('Къща за гости в село Арбанаси.');
    expect(said('Климатик 5 kW за 30 м².')).toBe('Климатик пет киловата за тридесет квадратни метра.');
    expect(said('Климатик с мощност 5 kW.')).toBe('Климатик с мощност пет киловата.');
    expect(said('Пица & паста.')).toBe('Пица и паста.');
  });
});
