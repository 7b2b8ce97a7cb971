import { describe, expect, it } from 'vitest';
import { extractDetailsLocal } from './extract-details.ts';
import { writePromptLocal } from './write-prompt.ts';

// Step 1's text as owners of any trade type it, read as the app reads it: the prompt writer, then the extractor.
const read = (text: string) => extractDetailsLocal(writePromptLocal(text, { seed: 1 }));

describe('the makes a repairer serves', () => {
  it('are no business name, and no half of them is the service', () => {
    for (const [brief, service] of [
      [
        'Ремонт на доилни апарати ДеЛавал и Вестфалия, Родопите Смолян, Девин, Чепеларе. Посещение 40 лв. 0887 456 123',
        'Ремонт на доилни апарати',
      ],
      ['Сервиз за перални Бош и Сименс, Пловдив. Диагностика 20 лв. 0888 111 222', 'Сервиз за перални'],
      ['Ремонт на бойлери Тесий и Елдом в Русе и Гюргево. Посещение 30 лв. Тел 0899 333 444', 'Ремонт на бойлери'],
      [
        'Ремонт на косачки Хускварна и Щил, Странджа Малко Търново, Царево, Созопол. Тел 0887 222 111',
        'Ремонт на косачки',
      ],
      [
        'Ремонт на трактори Беларус и ЮМЗ, Добруджа Добрич, Балчик, Каварна. Посещение 60 лв. 0888 765 432',
        'Ремонт на трактори',
      ],
    ] as const) {
      const d = read(brief);
      expect(d.BusinessName, brief).toBe('');
      expect(d.AdvertizedService, brief).toBe(service);
    }
  });
});

describe('towns listed after a comma', () => {
  it('are where the job is done, every one of them, the region never glued to the first', () => {
    expect(
      read(
        'Ремонт на доилни апарати ДеЛавал и Вестфалия, Родопите Смолян, Девин, Чепеларе. Посещение 40 лв. 0887 456 123',
      ).BusinessDescription,
    ).toBe('Ремонт на доилни апарати ДеЛавал и Вестфалия в Смолян, Девин и Чепеларе');
    expect(
      read('Поддръжка на климатици Даикин и Мицубиши, Варна, Девня, Провадия. Профилактика 50 лв. 0878 555 666')
        .BusinessDescription,
    ).toBe('Поддръжка на климатици Даикин и Мицубиши във Варна, Девня и Провадия');
    expect(
      read(
        'Сервиз за телефони Самсунг и Епъл в Пирин Банско, Разлог, Гоце Делчев. Смяна на стъкло от 50 лв. 0899 876 543',
      ).BusinessDescription,
    ).toBe('Сервиз за телефони Самсунг и Епъл в Банско, Разлог и Гоце Делчев');
    // (Two towns joined by "и" read as said already.)
    expect(
      read(
        'Изработваме дървени палети и щайги по поръчка за фирми – дърводелски цех ДЪБ, Габрово и Севлиево. Европалет от 9 € без ДДС. 0888 000 111',
      ).BusinessDescription,
    ).toContain('ДЪБ, Габрово и Севлиево');
  });
});

describe('one deed done on two things joined by "и"', () => {
  it('is one service, never the second thing on its own', () => {
    const sand = read(
      'казвам се гошо возя пясък и чакъл с камион 10 тона айтос бургас карнобат и селата курс от 120 до 180 лв тел 0887 555 666',
    );
    // (Was «превоз на пясък, чакъл с камион 10 тона»: the ad said «… превоз на пясък и чакъл и чакъл с камион …».)
    expect(sand.Services).toBe('превоз на пясък и чакъл с камион 10 тона');
    expect(
      read('возя дърва и пелети с камион от склада до вашия двор, Велико Търново и селата. Курс 40 лв. 0887 202 202')
        .Services,
    ).toBe('превоз на дърва и пелети с камион от склада до вашия двор');
    expect(
      read(
        'Здравейте, аз съм Митко Стоянов от с. Белозем, обл. Пловдив. Оран и фрезоване на ниви и градини с малък трактор, влизам и в тесни дворове. Цена от 40 лв / 20,45 € на декар, до края на ноември. Звъннете на 0888 412 756',
      ).Services,
    ).toContain('фрезоване на ниви и градини с малък трактор');
  });
});

