/**
 * Blind read 16 (session 60): lines broken at the wrong place, a package taken for the business's name, a span of
 * weekdays read as a deadline, and a site that was the only way to book lost from the call. Each rule is checked on the
 * brief that showed it and on owners' briefs of other trades typed the same way.
 */
import { describe, expect, it } from 'vitest';
import type { Storyboard } from '@reklamo/contract';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

const adOf = (text: string, durationSec: 15 | 30 = 30) => {
  const details = extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
  return { details, boards: writeStoryboards(details, { durationSec, seed: 1 }) };
};
const scenes = (boards: Storyboard[], kind: string) => boards.flatMap((sb) => sb.scenes).filter((s) => s.kind === kind);
const cards = (boards: Storyboard[], kind: string) =>
  scenes(boards, kind).map((s) => `[${s.onScreen.headline}]${s.onScreen.sub ? ` {${s.onScreen.sub}}` : ''}`);

describe('a count of people before a bare price is whom the price is for', () => {
  it('the price is the headline and the count its sub-line, never {От 2 до} cut from its number', () => {
    for (const [brief, card] of [
      [
        'Ескейп стая „Тайната на алхимика“ във Велико Търново – 60 минути да избягате от лабораторията! От 2 до 6 играчи, 60 € за група. Запазете час на escapevt.bg или 0884 70 70 30',
        '[60\u00a0€ за група] {От 2 до 6 играчи}',
      ],
      [
        'Лазертаг арена „Зона 51“ в Пловдив. От 4 до 12 души, 80 € за час за цялата група. Звънете на 0888 123 456',
        '[80\u00a0€ за час за цялата група] {От 4 до 12 души}',
      ],
      [
        'Кетъринг за рождени дни в Русе – за 10 до 30 гости, 12 € на човек. Мариана 0877 111 222',
        '[12\u00a0€ на човек] {За 10 до 30 гости}',
      ],
    ])
      expect(cards(adOf(brief).boards, 'offer')).toContain(card);
  });
});

describe('the word that books goes with the messenger or the phone it names', () => {
  it('"записване вайбър", "поръчки във вайбър", "записвания по телефона" leave no word dangling on the offer', () => {
    for (const brief of [
      'каяк турове по язовир Цонево с инструктор 25 евро на човек, с. Гроздьово Варненско, записване вайбър 0897 414 990',
      'торти по поръчка в Дупница, 25 € килото, поръчки във вайбър 0877 654 321 Надя',
      'уроци по плуване за деца в басейна в Плевен 15 лв на урок, записвания по телефона 0888 222 333 Гери',
    ]) {
      const { boards } = adOf(brief);
      for (const s of scenes(boards, 'offer')) {
        expect(s.voice).not.toMatch(/(?:записване|записвания|поръчки)[.\s]*$|по телефона/iu);
        expect(s.onScreen.sub ?? '').not.toMatch(/записване|записвания|поръчки|телефона/iu);
      }
    }
    // (…and the messenger is still said with the call.)
    const kayak = adOf(
      'каяк турове по язовир Цонево с инструктор 25 евро на човек, с. Гроздьово Варненско, записване вайбър 0897 414 990',
    );
    expect(scenes(kayak.boards, 'cta')[0]!.voice).toMatch(/Вайбър/u);
  });
});

describe('a span of weekdays is when a deal runs, never a deadline', () => {
  it('"от неделя до четвъртък -15%" puts no [Резервирайте до четвъртък] on the call', () => {
    for (const brief of [
      'Глемпинг „Звездна поляна“ край с. Бачево, Разложко ⛺ 5 големи палатки с истинско легло, ток и дървена тераса с гледка към Пирин. Нощувка за двама 70 € със закуска, за семейство с 2 деца 95 €. Общата кухня, баните и огнището са за гостите. От неделя до четвъртък -15% при минимум 2 нощувки. Отворени сме от 1 май до 30 септември. Резервации на 0898 71 20 30 или Viber',
      'Сауна и джакузи в СПА „Извор“, Велинград – от понеделник до четвъртък -20% за двама. Резервации 0899 100 200',
      'Обедно меню в ресторант „Старата липа“, Габрово – от понеделник до петък супа, основно и десерт за 8 €. Тел. 0888 321 654',
      'Боулинг „Страйк“ в Плевен: от вторник до петък 2 игри на цената на 1 до 17 ч. Звънете на 0877 300 400',
    ])
      for (const durationSec of [15, 30] as const)
        for (const s of scenes(adOf(brief, durationSec).boards, 'cta')) {
          expect(s.onScreen.headline).not.toMatch(/до\s+(?:понеделник|вторник|сряда|четвъртък|петък|събота|неделя)/iu);
          expect(s.voice).not.toMatch(/важи до/iu);
        }
  });
});

describe('a site that is the only way to reach them is where the call books', () => {
  it('«Запазете час на www.desimarinova.bg.», never «Запазете час.» with nowhere to book', () => {
    for (const [brief, call] of [
      [
        'Психолог Десислава Маринова – онлайн консултации по видео при тревожност и паник атаки, 60 € за 50 минути, www.desimarinova.bg',
        /^Запазете час на www\.desimarinova\.bg\./u,
      ],
      [
        'Йога за бременни онлайн с Петя Колева, 12 € на урок, пакет 8 урока 80 €, petyayoga.bg',
        /^\p{Lu}[^.]* на petyayoga\.bg\./u,
      ],
      [
        'Фризьор Ивелина, Бургас, кичури и боядисване от 40 €, записване на www.ivelina-hair.bg',
        /^Запазете час на www\.ivelina-hair\.bg\./u,
      ],
    ] as const)
      for (const durationSec of [15, 30] as const)
        for (const s of scenes(adOf(brief, durationSec).boards, 'cta')) {
          expect(s.voice).toMatch(call);
          expect(s.voice).not.toMatch(/Повече на/u);
        }
  });
});

