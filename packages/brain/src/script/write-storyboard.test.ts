import { describe, expect, it } from 'vitest';
import { SCENE_PAUSE_SEC, spokenSeconds, type BusinessDetails, type Storyboard } from '@reklamo/contract';
import { BUSINESS_KB } from '../local/business-kb.ts';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import {
  INFORMAL_MARKERS,
  countWords,
  fixPrepositions,
  formatDates,
  formatPhones,
  formatPrices,
  headline,
  polish,
  splitPhrase,
} from './bulgarian.ts';
import { readFacts } from './facts.ts';
import { MIN_SCENE_SEC, ownerProblems, writeStoryboards } from './write-storyboard.ts';

const BAKERY: BusinessDetails = {
  BusinessName: 'Пекарна Слънце',
  BusinessDescription: 'Семейна пекарна в центъра на Пловдив. Печем всяка сутрин с масло и закваска.',
  Services: 'прясно изпечен хляб, кроасани, торти по поръчка, както и кафе за вкъщи',
  AdvertizedService: 'Сутрешно кафе',
  Offer: 'торта за 49лв до 14.02',
  CTA: 'Обади се на 0888123456',
  BusinessLocation: 'ул. Главна 12, Пловдив',
  TargetAudience: 'семейства и любители на сладкото',
};

const DURATIONS = [15, 30, 60] as const;
const texts = (sb: Storyboard) =>
  sb.scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']).filter(Boolean);
const words = (s: string) => s.split(/[^\p{L}\d%-]+/u).filter(Boolean);

/** Details as the app really gets them: our prompt writer, then our extractor, for every trade. */
const tradeDetails = BUSINESS_KB.map((cat) => ({
  id: cat.id,
  details: extractDetailsLocal(writePromptLocal(cat.noun.text, { seed: 3 })),
}));

// Every trade's variants, written in a test, came near the time limit of one test on a loaded machine (a minute's took
// 62 s on one with the whole suite beside it): the tests that write them all go by sixty trades at a time.
const CHUNK = 60;
const chunks = Array.from({ length: Math.ceil(tradeDetails.length / CHUNK) }, (_, k) => [
  k * CHUNK,
  Math.min(tradeDetails.length, (k + 1) * CHUNK),
]);

function checkFits(sb: Storyboard) {
  const total = sb.scenes.reduce((a, s) => a + s.durationSec, 0);
  expect(Math.abs(total - sb.durationSec)).toBeLessThan(0.051);
  for (const s of sb.scenes) {
    const need = spokenSeconds(s.voice) + SCENE_PAUSE_SEC;
    const min = MIN_SCENE_SEC[s.kind] ?? 0;
    // A scene held at its reading minimum (the call, the end card) may be longer than its line.
    if (need < min) expect(s.durationSec, `${sb.angle} ${sb.durationSec}s ${s.id}`).toBeGreaterThanOrEqual(min * 0.85);
    else
      expect(s.durationSec / need, `${sb.angle} ${sb.durationSec}s ${s.id}: ${s.voice}`).toBeGreaterThanOrEqual(0.85);
    // Up to a fifth of the ad is left to the music between lines (SLACK), shared by the scenes; with
    // rounding to tenths and the time no stock line fits, no scene is stretched past 1.35 times its line.
    // A minute runs out of stock lines (seven, none said twice) and leaves more to the music; a thin
    // brief's short things ("лого", "копчета") are listed in one line, not given a scene each. (A trade typed as its
    // noun alone, "почистване", has six lines of its own for a minute: 1.77 once «вас» was no longer a service.)
    if (need >= min)
      expect(s.durationSec / need, `${sb.angle} ${sb.durationSec}s ${s.id}: ${s.voice}`).toBeLessThanOrEqual(
        sb.durationSec === 60 ? 1.8 : 1.35,
      );
  }
}

