/**
 * The owner's phrase said whole (blind read 15, class 4): a licence's letter never read as "в", a town never asked for as
 * the service, a dash typed without its space still parts two clauses, a price's basis and the places never glued into
 * the deal, a firm's title never the deal's last item, a list's tail never a line of its own.
 */
import { describe, expect, it } from 'vitest';
import type { Storyboard } from '@reklamo/contract';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { cleanInput, splitServiceList } from '../local/text.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { dedupeWords, fixPrepositions, headline, splitPhrase } from './bulgarian.ts';
import { readFacts } from './facts.ts';
import { writeStoryboards } from './write-storyboard.ts';

const adOf = (text: string, seed = 1) => {
  const details = extractDetailsLocal(writePromptLocal(text, { seed }));
  return { details, facts: readFacts(details), boards: writeStoryboards(details, { durationSec: 30, seed }) };
};
/** Every line the three ads say and show. */
const lines = (boards: Storyboard[]) =>
  boards.flatMap((sb) => sb.scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']));

describe('a licence’s letter after "категория"', () => {
  it('is the category, never the preposition "в" nor a word said twice', () => {
    expect(cleanInput('Курсове категория В в Шумен')).toBe('Курсове категория В в Шумен');
    expect(cleanInput('Курс кат. С за 1800 лв')).toBe('Курс категория С за 1800 лв');
    expect(fixPrepositions('курсове категория В в Шумен')).toBe('курсове категория В в Шумен');
    expect(fixPrepositions('категория В в Велико Търново')).toBe('категория В във Велико Търново');
    expect(dedupeWords('курсове категория В в Шумен')).toBe('курсове категория В в Шумен');
    expect(splitPhrase('Шофьорски курсове категория В в Шумен и Нови пазар', 4)?.head).toBe(
      'Шофьорски курсове категория В',
    );
    expect(headline('Мото курсове категория А в', 4)).toBe('Мото курсове категория А');
  });

  it('stays in the hook, the service, the proof and the end', () => {
    for (const brief of [
      'Курсове категория В в Шумен и Нови пазар – автошкола Вихър, 1200 лв. 0889 100 200',
      'Шофьорски курсове кат. В във Велико Търново, 1300 лв, вноски без оскъпяване. Автошкола Старт 0887 111 222',
      'Курс категория С в Бургас за професионални шофьори, 1800 лв. Автошкола Пътя 0899 555 444',
    ]) {
      const { details, facts, boards } = adOf(brief);
      expect(details.AdvertizedService, brief).toMatch(/категория [ВС]$/u);
      expect(facts.trade, brief).not.toMatch(/категория$/u);
      for (const line of lines(boards)) {
        expect(line, brief).not.toMatch(/категория(?! [АВСДТМ](?![\p{L}]))/u);
        expect(line, brief).not.toMatch(/(?:^|\s)кат(?:\s|\.|$)/u);
      }
    }
  });
});

describe('a town with the villages round it, typed where the trade would stand', () => {
  it('is where they work, never what a customer searches for', () => {
    // (The description the details keep may open on the place: "Разлог и селата наоколо. Меля …".)
    for (const [town, deed, service] of [
      ['Разлог', 'Меля фураж на място с мобилна мелница на ремарке – царевица, ечемик', 'Мелене на фураж на място'],
      ['Калофер', 'Цепя дърва на място с машина на ремарке – бук, дъб', 'Цепене на дърва на място'],
      ['Белене', 'Пресовам сено на бали с мобилна преса', 'Пресоване на сено на бали'],
    ] as const) {
      const details = {
        BusinessName: 'Жоро',
        BusinessDescription: `${town} и селата наоколо. ${deed}`,
        Services: '',
        AdvertizedService: service,
        Offer: '0,06 € на кг, минимум 500 кг',
        CTA: 'Звъни 0887 245 019 Жоро',
        BusinessLocation: town,
        TargetAudience: '',
      };
      expect(readFacts(details).trade, town).not.toMatch(/селата/u);
      const boards = writeStoryboards(details, { durationSec: 30, seed: 1 });
      for (const line of lines(boards)) expect(line, town).not.toMatch(/Търсите \p{Ll}+ и селата/u);
    }
  });
});

describe('a hyphen typed straight after a word, with a space after it', () => {
  it('parts two clauses as a dash does; "дву- и триетажни" leaves its word to the next', () => {
    expect(cleanInput('ключар в Стара Загора- отключване 30 лв')).toBe('ключар в Стара Загора – отключване 30 лв');
    expect(cleanInput('точене на ножове в Русе- 3 лв на нож')).toBe('точене на ножове в Русе – 3 лв на нож');
    expect(cleanInput('дву- и триетажни торти')).toBe('дву- и триетажни торти');
    for (const brief of [
      'ключар в Стара Загора- отключване 30 лв, смяна на патрон 25 лв. 0887 456 456 Иво',
      'шивачка в Плевен- скъсяване на панталон 5 лв, смяна на цип 10 лв, 0888 123 123 Вера',
    ]) {
      const { details, boards } = adOf(brief);
      expect(details.Offer, brief).not.toMatch(/Загора|Плевен/u);
      for (const line of lines(boards)) expect(line, brief).not.toMatch(/\p{L}-\s/u);
    }
  });
});

describe('the deal', () => {
  it('says the price’s basis after the price, never as part of what is sold', () => {
    for (const [brief, offer, service] of [
      [
        'прасета за Коледа живо тегло 5 €/кг, с. Горна Липница, Павликенско, до 20 декември. тел 0888 222 111',
        'Прасета за Коледа 5 €/кг живо тегло, до 20 декември',
        'Прасета за Коледа',
      ],
      [
        'пилета бройлери кланично тегло 7 €/кг, поръчки до петък. 0887 555 000 Ферма Лъки, Ловеч',
        'Пилета бройлери 7 €/кг кланично тегло, поръчки до петък',
        'Пилета бройлери',
      ],
    ] as const) {
      const { details } = adOf(brief);
      expect(details.Offer, brief).toBe(offer);
      expect(details.AdvertizedService, brief).toBe(service);
    }
  });

  it('holds no place: a region, a village or towns typed among its words', () => {
    for (const [brief, offer, place] of [
      [
        'Кочове за курбан 6 лв/кг, с. Бял извор, Ардинско, до 6 май. 0889 323 232',
        'Кочове за курбан 6 лв/кг, до 6 май',
        'с. Бял извор, Ардинско',
      ],
      [
        'Поддръжка на дворове и градини. Абонамент 100 € на месец (2 посещения) Бургас и Созопол. Зелен Двор 0887 565 656',
        'Абонамент 100 € на месец, 2 посещения',
        'Бургас',
      ],
    ] as const) {
      const { details } = adOf(brief);
      expect(details.Offer, brief).toBe(offer);
      expect(details.BusinessLocation, brief).toContain(place);
    }
  });

  it('keeps the towns listed on after a town the deal goes to or is done in', () => {
    for (const [brief, offer] of [
      [
        'Трезвен шофьор в Бургас – караме твоята кола до вкъщи. В града 20 €, до Созопол, Поморие, Несебър – 35 €. 0886 600 600',
        'В града 20 €, до Созопол, Поморие, Несебър – 35 €',
      ],
      [
        'PVC дограма. Прозорец 100/130 от 125 €, оглед и замерване безплатно в Мездра, Роман и Враца. 0878 901 234',
        'Прозорец 100/130 от 125 €, оглед и замерване безплатно в Мездра, Роман и Враца',
      ],
    ] as const)
      expect(adOf(brief).details.Offer, brief).toBe(offer);
  });

  it('never ends on the words of the firm’s title typed before its name', () => {
    for (const [brief, offer] of [
      [
        'поправка на обувки - смяна на ток 8 лв, цип 15 лв, Обущарско ателие Стъпка, Пловдив 0888 121 212',
        'Смяна на ток 8 лв, цип 15 лв',
      ],
      ['поправки на дрехи – подгъв 5 лв, цип 8 лв, Шивашко ателие Роза, Ямбол 0888 909 090', 'Подгъв 5 лв, цип 8 лв'],
    ] as const)
      expect(adOf(brief).details.Offer, brief).toBe(offer);
  });
});

describe('a list said whole', () => {
  it('keeps two adjectives with the noun they share', () => {
    expect(splitServiceList('ремонт на трактори, сеялки, стругови и фрезови работи')).toEqual([
      'ремонт на трактори',
      'сеялки',
      'стругови и фрезови работи',
    ]);
  });

  it('never makes the kinds and their noun after the last comma a line of their own', () => {
    for (const [description, service] of [
      [
        'Шием униформи с бродирано лого за екипи – ризи, якета, тениски и престилки за хотели, спортни и танцови клубове. Цех в Габрово, 8 шевни машини.',
        'Шиене на униформи с бродирано лого за екипи',
      ],
      [
        'Правим табели с лазерно рязане за фирми – букви, стикери, кутии и витрини за магазини, рекламни и строителни фирми. Цех в Шумен, 3 лазерни машини.',
        'Изработка на табели с лазерно рязане за фирми',
      ],
    ] as const) {
      const details = {
        BusinessName: 'Шивекс',
        BusinessDescription: description,
        Services: '',
        AdvertizedService: service,
        Offer: 'Бройка от 30 €',
        CTA: 'Шивекс 0888 454 545',
        BusinessLocation: 'Габрово',
        TargetAudience: '',
      };
      for (const proof of readFacts(details).proofs)
        expect(proof, description).not.toMatch(/^\p{Lu}\p{Ll}+ и \p{Ll}+ \p{Ll}+\.$/u);
    }
  });
});

describe('the service asked for in the hook and said in the end', () => {
  it('never ends on "из" where the place it went through was cut: «Търсите пешеходни турове в Пловдив?»', () => {
    for (const brief of [
      'Пешеходни турове из Стария Пловдив с лицензиран екскурзовод, 15 € на човек. Ивана 0899 310 228',
      'Велотури из Родопите с водач, цял ден 40 €, тръгваме от Смолян. Планински Вело 0888 432 100',
      'Разходки с кон сред Природен парк Странджа, час 25 €, Малко Търново. Конна база Дъбрава 0877 300 600',
    ])
      for (const seed of [1, 2])
        for (const line of lines(adOf(brief, seed).boards))
          expect(line, brief).not.toMatch(/\s(?:из|сред)(?:\s+в)?[\s?.]*$|\sиз\s+в\s/u);
  });

  it('asks for what a workshop makes, never for the workshop: «Търсите шиене на народни носии в Сливен?»', () => {
    for (const [brief, thing] of [
      [
        'Шием народни носии по поръчка за фолклорни състави и за деца – шопска, тракийска, добруджанска. Ателие „Шевица“, Сливен, детска носия от 120 €. 0876 301 455',
        /народни носии/u,
      ],
      [
        'Ателие „Игла“ в Ловеч. Шием сватбени рокли по мярка от естествена коприна и дантела. Рокля от 600 €. 0899 555 777',
        /сватбени рокли/u,
      ],
    ] as const)
      for (const seed of [1, 2]) {
        const hook = adOf(brief, seed).boards[0]!.scenes[0]!;
        expect(hook.voice, brief).toMatch(thing);
        expect(hook.voice, brief).not.toMatch(/Търсите ателие/u);
      }
  });

  it('asks for a search as the thing itself, never «Търсите търсене на …»', () => {
    for (const brief of [
      'Търсене на трюфели с обучени кучета край Ловеч, 3 часа в гората, 55 € на човек. Трюфел Тур 0878 555 902',
      'Търсене на изгубени домашни любимци с дрон в София, 60 € на час. Намери ме 0888 765 432',
    ])
      for (const durationSec of [15, 30] as const)
        for (const seed of [1, 2]) {
          const boards = writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed })), {
            durationSec,
            seed,
          });
          for (const line of lines(boards)) expect(line, brief).not.toMatch(/[Тт]ърсите търсене/u);
          expect(boards[0]!.scenes[0]!.voice, brief).toMatch(/^Търсене на/u);
        }
  });
});
