/**
 * Blind read 17 (session 60): a fee read as a taxi, an "also" before the object's own preposition given a second one,
 * and a messenger typed with "също" said as the call. Each rule is checked on the brief that showed it and on owners'
 * briefs of other trades typed the same way.
 */
import { describe, expect, it } from 'vitest';
import { findTrade } from '@reklamo/trades';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

const adOf = (text: string, seed = 1) => {
  const details = extractDetailsLocal(writePromptLocal(text, { seed }));
  return { details, boards: writeStoryboards(details, { durationSec: 30, seed }) };
};
const lines = (text: string, seed = 1) =>
  adOf(text, seed).boards.flatMap((sb) =>
    sb.scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '', ...s.visual.keywords]),
  );

describe('"таксите" are fees, never taxis', () => {
  it('a house manager or an accountant who collects the fees gets no taxi’s lines or pictures', () => {
    expect(findTrade('събираме таксите')?.id).not.toBe('taxi');
    expect(findTrade('вземете такси до летището')?.id).toBe('taxi');
    for (const brief of [
      'Професионален домоуправител за входове в Бургас – събираме таксите, плащаме тока на стълбището и асансьора, викаме майстори. 1 € на апартамент на месец. Фирма „Вход Плюс“, 0894 66 03 03',
      'Управление на етажна собственост в Русе – водим касата, събираме таксите и пазим документите. От 1,50 € на апартамент. Домоуправител Ивета 0887 321 654',
    ])
      for (const seed of [1, 2])
        for (const line of lines(brief, seed))
          expect(line, brief).not.toMatch(/такси\s+(?:дълго|услуги)|пътуване|taxi|автомобил/iu);
  });
});

describe('an "also" before the object’s own preposition', () => {
  it('"Подготвяме и за сертификат CILS" is «подготовка за сертификат CILS», never "подготовка на за"', () => {
    for (const brief of [
      'уроци по италиански език в Пловдив и онлайн, преподавател Силвия Колева. Групи за начинаещи 80 € на месец. Подготвяме и за сертификат CILS. тел 0888 33 77 11',
      'Частни уроци по математика в Шумен, 20 € на час. Подготвям и за матура и НВО. Учител Петров 0899 765 123',
    ])
      for (const seed of [1, 2]) {
        for (const line of lines(brief, seed)) expect(line, brief).not.toMatch(/\sна\s+за\s/u);
        if (brief.includes('CILS'))
          expect(adOf(brief, seed).details.Services, brief).toMatch(/подготовка за сертификат/u);
      }
  });
});

describe('a messenger typed after the number with "също"', () => {
  it('"0878 777 325, viber също" is said after the call, never «Viber също.» as the call', () => {
    for (const brief of [
      'Автоморга "При Жоро" край с. Кочериново, Кюстендилско – части втора употреба за VW, Opel, Ford. Пращаме с Еконт или Спиди в цялата страна. 0878 777 325, viber също',
      'Ремонт на перални по домовете в Хасково, диагностика 15 €. Обадете се на 0899 222 333, вайбър също. Майстор Гошо',
    ])
      for (const seed of [1, 2]) {
        const { boards } = adOf(brief, seed);
        for (const sb of boards) {
          const cta = sb.scenes.find((s) => s.kind === 'cta')!;
          expect(`${cta.onScreen.headline} ${cta.voice}`, brief).not.toMatch(/(?:Viber|Вайбър)\s+също/iu);
          expect(cta.voice, brief).toMatch(/Пишете (?:ни|ми) и във (?:Viber|Вайбър)/u);
        }
      }
  });
});

describe('the call typed after the deal', () => {
  it('"1,5 л бутилка 2 € – обаждайте се на 0876 …" leaves no «обаждайте се» on the offer', () => {
    for (const brief of [
      'домашна боза от ръчно смляно просо в Радомир, 1,5 л бутилка 2 € – обаждайте се на 0876 11 22 93',
      'пресни яйца от свободно отглеждани кокошки, с. Лесичово, кора 30 бр 9 €, звънете на 0888 44 55 66',
    ])
      for (const durationSec of [15, 30] as const)
        for (const seed of [1, 2]) {
          const boards = writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed })), {
            durationSec,
            seed,
          });
          for (const offer of boards.flatMap((sb) => sb.scenes).filter((s) => s.kind === 'offer'))
            expect(`${offer.onScreen.headline} ${offer.onScreen.sub ?? ''} ${offer.voice}`, brief).not.toMatch(
              /обаждайте|звънете/iu,
            );
        }
  });
});