describe('writeStoryboards', () => {
  it('writes three different angles from the same facts', () => {
    const [a, b, c] = writeStoryboards(BAKERY, { durationSec: 30, seed: 1 });
    expect([a!.angle, b!.angle, c!.angle]).toEqual(['question', 'offer-first', 'problem-solution']);
    expect(a!.scenes[0]!.kind).toBe('hook');
    expect(a!.scenes[0]!.voice).toMatch(/\?/);
    expect(b!.scenes[0]!.kind).toBe('offer');
    expect(c!.scenes[0]!.kind).toBe('problem');
    // Different in wording, not just in order: only the owner's own words (the offer, their own line, the call with
    // the street where they are, which every variant keeps) and the sign-off on the end card may be said the same in
    // all three.
    const voices = [a!, b!, c!].map(
      (sb) =>
        new Set(
          sb.scenes
            .filter((s) => s.kind !== 'offer' && s.kind !== 'end' && s.kind !== 'proof' && s.kind !== 'cta')
            .map((s) => s.voice),
        ),
    );
    const shared = [...voices[0]!].filter((v) => voices[1]!.has(v) && voices[2]!.has(v));
    expect(shared).toEqual([]);
    for (const sb of [a!, b!, c!]) expect(sb.facts).toEqual(BAKERY);
  });

  it('writes Bulgarian numbers, prices, dates and phones the Bulgarian way', () => {
    const all = writeStoryboards(BAKERY, { durationSec: 60 }).flatMap(texts).join('\n');
    expect(all).toContain('25,05\u00a0€');
    expect(all).toContain('до 14 февруари');
    expect(all).toContain('0888 123 456');
    expect(all).not.toMatch(/49лв|14\.02|0888123456/);
    expect(formatPrices('5.5 лева')).toBe('5,50 лв.');
    expect(formatDates('до 3.11.2027')).toBe('до 3 ноември 2027 г.');
    expect(formatPhones('+359888123456')).toBe('+359 888 123 456');
    expect(polish('20 % отстъпка')).toBe('20% отстъпка');
  });

  it('keeps sentence case: a common noun is lower-case mid-sentence, proper names keep their capital', () => {
    const [q] = writeStoryboards(BAKERY, { durationSec: 30 });
    // The customer searches for the trade the owner named ("Семейна пекарна …"), said in lower case.
    expect(q!.scenes[0]!.voice).toContain('Търсите семейна пекарна');
    expect(q!.scenes[0]!.voice).not.toContain('Търсите Семейна');
    const typed = Object.values(BAKERY).join(' ');
    for (const sb of writeStoryboards(BAKERY, { durationSec: 60 })) {
      for (const t of texts(sb)) {
        for (const sentenceText of t.split(/(?<=[.!?:])\s+/)) {
          const mid = words(sentenceText)
            .slice(1)
            .filter((w) => /^\p{Lu}/u.test(w));
          for (const w of mid) expect(typed, `"${w}" in "${t}"`).toContain(w);
        }
      }
    }
  });

  it('uses the formal register, в/във and с/със by the next word, and never doubles a word', () => {
    expect(polish('Обади се и вземи подарък')).toBe('Обадете се и вземете подарък');
    expect(fixPrepositions('в Варна с сирене във Пловдив със масло')).toBe('във Варна със сирене в Пловдив с масло');
    for (const { details } of tradeDetails.slice(0, 40)) {
      for (const sb of writeStoryboards(details, { durationSec: 30 })) {
        for (const t of texts(sb)) {
          const ws = words(t.toLocaleLowerCase('bg-BG'));
          for (const m of INFORMAL_MARKERS) expect(ws, t).not.toContain(m);
          expect(t).not.toMatch(/(?<![\p{L}])[вВ]\s+[вфВФ]/u);
          expect(t).not.toMatch(/(?<![\p{L}])[сС]\s+[сзСЗ]/u);
          expect(t).not.toMatch(/(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/iu);
        }
      }
    }
  });

  // (Every trade's three variants: 35 s alone, past the 60 s default on a loaded machine.)
  it('keeps headlines to six words and starts the offer card with a capital or a number', { timeout: 180_000 }, () => {
    expect(headline('Поръчайте торта за рожден ден със 20% отстъпка до края на месеца')).toBe(
      'Поръчайте торта за рожден ден',
    );
    for (const { details } of tradeDetails) {
      for (const sb of writeStoryboards(details, { durationSec: 30 })) {
        for (const s of sb.scenes) {
          expect(countWords(s.onScreen.headline), s.onScreen.headline).toBeLessThanOrEqual(6);
          expect(s.onScreen.headline).toMatch(/^[\p{Lu}\d\-+„"]/u);
        }
      }
    }
  });

  it.each(([15, 30] as const).flatMap((d) => chunks.map(([from, to]) => [d, from, to] as const)))(
    'says the problem it shows: a problem headline is never over another line ("На кого да се доверите?"), at %i s (trades %i to %i)',
    (durationSec, from, to) => {
      for (const { details } of tradeDetails.slice(from, to)) {
        for (const sb of writeStoryboards(details, { durationSec, seed: 2 })) {
          for (const s of sb.scenes.filter((x) => x.kind === 'problem')) {
            const shown = s.onScreen.headline.replace(/[?.!]+$/, '').toLocaleLowerCase('bg-BG');
            // ("Познато ли ви е?", "Звучи ли ви познато?" and "Губите време и пари" recognise whatever is said under them.)
            if (/^(?:познато ли ви е|звучи ли ви познато|губите време и пари)$/.test(shown)) continue;
            expect(s.voice.toLocaleLowerCase('bg-BG'), `${sb.angle} ${durationSec}s`).toContain(shown);
          }
        }
      }
    },
  );
  it.each([1, 2, 3].flatMap((seed) => chunks.map(([from, to]) => [seed, from, to] as const)))(
    'shows "Губите време и пари" only over its own line, never over a trade\'s problem (seed %i, trades %i to %i)',
    (seed, from, to) => {
      for (const { details } of tradeDetails.slice(from, to))
        for (const sb of writeStoryboards(details, { durationSec: 30, seed }))
          for (const s of sb.scenes.filter(
            (x) => x.kind === 'problem' && x.onScreen.headline === 'Губите време и пари',
          ))
            expect(s.voice, `${details.BusinessName}: ${s.voice}`).toMatch(/^Губите време/u);
    },
  );
  it.each(([15, 30, 60] as const).flatMap((d) => chunks.map(([from, to]) => [d, from, to] as const)))(
    'fits %i seconds with every line at the measured speaking rate for every trade (from %i to %i)',
    (durationSec, from, to) => {
      for (const { details } of tradeDetails.slice(from, to)) {
        for (const sb of writeStoryboards(details, { durationSec: durationSec as 15 | 30 | 60, seed: 2 }))
          checkFits(sb);
      }
    },
  );

  it('never puts a placeholder or an over-long fact in a scene', () => {
    const bad: BusinessDetails = {
      BusinessName: '[име на бизнеса]',
      BusinessDescription: '<script>alert(1)</script> '.repeat(20) + 'дума '.repeat(2000),
      Services: '🍕🍕🍕, [услуга], ' + 'много дълга услуга '.repeat(50),
      AdvertizedService: '12345',
      Offer: '[оферта] за [град]',
      CTA: '',
      BusinessLocation: '[град]',
      TargetAudience: 'x'.repeat(10_000),
    };
    for (const d of [
      bad,
      { ...bad, AdvertizedService: '', Services: '' },
      {
        BusinessName: '',
        BusinessDescription: '',
        Services: '',
        AdvertizedService: '',
        Offer: '',
        CTA: '',
        BusinessLocation: '',
        TargetAudience: '',
      },
    ]) {
      for (const durationSec of DURATIONS) {
        for (const sb of writeStoryboards(d, { durationSec })) {
          for (const t of texts(sb)) {
            expect(t).not.toMatch(/[[\]<>]/);
            expect(t).not.toMatch(/\p{Extended_Pictographic}/u);
          }
          for (const s of sb.scenes) expect(s.voice.length).toBeLessThanOrEqual(400);
        }
      }
    }
  });

  it("asks for the customer's photos when there are some, and the logo on the end card", () => {
    const [sb] = writeStoryboards(BAKERY, { hasPhotos: true, hasLogo: true });
    expect(sb!.scenes.find((s) => s.kind === 'hook')!.visual.kind).toBe('photo');
    expect(sb!.scenes.at(-1)!.visual.kind).toBe('logo');
    const [plain] = writeStoryboards(BAKERY, {});
    expect(plain!.scenes[0]!.visual.kind).toBe('illustration');
    expect(plain!.scenes[0]!.visual.keywords.length).toBeGreaterThan(0);
  });

  it('cuts a headline where a phrase ends and moves the rest of the offer to the sub-line', () => {
    expect(splitPhrase('Букети за 8 март с безплатна доставка в града', 6)).toEqual({
      head: 'Букети за 8 март',
      rest: 'с безплатна доставка в града',
    });
    // (An adjective and its noun are one thing before the "и" of the next, never asked for as nothing.)
    expect(splitPhrase('ремонт на доилни апарати и доилни зали', 5)).toEqual({
      head: 'ремонт на доилни апарати',
      rest: 'и доилни зали',
    });
    // (…and by what craft a thing is made is a phrase of its own.)
    expect(splitPhrase('сламени и тръстикови покриви по старата технология', 5)).toEqual({
      head: 'сламени и тръстикови покриви',
      rest: 'по старата технология',
    });
    expect(splitPhrase('Възстановяваме скъсани и избледнели снимки от албуми', 5)?.head).not.toBe(
      'Възстановяваме скъсани',
    );
    expect(headline('Автосервиз Мотор в Бургас – смяна на масло')).toBe('Автосервиз Мотор в Бургас');
    // (A question cut blind never ends on a comparison or a determiner without its word.)
    expect(headline('Искате колата ви да блести като нова?')).toBe('Искате колата ви да блести?');
    expect(headline('Трудно ли изговаря детето ви някои звуци?')).toBe('Трудно ли изговаря детето?');
    const flowers = extractDetailsLocal(
      'Цветарски магазин Роза във Варна. Букети за 8 март с безплатна доставка в града до 5 март.',
    );
    for (const sb of writeStoryboards(flowers, { durationSec: 30 })) {
      const offer = sb.scenes.find((s) => s.kind === 'offer')!;
      expect(offer.onScreen).toEqual({ headline: 'Букети за 8 март', sub: 'С безплатна доставка в града до 5 март' });
    }
  });

  it('puts an offer’s occasion or time under the deal, not the deal under it', () => {
    const roses = writeStoryboards(
      { ...BAKERY, Offer: 'За 8 март -15% на всички рози' },
      { durationSec: 30 },
    )[0]!.scenes.find((s) => s.kind === 'offer')!;
    expect(roses.onScreen).toEqual({ headline: '-15% на всички рози', sub: 'За 8 март' });
    const pizza = writeStoryboards(
      { ...BAKERY, Offer: 'Само този уикенд втората пица е безплатна' },
      { durationSec: 30 },
    )[0]!.scenes.find((s) => s.kind === 'offer')!;
    expect(pizza.onScreen).toEqual({ headline: 'Втората пица е безплатна', sub: 'Само този уикенд' });
  });

  it('never offers the trade itself ("Предлагаме водопроводчик") and says the call with its phone', () => {
    const cases = [
      {
        text: 'Водопроводчик в София, 24/7 аварийни ремонти, отстъпка 15% за пенсионери. Обадете се на 0888 123 456.',
        trade: /водопроводчик/i,
      },
      {
        text: 'Цветарски магазин Роза във Варна. Букети за 8 март с безплатна доставка в града до 5 март.',
        trade: /цветарски магазин/i,
      },
      {
        text: 'Автосервиз Мотор в Бургас – смяна на масло и филтри за 60 лв. Записване на телефон 0899 555 111.',
        trade: /автосервиз/i,
      },
    ];
    for (const { text, trade } of cases) {
      for (const sb of writeStoryboards(extractDetailsLocal(text), { durationSec: 30 })) {
        for (const s of sb.scenes.filter((x) => x.kind === 'service')) expect(s.voice, s.voice).not.toMatch(trade);
      }
    }
    const plumber = writeStoryboards(extractDetailsLocal(cases[0]!.text), { durationSec: 30 })[0]!;
    // The trade is plumbing (the description opens with it), not renovation ("ремонти").
    // Unnamed, it is what the owner called it: "Водопроводчик в София", never "нашият екип".
    expect(plumber.scenes.find((s) => s.kind === 'intro')!.voice).toMatch(/^Водопроводчик в София\./);
    expect(readFacts(plumber.facts).category?.id).toBe('plumbing');
    const car = writeStoryboards(extractDetailsLocal(cases[2]!.text), { durationSec: 30 })[0]!;
    expect(car.scenes.find((s) => s.kind === 'cta')!.voice).toMatch(/^Запишете се още днес на 0899 555 111\./);
  });

  it('shows a short proof line as its own headline', () => {
    const flowers = extractDetailsLocal(
      'Цветарски магазин Роза във Варна. Всички букети са ръчна изработка. Букети за 8 март с безплатна доставка в града до 5 март.',
    );
    const proof = writeStoryboards(flowers, { durationSec: 30 })[0]!.scenes.find((s) => s.kind === 'proof')!;
    expect(proof.voice).toMatch(/^Всички букети са ръчна изработка\./);
    expect(proof.onScreen.headline).toBe('Всички букети са ръчна изработка');
  });

  it('cuts the trade’s stock care line where the owner’s own words say it again', () => {
    // "Грижим се за прясната закуска всяка сутрин. … Печем всяка сутрин с масло": the mornings once.
    for (const sb of writeStoryboards(BAKERY, { durationSec: 30, seed: 1 })) {
      const said = sb.scenes.map((s) => s.voice).join(' ');
      expect((said.match(/всяка сутрин/g) ?? []).length, sb.angle).toBeLessThanOrEqual(1);
      // (A variant may give the care line's time to the street the call says: «Очакваме ви на ул. Главна 12».)
      if (sb.angle === 'question')
        expect(sb.scenes.find((s) => s.kind === 'intro')!.voice, sb.angle).toContain('Грижим се за прясната закуска.');
    }
    const pharmacy = {
      ...BAKERY,
      BusinessName: 'Аптека „Вита“',
      BusinessDescription: 'Аптека в Пещера. Работим всеки ден до 21 ч.',
      Services: 'лекарства по рецепта, козметика',
      AdvertizedService: 'Лекарства по рецепта',
      Offer: '',
      CTA: 'Обадете се на 0888123456',
      BusinessLocation: 'Пещера',
      TargetAudience: '',
    };
    const intro = writeStoryboards(pharmacy, { durationSec: 30, seed: 1 })[0]!.scenes.find(
      (s) => s.kind === 'intro',
    )!.voice;
    expect(intro).toContain('Грижим се за вашето здраве.');
  });

  it('says the offer’s deadline again with the call, and closes on the name, what it is and the town', () => {
    const cakes = extractDetailsLocal(
      '-15% на всички торти за рождени дни до края на юни! Сладкарница Захарна фея, ул. Иван Вазов 12, Пловдив.',
    );
    for (const sb of writeStoryboards(cakes, { durationSec: 30 })) {
      expect(sb.scenes.find((s) => s.kind === 'cta')!.voice, sb.angle).toContain('Предложението важи до края на юни.');
      // The call says "Очакваме ви в Пловдив…": the end card does not say it again.
      expect(sb.scenes.find((s) => s.kind === 'end')!.voice, sb.angle).not.toMatch(/Очакваме ви/);
    }
    expect(writeStoryboards(cakes, { durationSec: 30 }).map((sb) => sb.scenes.at(-1)!.voice)).toContainEqual(
      expect.stringMatching(/^Захарна фея – сладкарница в Пловдив\./),
    );
  });

  it('keeps the owner’s own clause of a sentence that also gives the place, and a short fact with a number', () => {
    const mugs = readFacts(
      extractDetailsLocal(
        'Ръчно изработени керамични чаши и купи от ателие „Глина и огън“. Всяко парче е уникално, доставка в цялата страна.',
      ),
    );
    expect(mugs.proofs).toContain('Всяко парче е уникално, доставка в цялата страна.');
    const baths = readFacts(
      extractDetailsLocal(
        'Правим ремонти на бани и кухни под ключ – плочки, ВиК, електро. Гаранция 2 години. Тел. 0899 345 678.',
      ),
    );
    expect(baths.proofs).toContain('Гаранция 2 години.');
  });

  it('heads a long proof with its own opening phrase, and says whom it is for once', () => {
    const proof = writeStoryboards(BAKERY, { durationSec: 30 })[0]!.scenes.find((s) => s.kind === 'proof')!;
    expect(proof.voice).toMatch(/^Печем всяка сутрин с масло и закваска\./);
    expect(proof.onScreen.headline).toBe('Печем всяка сутрин');
    const school = 'Школа по английски език Smart Kids организира летни курсове за деца от 7 до 12 години от 1 юли.';
    // (The service says whom the courses are for, «Предлагаме летни курсове за деца от 7 до 12 години.»: «Идеално за деца
    // от 7 до 12 години.» after it said it twice, session 58.)
    const said = writeStoryboards(extractDetailsLocal(school), { durationSec: 30 })[0]!.scenes.map((s) => s.voice);
    expect(said.join(' ')).toMatch(/Предлагаме летни курсове за деца от 7 до 12 години\./u);
    expect(said.join(' ')).not.toMatch(/Идеално за/u);
    // The owner's second sentence is their proof.
    const groups = writeStoryboards(extractDetailsLocal(`${school} Групи до 8 деца.`), {
      durationSec: 30,
    })[0]!.scenes.find((s) => s.kind === 'proof')!;
    expect(groups.voice).toBe('Групи до 8 деца.');
  });

  it('shows a deal ahead of when it runs, and says where a business delivers and what its goods are', () => {
    const cafe = extractDetailsLocal(
      'Кафене „Зрънце“ в центъра на Шумен. Специално кафе, домашни кексове и бърз интернет. Всеки делник 8–10 ч – кафе и кроасан за 5 лв.',
    );
    const offer = writeStoryboards(cafe, { durationSec: 30 })[0]!.scenes.find((s) => s.kind === 'offer')!;
    expect(offer.onScreen).toEqual({ headline: 'Кафе и кроасан за 2,56\u00a0€', sub: 'Всеки делник 8–10 ч' });
    const eggs = readFacts(
      extractDetailsLocal(
        'Домашни яйца и сирене от нашата ферма край Ловеч 🐄 Доставяме всеки петък до Плевен и Ловеч. Поръчки на 0878 555 666',
      ),
    );
    expect(eggs.proofs).toContain('Доставяме всеки петък до Плевен и Ловеч.');
    const honey = readFacts(
      extractDetailsLocal(
        'Продавам мед от собствен пчелин – акациев, липов и манов. 1 кг буркан 16 лв. Изпращам с Еконт.',
      ),
    );
    expect(honey.proofs).toContain('Мед от собствен пчелин – акациев, липов и манов.');
    expect(honey.service).toBe('мед');
    expect(honey.services.join()).not.toMatch(/изпращам/i);
    expect(honey.comesToYou).toBe(true);
  });

  it('asks for the trade a customer searches for, and signs off with it', () => {
    const salon = extractDetailsLocal(
      'Козметичен салон Нежност – почистване на лице, микронидлинг, кола маска. През ноември -20% на всички процедури за лице! Добрич, ул. България 5',
    );
    const question = writeStoryboards(salon, { durationSec: 30 })[0]!;
    expect(question.scenes[0]!.voice).toMatch(/^Търсите козметичен салон в Добрич\?/);
    expect(writeStoryboards(salon, { durationSec: 30 }).map((sb) => sb.scenes.at(-1)!.voice)).toContainEqual(
      expect.stringMatching(/^Нежност – козметичен салон в Добрич\./),
    );
    const it = extractDetailsLocal(
      'ИТ поддръжка за малки офиси в София – мрежи, компютри, принтери, архиви. Абонамент от 150 лв на месец. Първото посещение е безплатно.',
    );
    expect(writeStoryboards(it, { durationSec: 30 })[0]!.scenes[0]!.voice).toMatch(
      /^Търсите ИТ поддръжка за малки офиси в София\?/,
    );
    // "Аз съм психолог и консултирам онлайн": the trade, without the owner's verb.
    expect(
      readFacts(
        extractDetailsLocal('Аз съм психолог и консултирам онлайн по Skype и Zoom – тревожност, панически атаки.'),
      ).trade,
    ).toBe('психолог');
    // The trade the owner opened with is never "offered": "Предлагаме логопед за деца" offers the person.
    const speech = writeStoryboards(
      extractDetailsLocal('Логопед за деца от 3 до 10 години – проблеми с говора, заекване. Кабинет в Кърджали.'),
      { durationSec: 30 },
    );
    for (const sb of speech)
      for (const s of sb.scenes) expect(s.voice).not.toMatch(/(?:Предлагаме|Разчитайте на нас за) логопед(?!ична)/);
    // A greeting, "всяка събота" or a product is no trade.
    expect(
      readFacts(extractDetailsLocal('здравейте имам малка сладкарница в Шумен правим торти по поръчка')).trade,
    ).toBe('');
    expect(readFacts(extractDetailsLocal('Продавам мед от собствен пчелин – акациев, липов и манов.')).trade).toBe('');
  });

  it('reads a phone inside the opening sentence as the number to call, and the sentence as what the business does', () => {
    const keys = extractDetailsLocal(
      'Ключар денонощно в Пловдив ☎ 0888 24 24 24 – отключване на врати и коли, смяна на патрони. Идвам до 30 минути.',
    );
    expect(keys.CTA).toBe('Обадете се на 0888 24 24 24');
    expect(keys.BusinessDescription).not.toMatch(/0888/);
    expect(keys.Services).toBe('отключване на врати и коли, смяна на патрони');
    const f = readFacts(keys);
    expect(f.service).toBe('отключване на врати и коли');
    expect(f.services).toEqual(['смяна на патрони']);
  });

  it('leads with the deal, not a bare time, a day or a month, and keeps a price pair whole', () => {
    const shoes = extractDetailsLocal(
      'Разпродажба!!! Всички летни сандали и маратонки -50% в магазин за обувки Стъпка, Троян. Само до неделя!',
    );
    expect(shoes.Offer).toBe('Всички летни сандали и маратонки -50% – само до неделя');
    const offerOf = (text: string) =>
      writeStoryboards(extractDetailsLocal(text), { durationSec: 30 })[0]!.scenes.find((s) => s.kind === 'offer')!
        .onScreen;
    expect(
      offerOf(
        'Месарница „При Гошо“ – прясно свинско и телешко всеки ден. Петък и събота -10% на всичко за скара! Враца, ул. Христо Ботев 41',
      ),
    ).toEqual({ headline: '-10% на всичко за скара', sub: 'Петък и събота' });
    expect(
      offerOf(
        '💥 -40% на лазерна епилация на цяло тяло през целия октомври! Козметично студио Бела, Силистра, ул. Добруджа 7.',
      ),
    ).toEqual({ headline: '-40% на лазерна епилация', sub: 'През целия октомври' });
    const lab = extractDetailsLocal(
      '35 лв. вместо 55 лв. – пакет профилактични изследвания (кръвна картина, биохимия, урина) в лаборатория Цибалаб до 30 ноември. Резултати същия ден. Разград, ул. Бели Лом 3.',
    );
    expect(lab.Offer).toBe('35 лв. вместо 55 лв. – пакет профилактични изследвания до 30 ноември');
    // Said in euro, the price pair is two words, and the headline keeps the whole deal.
    expect(readFacts(lab).offerHead).toBe('17,90\u00a0€ вместо 28,12\u00a0€ – пакет профилактични изследвания');
  });

  it('says the years of experience from the opening, the owner\'s "I work" as written (as "we" beside a "we"), and no phone inside the offer', () => {
    const f = readFacts(
      extractDetailsLocal(
        'Електротехник с 15 години опит – нова инсталация, смяна на табла, контакти и осветление. Работя в Карлово и околните села. Безплатна консултация по телефона 0878 222 915.',
      ),
    );
    expect(f.proofs).toContain('15 години опит.');
    expect(
      readFacts(extractDetailsLocal('Електротехник в Карлово. Работя в Карлово и околните села. Тел. 0878 222 915.'))
        .proofs,
    ).toContain('Работя в Карлово и околните села.');
    expect(
      readFacts(
        extractDetailsLocal(
          'Електротехници в Карлово, имаме 15 години опит. Работя в Карлово и околните села. Тел. 0878 222 915.',
        ),
      ).proofs,
    ).toContain('Работим в Карлово и околните села.');
    expect(f.offer).toBe('Безплатна консултация по телефона');
    const sb = writeStoryboards(
      extractDetailsLocal('Сервиз за климатици „Бриз“ – монтаж и почистване. Нашите техници идват същия ден.'),
      { durationSec: 30 },
    )[2]!;
    expect(sb.scenes.find((s) => s.kind === 'intro')!.voice).not.toMatch(/Нашите \S+ е решението/);
  });

  it('never promises in a trade’s stock call what the owner did not ("безплатен оглед")', () => {
    for (const c of BUSINESS_KB) expect(c.cta ?? '', c.id).not.toMatch(/безплат/i);
  });

  it('says experience as a reason to trust, not a service, and never a proof that only repeats the services or speaks as "I"', () => {
    const dj = readFacts(
      extractDetailsLocal(
        'Диджей и озвучаване за сватби, абитуриентски балове и фирмени партита. DJ Niki, 10 години опит.',
      ),
    );
    expect(dj.proofs).toContain('10 години опит.');
    expect(dj.services).not.toContain('10 години опит');
    const tyres = readFacts(
      extractDetailsLocal(
        'Продаваме употребявани гуми и джанти, монтаж и баланс на място. Шумен, до бензиностанция Лукойл.',
      ),
    );
    expect(tyres.proofs).toEqual([]);
    const nails = readFacts(
      extractDetailsLocal('Правя маникюр и педикюр с гел лак в домашно студио в Младост 1. Цена за маникюр 35 лв.'),
    );
    expect(nails.proofs.filter((p) => /^Правя/.test(p))).toEqual([]);
  });
});

describe('an offer past the limit', () => {
  it('leaves out whole the clause the limit cut, never says or shows it half', () => {
    const bikes: BusinessDetails = {
      ...BAKERY,
      BusinessName: 'Вело Габрово',
      BusinessDescription: 'Колела под наем в Габрово.',
      Services: '',
      AdvertizedService: 'Колела под наем',
      Offer:
        'Обикновено градско колело 4,09 €/час или 15,34 € за цял ден, планинско 7,67 €/час, месечен абонамент 30,68 €, каската е безплатна',
      BusinessLocation: 'Габрово',
    };
    for (const sb of writeStoryboards(bikes, { durationSec: 30, seed: 1 }))
      for (const t of texts(sb)) {
        expect(t, t).not.toMatch(/каската е[.!]?$/u);
        if (/абонамент/u.test(t)) expect(t, t).toMatch(/30,68\s€/u);
      }
  });
});

describe('session 52 read blind: the call’s card shows what the owner gave to reach them and by when', () => {
  const boards = (brief: string) =>
    [15, 30].flatMap((durationSec) =>
      writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed: 1 })), {
        durationSec: durationSec as 15 | 30,
        seed: 1,
      }),
    );
  const cta = (sb: Storyboard) => sb.scenes.find((s) => s.kind === 'cta')!;
  it('shows the site or page beside the number, short and as typed, in every variant', () => {
    for (const [brief, sub] of [
      [
        'Полет с балон над Долината на розите 🎈 Балони Казанлък - полет 1 час 260 € на човек. Полети по изгрев от април до октомври. balonikazanlak.bg 0888 700 510',
        '0888 700 510 · balonikazanlak.bg',
      ],
      [
        'Счетоводна кантора Баланс, София. Водим счетоводство на малки фирми от 60 лв месечно. 02 981 44 55 www.balans-sch.bg',
        '02 981 44 55 · balans-sch.bg',
      ],
      // (With no number, the handle and the place: the card never traded the street for it.)
      [
        'Козметично студио Ирис, Сливен, ул. Цар Симеон 9. Почистване на лице 30 лв. запазете час в инстаграм @iris.skin.sliven',
        '@iris.skin.sliven · Сливен, ул. Цар Симеон 9',
      ],
    ] as const)
      for (const sb of boards(brief)) expect(cta(sb).onScreen.sub, `${sb.angle} ${brief}`).toBe(sub);
  });
  it('says the offer’s deadline on the card where it said "още днес"', () => {
    for (const [brief, headline] of [
      [
        'Коминочистач Пешо от Самоков. Чистим комини, 40 лв на комин, второ коминче в същата къща 20 лв. До 30 октомври! 0887 412 309',
        'Обадете се до 30 октомври',
      ],
      [
        'Счетоводна кантора Баланс, София. Водим счетоводство на малки фирми от 60 лв месечно, първият месец безплатно до 31 март. 02 981 44 55',
        'Обадете се до 31 март',
      ],
    ] as const)
      for (const sb of boards(brief)) expect(cta(sb).onScreen.headline, `${sb.angle} ${brief}`).toBe(headline);
  });
  it('asks to order as early as the owner said, never "още днес"', () => {
    for (const [brief, call] of [
      [
        'сладкарница Мечо Пух, Шумен 🎂 торти по поръчка, 1 кг торта 38 лв. поръчки 2 дни по рано 0898 765 321',
        'Поръчайте 2 дни по-рано',
      ],
      [
        'Пекарна Питката, гр. Сопот. Сватбена питка 45 лв. Поръчки 3 дни предварително на 0878 140 562',
        'Поръчайте 3 дни предварително',
      ],
      [
        'Масажно студио Релакс, Бургас. Класически масаж 60 мин 50 лв. Записване поне ден предварително 0877 555 444',
        'Запишете се поне ден предварително',
      ],
    ] as const)
      for (const sb of boards(brief)) {
        expect(cta(sb).onScreen.headline, sb.angle).toBe(call);
        expect(cta(sb).voice, sb.angle).toContain(`${call} на 0`);
      }
  });
});

