import { describe, expect, it } from 'vitest';
import { buildCaptionPages, pageText } from '../captions/pages.ts';
import {
  capLine,
  MAX_LINE_CHARS,
  MAX_PHRASE_CHARS,
  phrasesOf,
  speechText as marked,
  speechTokens,
} from './speech-text.ts';
import { plainSpoken } from './stress.ts';

/** What is said, without the stress marks (the lexicon's own tests hold those). */
const speechText = (line: string) => plainSpoken(marked(line));

describe('speech text', () => {
  it('expands abbreviations so "ул." and "гр." neither sound like letters nor end a sentence', () => {
    expect(speechText('Пекарна Слънце, ул. Главна 12, гр. Пловдив.')).toBe(
      'Пекарна Слънце, улица Главна дванадесет, град Пловдив.',
    );
    expect(phrasesOf('Пекарна Слънце, ул. Главна 12, гр. Пловдив.')).toHaveLength(1);
    expect(speechText('Само 25 лв. Заповядайте!')).toBe('Само двадесет и пет лева. Заповядайте!');
    expect(speechText('Цена 4,50 лв')).toBe('Цена четири лева и петдесет стотинки');
    expect(speechText('-20% за всяка торта, 15 % за кафе')).toBe(
      'двадесет процента отстъпка за всяка торта, петнадесет процента за кафе',
    );
    expect(speechText('от 9:00 до 18:30!')).toBe('от девет часа до осемнадесет и тридесет!');
    // (A lawyer's and a farmer's abbreviations are read as words too, never as letters.)
    expect(speechText('Адв. Мария Стефанова, за над 50 дка – 10 €.')).toBe(
      'адвокат Мария Стефанова, за над петдесет декара десет евро.',
    );
    // (An age typed onto its number or as "год", and a length after its number, are said in words.)
    expect(speechText('Деца до 7г безплатно, записваме от 6 год нагоре.')).toBe(
      'Деца до седем години безплатно, записваме от шест години нагоре.',
    );
    expect(speechText('Височина 1.20 м, тента 1 м.')).toBe('Височина един и двадесет метра, тента един метър.');
    expect(speechText('През м. май')).toBe('През м. май');
  });

  it('reads units typed onto numbers, ranges, days, prices per kilogram and short labels in words', () => {
    expect(speechText('Поръчайте до 12ч, полет 20-30 мин, 5 мин. от моста.')).toBe(
      'Поръчайте до дванадесет часа, полет от двадесет до тридесет минути, пет минути от моста.',
    );
    expect(speechText('Работим пон-пет 6:30-22 и съб-нед 9-20.')).toBe(
      'Работим от понеделник до петък от шест и тридесет до двадесет и два и от събота до неделя от девет до двадесет.',
    );
    expect(speechText('Деца от 6-12 г., денонощно 14-24ч.')).toBe(
      'Деца от шест до дванадесет години, денонощно от четиринадесет до двадесет и четири часа.',
    );
    expect(speechText('Мед 8 лв. кг, яйца 0,50 лв/бр.')).toBe(
      'Мед осем лева за килограм, яйца петдесет стотинки за брой.',
    );
    expect(speechText('Превод от 12 €/стр., абонамент 25 €/мес., ограда 30 €/л.м.')).toBe(
      'Превод от дванадесет евро на страница, абонамент двадесет и пет евро на месец, ограда тридесет евро на линеен метър.',
    );
    expect(speechText('Курс за начинаещи / напреднали: начинаещи 90 € / напреднали 110 € на месец.')).toBe(
      'Курс за начинаещи или напреднали: начинаещи деветдесет евро и напреднали сто и десет евро на месец.',
    );
    expect(speechText('Работим вт-нд, 10 лв на 100 кв м')).toBe(
      'Работим от вторник до неделя, десет лева на сто квадратни метра',
    );
    expect(speechText('Книжка кат. B, контейнери 8 куб.м, fb: Olimp')).toBe(
      'Книжка категория B, контейнери осем кубически метра, Фейсбук: Olimp',
    );
    expect(speechText('Повече на fb.com/tetradka.cafe.')).toBe('Повече на Фейсбук tetradka точка cafe.');
    expect(speechText('Пишете ми на anelia.foto@gmail.com, повече на www.roma.bg.')).toBe(
      'Пишете ми на anelia точка foto кльомба gmail точка com, повече на www точка roma точка bg.',
    );
  });

  it('reads phone numbers digit group by digit group and shows them as written', () => {
    const toks = speechTokens('Обадете се на 0888 123 456 или +359 32 123 456.');
    expect(toks.map((t) => t.show)).toEqual(['Обадете', 'се', 'на', '0888 123 456', 'или', '+359 32 123 456.']);
    expect(plainSpoken(toks[3]!.say)).toBe(
      'нула осемстотин осемдесет и осем, сто двадесет и три, четиристотин петдесет и шест',
    );
    // "+359" is said as the caption shows it, not turned into a 0 the caption does not have.
    expect(plainSpoken(toks[5]!.say)).toBe(
      'плюс три пет девет, тридесет и две, сто двадесет и три, четиристотин петдесет и шест.',
    );
    expect(speechText('0888123456')).toBe(
      'нула осемстотин осемдесет и осем, сто двадесет и три, четиристотин петдесет и шест',
    );
    // A landline is read in the groups it was typed in: the area code never runs into the number.
    expect(speechText('02 987 65 43')).toBe(
      'нула две, деветстотин осемдесет и седем, шестдесет и пет, четиридесет и три',
    );
    expect(speechText('Тел. 0608 41234')).toBe(
      'телефон нула шестстотин и осем, четиридесет и едно, двеста тридесет и четири',
    );
  });

  it('shows a dash between words with the word before it, and does not read it', () => {
    const line = 'Пекарна Слънце – семейна пекарна в Пловдив.';
    const tokens = speechTokens(line);
    expect(tokens.map((t) => t.show)).toEqual(['Пекарна', 'Слънце –', 'семейна', 'пекарна', 'в', 'Пловдив.']);
    expect(speechText(line)).not.toMatch(/[–-]/);
    // The caption breaks after the dash: "Пекарна Слънце –" / "семейна пекарна в" / "Пловдив.".
    const words = tokens.map((t, i) => ({ text: t.show, start: i * 0.3, end: i * 0.3 + 0.25 }));
    const pages = buildCaptionPages([{ start: 0, end: 3, words }]).map(pageText);
    expect(pages[0]).toBe('Пекарна Слънце –');
    // A line that opens on a dash, or has two in a row, shows none of them on their own.
    expect(speechTokens('– Пекарна – – Слънце').map((t) => t.show)).toEqual(['Пекарна –', 'Слънце']);
  });

  it('caps a runaway line at a word and splits it into short phrases for the engine', () => {
    const huge = 'Двадесет процента отстъпка за всяка торта '.repeat(1300);
    expect(huge.length).toBeGreaterThan(50_000);
    const capped = capLine(huge);
    expect(capped.length).toBeLessThanOrEqual(MAX_LINE_CHARS + 1);
    expect(capped.endsWith('.')).toBe(true);
    const phrases = phrasesOf(huge);
    expect(phrases.every((p) => p.text.length <= MAX_PHRASE_CHARS + 40)).toBe(true);
    expect(phrases.map((p) => p.text).join(' ').length).toBeLessThanOrEqual(MAX_LINE_CHARS + 20);
    // One 50 KB "word" is cut too.
    expect(speechText('а'.repeat(50_000)).length).toBeLessThanOrEqual(MAX_LINE_CHARS + 1);
  });
});
