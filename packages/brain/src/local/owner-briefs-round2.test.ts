import { describe, expect, it } from 'vitest';
import { extractDetailsLocal } from './extract-details.ts';
import { writePromptLocal } from './write-prompt.ts';
import { splitServiceList, splitSentences } from './text.ts';
import { writeStoryboards } from '../script/write-storyboard.ts';
import { ownerDescribes } from './write-prompt.ts';

// Step 1's text as owners type it, read as the app reads it: the prompt writer, then the extractor.
const read = (text: string) => extractDetailsLocal(writePromptLocal(text, { seed: 1 }));

describe('details of an owner who says who they are and what they do', () => {
  it('"аз съм <Name> и <verb> …" gives the name and the trade as a noun, above what the price is for', () => {
    const d = read(
      'Здравейте, аз съм Гошо и ремонтирам перални и съдомиялни по домовете в Русе и Мартен. Идвам същия ден, преглед 15 €, а ако ремонтирам - прегледа е безплатен. Гаранция 6 месеца на всеки ремонт. 0898 123 321',
    );
    expect(d.BusinessName).toBe('Гошо');
    expect(d.AdvertizedService.toLowerCase()).toMatch(/^ремонт на перални и съдомиялни/);
    expect(d.Services).toMatch(/ремонт на перални и съдомиялни по домовете/);
    expect(d.Services).not.toMatch(/Гаранция/);
  });
  it('reads a verb the table does not know by its ending', () => {
    const d = read(
      'Ние сме ВиК Експрес и отпушваме канали и тоалетни в София. Отпушване от 40 €, идваме до 1 час. Звънете 0700 11 222',
    );
    expect(d.BusinessName).toBe('ВиК Експрес');
    expect(d.Services.toLowerCase()).toMatch(/^отпушване на канали и тоалетни/);
  });
});

describe('a list of services', () => {
  it('keeps a job with two objects as one item, and two jobs as two', () => {
    expect(splitServiceList('ремонт на перални и съдомиялни')).toEqual(['ремонт на перални и съдомиялни']);
    expect(splitServiceList('почистване на дворове и косене на трева')).toEqual([
      'почистване на дворове',
      'косене на трева',
    ]);
  });
});

describe('a price with its subject', () => {
  it('keeps "Косене до 500 кв.м. 30 €" one sentence, so the offer is not a bare price', () => {
    expect(splitSentences('Косене до 500 кв.м. 30 €. Извозваме и отпадъците.')).toEqual([
      'Косене до 500 кв.м. 30 €.',
      'Извозваме и отпадъците.',
    ]);
    expect(
      read(
        'Почистване на дворове, косене на трева и изрязване на храсти в Габрово. Косене до 500 кв.м. 30 €. Извозваме и отпадъците. Фирма Зелен двор 0894 454 545',
      ).Offer,
    ).toBe('Косене до 500 кв.м. 30 €');
  });
});

describe('a brief that is one sentence of deed and deal', () => {
  it("reads the service from the owner's verb when the one sentence is the offer", () => {
    const d = read(
      'точим ножове, ножици и брадви на пазара в Хасково всяка събота, 3 € на нож. Точилар Митко 0885 606 707',
    );
    expect(d.AdvertizedService.toLowerCase()).toMatch(/^точене на ножове/);
    expect(d.Offer).toContain('3 € на нож');
  });
  // Typed straight into step 2's description, without step 1's writer in between.
  it('says that sentence once in every variant, as the offer, not again as the service line', () => {
    const boards = writeStoryboards(
      extractDetailsLocal(
        'точим ножове, ножици и брадви на пазара в Хасково всяка събота, 3 € на нож. Точилар Митко 0885 606 707',
      ),
      { durationSec: 30, seed: 1 },
    );
    for (const sb of boards) {
      const said = sb.scenes.filter((sc) => /ножици и брадви/.test(sc.voice)).length;
      expect(said, sb.angle).toBe(1);
    }
  });
});