describe('session 53 read blind: the problem the ad opens with is the trade’s, said as it is shown', () => {
  const problemSolution = (brief: string) =>
    writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed: 1 })), { durationSec: 30, seed: 1 }).find(
      (sb) => sb.angle === 'problem-solution',
    )!;
  const STOCK = /Не знаете към кого|На кого да се доверите|на когото да се доверите|Омръзна ли ви/u;
  it('opens on a short problem of the trade, or asks for what the owner sells, never the stock line before it', () => {
    for (const brief of [
      'сладкарница Мечо Пух, Шумен 🎂 торти по поръчка за рожден ден, 1 кг торта 38 лв, надпис и фигурка подарък. поръчки 2 дни по рано 0898 765 321',
      'махам гнезда на оси и сършели от тавани и стрехи, Монтана и областта, 50 лв на гнездо. Валентин 0884 73 30 19',
      'точа ножове ножици и сатъри на Женския пазар в София всяка събота и неделя, Бай Васил Точиларя. нож 4 лв, ножица 5 лв. 0887 251 603',
    ]) {
      const sb = problemSolution(brief);
      const first = sb.scenes[0]!;
      expect(first.kind, brief).toBe('problem');
      expect(first.voice, brief).not.toMatch(STOCK);
      // (What is said is what is shown: a problem of up to eight words is its own headline, or its opening phrase.)
      expect(first.voice.split(/\s+/u).length, brief).toBeLessThanOrEqual(8);
    }
  });
  it('shows a long problem under its opening phrase of three words or more, never a cut "Не всичко"; cheese is no job', () => {
    const sb = problemSolution(
      'Козе сирене от ферма Белият камък, с. Гърмен. Сирене 14 лв/кг, събота и неделя 9-14 ч на пазара. 0888 123 456',
    );
    // (Cheese ends as a job does, "почистване", and is looked for, never timed.)
    expect(sb.scenes.map((s) => s.voice).join(' ')).not.toMatch(/Време е за козе сирене/u);
    for (const s of sb.scenes.filter((x) => x.kind === 'problem'))
      expect(s.onScreen.headline.split(/\s+/u).length, s.voice).toBeGreaterThanOrEqual(3);
  });
  it('asks for what the owner makes, never how it is made, before "доверен партньор"', () => {
    for (const [brief, asked] of [
      [
        'свещи от пчелен восък ръчно точени, Свещарница Пчелица, Берковица. голяма свещ 8 лв, комплект 3 свещи 20 лв. 0877123456',
        'Търсите свещи от пчелен восък',
      ],
      [
        'сапуни от козе мляко ръчна изработка, Ваня от с. Арбанаси. сапун 6 лв, 5 за 25 лв. 0888 111 222',
        'Търсите сапуни от козе мляко',
      ],
    ] as const) {
      const sb = writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed: 1 })), {
        durationSec: 30,
        seed: 1,
      }).find((x) => x.angle === 'question')!;
      expect(sb.scenes[0]!.voice, brief).toMatch(new RegExp(`^${asked}`, 'u'));
    }
  });
  it('never ends a headline on a word that opens a clause', () => {
    for (const line of [
      'Елате да видите как се духа стъкло и издухайте сами своя топка или чаша.',
      'Покажете ни какво искате и ще го направим.',
      'Питайте ни кога идваме във вашето село следващия път.',
    ])
      for (const words of [4, 5, 6])
        expect(headline(line, words), line).not.toMatch(
          /\s(?:как|какво|кога|къде|защо|дали|който|която|което|които)$/u,
        );
  });
  it('never lists a relative clause cut from whom the bread is for as a thing sold', () => {
    const brief =
      'Безглутенова пекарна „Чисто зърно“ в София, Лозенец – за хора с цьолиакия и за всички, които избягват глутена. Хляб без глутен 7,90 лв. (4,04 €), кифлички 2 лв. бройката. Пишете ни във Фейсбук или звъннете на 02 963 45 12.';
    for (const durationSec of [15, 30] as const)
      for (const sb of writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed: 1 })), {
        durationSec,
        seed: 1,
      }))
        for (const s of sb.scenes.filter((x) => x.kind === 'service'))
          expect(s.voice, sb.angle).not.toMatch(/и които/u);
  });
});