describe('a word typed only after "пакет" names the package, never the business', () => {
  it('no «Стандарт в София.», «Класик – сватбена фотография»', () => {
    for (const [brief, pkg] of [
      [
        'пейнтбол игри в гората край Бистрица, София ⚔️ пакет Стандарт - екипировка, маска и 200 топчета 25 лв на човек, пакет Екстрем с 500 топчета 40 лв. Допълнителни 100 топчета 8 лв. Минимум 6 играчи, деца от 12 г. само с родител. Работим събота и неделя 10-18 ч, в делник по уговорка. Ергенски партита и тиймбилдинг - пишете ни във фейсбук Пейнтбол Бистрица или 0878/ 45 60 12',
        'Стандарт',
      ],
      [
        'Сватбена фотография във Варна 📸 пакет Класик - 6 часа заснемане и 300 снимки 400 €, пакет Премиум с видео 600 €. Тел 0888 123 456',
        'Класик',
      ],
      ['сауна и масаж в Банско, пакет Релакс - 90 минути 45 €, пакет Двойка 80 €. 0899 12 12 12', 'Релакс'],
    ]) {
      const { details, boards } = adOf(brief);
      expect(details.BusinessName).not.toBe(pkg);
      for (const s of scenes(boards, 'intro')) expect(s.onScreen.headline).not.toBe(pkg);
    }
  });
});

describe('a price typed before a deal that prices nothing goes first, without the name and town that open it', () => {
  it('«Буркан 720 мл от 4,50 €, за заведения на едро с отстъпка», never the jar priced as the wholesale deal', () => {
    for (const [brief, offer] of [
      [
        'Туршия по домашному - царска туршия, кисело зеле, печени чушки в буркан. "Килерът на Ели" - Хасково, буркан 720 мл от 4,50 €. За заведения на едро с отстъпка. тел 0886 127 005',
        'Буркан 720 мл от 4,50 €, за заведения на едро с отстъпка',
      ],
      [
        'Плетени терлици и чорапи от вълна. "Топлото на Мария" - Смолян, чифт терлици от 15 €. За магазини на едро с отстъпка. 0899 222 444',
        'Чифт терлици от 15 €, за магазини на едро с отстъпка',
      ],
      [
        'Кашкавал от краве мляко. Мандра „Планински вкус“ - Тетевен, 1 кг от 11 €. За ресторанти и хотели на едро с отстъпка. 0888 555 777',
        '1 кг от 11 €, за ресторанти и хотели на едро с отстъпка',
      ],
    ]) {
      const { details, boards } = adOf(brief);
      expect(details.Offer).toBe(offer);
      for (const s of scenes(boards, 'offer')) expect(s.voice).not.toMatch(/отстъпка, /u);
    }
  });
});

describe('whom a thing is free or cheaper for is the deal’s tier, never the audience', () => {
  it('no «Идеално за пенсионери посещението.»: the thing after who is no part of who', () => {
    for (const brief of [
      'Вземане на кръв за изследвания в дома ви 🩸 – медико-диагностична лаборатория „Здраве Лаб“, Габрово. Медицинската сестра идва от 7 до 10 ч сутринта, на гладно. Пакет Основен (кръвна картина, захар, холестерол) 25 €, Пакет Щитовидна жлеза 35 €, такса посещение 8 €, за пенсионери посещението е безплатно. Резултатите ги пращаме по имейл до 24 часа. Записване до предния ден на 066 80 22 33',
      'Педикюр на адрес в Стара Загора – 20 € с посещението, за пенсионери транспортът е безплатен. Звънете на 0888 343 434 Дани',
      'Ремонт на перални на място в Плевен, преглед 15 €, за пенсионери прегледът е безплатен. 0877 565 656 Митко',
    ]) {
      const { details, boards } = adOf(brief);
      expect(details.TargetAudience).toBe('');
      for (const sb of boards) for (const s of sb.scenes) expect(s.voice).not.toMatch(/Идеално за пенсионери/u);
    }
  });
});

describe('a page’s name is read whole, past its "на"', () => {
  it('„Юфката на Баба Дора“, never «Юфката в село Кликач»', () => {
    for (const [brief, name] of [
      [
        'домашна юфка и трахана от пресни яйца и мляко, правим ги с мама в с. Кликач, Ямболско. юфка 1 кг 16 лв трахана 500 г 9 лв. поръчки на тел 0877 443 210 или във фейсбук Юфката на Баба Дора',
        'Юфката на Баба Дора',
      ],
      [
        'Домашни баници и погачи по поръчка в Сливен, тава баница 18 €. Поръчки на 0888 777 666 или във фейсбук Баниците на Леля Стефка',
        'Баниците на Леля Стефка',
      ],
      [
        'Плетени играчки на една кука, от 12 €. Пишете ми в инстаграм Куклите на Мая или на 0899 123 123',
        'Куклите на Мая',
      ],
      [
        'Мед от собствен пчелин край Елена, буркан 1 кг 10 €. Търсете ни във фейсбук Пчелите на Дядо Иван, 0877 100 200',
        'Пчелите на Дядо Иван',
      ],
    ]) {
      const { details, boards } = adOf(brief);
      expect(details.BusinessName).toBe(name);
      for (const s of scenes(boards, 'intro')) expect(s.onScreen.headline).toBe(name);
    }
  });
});
