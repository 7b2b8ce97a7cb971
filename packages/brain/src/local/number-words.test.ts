import { describe, expect, it } from 'vitest';
import { phonesInFigures, pricesInFigures } from './number-words.ts';

describe('a price dictated in words', () => {
  it('is written in figures before its currency, whichever way the tens are said', () => {
    expect(pricesInFigures('таксата е седемдесет и пет лева на месец')).toBe('таксата е 75 лева на месец');
    expect(pricesInFigures('струва сто и петдесет лева на човек')).toBe('струва 150 лева на човек');
    expect(pricesInFigures('Двеста и двадесет лв. на вечер')).toBe('220 лв. на вечер');
    expect(pricesInFigures('около петнайсет евро')).toBe('около 15 евро');
    expect(pricesInFigures('три хиляди и петстотин евро')).toBe('3500 евро');
    expect(pricesInFigures('от четирийсет до шейсет лева')).toBe('от 40 до 60 лева');
    expect(pricesInFigures('три лева и петдесет стотинки')).toBe('3,50 лева');
    expect(pricesInFigures('за голяма кошница е четири евро и двайсет цента')).toBe('за голяма кошница е 4,20 евро');
    expect(pricesInFigures('голям двор от осемдесет евро нагоре идваме')).toBe('голям двор от 80 евро идваме');
  });

  it('leaves alone numbers of no price and words that are no number', () => {
    expect(pricesInFigures('деца от три до дванайсет години')).toBe('деца от три до дванайсет години');
    expect(pricesInFigures('спестете хиляди лева')).toBe('спестете хиляди лева');
    expect(pricesInFigures('пет звезди, десет минути')).toBe('пет звезди, десет минути');
  });

  it('reads a pasted run of number words ten times the form’s limit by its last number, the rest left as typed', () => {
    const run = 'сто '.repeat(5000);
    expect(pricesInFigures(`${run}лева`)).toBe(`${run.slice(0, -'сто '.length)}100 лева`);
    const chain = 'пет и '.repeat(3300);
    expect(pricesInFigures(`${chain}пет лева`).endsWith('пет и 5 лева')).toBe(true);
  });
});

describe('a phone dictated in words', () => {
  it('is written in figures, grouped as it was said', () => {
    expect(phonesInFigures('за час звънете на нула осем осем девет единайсет четирийсет и четири деветдесет')).toBe(
      'за час звънете на 0889 11 44 90',
    );
    expect(phonesInFigures('телефон нула осем седем осем едно две три четири пет шест')).toBe('телефон 0878 123 456');
  });

  it('is read only when its digits make a whole Bulgarian number, never from a price said in words', () => {
    expect(phonesInFigures('нула осем осем седем двайсет и пет')).toBe('нула осем осем седем двайсет и пет');
    expect(phonesInFigures('урок двайсет и пет лева, два урока четирийсет лева')).toBe(
      'урок двайсет и пет лева, два урока четирийсет лева',
    );
  });
});