describe('session 54: the ad asks for the service in the owner’s words, never a stock partner', () => {
  const read = (text: string) => extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
  const all = (text: string) =>
    writeStoryboards(read(text), { durationSec: 30, seed: 1 }).flatMap((sb) =>
      sb.scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']),
    );
  it('a long service is asked for by its head, whatever the name is the start of', () => {
    const lines = all(
      'Шием тенти за камиони и ремаркета и брезенти за навеси – Тент Русе, Промишлена зона Запад. Тента за ремарке 3 м от 380 лв, лепене на скъсано от 30 лв. 082/84 55 10',
    );
    expect(lines.join(' ')).toMatch(/Търсите шиене на тенти за камиони/u);
    expect(lines.join(' ')).not.toMatch(/доверен партньор/u);
  });
  it('"our" verb is asked for by its noun', () => {
    const lines = all(
      'Изкопаваме изкуствени езера и рибарници в двора и вилата – Езеро Про, Монтана. Езеро 10х6 м с фолио и помпа от 3500 лв, почистване на стари езера от 300 лв. 0899 612 703',
    );
    expect(lines.join(' ')).toMatch(/Търсите изкопаване на изкуствени езера/u);
    expect(lines.join(' ')).not.toMatch(/доверен партньор/u);
  });
  it('a service cut to the card never ends on an adjective whose noun it lost', () => {
    expect(
      readFacts(
        read(
          'ремонт и сервизиране на касови апарати и фискални принтери, Каса Сервиз Търговище, регистриране в НАП 40 лв. звънете 0878 55 61 04',
        ),
      ).service,
    ).toBe('ремонт и сервизиране на касови апарати');
    expect(
      readFacts(
        read(
          'Часовникарско ателие Тик-Так, Плевен – ремонт и почистване на механични и кварцови часовници. Смяна на батерия 5 лв, каишка от 10 лв. 0888 111 222',
        ),
      ).service,
    ).toBe('ремонт и почистване на часовници');
  });
});

