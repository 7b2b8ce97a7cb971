/**
 * The writer's Bulgarian, checked as rules over every trade of the knowledge base: formal "Вие",
 * sentence case, в/във and с/със by the next word, no doubled words, prices and percentages the
 * Bulgarian way, and every generated word (not typed by the user) known to the spell checker.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSpellChecker, type SpellChecker } from '../spelling/spell-check.ts';
import { BUSINESS_KB } from './business-kb.ts';
import { adjective, parseNounPhrase } from './morphology.ts';
import { dropDoubledWords, fixNumbers, fixPrepositions, polish, sentenceCase } from './polish.ts';
import { writePromptLocal } from './write-prompt.ts';

const SEEDS = [1, 2, 3];
// Every trade, by its label and with typed facts, so the user's words land inside our templates.
const INPUTS = BUSINESS_KB.flatMap((c) => [
  c.label,
  `${c.label.toLowerCase()} „Зора“ във Враца, 0888123456`,
  `${c.noun.text} Слънце в Стара Загора, ул. Шипка 5, 20% отстъпка до 14 февруари`,
]);
const TEXTS = INPUTS.flatMap((input) => SEEDS.map((seed) => ({ input, text: writePromptLocal(input, { seed }) })));

// Informal "ти" forms next to "Заповядайте" are the slip to catch; the ad always says "Вие".
const INFORMAL =
  /(?<!\p{L})(?:вземи|получи|обади|поръчай|запази|ела|виж|купи|опитай|пиши|звънни|запиши|резервирай|посети|побързай|заповядай|доведи|ти|твоя|твоят|твоите|теб)(?!\p{L})/iu;

function violations(text: string): string[] {
  const out: string[] = [];
  const informal = INFORMAL.exec(text);
  if (informal) out.push(`informal "${informal[0]}"`);
  for (const m of text.matchAll(/(?<!\p{L})(в|във|с|със)\s+[„"]?(\p{L})/giu)) {
    const v = m[1].toLowerCase().startsWith('в');
    const needsLong = v ? /[вф]/i.test(m[2]) : /[сз]/i.test(m[2]);
    if (needsLong !== m[1].length > 1) out.push(`preposition "${m[0]}"`);
  }
  for (const m of text.matchAll(/(?<!\p{L})(\p{L}+)\s+\1(?!\p{L})/giu)) out.push(`doubled "${m[0]}"`);
  if (/\d\s+%/.test(text)) out.push('space before %');
  if (/\d\s*лв(?!\.)/.test(text)) out.push('"лв" without a period');
  for (const s of text.split(/(?<=[.!?])(?<!лв\.)\s+/u))
    if (!/^[„"[\p{Lu}\d]/u.test(s)) out.push(`sentence starts in lower case: "${s.slice(0, 30)}"`);
  if (/утвърдн|доверн[иа]|нашите вик|в варна/i.test(text)) out.push('a reported slip');
  return out;
}

describe('the writer’s Bulgarian on every trade', () => {
  it(`keeps the rules in all ${TEXTS.length} texts`, () => {
    const bad = TEXTS.flatMap(({ input, text }) => violations(text).map((v) => `${input}: ${v}\n  ${text}`));
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('uses the formal "Вие" imperative in every call to action', () => {
    for (const c of BUSINESS_KB) expect(c.cta, c.id).toMatch(/^\p{Lu}\p{Ll}+(?:те|йте)(?!\p{L})/u);
    for (const c of BUSINESS_KB)
      for (const s of [...c.offers, ...c.hooks, ...c.problems, ...c.perks]) expect(s, c.id).not.toMatch(INFORMAL);
  });

  describe('spelling', () => {
    let spell: SpellChecker;
    beforeAll(async () => {
      spell = await createSpellChecker();
    }, 120_000);

    it('knows every generated word that the user did not type', () => {
      const unknown = new Map<string, string>();
      for (const { input, text } of TEXTS) {
        for (const word of spell.unknownWords(text.replace(/\[[^\][]*\]/g, ' '), [input]))
          if (!unknown.has(word)) unknown.set(word, input);
      }
      expect([...unknown]).toEqual([]);
    });

    it('knows every word of the knowledge base (hooks, problems and picture words too)', () => {
      const unknown = BUSINESS_KB.flatMap((c) =>
        spell
          .unknownWords(
            [
              c.label,
              c.noun.text,
              c.care,
              ...c.services,
              ...c.perks,
              ...c.offers,
              ...c.audiences,
              c.cta,
              ...c.hooks,
              ...c.problems,
              ...c.visual,
            ].join('. '),
          )
          .map((w) => `${c.id}: ${w}`),
      );
      expect(unknown).toEqual([]);
    });

    it('would catch the reported misspellings', () => {
      expect(spell.unknownWords('утвърдна пекарна, доверни ключарски услуги')).toEqual(['утвърдна', 'доверни']);
    });
  });
});

describe('rules of the last pass', () => {
  it('chooses в/във and с/със by the next word', () => {
    expect(fixPrepositions('в Варна, във Русе, с сирене, със мед, В Фурна „Вкус“, в „Вкусно“')).toBe(
      'във Варна, в Русе, със сирене, с мед, Във Фурна „Вкус“, във „Вкусно“',
    );
    expect(fixPrepositions('с. Бели Осъм')).toBe('с. Бели Осъм');
  });
  it('drops doubled words, starts sentences with a capital and writes prices and percentages the Bulgarian way', () => {
    expect(dropDoubledWords('за за вас и и нас')).toBe('за вас и нас');
    expect(sentenceCase('оферта! търсите кафе? [име] е тук. „Роза“ също.')).toBe(
      'Оферта! Търсите кафе? [име] е тук. „Роза“ също.',
    );
    expect(fixNumbers('49лв, 49 лева и 10 % отстъпка')).toBe('49 лв., 49 лв. и 10% отстъпка');
    expect(polish('Търсите кафе в Варна?  само 5 лв !')).toBe('Търсите кафе във Варна? Само 5 лв.!');
  });
  it('ends no sentence at the stop of an abbreviation: "150 лв. монтаж включен" is one', () => {
    expect(polish('Специална оферта: 150 лв монтаж включен!')).toBe('Специална оферта: 150 лв. монтаж включен!');
    expect(sentenceCase('торба 5 кг. доставка до вратата. после')).toBe('Торба 5 кг. доставка до вратата. После');
  });
  it('agrees participles and keeps acronyms', () => {
    expect(['f', 'n', 'p'].map((g) => adjective('утвърден', g as 'f'))).toEqual([
      'утвърдена',
      'утвърдено',
      'утвърдени',
    ]);
    expect(adjective('доверен', 'p')).toBe('доверени');
    expect(adjective('местен', 'f')).toBe('местна');
    expect(parseNounPhrase('ВиК услуги')).toEqual({ text: 'ВиК услуги', gender: 'p' });
    expect(parseNounPhrase('Цветарски магазин')).toEqual({ text: 'цветарски магазин', gender: 'm' });
  });
});
