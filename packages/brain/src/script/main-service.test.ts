/**
 * The business's main service (blind read 15, classes 7 and 9): never an item its deal prices, the machines it serves, a
 * word of a compound read as a brand, nor one activity of a camp; and the service said once, not again as a proof or a
 * line of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Storyboard } from '@reklamo/contract';
import { findTrade, scenePictures } from '@reklamo/trades';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { isAgentNoun } from '../local/text.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

const read = (text: string) => extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
const boardsOf = (text: string, seed = 1) => writeStoryboards(read(text), { durationSec: 30, seed });
/** Every line the three ads say and show. */
const lines = (boards: Storyboard[]) =>
  boards.flatMap((sb) => sb.scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']));
const serviceScenes = (boards: Storyboard[]) => boards.flatMap((sb) => sb.scenes.filter((s) => s.kind === 'service'));

describe('the first half of a compound typed apart', () => {
  it('is no brand: "мобилен вело сервиз" names no business «Вело сервиз»', () => {
    for (const brief of [
      'Мобилен вело сервиз в Бургас – основно обслужване 20 €, смяна на гума 7 €. Тел 0888 22 33 44',
      'Мобилен авто сервиз в Бургас – смяна на масло 20 €. Тел 0888 22 33 44',
      'фото студио в Пловдив – снимки за документи 5 €. 0888 123 456',
    ]) {
      const d = read(brief);
      expect(d.BusinessName, brief).toBe('');
      expect(d.BusinessDescription, brief).not.toMatch(/\s(?:Вело|Авто)\s/u);
    }
  });
});

describe('a job said only with how much of it is done', () => {
  it('gives way to the trade the brief opens with: «Основно обслужване» is no service', () => {
    const velo =
      'Вело сервиз на колела 🚲 идвам с бусчето до вас в София - Лозенец, Изток, Младост. Основно обслужване 35 €, смяна на спукана гума 10 €. Пишете във вайбър 0888 19 57 44 Вело-Док';
    expect(read(velo).AdvertizedService).toBe('Вело сервиз на колела');
    expect(
      read('Мобилен вело сервиз в Бургас – основно обслужване 20 €, смяна на гума 7 €. Тел 0888 22 33 44'),
    ).toMatchObject({ AdvertizedService: 'Мобилен вело сервиз' });
    for (const line of lines(boardsOf(velo))) expect(line).not.toMatch(/Търсите основно обслужване/u);
  });
});

describe('one of the wares the brief opens with, priced in the deal', () => {
  it('never replaces them: the blinds and nets firm is no «комарник на рамка»', () => {
    const blinds =
      'Ролетни щори и комарници по размер 🪟 Бургас, Поморие, Созопол. Комарник на рамка от 22 € , външна ролетна щора с мотор от 95 €/кв.м. До 15 май монтажът е безплатен. Щори Стил 0898 10 33 72';
    expect(read(blinds).AdvertizedService).toBe('Ролетни щори и комарници по размер');
    expect(
      read(
        'Плетени кошници и чанти от ракита, Тетевен. Кошница за гъби от 18 €, чанта за пазар от 25 €. Ракита 0899 777 888',
      ).AdvertizedService,
    ).toMatch(/^Плетени кошници и чанти/u);
    for (const line of lines(boardsOf(blinds))) expect(line).not.toMatch(/Търсите комарник|Предлагаме комарник/u);
  });
});

describe('the trade’s person the brief opens with, and a deal of two jobs or more', () => {
  it('is who the ad asks for, never the first job priced («При мен ще намерите смяна на ток.»)', () => {
    for (const [brief, who] of [
      ['обушар в центъра на Сливен- смяна на ток 8 лв, цип на ботуш 20 лв , обадете се 0885 37 11 62 Станчо', 'Обушар'],
      [
        'Шивачка в центъра на Пловдив – скъсяване на панталон 5 лв, смяна на цип 8 лв. Обадете се 0888 765 432 Мария',
        'Шивачка',
      ],
      ['Ключар в Русе – отключване на врата 30 лв, смяна на патрон 25 лв, денонощно. 0896 111 222 Жоро', 'Ключар'],
    ] as const) {
      expect(read(brief).AdvertizedService, brief).toBe(who);
      for (const line of lines(boardsOf(brief))) expect(line, brief).not.toMatch(/ще намерите|Предлага/u);
    }
  });

  it('shows the cobbler typed with "ш" as the cobbler', () => {
    expect(findTrade('обушар в центъра на Сливен')?.id).toBe('shoe-repair');
    const d = read(
      'обушар в центъра на Сливен- смяна на ток 8 лв, цип на ботуш 20 лв , обадете се 0885 37 11 62 Станчо',
    );
    const [pic] = scenePictures({
      scenes: [{ kind: 'hook', keywords: [], text: 'Търсите обушар в Сливен?' }],
      texts: [d.AdvertizedService, d.BusinessDescription, d.Services],
    });
    expect(pic!.icons).toContain('mans-shoe');
  });
});

describe('the machines listed beside a ware or a job', () => {
  it('are what it is done for, never sold: «Предлагаме багери, трактори и мотокари.»', () => {
    const hoses =
      'хидравлични маркучи правим на място за 20 мин, багери, трактори, мотокари. Идваме и на обект в Русе и 50 км около града. маркуч до 1 м от 25лв. ХидроСтоп 0886 71 00 44';
    const said = lines(boardsOf(hoses));
    expect(said).toContain('Хидравлични маркучи правим на място за 20 мин – за багери, трактори и мотокари.');
    for (const line of said) expect(line).not.toMatch(/(?:Предлагаме|Разчитайте на нас за) багери|^Багери/u);
    const cylinders = lines(
      boardsOf(
        'Ремонт на хидравлични цилиндри в Пловдив, багери, трактори, камиони. Цилиндър от 80 €. Хидро Про 0888 222 111',
      ),
    );
    expect(cylinders.some((l) => /цилиндри – за багери, трактори и камиони\.$/u.test(l))).toBe(true);
    for (const line of cylinders) expect(line).not.toMatch(/цилиндри, багери/u);
  });
});

describe('a camp', () => {
  it('is no person, and one of its activities is never the service', () => {
    expect(isAgentNoun('лагер')).toBe(false);
    expect(isAgentNoun('бойлер')).toBe(false);
    expect(isAgentNoun('тапицер')).toBe(true);
    const camp =
      'Лятен лагер за деца от 7 до 14 години в с. Чифлик, Троянско 🏕️ 7 дни с преспиване в къща за гости, планински преходи, езда, работилници по грънчарство и игри край реката. Опитни възпитатели, медицинско лице на място и 4 хранения на ден. Цена 420 € на дете, за брат или сестра 380 €. Лагер Зелено 0889 44 50 32';
    for (const s of serviceScenes(boardsOf(camp))) expect(s.onScreen.headline).not.toMatch(/^Планински преходи/u);
    for (const line of lines(boardsOf(camp))) expect(line).not.toMatch(/ще намерите планински преходи/u);
  });
});

describe('a free thing among what the job covers', () => {
  it('is no deal: the priced sentence is the offer, never glued to the list', () => {
    for (const [brief, offer] of [
      [
        'монтаж на сателитни антени и настройка на каналите, Булсатком, Vivacom, безплатни канали от Хотбърд. Монтаж на антена 60 лв, пренастройка 25 лв. Карлово, Сопот и селата. 0879 12 88 00 Наско',
        'Монтаж на антена 60 лв, пренастройка 25 лв',
      ],
      [
        'Монтаж на климатици и профилактика, Daikin, Mitsubishi, безплатен оглед на място. Монтаж 120 лв, профилактика 40 лв. Русе 0888 444 555 Климатик Сервиз',
        'Монтаж 120 лв, профилактика 40 лв',
      ],
    ] as const)
      expect(read(brief).Offer, brief).toBe(offer);
  });
});

describe('the service said once', () => {
  it('is never said again as a proof with only its towns', () => {
    for (const [brief, again] of [
      [
        'Шофьорски курсове категория В в Кърджали и Момчилград – автошкола „Карай с Мето“. Теория онлайн или в зала, 31 часа кормуване с опитен инструктор. Курс кат. В 1 400 лв (716 €). 0888 46 24 31',
        'Шофьорски курсове категория В в Кърджали и Момчилград.',
      ],
      [
        'Уроци по плуване за деца в Бургас и Созопол – школа „Делфин“. Малки групи до 6 деца. Месечна карта 60 €. 0887 121 314',
        'Уроци по плуване за деца в Бургас и Созопол.',
      ],
    ] as const)
      expect(lines(boardsOf(brief)), brief).not.toContain(again);
  });
});