describe('a brief typed in one breath with a price range', () => {
  it('says the range in euro, with what it is for, and the service in the hook, in every variant', () => {
    const brief =
      'казвам се гошо возя пясък и чакъл с камион 10 тона айтос бургас карнобат и селата курс от 120 до 180 лв тел 0887 555 666';
    for (const durationSec of [15, 30] as const)
      for (const sb of writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed: 1 })), {
        durationSec,
        seed: 1,
      })) {
        const all = sb.scenes.map((s) => `${s.onScreen.headline} ${s.voice}`).join(' ');
        // (Cut at its "до", the range said «92,03 €.» alone and the hook asked for «доверен партньор».)
        expect(all, sb.angle).toMatch(/[Кк]урс\sот\s61,36\sдо\s92,03\s€/u);
        expect(all, sb.angle).toMatch(/превоз на пясък и чакъл/iu);
        expect(all, sb.angle).not.toMatch(/доверен партньор/u);
      }
  });
});

describe('Session 55: the service said in its scenes', () => {
  const boards = (brief: string) =>
    [1, 2].flatMap((seed) =>
      writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed })), { durationSec: 30, seed }),
    );
  const voices = (brief: string) =>
    boards(brief)
      .flatMap((sb) => sb.scenes.map((s) => s.voice))
      .join(' ');
  it('a job after a death or an event is done once: never «Време е за …?»', () => {
    for (const brief of [
      'Почистване след починали и тежки случаи – София и областта. Дискретно, с професионални препарати и защитно облекло. Почистване, дезинфекция и премахване на миризми от 600 лв в зависимост от обекта. Работим 24/7. Фирма Тиха Помощ, 0888 60 70 80',
      'Почистване след ремонт и строителство – Пловдив. Извозване на отпадъци, измиване на прозорци и подове. От 3 лв на кв.м. Чисто Ново, 0888 50 60 70',
    ])
      expect(voices(brief), brief).not.toMatch(/Време е за/u);
  });
  it('the trade is said whole past a word in brackets, never cut at it', () => {
    const said = voices(
      'Премахване на етернитови (азбестови) покриви с лиценз – демонтаж, опаковане и извозване до депо. Враца, Мездра, Монтана. 22 лв на кв.м всичко включено, нов покрив с ламарина по договаряне. Безплатен оглед. ЕКОРУФ ЕООД, 0899 414 070',
    );
    expect(said).not.toMatch(/етернитови(?:\?|\.|\s+във)/u);
    expect(said).toMatch(/Търсите премахване на етернитови покриви във Враца\?/u);
  });
  it('machines that sell food are no dish: never «Специалитетът ни: вендинг автомати …»', () => {
    const said = voices(
      'Поставяме вендинг автомати за кафе и закуски БЕЗПЛАТНО във фирми, цехове и болници в Русе и областта 🟢 Ние зареждаме, почистваме и поддържаме, вие само пиете кафе ☕ Кафе от 0,60 € (1,17 лв) за служителите. Условие: поне 30 души на смяна. Вендинг Дунав, 0889 740 233',
    );
    expect(said).not.toMatch(/Специалитетът ни: вендинг|Търсите ние|за кафе и ние/u);
    expect(said).toMatch(/вендинг автомати за кафе и закуски/u);
  });
  it('the ware the offer prices and its plural listed beside it are said once, as listed', () => {
    const said = voices(
      'Пекарна „Бабината фурна“, кв. Младост 2, Варна – всяка сутрин топъл хляб, баници и козунаци. Козунак 500 г 12 лв, баница със сирене 1 кг 18 лв. Поръчки за Великден до 15 април! Работим 6:30-20:00 всеки ден. 0885 12 34 56',
    );
    expect(said).not.toMatch(/козунак, баници и козунаци|козунак,[^.]*козунаци/u);
    expect(said).toMatch(/козунаци, топъл хляб и баници/u);
  });
  it('a shouted course title is the service, and the list its owner’s verb opens is said with that verb', () => {
    const said = voices(
      'KURS ZA KRUPIE - Sunny Beach / Burgas. Uchim ruletka, blackjack i poker za 6 sedmici, sled kursa pomagame s rabota v kazinata po kraibrejieto za sezona. Cena 800 lv (409 evro), na vnoski. Zapisvane do 15 april! 0896 11 22 33 Viber',
    );
    expect(said).not.toMatch(/sunny Beach \/|, blackjack и покер за 6 седмици – учим/u);
    expect(said).toMatch(/Търсите курс за крупие в Бургас\?/u);
    expect(said).toMatch(/курс за крупие – учим рулетка, blackjack и покер за 6 седмици/u);
    expect(
      voices(
        'КУРС ЗА БАРМАНИ - Варна. Учим коктейли, кафе и обслужване за 4 седмици. Цена 600 лв, на вноски. Записване до 1 май! 0887 12 12 12',
      ),
    ).toMatch(/курс за бармани – учим коктейли, кафе и обслужване за 4 седмици/u);
  });
  it('a school named by its adjective is who they are: what it teaches is offered, never the school beside it', () => {
    const said = voices(
      'Циркова школа за деца „Шапито“ – Русе 🎪 жонглиране, акробатика, ходене на въже, моноцикъл. Деца от 6 г. нагоре, 2 пъти седмично, 50 лв на месец. Открит урок на 1 юни в парк Лозята – безплатно! 0889 15 61 65',
    );
    expect(said).not.toMatch(/Жонглиране 25,56|предлагаме циркова школа/iu);
    expect(said).toMatch(/Циркова школа за деца – 25,56\s€ на месец/u);
  });
});