describe("the deal's own piece", () => {
  it('is no service when it is how long or how much of it is priced', () => {
    for (const [brief, service] of [
      [
        'Флоат център Безтегловност Пловдив - един час флоатинг 70 лв, карта 5 посещения 300 лв. 0877 665 544',
        'Флоатинг',
      ],
      ['Сауна студио Пара, Велико Търново - два часа сауна за двама 60 лв. 0899 303 404', 'Сауна за двама'],
      ['Конна база Пегас, Велинград. Един час езда 30 лв. 0888 555 666', 'Езда'],
    ] as const)
      expect(read(brief).AdvertizedService, brief).toBe(service);
  });
  it('gives way to the kinds the owner listed it among', () => {
    expect(
      read(
        'Дърворезбар Ивайло Цонев, Трявна. Правя ръчно резбовани икони, табели и мебели по поръчка. Табела от орех от 90 лв. Тел 0888 214 567',
      ).AdvertizedService,
    ).toBe('Ръчно резбовани икони, табели и мебели по поръчка');
    expect(
      read('Грънчар Стоян Петров, Троян. Правя ръчно рисувани купи, чаши и вази. Ваза от 35 лв. Тел 0888 505 606')
        .AdvertizedService,
    ).toBe('Ръчно рисувани купи, чаши и вази');
    // (The owner's own line is the service over the hour the deal prices; how it always goes is no service listed.)
    const horses = read(
      'Конна база „Зелен рид“ в село Бистрица, под Витоша. Предлагаме разходки с коне в планината за начинаещи и деца, винаги с инструктор. Един час езда струва 30 € на човек. Тел. 0888 412 305.',
    );
    expect(horses.AdvertizedService).toMatch(/^Разходки с коне в планината/u);
    expect(horses.Services).not.toMatch(/винаги/u);
    // (A bakery that prices its cake and lists nothing else advertises the cake.)
    expect(read('Пекарна Житница, Шумен. Козунак 12 лв. Тел 0899 121 232').AdvertizedService).toBe('Козунак');
  });
});

describe('the trade an owner signs with', () => {
  it('is who they are, never the service: the job said after their name and town is', () => {
    for (const [brief, service] of [
      ['Часовникар Добри Добрев, Пловдив, поправка на стари часовници. 0888 212 323', 'Поправка на стари часовници'],
      [
        'Стъклар Пламен Георгиев, Сливен, рязане на стъкла и огледала по размер. 0899 222 888',
        'Рязане на стъкла и огледала по размер',
      ],
      ['Обущар Тодор Маринов, Шумен, смяна на подметки и ципове. 0887 121 212', 'Смяна на подметки и ципове'],
    ] as const) {
      const d = read(brief);
      expect(d.AdvertizedService, brief).toBe(service);
      expect(d.Services, brief).not.toMatch(/^(?:часовникар|стъклар|обущар)/iu);
    }
  });
  it('before a dash and the person, is no name and no service; the person is the name', () => {
    for (const brief of [
      'тапицер - Гергана Вълкова, Русе. Претапицирам дивани и столове. Тел 0899 787 898',
      'Тапицер Гергана Вълкова - претапициране на дивани и столове, Русе. 0899 787 898',
    ]) {
      const d = read(brief);
      expect(d.BusinessName, brief).toBe('Гергана Вълкова');
      expect(d.Services, brief).toBe('претапициране на дивани и столове');
    }
    const hair = read('Фризьор - Мария Петрова, Варна. Подстригване 20 лв. 0888 585 858');
    expect(hair.BusinessName).toBe('Мария Петрова');
    expect(hair.Services).not.toBe('Фризьор');
    expect(read('Шивачка – Росица Колева от Сливен. Шия рокли по мярка. 0877 696 969').Services).toBe(
      'шиене на рокли по мярка',
    );
  });
  it('"<Name> съм, …" says who the owner is, as "Аз съм <Name>, …" does', () => {
    const d = read('Ивана съм, плета шалове и шапки от вълна ръчно в Котел. Шал от 40 лв. 0887 998 877');
    expect(d.BusinessName).toBe('Ивана');
    expect(d.AdvertizedService).not.toBe('Шал');
    expect(
      read('Георги съм, ремонтирам перални и хладилници по домовете в Пазарджик. Посещение 20 лв. 0888 141 414')
        .BusinessName,
    ).toBe('Георги');
  });
});

describe('by when to order for an occasion, typed as a sentence of its own', () => {
  it('is said with the deal, never lost', () => {
    for (const [brief, offer] of [
      [
        'Изработка на кукерски маски и костюми от козина и звънци 🔔 Работилница Кукерландия, гр. Перник. Маска от 250 лв, цял костюм с хлопки от 700 лв. За Сурва 2026 поръчайте до 30 ноември! 0878 103 922',
        'за Сурва 2026 поръчайте до 30 ноември',
      ],
      [
        'Торти по поръчка, сладкарница Мечо, Русе. Торта от 40 лв. За Коледа поръчайте до 15 декември. 0888 123 456',
        ', за Коледа поръчайте до 15 декември',
      ],
      [
        'Агнешко месо от фермата на Петров, Кърджали. 1 кг 22 лв. За Великден поръчайте до 1 април. 0887 222 333',
        ', за Великден поръчайте до 1 април',
      ],
    ] as const) {
      const d = read(brief);
      expect(d.Offer, brief).toContain(offer);
      expect(d.CTA, brief).toMatch(/0\d{3} \d/u);
    }
  });
});
