/**
 * What an owner writes around their business rather than about it, run as the app runs it (step 1's text → the
 * prompt writer → the details extractor → the 15 s and 30 s variants): a request to us ("Здравейте, искам реклама
 * за …", "Да звучи весело!"), what they do not do ("Не работим с предплащане.") and the company form of the register
 * ("ЕТ „…“") are never the ad's service, hook or pictures; what the ad is for stays, in the owner's words.
 */
import { describe, expect, it } from 'vitest';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { cleanInput } from '../local/text.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

/** The details and every line the six ads say or show; `said` adds their picture words, all in one text. */
const adOf = (text: string) => {
  const details = extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
  const scenes = [15, 30].flatMap((durationSec) =>
    writeStoryboards(details, { durationSec: durationSec as 15 | 30, seed: 1 }).flatMap((sb) => sb.scenes),
  );
  const lines = scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']);
  return { details, lines, said: [...lines, ...scenes.flatMap((s) => s.visual.keywords)].join(' \n ') };
};
// ("Звучи ли ви познато?" is the ad's own question.)
const REQUEST = /реклам|видео|клип|звучи\s+(?!ли)|весел|направете|искам|трябва\s+(?:ни|ми)/iu;

describe('what the owner asks of us is not the ad', () => {
  it('a request in a lower-case breath, with how it should sound in the middle: the trade is the air conditioners', () => {
    const { details, said } = adOf(
      'здравейте трябва ни видео за климатици да звучи весело монтаж на климатик до 9000 btu 140 лв профилактика 45 лв фирма Студено ЕООД от Хасково тел 0887 414 515',
    );
    expect(details.AdvertizedService).toMatch(/^Монтаж на климатик/);
    expect(said).not.toMatch(REQUEST);
    expect(said).not.toMatch(/megaphone|chart-increasing|movie-camera/);
    expect(said).toMatch(/Хасково/);
    expect(said).toMatch(/0887 414 515/);
  });

  it('"направете ми видео за …" opens the brief: what follows is the service, the owner signs', () => {
    const { details, said } = adOf(
      'Направете ми видео за косене на трева и почистване на дворове, Румен от с. Белащица, косене 0,20 € на кв.м, обадете се на 0896 12 12 13',
    );
    expect(details.AdvertizedService).toMatch(/^Косене на трева/);
    expect(details.BusinessDescription).not.toMatch(REQUEST);
    expect(said).not.toMatch(REQUEST);
    expect(said).toMatch(/Румен/);
  });

  it('"искам реклама за моята фирма „…“" is the firm; "Да звучи весело!" at the end is no service', () => {
    const { details, said } = adOf(
      'Здравейте, искам реклама за моята фирма „Покриви Колеви“ от Ямбол. Ремонт на покриви и улуци, пренареждане на керемиди от 8 € на кв.м. Тел. 0878 20 30 40. Да звучи весело!',
    );
    expect(details.BusinessName).toBe('Покриви Колеви');
    expect(details.BusinessDescription).toMatch(/^Фирма „Покриви Колеви“ от Ямбол/);
    expect(`${details.Services} ${details.BusinessDescription}`).not.toMatch(REQUEST);
    expect(said).not.toMatch(REQUEST);
  });

  it('a request that names only what the brief says again goes whole; "салона ми" is a salon', () => {
    const honey = adOf(
      'Здравейте, искам реклама за моя мед. Аз съм Пенка от Елена, имам 60 кошера, липов мед 11 € за буркан, пращам с куриер, 0885 30 20 10',
    );
    expect(honey.details.BusinessDescription).toMatch(/^Аз съм Пенка от Елена/);
    expect(honey.said).not.toMatch(REQUEST);
    const salon = adOf(
      'Моля, направете ми кратко видео за салона ми за красота „Лилия“ в Кюстендил. Маникюр 15 €, педикюр 20 €. 0899 40 50 60. Рекламата да е елегантна и модерна.',
    );
    expect(salon.details.BusinessDescription).toMatch(/^Салон за красота „Лилия“ в Кюстендил/);
    expect(salon.said).not.toMatch(/елегантн|модерн|видео/iu);
  });

  it('a business that sells ads and videos, or tells its customers what to do, keeps its words', () => {
    const agency = adOf(
      'Студио „Кадър“ в Русе – пуснете реклама за вашия бизнес при нас! Рекламен клип от 120 €, снимки на продукти от 5 €. 0888 70 80 90',
    );
    expect(agency.details.AdvertizedService).toMatch(/клип|снимки/iu);
    expect(agency.said).toMatch(/[Кк]лип/);
    expect(
      cleanInput('Цветарница „Роза“ в Бургас. Доставката да е бърза е нашето обещание – букети от 25 €, 0887 11 22 33'),
    ).toMatch(/Доставката да е бърза е нашето обещание/);
  });
});

describe('a company form before the name', () => {
  it('"ЕТ „Trade – Owner“": the trade name is the name, the form is never said', () => {
    const { details, lines } = adOf(
      'ЕТ „Мандра Балкан – Стоян Колев“, с. Черни Осъм. Краве и овче сирене от наше мляко, сирене 8 € за кг, кашкавал 12 € за кг. Тел. 0887 45 45 12',
    );
    expect(details.BusinessName).toBe('Мандра Балкан');
    for (const line of lines) expect(line, line).not.toMatch(/(?<![\p{L}])(?:ЕТ|ЕООД)(?![\p{L}])|Колев“/u);
  });

  it('"ЕООД „…“ – …" opens with the name and the trade, never «Търсите ЕООД?»', () => {
    const { details, lines } = adOf(
      'ЕООД „Блясък“ – почистване на входове в Пловдив, 2 € на апартамент на месец, 0889 10 20 30',
    );
    expect(details.BusinessName).toBe('Блясък');
    for (const line of lines) expect(line, line).not.toMatch(/(?<![\p{L}])ЕООД(?![\p{L}])/u);
  });
});

describe('what the business does not do', () => {
  it('"Не работим с аванс." is no service of a removal firm', () => {
    const { details, lines } = adOf(
      'Транспортни услуги „Бърз Бус“, Плевен. Преместване на апартаменти, бус с шофьор и хамалин – 22 € на час. Не работим с аванс. Тел. 0887 55 44 33',
    );
    expect(details.Services).not.toMatch(/аванс/u);
    // The condition may be said as the owner said it, never as something offered.
    for (const line of lines) if (/аванс/u.test(line)) expect(line, line).toMatch(/[Нн]е работим с аванс/u);
  });

  it('a clause ", не правим …, само …" inside a sentence gives no services', () => {
    const { details, lines } = adOf(
      'Ремонт на бани и плочки в Добрич – лепене на плочки от 14 € на кв.м. Майстор Гошо, не правим ВиК и ел. инсталации, само плочки. 0899 66 55 44',
    );
    expect(details.Services).not.toMatch(/ВиК|инсталаци/u);
    for (const line of lines) if (/ВиК|инсталаци/u.test(line)) expect(line, line).toMatch(/не правим/iu);
  });

  it('"Не доставяме до …" after a list of wares leaves the wares as the services', () => {
    const { details, lines } = adOf(
      'Мандра „Бяло сирене“ в с. Головец' +
        ', обл. Смолян. Краве сирене, кашкавал и масло от наше мляко. Сирене 9 € за кг. Не доставяме до адрес. 0886 77 66 55',
    );
    expect(details.Services).not.toMatch(/адрес/u);
    for (const line of lines) expect(line, line).not.toMatch(/(?<!не )доставяме до адрес|и до адрес/iu);
  });
});
