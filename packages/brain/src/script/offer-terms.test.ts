/**
 * The deal's terms an owner types as a sentence of their own (blind read 15, class 5): a deadline with its date, a
 * minimum, the months it runs, how early to book, what the price holds. Each is the offer's: in the details' Offer, and
 * said with the deal in every variant, fifteen seconds too. Checked on the briefs that showed it and on owners' briefs
 * of other trades worded otherwise.
 */
import { describe, expect, it } from 'vitest';
import type { Storyboard } from '@reklamo/contract';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

const adOf = (text: string, durationSec: 15 | 30 = 30, seed = 1) => {
  const details = extractDetailsLocal(writePromptLocal(text, { seed }));
  return { details, boards: writeStoryboards(details, { durationSec, seed }) };
};
const spoken = (boards: Storyboard[]) => boards.map((sb) => sb.scenes.map((s) => s.voice).join(' '));
const offerSaid = (boards: Storyboard[]) => boards.map((sb) => sb.scenes.find((s) => s.kind === 'offer')?.voice ?? '');

describe('a term of the deal typed as a sentence of its own is the offer’s', () => {
  const cases = [
    // (Blind read 15.)
    [
      'Лятен лагер за деца от 7 до 14 години в с. Чифлик, Троянско 🏕️ 7 дни с преспиване в къща за гости, планински преходи, езда, работилници по грънчарство и игри край реката. Опитни възпитатели, медицинско лице на място и 4 хранения на ден. Цена 420 € на дете, за брат или сестра 380 €. Транспорт с автобус от София и Плевен е включен. Ранно записване с капаро до 31 март. Лагер Зелено 0889 44 50 32',
      'ранно записване с капаро до 31 март',
    ],
    [
      'Шием работно облекло с бродирано лого за фирми – гащеризони, якета, тениски и престилки за ресторанти, строителни и медицински фирми. Цех в Горна Оряховица, 15 шевни машини и бродираща машина с 12 глави. Тениска с бродерия на лого от 9 €, работен гащеризон от 28 €. Минимум 20 бройки. При първа поръчка над 100 бр. - дизайнът на бродерията е безплатно. ШевТекс 0887 23 80 19, shevtex.bg',
      'минимум 20 бройки',
    ],
    [
      'Асфалтиране на дворове, алеи и паркинги, кърпене на дупки по пътища за вилни зони. Фирма „Пътстрой-М“ от Монтана, работим в цяла Северозападна България. Нов асфалт с основа от трошен камък от 22 €/кв.м, кърпене от 15 €/кв.м. Минимален обект 50 кв.м. Поставяме и бордюри и правим отводняване. Безплатен оглед и оферта за 1 ден. 0878 24 81 00',
      'минимален обект 50 кв.м',
    ],
    [
      'присаждам и режа овошки и лозя, калемя ябълки, круши, череши на вашия двор. Кюстендил и Дупница. 2 лв на калем, резитба на дърво от 10 лв. фев-март се записвайте! 0896 40 11 85 Любо',
      'фев-март се записвайте',
    ],
    [
      'Разсад от домати, пипер и краставици от нашата оранжерия в с. Цалапица, Пловдивско 🍅 касетка 40 бр. - 9 €, над 10 касетки 8 €. Сортове - розов домат, капия, куртовска капия. Продаваме от 1 април до 15 май, тел. 0879 33 40 12 Оранжерия Стоеви',
      'продаваме от 1 април до 15 май',
    ],
    // (Other trades, other words.)
    [
      'Домашни баници и козунаци по поръчка в Габрово. Тава баница 14 лв, козунак 12 лв. Минимална поръчка 3 тави. Пекарна Мима 0887 11 22 33',
      'минимална поръчка 3 тави',
    ],
    [
      'Почистване на комини и камини в Смолян и селата. Почистване на комин 40 лв. Важи до 30 ноември. Коминочистач Стоян 0888 12 34 56',
      'важи до 30 ноември',
    ],
    [
      'Продаваме пресни ягоди от нашата градина в с. Кочериново. Касетка 2 кг – 12 лв. Само през май. Ферма Ягодка 0899 22 33 44',
      'само през май',
    ],
    [
      'Кетъринг за фирмени събития в София. Меню от 15 € на човек. Поръчки най-малко 3 дни предварително. Минимум 20 души. Кетъринг Вкус 0879 10 20 30',
      'поръчки най-малко 3 дни предварително, минимум 20 души',
    ],
    [
      'Дърва за огрев от Тетевен – бук и дъб. Цена 110 лв на кубик с доставката. Доставка само в рамките на 30 км. Минимално количество 3 кубика. Дърва Тетевен 0886 33 22 11',
      'минимално количество 3 кубика',
    ],
    [
      'Детски рожден ден в игрална зала Балон в Русе. Пакет за 10 деца 250 лв с торта. Резервации поне 2 седмици по-рано. Работим само събота и неделя. 0884 12 34 00',
      'резервации поне 2 седмици по-рано',
    ],
  ] as const;

  it('in the details’ Offer, never a service', () => {
    for (const [brief, term] of cases) {
      const { details } = adOf(brief);
      expect(details.Offer.toLocaleLowerCase('bg-BG'), brief).toContain(term);
      expect(details.Services, brief).not.toMatch(/минимум|минимал|важи|записване|тел\./iu);
    }
    // ("Транспорт … е включен": what the price holds is the deal's too.)
    expect(adOf(cases[0][0]).details.Offer).toContain('транспорт с автобус от София и Плевен е включен');
  });

  it('said with the deal in every variant, thirty seconds and fifteen', () => {
    for (const [brief, term] of cases)
      for (const duration of [30, 15] as const)
        for (const said of offerSaid(adOf(brief, duration).boards))
          expect(said.toLocaleLowerCase('bg-BG'), `${duration} s: ${brief}`).toContain(term);
  });

  it('never the opening that says what they do, nor a line of two clauses, which is said whole', () => {
    expect(
      adOf(
        'ГОДИШНА ДАНЪЧНА ДЕКЛАРАЦИЯ ЗА ВАС ДО 30 АПРИЛ!!! ПОПЪЛВАМЕ И ПОДАВАМЕ ОНЛАЙН ДЕКЛАРАЦИЯ ЗА НАЕМИ, ХОНОРАРИ, АКЦИИ И ДОХОДИ ОТ ЧУЖБИНА. 25 ЛВ НА ДЕКЛАРАЦИЯ, ЗА ПЕНСИОНЕРИ 15 ЛВ. ТЕЛ 056 81 22 90',
      ).details.AdvertizedService,
    ).toBe('Годишна данъчна декларация');
    const { details } = adOf(
      'Свещи от чист пчелен восък, ръчно отляти – пращаме с Еконт. Малки 3 €, големи ароматни 8 €, комплект за подарък 3 броя - 18 €. Пращаме с Еконт, поръчки до 20 декември за Коледа. Пчеларство Къневи, Котел 0899 66 77 11',
    );
    expect(details.Offer).not.toMatch(/Еконт/u);
  });
});

