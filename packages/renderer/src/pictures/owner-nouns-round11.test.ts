import { describe, expect, it } from 'vitest';
import { extractDetailsLocal, writeStoryboards } from '@reklamo/brain';
import type { BusinessDetails, Storyboard } from '@reklamo/contract';
import { planShots } from '@reklamo/scene/pictures/plan.ts';

const briefTextsOf = (d: BusinessDetails) => [d.AdvertizedService, d.Services, d.BusinessName, d.BusinessDescription];

/** The icons the shots of a storyboard show, as the render plans them. */
function shownIcons(details: BusinessDetails, sb: Storyboard): string[] {
  let t = 0;
  const scenes = sb.scenes.map((s) => ({ kind: s.kind, start: t, end: (t += s.durationSec), visual: s.visual }));
  return planShots({ scenes, media: [], briefTexts: briefTextsOf(details), transition: 'wipe' }).flatMap(
    (s) => s.icons ?? [],
  );
}

/** The icons of every variant the brain writes from these details. */
const variantsIcons = (details: BusinessDetails) =>
  writeStoryboards(details, { durationSec: 30, seed: 2 }).map((sb) => shownIcons(details, sb));

/**
 * Owners' words for trades the table does not know, where a stem of one trade sits inside a word of
 * another ("картинг" is no painting, "изкуствено" no art, "пастърма" no pasta) or where the noun
 * can be drawn and was not. `shows`: an icon of the owner's own trade; `never`: the look-alike's.
 */
const CASES: { text: string; shows: string[]; never: string[] }[] = [
  {
    text: 'Картинг център „Газ до дупка“ край Стара Загора – 15 минути с карт за 14 €, рожден ден за група до 10 деца 120 €. Звънни на 0887 445 566',
    shows: ['racing-car'],
    never: ['artist-palette', 'framed-picture', 'skis'],
  },
  {
    text: 'Изкуствено осеменяване на овце и кози – ветеринарен техник Димитър Стоянов, с. Гърмен. 25 € на овца, идвам до кошарата. Тел. 0896 11 22 88',
    shows: ['ewe'],
    never: ['artist-palette', 'framed-picture', 'paintbrush'],
  },
  {
    text: 'Пансион за коне в Ботевград – ферма „Сивушка“, боксове с дървени стърготини, сено и разходка всеки ден, 220 € на месец. Пиши на 0877 301 402',
    shows: ['horse'],
    never: ['bed', 'bellhop-bell', 'boxing-glove'],
  },
  {
    text: 'Жива пъстърва от рибарник „Студена вода“ до Девин, 10 € кг, чистим я на място. Зарибяване на езера – по договаряне. 0889 414 515',
    shows: ['fish'],
    never: ['fried-shrimp', 'oyster', 'fishing-pole'],
  },
  {
    text: 'Продаваме белени орехи от нашите дървета в Павликени – половинки 11 € кг, цели орехи 4 € кг, пращаме с Еконт. Тел 0878 600 700',
    shows: [],
    never: ['chestnut', 'peanuts', 'potted-plant'],
  },
  {
    text: 'Почистване на пелетни котли и камини – Иво от Карлово, пълно почистване с прахосмукачка 40 €, идвам у вас. 0898 200 311',
    shows: ['fire'],
    never: ['wood', 'axe'],
  },
  {
    text: 'точилар Гено – мобилно точене на ножове и ножици в Казанлък и селата, нож 2 €, ножица 3 €, идвам с колата. Звъни 0885 717 818',
    shows: ['kitchen-knife', 'scissors'],
    never: ['dagger', 'axe', 'barber-pole'],
  },
  {
    text: 'Ремонт на седалки на камиони и автобуси, нова седалка с еко кожа 85 € – Ради от Шумен. Тел. 0893 515 616',
    shows: ['seat'],
    never: ['couch-and-lamp', 'chair'],
  },
  {
    text: 'фирмен печат и щампи от „Щемпел“ Пазарджик – автоматичен печат за ЕООД 16 €, готов до час. Обадете се на 0876 123 321',
    shows: [],
    never: ['printer', 'page-facing-up'],
  },
  {
    text: 'Лазерно премахване на татуировки в Бургас, студио „Чисто начало“ – процедура за малка татуировка 35 €. Записване на 0899 404 505',
    shows: [],
    never: ['dragon', 'skull', 'butterfly'],
  },
  {
    text: 'Изпомпване на септични ями с цистерна – Гошо от Костинброд, до 6 кубика 75 €, идвам и в селата. 0887 654 987',
    shows: ['toilet'],
    never: [],
  },
  {
    text: 'Надуваеми замъци под наем за рождени дни в Русе – замък 4х4 м за 70 € на ден, докарваме и го надуваме. Тел. 0888 313 414',
    shows: ['castle'],
    never: [],
  },
  {
    text: 'Пейнтбол в гората край Враца – 2 часа игра с маска и 150 топчета за 12 € на човек, за рождени дни и фирми. 0877 808 909',
    shows: ['water-pistol'],
    never: [],
  },
  {
    text: 'Отглеждам микро зеленчуци в Пловдив – слънчоглед, грах и репички, кутийка 100 г за 3 €. Пиши във вайбър 0896 121 232',
    shows: ['seedling'],
    never: ['carrot'],
  },
  {
    text: 'Пушена пастърма и сланина от домашни прасета, Смолян – пастърма 26 € кг, поръчки до Коледа. Тел. 0886 909 101',
    shows: ['cut-of-meat'],
    never: ['spaghetti', 'poultry-leg'],
  },
  {
    text: 'Подрязване на копита на крави във ферми около Разград, 10 € на крава, идваме с преса. Тел 0888 747 858',
    shows: ['cow'],
    never: ['horse', 'horse-face'],
  },
  {
    text: 'Фрезоване на пънове в дворове около Благоевград – пън до 50 см за 30 €, стружките изнасяме. Звънете 0897 808 919',
    shows: ['wood'],
    never: ['potted-plant', 'seedling'],
  },
  {
    text: 'Продаваме и монтираме електропастири за крави и овце в Ямбол, комплект за 2 декара с монтаж 350 €. Тел. 0887 232 343',
    shows: ['cow'],
    never: ['electric-plug', 'light-bulb', 'brick'],
  },
  {
    text: 'Препарирам ловни трофеи в Смолян – глава на елен 250 €, на глиган 200 €, срок 4 месеца. Пешо, 0898 454 565',
    shows: ['deer'],
    never: [],
  },
  {
    text: 'Правим дървени кокошарници по поръчка в Ловеч – кокошарник за 6 кокошки с гнезда 290 €. Обади се на 0876 989 898',
    shows: ['chicken'],
    never: ['chair', 'poultry-leg'],
  },
];

describe('pictures of trades nobody wrote down: the owner’s nouns, never a look-alike trade’s', () => {
  it.each(CASES)('$text', ({ text, shows, never }) => {
    const details = extractDetailsLocal(text);
    const variants = variantsIcons(details);
    for (const icons of variants) {
      for (const icon of shows) expect(icons, text).toContain(icon);
      for (const icon of never) expect(icons, text).not.toContain(icon);
    }
  });
});