describe('Session 58: what the owner typed after the dash is said', () => {
  const variants = (brief: string) =>
    writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed: 1 })), { durationSec: 30, seed: 1 }).map(
      (sb) => sb.scenes.map((s) => s.voice).join(' '),
    );
  it('the work listed after the trade, its town and a typed hyphen, in every variant', () => {
    for (const said of variants(
      'Промишлен алпинизъм Бургас - измиване на фасади и прозорци на високи сгради, ремонт на покриви без скеле. Оглед безплатен, цена от 3 €/кв.м. Тел 0898 22 33 44 Иво',
    ))
      expect(said).toMatch(/[Ии]змиване на фасади и прозорци на високи сгради/u);
    for (const said of variants(
      'Ескейп стая „Тайната на крепостта“ в Велико Търново - 60 минути загадки в стария град за 2 до 6 играчи. 60 лв на отбор, в делничен ден 50 лв. 0889 88 77 66',
    ))
      expect(said).toMatch(/60 минути загадки в стария град за 2 до 6 играчи/u);
    for (const said of variants(
      'Сондиране за вода в Пазарджишко - правим сондажи до 80 м с тръби и помпа. 45 лв на метър, пробен сондаж безплатен при договор. Тел. 0888 41 41 41 Сондажи Пеев',
    ))
      expect(said).toMatch(/правим сондажи до 80 м с тръби и помпа/u);
  });
  it('a list the owner’s line says already is not offered again after it', () => {
    const said = variants(
      'Ветеринарен лекар Пловдив - ваксини, обезпаразитяване и чипове на адрес, кастрации в кабинета. Преглед 30 лв. 0888 50 60 70 д-р Петров',
    ).join(' ');
    expect(said.match(/кастрации в кабинета/gu)?.length).toBe(3);
  });
  it('a free delivery typed after the deal and a deadline typed before the number and the name', () => {
    for (const said of variants(
      'Надуваеми батути и замък под наем за детски празници, Добрич. Батут замък 80 лв за 4 часа, с машина за захарен памук 110 лв. Доставка и монтаж в града безплатно. 0879 222 333 - Ники',
    ))
      expect(said).toMatch(/Доставка и монтаж в града безплатно/u);
    for (const said of variants(
      'Полети с топловъздушен балон над Тракийската долина, излитаме от Сливен 🎈 полет 1 час - 180 € на човек. Резервирайте до 1 май. 0887 11 22 99 Балон Тракия',
    ))
      expect(said).toMatch(/Резервирайте до 1 май на 0887 11 22 99/u);
  });
});

