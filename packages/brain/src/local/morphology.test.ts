import { describe, expect, it } from 'vitest';
import { adjective, definite, definiteAdjective, nounGender, our, parseNounPhrase } from './morphology.ts';

describe('Bulgarian morphology', () => {
  it('tells gender and number from the ending, with exceptions', () => {
    expect(['пицария', 'автосервиз', 'студио', 'услуги', 'кафе', 'такси', 'радост', 'места'].map(nounGender)).toEqual([
      'f',
      'm',
      'n',
      'p',
      'n',
      'n',
      'f',
      'p',
    ]);
  });
  it('adds the definite article', () => {
    expect(definite('автосервиз')).toBe('автосервизът');
    expect(definite('автосервиз', 'm', 'object')).toBe('автосервиза');
    expect(definite('музей')).toBe('музеят');
    expect(definite('лекар')).toBe('лекарят');
    expect(definite('пицария')).toBe('пицарията');
    expect(definite('студио')).toBe('студиото');
    expect(definite('услуги')).toBe('услугите');
    expect(definite('места')).toBe('местата');
  });
  it('agrees possessives and adjectives', () => {
    expect(['m', 'f', 'n', 'p'].map((g) => our(g as 'm'))).toEqual(['нашият', 'нашата', 'нашето', 'нашите']);
    expect(['m', 'f', 'n', 'p'].map((g) => adjective('местен', g as 'm'))).toEqual([
      'местен',
      'местна',
      'местно',
      'местни',
    ]);
    expect(adjective('български', 'f')).toBe('българска');
    expect(adjective('добър', 'n')).toBe('добро');
    expect(definiteAdjective('нов', 'm')).toBe('новият');
    expect(definiteAdjective('местен', 'm')).toBe('местният');
  });
  it('finds the head noun of a business type', () => {
    expect(parseNounPhrase('ветеринарна клиника')).toEqual({ text: 'ветеринарна клиника', gender: 'f' });
    expect(parseNounPhrase('ремонт на смартфони')?.gender).toBe('m');
    expect(parseNounPhrase('фитнес зала')?.gender).toBe('f');
    expect(parseNounPhrase('йога студио')?.gender).toBe('n');
    expect(parseNounPhrase('English text')).toBeNull();
  });
});
