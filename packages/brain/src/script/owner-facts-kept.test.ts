/**
 * Facts an owner typed that the ad lost (blind read 14, class 2): when they answer ("Денонощно", "нощем също"), the hour
 * to call by with its promise, a route "по X от Y до Z", a list that goes on "и от чужбина" or after its comma, and how
 * they quote ("Оглед и оферта същия ден"). Each rule is checked on the brief that showed it and on owners' briefs of
 * other trades typed the same way.
 */
import { describe, expect, it } from 'vitest';
import type { Storyboard } from '@reklamo/contract';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

const adOf = (text: string, seed = 1) => {
  const details = extractDetailsLocal(writePromptLocal(text, { seed }));
  return { details, boards: writeStoryboards(details, { durationSec: 30, seed }) };
};
const spoken = (boards: Storyboard[]) => boards.map((sb) => sb.scenes.map((s) => s.voice).join(' '));
const shown = (boards: Storyboard[]) =>
  boards.map((sb) => sb.scenes.map((s) => `${s.onScreen.headline} ${s.onScreen.sub ?? ''}`).join(' '));

describe('the messenger typed as the number’s label', () => {
  it('"вайбър 0899 …" in a run-on brief is kept: «Пишете ми и във Вайбър.»', () => {
    for (const brief of [
      'гладя ризи и спално бельо вкъщи в кв. Тракия Пловдив 1,50 € на риза взимам и връщам вайбър 0899 61 71 81 Ваня',
      'плета терлици и чорапи от овча вълна в Смолян чифт 12 € пращам с куриер viber 0888 40 50 60 баба Роза',
    ])
      for (const seed of [1, 2])
        for (const line of spoken(adOf(brief, seed).boards))
          expect(line, brief).toMatch(/Пишете (?:ми|ни) и във (?:Вайбър|Viber)/u);
  });
  it('a messenger labelling another number is not said of the first', () => {
    const brief =
      'Аз съм Мая и карам пет такси в Пловдив, вoзя кучета и котки до ветеринар. Курс 12 €. Обаждане 0887 45 12 90 или Вайбър 0899 301 224.';
    expect(adOf(brief).details.CTA).not.toMatch(/0887 45 12 90 или Вайбър/u);
  });
});

describe('when the owner answers is what the call says', () => {
  it('"Денонощно", "24/7", "нощем също" typed with the number or before what they do: «Обадете се денонощно на …»', () => {
    for (const [brief, call] of [
      [
        'Вулканизиране и снаждане на транспортни ленти за кариери, мини и бетонови възли – идваме на обекта в цяла Югозападна България. Снаждане на лента до 800 мм от 420 €. Денонощно 0878 15 25 35 Бел-Вулкан ЕООД',
        'Обадете се денонощно на 0878 15 25 35',
      ],
      [
        'Погребална агенция „Светлина“ – Ямбол. Денонощно 24/7, организиране на погребение, некролози, транспорт на покойник в страната и от чужбина. Основен пакет от 690 €. 0888 440 550',
        'Обадете се денонощно на 0888 440 550',
      ],
      [
        'Ремонт на хидравлични помпи за багери, кранове и селскостопанска техника – идваме на място в цяла Северна България. Смяна на уплътнения от 80 €. Нощем също 0896 11 22 33 Хидро Сервиз',
        'Обадете се и нощем на 0896 11 22 33',
      ],
      [
        'Транспорт на домашни любимци „Верни лапи“ – София. 24/7, превоз на кучета и котки до ветеринар, до летището и от чужбина. Курс в града от 25 €. 0899 12 34 56',
        'Обадете се денонощно на 0899 12 34 56',
      ],
    ] as const) {
      const { boards } = adOf(brief);
      for (const said of spoken(boards)) {
        expect(said, brief).toContain(call);
        // (…and the lines say what they do, never «24/7, превоз …» nor «Нощем също.» as a call.)
        expect(said, brief).not.toMatch(/още днес|24\/7,|Нощем също\./u);
      }
    }
  });

  it('a rate by the day and night is no hour they answer: «денонощно от 60 €» leaves the call as it was', () => {
    const { boards } = adOf(
      'Апартамент за нощувки в центъра на Пловдив, почасово 8 € на час, денонощно от 60 €. Тел. 0888 12 13 14 Мария',
    );
    for (const said of spoken(boards)) expect(said).not.toContain('Обадете се денонощно');
  });
});

describe('the hour to call by stays with its promise', () => {
  it('"Обадете се до 18ч - идваме същия ден" is said whole, the hour in words: «Обадете се до 18 часа – идваме същия ден.»', () => {
    for (const [brief, line, card] of [
      [
        'асенизация - изпомпване на септични ями и попивни шахти, Самоков и селата, цистерна 8 куб. 90 лв на курс до 10 км. Обадете се до 18ч - идваме същия ден. 0894 60 60 18 Гошо',
        'Обадете се до 18 часа – идваме същия ден.',
        '',
      ],
      [
        'Доставка на дърва за огрев, Ловеч и селата, бук и дъб, нарязани и нацепени. 95 € на кубик. Поръчайте до 12ч - доставяме същия ден. 0885 11 22 33 Митко',
        'Поръчайте до 12 часа – доставяме същия ден.',
        'Поръчайте до 12 ч',
      ],
      [
        'Трансфери с бус до летище София от Самоков и Боровец, до 8 пътници 60 €. Звънете до 20ч - тръгваме същата вечер. 0877 55 66 77 Трансфери Иво',
        'Звънете до 20 часа – тръгваме същата вечер.',
        'Звънете до 20 ч',
      ],
    ] as const) {
      const { boards } = adOf(brief);
      const promise = line.split(' – ')[1]!.replace(/\.$/u, '');
      for (const said of spoken(boards)) {
        expect(said, brief).toContain(line);
        // (The promise is never said without its hour: «Цистерна 8 куб, идваме същия ден.»)
        expect(said.split(promise).length - 1, brief).toBe(1);
      }
      if (card) for (const s of shown(boards)) expect(s, brief).toContain(card);
    }
  });

  it('"от 10ч" on the screen is said «от 10 часа»', () => {
    const { boards } = adOf(
      'рафтинг по Струма от Кресна до Струмяни, 3 часа 45 € на човек, деца над 10 г. 30 €. Всеки ден от 9ч. Рафтинг Кресна 0882 14 15 16',
    );
    for (const said of spoken(boards)) {
      expect(said).toContain('Всеки ден от 9 часа.');
      expect(said).not.toMatch(/\d\s?ч(?!\p{L})/u);
    }
  });
});

