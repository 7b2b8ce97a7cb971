import { describe, expect, it } from 'vitest';
import { buildCaptionPages, pageText } from '../captions/pages.ts';
import { capLine, MAX_LINE_CHARS, MAX_PHRASE_CHARS, phrasesOf, speechText, speechTokens } from './speech-text.ts';

describe('speech text', () => {
  it('expands abbreviations so "ул." and "гр." neither sound like letters nor end a sentence', () => {
    expect(speechText('Пекарна Слънце, ул. Главна 12, гр. Пловдив.')).toBe('Пекарна Слънце, улица Главна 12, град Пловдив.');
    expect(phrasesOf('Пекарна Слънце, ул. Главна 12, гр. Пловдив.')).toHaveLength(1);
    expect(speechText('Само 25 лв. Заповядайте!')).toBe('Само 25 лева. Заповядайте!');
    expect(speechText('Цена 4,50 лв')).toBe('Цена 4 лева и 50 стотинки');
    expect(speechText('-20% за всяка торта, 15 % за кафе')).toBe('20 процента отстъпка за всяка торта, 15 процента за кафе');
    expect(speechText('от 9:00 до 18:30!')).toBe('от 9 часа до 18 и 30!');
  });

  it('reads units typed onto numbers, ranges, days, prices per kilogram and short labels in words (review 13)', () => {
    expect(speechText('Поръчайте до 12ч, полет 20-30 мин, 5 мин. от моста.')).toBe('Поръчайте до 12 часа, полет от 20 до 30 минути, 5 минути от моста.');
    expect(speechText('Работим пон-пет 6:30-22 и съб-нед 9-20.')).toBe('Работим от понеделник до петък от 6 и 30 до 22 и от събота до неделя от 9 до 20.');
    expect(speechText('Деца от 6-12 г., денонощно 14-24ч.')).toBe('Деца от 6 до 12 г., денонощно от 14 до 24 часа.');
    expect(speechText('Мед 8 лв. кг, яйца 0,50 лв/бр.')).toBe('Мед 8 лева за килограм, яйца 50 стотинки за брой.');
    expect(speechText('Работим вт-нд, 10 лв на 100 кв м')).toBe('Работим от вторник до неделя, 10 лева на 100 квадратни метра');
    expect(speechText('Книжка кат. B, контейнери 8 куб.м, fb: Olimp')).toBe('Книжка категория B, контейнери 8 кубически метра, Фейсбук: Olimp');
    expect(speechText('Повече на fb.com/tetradka.cafe.')).toBe('Повече на Фейсбук tetradka точка cafe.');
    expect(speechText('Пишете ми на anelia.foto@gmail.com, повече на www.roma.bg.')).toBe('Пишете ми на anelia точка foto кльомба gmail точка com, повече на www точка roma точка bg.');
  });

  it('reads phone numbers digit group by digit group and shows them as written', () => {
    const toks = speechTokens('Обадете се на 0888 123 456 или +359 32 123 456.');
    expect(toks.map((t) => t.show)).toEqual(['Обадете', 'се', 'на', '0888 123 456', 'или', '+359 32 123 456.']);
    expect(toks[3]!.say).toBe('нула 888, 123, 456');
    expect(toks[5]!.say).toBe('нула 32, 123, 456.');
    expect(speechText('0888123456')).toBe('нула 888, 123, 456');
    // A landline is read in the groups it was typed in: the area code never runs into the number (review 14).
    expect(speechText('02 987 65 43')).toBe('нула 2, 987, 65, 43');
    expect(speechText('Тел. 0608 41234')).toBe('телефон нула 608, 41, 234');
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