describe('a name signed above the phone, a village and its region', () => {
  it('keeps the noun of a signed family name and takes the village out of the goods', () => {
    const d = read(
      'Продаваме мед от собствени кошери в с. Ягодово, Пловдивско - липов, акациев и манов. Буркан 1 кг 12 €, при 3 буркана доставка с Еконт безплатно. Пчелин Стойкови 0899 505 606',
    );
    expect(d.BusinessName).toBe('Пчелин Стойкови');
    expect(d.Services).not.toMatch(/Ягодово|Пловдивско/);
    expect(d.AdvertizedService).toBe('Липов, акациев и манов мед');
    // A title before a person's name stays out of it.
    expect(
      read(
        'Шах за деца от 6 до 14 г. в Плевен – групови и индивидуални занимания. Месечна такса 60 лв (8 занимания). Треньор Николай Петров 0888 747 212',
      ).BusinessName,
    ).not.toMatch(/^Треньор/);
  });
});

describe('a brand signed in one word', () => {
  it('is never said as "Аз съм …" unless the owner presents it as their own name', () => {
    const spoken = (text: string) =>
      writeStoryboards(read(text), { durationSec: 30, seed: 1 })
        .flatMap((sb) => sb.scenes.map((sc) => sc.voice))
        .join(' ');
    const brand = spoken(
      'Давам под наем надуваеми батути и захарен памук за детски рождени дни в Пловдив и областта. Батут за 4 часа 90 €, с аниматор 140 €. Забавлячо, тел. 0878 909 808',
    );
    expect(brand).toContain('Забавлячо');
    expect(brand).not.toContain('Аз съм Забавлячо');
    expect(
      spoken(
        'Педикюр и маникюр в дома ви - Варна. Аз съм Деси, работя с еднократни пили. Маникюр с гел лак 20 €, педикюр 25 €, двете за 40 €. 0888 717 171',
      ),
    ).toContain('Аз съм Деси');
  });
});

describe('a short brief that says what the business does', () => {
  it("is the owner's own description when its only numbers are a duration, not a price", () => {
    expect(
      ownerDescribes(
        'Фото Лъч - снимки за документи за 5 минути в центъра на Видин. 4 снимки 6 €. Работим и в събота. 0894 123 987',
      ),
    ).toBe(true);
    // (The offer alone with a number to call is the owner's too: a template filled it with services, a turnaround and
    // an audience they never typed.)
    expect(ownerDescribes('Фото Лъч. 4 снимки 6 €. 0894 123 987')).toBe(true);
    // …but a name alone says nothing of the business.
    expect(ownerDescribes('Фото Лъч. 0894 123 987')).toBe(false);
  });
});

describe('a business that buys what a known trade sells', () => {
  it("gets none of that trade's lines", () => {
    const boards = writeStoryboards(
      read(
        'Автоморга Пернишки - купуваме стари коли за скрап в Перник и Радомир, плащаме веднага, взимаме с пътна помощ безплатно. До 300 € за колата. 0887 999 000',
      ),
      { durationSec: 30, seed: 1 },
    );
    const spoken = boards.flatMap((sb) => sb.scenes.map((sc) => sc.voice)).join(' ');
    expect(spoken).toContain('стари коли');
    expect(spoken).not.toMatch(/част|изправността|ремонта/);
  });
});

describe('who it is for', () => {
  it('ends before how it is taught', () => {
    expect(
      read(
        'Уроци по китара за начинаещи и напреднали онлайн и на живо в Шумен. Първи урок 10 €, пакет 4 урока 50 €. Пишете ми на 0897 121 212, Иво',
      ).TargetAudience,
    ).toBe('начинаещи и напреднали');
  });
});

describe('the extractor on the raw text, greeting and all', () => {
  it('reads the name and the trade after "Здравейте, аз съм …"', () => {
    const d = extractDetailsLocal(
      'Здравейте, аз съм Гошо и ремонтирам перални и съдомиялни по домовете в Русе и Мартен. Идвам същия ден, преглед 15 €, а ако ремонтирам - прегледа е безплатен. Гаранция 6 месеца на всеки ремонт. 0898 123 321',
    );
    expect(d.BusinessName).toBe('Гошо');
    expect(d.AdvertizedService.toLowerCase()).toMatch(/^ремонт на перални и съдомиялни/);
  });
});