describe('session 58: each clause said once in a variant, the fuller line keeping it (blind read 13)', () => {
  const ads = (brief: string, durationSec: 15 | 30 = 30) =>
    writeStoryboards(extractDetailsLocal(writePromptLocal(brief, { seed: 1 })), { durationSec, seed: 1 });
  const count = (said: string, part: string) => said.split(part).length - 1;
  it('says a deed after the service’s dash once, in the owner’s line that says more ("пращаме с Еконт")', () => {
    for (const [brief, part, whole] of [
      [
        'Свещи от чист пчелен восък ръчно отляти 🕯️ малки 3 €, големи ароматни 8 €, комплект за подарък 3 бр - 18 €. Пчеларство Къневи, Котел. Пращаме с Еконт, поръчки до 20 декември за Коледа. 0899 66 77 11',
        'ращаме с Еконт',
        'Пращаме с Еконт, поръчки до 20 декември за Коледа.',
      ],
      [
        'Морски риболов с лодка от пристанище Созопол 🎣 3 часа за до 4 души 120 €, такъми и стръв включени. Капитан Жоро 0888 606 707. Излизаме рано сутрин, при лошо време пренасрочваме.',
        'злизаме рано сутрин',
        'Излизаме рано сутрин, при лошо време пренасрочваме.',
      ],
      [
        'Пренасяне на пиана и тежки мебели София – работим и събота и неделя. Работим и събота и неделя, без доплащане. Пиано до 3 етаж 150 €. Транс Мечо 0887 101 202',
        'събота и неделя',
        'Работим и събота и неделя, без доплащане.',
      ],
      [
        'Домашни сладка и конфитюри от баба Мара, Тетевен – без консерванти, пращаме с Еконт. Пращаме с Еконт в цялата страна, бурканче 4 €. 0878 12 34 56',
        'ращаме с Еконт',
        'Пращаме с Еконт в цялата страна',
      ],
    ] as const)
      for (const sb of ads(brief)) {
        const said = sb.scenes
          .filter((s) => s.kind !== 'end')
          .map((s) => s.voice)
          .join(' ');
        expect(said, sb.angle).toContain(whole);
        expect(count(said, part), `${sb.angle}: ${said}`).toBe(1);
        // (The time is the owner's lines', never a stock line's.)
        expect(said, sb.angle).not.toMatch(/Ще се радваме да помогнем/u);
      }
  });
  it('says the service’s own line whole once when a proof said it again after the trade’s dash ("идваме с банциг при вас")', () => {
    for (const sb of ads(
      'мобилна дъскорезница - идваме с банциг при вас и режем вашите трупи на дъски, греди и летви. смолянско и кърджалийско 25 € на куб. Минимум 5 куба. 0894 300 900 Ахмед',
    )) {
      const said = sb.scenes.map((s) => s.voice);
      expect(said, sb.angle).toContain('Идваме с банциг при вас и режем вашите трупи на дъски, греди и летви.');
      // (The minimum is the deal's term, said with its price: «… 25 € на куб, минимум 5 куба.».)
      expect(said.join(' '), sb.angle).toMatch(/25\s€\sна\sкуб, минимум 5 куба\./u);
      expect(count(said.join(' '), 'банциг'), sb.angle).toBe(1);
      expect(said.join(' '), sb.angle).not.toMatch(/дъскорезница - /u);
    }
  });
  it('says no «Идеално за начинаещи.» when the service says "за начинаещи"', () => {
    for (const brief of [
      'Грънчарски курсове на колело за начинаещи в с. Бусинци, Трънско 🏺 една събота с глина и печене на вашите съдове 40 €, за двама 70 €. Записване на 0886 15 25 35 - Цвета',
      'Йога за начинаещи в Стара Загора, зала Лотос - идеално за начинаещи, малки групи. Карта 8 посещения 50 €. 0885 33 22 11 Деси',
    ])
      for (const dur of [15, 30] as const)
        for (const sb of ads(brief, dur))
          expect(sb.scenes.map((s) => s.voice).join(' '), `${dur} ${sb.angle}`).not.toMatch(/Идеално за начинаещи/u);
  });
});