describe('a deadline the owner said of signing up or ordering', () => {
  it('is the call’s, whatever it is for: «Запишете се до 15 юни за летния курс», never «Запишете се още днес»', () => {
    const { boards } = adOf(
      'Шофьорски курсове категория В в Кърджали и Момчилград – автошкола „Карай с Мето“. Теория онлайн или в зала, 31 часа кормуване с опитен инструктор, автомобил с ръчни и автоматични скорости. Курс кат. В 1 400 лв (716 €), плащане на 3 вноски без оскъпяване. Курс за колесен трактор Ткт за земеделци 600 лв. Записване до 15 юни за летния курс. 0888 46 24 31',
    );
    for (const said of spoken(boards)) expect(said).toContain('Запишете се до 15 юни за летния курс на 0888 46 24 31.');
  });

  it('is asked for on the card, «Запишете се до 15 октомври», never «Предложението важи до …»', () => {
    for (const [brief, card] of [
      [
        'Казан за ракия под наем, с. Пчелин обл. Пазарджик. Меден казан 120 л, дървата и водата са наши – 30 € на изваряване (59 лв). Записване за сезона до 15 октомври! 0878 909 101',
        'Запишете се до 15 октомври',
      ],
      [
        'Лятен лагер за деца от 7 до 14 години в с. Чифлик, Троянско. Цена 420 € на дете, за брат или сестра 380 €. Ранно записване с капаро до 31 март. Лагер Зелено 0889 44 50 32',
        'Запишете се до 31 март',
      ],
    ] as const) {
      const { boards } = adOf(brief);
      for (const sb of boards) {
        expect(sb.scenes.find((s) => s.kind === 'cta')?.onScreen.headline, brief).toBe(card);
        expect(sb.scenes.map((s) => s.voice).join(' '), brief).not.toMatch(/Предложението важи/u);
      }
    }
  });
});
