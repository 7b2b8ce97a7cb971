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
const lc = (s: string) => s.toLocaleLowerCase('bg-BG');
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

describe('a ware sold by the sack, the jar or the pallet (blind read 16, brief 14)', () => {
  const pellets =
    'Дървесни пелети клас А1 от бук, чувал 15 кг – 7,50 €, палет 70 чувала 510 €. Склад в Своге, доставка в Софийска област с наш камион. ТопЛес ООД, 0888 90 80 11';
  it('is the ware typed before the unit, without its grade or size, never «Предлагаме чувал.»', () => {
    for (const [brief, ware] of [
      [pellets, 'Дървесни пелети'],
      [
        'Пелети от бял бор 6 мм, чувал 15 кг – 6 €, палет 65 чувала 380 €. Доставка в Пловдив и областта. Пелет Плюс 0888 123 456',
        'Пелети от бял бор',
      ],
      [
        'Торф за разсад фракция 0-10 мм, чувал 70 л – 8 €. Градински център Зелено, Русе 0888 456 789',
        'Торф за разсад',
      ],
    ] as const) {
      expect(read(brief).AdvertizedService, brief).toBe(ware);
      for (const line of lines(boardsOf(brief))) expect(line, brief).not.toMatch(/(?:Предлагаме|Търсите|за) чувал/u);
    }
  });

  it('is what the hook asks for and the end signs with, never the store it is kept in', () => {
    for (const brief of [
      pellets,
      'Пелети клас А1, чувал 15 кг 6,50 €. Склад в Габрово, доставка до адрес. Пелетс ООД 0888 000 111',
    ]) {
      const said = lines(boardsOf(brief));
      for (const line of said) expect(line, brief).not.toMatch(/Търсите склад|– склад|^Склад/u);
      expect(said.some((l) => /^Търсите (?:дървесни )?пелети/u.test(l))).toBe(true);
    }
  });
});

describe('one adjective or one job before a list of things (blind read 16, briefs 24 and 38)', () => {
  const fruit =
    'сушени сливи, ябълки и кайсии без захар от нашата овощна градина в Кюстендилско. Пакет 500 г 4 € , три пакета 10 €. Ферма Велбъжд 0899 104 588';
  const sand =
    'Доставка на пясък, чакъл, баластра и хумус със самосвал 10 тона – Ямбол и селата до 30 км. Пясък за мазилка 20 лв/т, чакъл 22 лв/т, баластра 15 лв/т, хумус за градина 18 лв/т. Транспортът е включен в цената за Ямбол, за селата +1 лв на км. Разтоварваме точно където ви трябва. Работим пон–съб 7–19 ч. ЕТ Стоянов Транс 0887 404 550';
  it('is the whole list’s, never the first thing alone («Търсите сушени сливи?»)', () => {
    for (const [brief, service] of [
      [fruit, 'Сушени сливи, ябълки и кайсии'],
      [
        'Пресни домати, краставици и чушки от нашата градина в Пазарджик. Щайга 10 кг – 8 €. Зеленчуци Иванови 0887 222 444',
        'Пресни домати, краставици и чушки',
      ],
      [
        'Рязане на дърва, клони и храсти с моторен трион – Враца и селата. От 15 € на час. Георги 0899 123 987',
        'Рязане на дърва, клони и храсти',
      ],
      [
        'Превоз на мебели, пиана и багаж из София. Курс от 40 €. Хамали Пешо 0899 777 111',
        'Превоз на мебели, пиана и багаж',
      ],
    ] as const) {
      expect(read(brief).AdvertizedService, brief).toBe(service);
      const said = lines(boardsOf(brief));
      const asks = (l: string) => /^(?:Търсите|Имате нужда от|Време е за) /u.test(l) && l.includes(lc(service));
      expect(said.some(asks), brief).toBe(true);
    }
  });

  it('signs the end with the whole list, four things and all', () => {
    const ends = boardsOf(sand).flatMap((sb) => sb.scenes.filter((s) => s.kind === 'end'));
    for (const end of ends) expect(end.onScreen.sub).toMatch(/^Доставка на пясък, чакъл, баластра и хумус/u);
    expect(ends.some((e) => e.voice.includes('доставка на пясък, чакъл, баластра и хумус'))).toBe(true);
  });

  it('asks for the job with the first thing when four are too many to ask, never no question', () => {
    for (const [brief, asked] of [
      [sand, 'Търсите доставка на пясък'],
      [
        'Рамкиране на картини, гоблени, дипломи и снимки – над 300 вида рамки, паспарту и музейно стъкло. Гоблен 40х50 с рамка от 45 лв. Рамково ателие Пиксел, Бургас, ул. Оборище 40',
        'Търсите рамкиране на картини',
      ],
    ] as const) {
      const hooks = boardsOf(brief).flatMap((sb) => sb.scenes.filter((s) => s.kind === 'hook'));
      expect(hooks.length, brief).toBeGreaterThan(0);
      for (const hook of hooks) expect(hook.voice, brief).toMatch(new RegExp(`^${asked}`, 'u'));
    }
  });

  it('shows the things whole on the service scene, never cut before the last («Доставка на пясък, чакъл, баластра»)', () => {
    const heads = serviceScenes(boardsOf(sand)).map((s) => s.onScreen.headline);
    expect(heads.length).toBeGreaterThan(0);
    for (const head of heads) expect(head).toBe('Пясък, чакъл, баластра и хумус');
  });
});