describe('the problem-solution variant of a trade the knowledge base does not know', () => {
  const variants = (text: string) => writeStoryboards(extractDetailsLocal(text), { durationSec: 30 });
  const problems = (text: string) =>
    variants(text)
      .find((sb) => sb.angle === 'problem-solution')!
      .scenes.filter((s) => s.kind === 'problem')
      .map((s) => s.voice);

  it('finds the customer’s trouble in what the owner typed, in lines true of any such business', () => {
    expect(
      ownerProblems({ offering: '', typed: 'ремонт на покриви без скеле', occasion: '', food: false })[0]!.line,
    ).toBe('Мислите, че без скеле не може?');
    expect(
      ownerProblems({ offering: '', typed: 'Мобилна дъскорезница, идваме при вас', occasion: '', food: false })[0]!
        .line,
    ).toBe('Нямате време или възможност да пътувате?');
    // ("плащам на място" is paid on the spot; "идвам с бусчето на пазара" comes to a market, not to the door.)
    expect(
      ownerProblems({ offering: '', typed: 'изкупувам билки, плащам на място', occasion: '', food: false }),
    ).toEqual([]);
    expect(
      ownerProblems({ offering: '', typed: 'идвам с бусчето на пазара всяка събота', occasion: '', food: false }),
    ).toEqual([]);
    expect(
      ownerProblems({ offering: '', typed: 'изпомпване на мазета, денонощно', occasion: '', food: false })[0]!.line,
    ).toBe('Нужна ви е помощ и нощем?');
    expect(ownerProblems({ offering: '', typed: 'аварийно отключване', occasion: '', food: false })[0]!.line).toBe(
      'Аварията не чака до сутринта.',
    );
    expect(
      ownerProblems({ offering: '', typed: 'смяна на цип, готово за 1 ден', occasion: '', food: false })[0]!.line,
    ).toBe('Нямате време за чакане?');
    // (A toilet rented "за 1 ден" is no speed.)
    expect(ownerProblems({ offering: '', typed: 'Тоалетна за 1 ден 40 лв', occasion: '', food: false })).toEqual([]);
    expect(
      ownerProblems({ offering: '', typed: 'парапети и порти по ваш проект', occasion: '', food: false })[0]!.line,
    ).toBe('Не намирате точно каквото искате?');
    expect(
      ownerProblems({ offering: '', typed: 'Езда на пони за детски рождени дни', occasion: '', food: false })[0]!.line,
    ).toBe('Предстои детски рожден ден?');
    // (…and a list of whom it is for is no day: "за строежи, събори и сватби".)
    expect(
      ownerProblems({
        offering: '',
        typed: 'Химически тоалетни за строежи, събори и сватби',
        occasion: '',
        food: false,
      }),
    ).toEqual([]);
    expect(
      ownerProblems({ offering: '', typed: 'комплект за подарък', occasion: 'Коледа', food: false })[0]!.line,
    ).toBe('Наближава Коледа, а не знаете какво да подарите?');
    // (…and a thing given free is no present: "табелите са подарък".)
    expect(
      ownerProblems({ offering: '', typed: 'при над 80 покани табелите са подарък', occasion: '', food: false }),
    ).toEqual([]);
    expect(
      ownerProblems({ offering: 'Ремонт и настройка на акордеони', typed: '', occasion: '', food: false }),
    ).toEqual([{ headline: 'Нещо се повреди?', line: 'Нещо се повреди? Жалко е да го изхвърлите.' }]);
    // (A roof or a leak mended is not thrown away.)
    expect(ownerProblems({ offering: 'ремонт на покриви и улуци', typed: '', occasion: '', food: false })).toEqual([]);
    expect(ownerProblems({ offering: 'ремонт на течове', typed: '', occasion: '', food: false })).toEqual([]);
    expect(
      ownerProblems({ offering: '', typed: 'Ремонтирам грамофони и стари усилватели', occasion: '', food: false }),
    ).toHaveLength(1);
    // (A side line of repair is not the trouble of one who makes the thing.)
    expect(
      ownerProblems({
        offering: 'дъбови бъчви',
        typed: 'Правим дъбови бъчви, правим и ремонт на стари бъчви',
        occasion: '',
        food: false,
      }),
    ).toEqual([]);
    // (…and a list of days is any of them.)
    expect(
      ownerProblems({
        offering: '',
        typed: 'украса с балони за рождени дни, кръщенета и сватби',
        occasion: '',
        food: false,
      })[0]!.line,
    ).toBe('Предстои празник?');
  });

  it('never says the question variant’s hook again as the problem', () => {
    for (const [text, said] of [
      [
        'Промишлен алпинизъм Бургас - измиване на фасади и прозорци на високи сгради, ремонт на покриви без скеле. Оглед безплатен, цена от 3 €/кв.м. Тел 0898 22 33 44 Иво',
        'Мислите, че без скеле не може?',
      ],
      [
        'Художествено коване - парапети, порти, решетки и полилеи по ваш проект. Ковачница Радев в гр. Елена. Парапет от 90 €/линеен метър. 0878 99 10 20',
        'Не намирате точно каквото искате?',
      ],
      [
        'мобилна дъскорезница - идваме с банциг при вас и режем вашите трупи на дъски, греди и летви. смолянско и кърджалийско 25 € на куб. 0894 300 900 Ахмед',
        'Нямате време или възможност да пътувате?',
      ],
    ] as const) {
      const [question] = variants(text);
      expect(problems(text), text).toContain(said);
      expect(problems(text), text).not.toContain(question!.scenes[0]!.voice);
    }
  });

  it('keeps a shop’s or an installer’s problems from the one who mends or cleans what it sells', () => {
    const clocks = problems(
      'Ремонт на стари часовници - стенни, джобни, механични и с кукувичка. Часовникарско ателие „Тик-Так“, София ул. Пиротска 14. Почистване и смазване от 30 €. 0889 245 780',
    ).join(' ');
    expect(clocks).not.toMatch(/Евтиният часовник|кой модел/u);
    expect(clocks).toContain('Нещо се повреди? Жалко е да го изхвърлите.');
    const panels = problems(
      'почистване на соларни панели и фотоволтаични паркове с осмозна вода, ст. загора и областта. 1 € на панел. Сол-Клийн 0876 54 32 10',
    ).join(' ');
    expect(panels).not.toMatch(/Цената на тока|Спирането на тока/u);
    // (A plumber mending leaks keeps the plumber's own problems.)
    expect(
      problems('водопроводчик смолян ремонт на течове смяна на бойлери смесители тоалетни 0899 71 40 40').join(' '),
    ).toMatch(/Течът/u);
  });
});

describe('the owner’s trade said whole: a job on three things, how it is done, a name that is a word of the ware', () => {
  const ads = (text: string) =>
    writeStoryboards(extractDetailsLocal(writePromptLocal(text, { seed: 1 })), { durationSec: 30, seed: 1 });
  const voices = (text: string) => ads(text).flatMap((sb) => sb.scenes.map((s) => s.voice));
  it('asks for a job on three things whole, without whose goods they are, never cut after its comma', () => {
    const [question] = ads(
      'Мелница Брашнено в с. Брестник - мелим ваше жито, царевица и ечемик на камък. 0,30 € на кг, пълнозърнесто брашно от нас 2 € кг. 0887 33 22 11',
    );
    const hook = question!.scenes[0]!;
    expect(hook.voice).toMatch(/^Търсите мелене на жито, царевица и ечемик/u);
    expect(hook.onScreen.headline).toBe('Мелене на жито, царевица и ечемик?');
  });
  it('says how the last thing is done with the service, once, never as one more thing listed', () => {
    const said = voices(
      'Сушилня Слънце в с. Кован, Търговищко - сушим ваши сливи, ябълки и гъби на слънце. 1 € на кг, сушени сливи от нас 8 € кг. Приемаме всеки вторник. 0888 76 54 32',
    ).join(' ');
    expect(said).toMatch(/сушене на ваши сливи, ябълки и гъби на слънце\./u);
    expect(said).not.toMatch(/, гъби на слънце/u);
  });
  it('says the ware whole when the name is one of its words typed in small letters, with no filler for want of it', () => {
    const said = voices(
      'Маслобойна „Студено“ в Елхово – студено пресовано орехово, тиквено и ленено масло. Тиквено 250 мл 9 €, орехово 12 €. Пресоваме и ваши ядки – 2 € на кг. 0886 40 50 60 www.studeno.bg',
    ).join(' ');
    expect(said).toMatch(/ за студено пресовано орехово, тиквено и ленено масло\./u);
    expect(said).not.toMatch(/внимание към всеки детайл/u);
  });
});