describe('a route, a list and a quote the owner typed are said', () => {
  it('the route "по Дунав от Никопол до остров Персин и обратно" is the service line, though the town opens it', () => {
    for (const [brief, route] of [
      [
        'разходки с лодка по Дунав от Никопол до остров Персин и обратно, 2 часа 25 € на човек, деца до 12 г. половин цена. Всяка събота и неделя от 10ч. Капитан Ванко 0898 317 004',
        'Разходки с лодка по Дунав от Никопол до остров Персин и обратно.',
      ],
      [
        'рафтинг по Струма от Кресна до Струмяни, 3 часа 45 € на човек, деца над 10 г. 30 €. Всеки ден от 9ч. Рафтинг Кресна 0882 14 15 16',
        'Рафтинг по Струма от Кресна до Струмяни.',
      ],
    ] as const) {
      const { boards } = adOf(brief);
      for (const said of spoken(boards)) expect(said, brief).toContain(route);
    }
  });

  it('"в страната и от чужбина", "до ветеринар, до летището и от чужбина": the part after "и" or the comma stays', () => {
    for (const [brief, said] of [
      [
        'Погребална агенция „Светлина“ – Ямбол. Денонощно 24/7, организиране на погребение, некролози, транспорт на покойник в страната и от чужбина. Основен пакет от 690 €. 0888 440 550',
        'транспорт на покойник в страната и от чужбина',
      ],
      [
        'Транспорт на домашни любимци „Верни лапи“ – София. 24/7, превоз на кучета и котки до ветеринар, до летището и от чужбина. Курс в града от 25 €. 0899 12 34 56',
        'до ветеринар, до летището и от чужбина',
      ],
    ] as const) {
      const { boards } = adOf(brief);
      for (const line of spoken(boards)) expect(line, brief).toContain(said);
    }
  });

  it('nouns listed after a comma, "за кариери, мини и бетонови възли – идваме …", end the service line; the dash starts the fact', () => {
    for (const [brief, service, fact] of [
      [
        'Вулканизиране и снаждане на транспортни ленти за кариери, мини и бетонови възли – идваме на обекта в цяла Югозападна България. Снаждане на лента до 800 мм от 420 €. Денонощно 0878 15 25 35 Бел-Вулкан ЕООД',
        'транспортни ленти за кариери, мини и бетонови възли.',
        'Идваме на обекта в цяла Югозападна България.',
      ],
      [
        'Ремонт на хидравлични помпи за багери, кранове и селскостопанска техника – идваме на място в цяла Северна България. Смяна на уплътнения от 80 €. Нощем също 0896 11 22 33 Хидро Сервиз',
        'помпи за багери, кранове и селскостопанска техника.',
        'Идваме на място в цяла Северна България.',
      ],
    ] as const) {
      const { boards } = adOf(brief);
      for (const said of spoken(boards)) {
        expect(said, brief).toContain(service);
        expect(said, brief).toContain(fact);
      }
    }
  });

  it('"Оглед и оферта същия ден" is how they quote, no deal: said as a fact of its own', () => {
    const { details, boards } = adOf(
      'Събаряне на стари къщи, стопански постройки и огради с багер и извозване на отпадъци, Добрич. Къща до 80 кв.м от 2 400 €, запазваме тухли и греди ако искате. Оглед и оферта същия ден. 0877 71 71 00 Демонтаж Добрич',
    );
    expect(details.BusinessDescription).toContain('Оглед и оферта същия ден');
    for (const said of spoken(boards)) expect(said).toContain('Оглед и оферта същия ден.');
  });
});

describe('a part that says when', () => {
  it('is no part of the job before it: «спешни пациенти», never «спешни пациенти и в събота и неделя …» as the service', () => {
    const { details } = adOf(
      'Счупен зъб или силна болка в събота? Д-р Ангелов приема спешни пациенти и в събота и неделя от 10 до 14 ч. Дентален кабинет на бул. Христо Ботев 48, Габрово, записване на 066 80 12 45',
    );
    expect(details.AdvertizedService).not.toMatch(/събота/u);
    // (…while where the job goes stays with it.)
    expect(
      adOf(
        'Погребална агенция „Светлина“ – Ямбол. Организиране на погребение, некролози, транспорт на покойник в страната и от чужбина. Пакет от 690 €. 0888 440 550',
      ).details.Services,
    ).toMatch(/транспорт на покойник в страната и от чужбина/u);
  });
});
