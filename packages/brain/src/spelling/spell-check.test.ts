import { describe, expect, it } from 'vitest';
import { createSpellChecker, REVIEWED_WORDS, wordsOf } from './spell-check.ts';

describe('createSpellChecker', () => {
  it('reports misspelt words once, in order, and accepts correct Bulgarian', async () => {
    const checker = await createSpellChecker();
    const text =
      'Утвърдна пекарна с доверни ключарски услуги. Заповядайте по-рано, най-добрите цени: 49 лв. с ДДС. Утвърдна!';
    expect(checker.unknownWords(text)).toEqual(['Утвърдна', 'доверни']);
  }, 60_000);

  it("ignores numbers, phones, the user's own words and extra words", async () => {
    const checker = await createSpellChecker(['Реклафон']);
    expect(checker.unknownWords('Обадете се на 0888 123 456 от 5-ти март. Реклафон', [])).toEqual([]);
    expect(checker.unknownWords('Пекарна „Житен клас“ и Кафе Бонжур', ['Бонжур'])).toEqual([]);
    expect(checker.unknownWords('Кафе Бонжур')).toEqual(['Бонжур']);
  }, 60_000);

  it('knows the inflected forms of reviewed words', async () => {
    const checker = await createSpellChecker();
    expect(checker.unknownWords('пекарната пекарни уебсайта имейли смартфони')).toEqual([]);
    // (A trade's deed by its noun: "претапицираме", "принтираме" said "претапициране", "принтиране".)
    expect(checker.unknownWords('претапициране претапицирането принтиране')).toEqual([]);
    expect(Object.keys(REVIEWED_WORDS).length).toBeLessThan(110);
  }, 60_000);

  it('splits text into words without numbers', () => {
    expect(wordsOf('Кафе „Ана“, тел. 0888 123 456, www.example.bg')).toEqual([
      'Кафе',
      'Ана',
      'тел',
      'www',
      'example',
      'bg',
    ]);
  });
});
