import { describe, expect, it } from 'vitest';
import { punctuateRunOn } from './run-on.ts';

describe('a brief typed in one breath, punctuated as its owner would say it', () => {
  it('says the name the owner opens with apart from the deed after it', () => {
    expect(
      punctuateRunOn('казвам се тоня гледам възрастни хора по домовете добрич балчик каварна по 12 лв на час'),
    ).toMatch(/^Казвам се тоня\. Гледам възрастни хора/u);
    expect(punctuateRunOn('аз съм дидо чистя комини и печки на дърва с четки габрово по 25 лв на комин')).toMatch(
      /^Аз съм дидо\. Чистя комини/u,
    );
    // (…but never a name and the word after it that is no verb of theirs: "петър димов рехабилитатор съм".)
    expect(
      punctuateRunOn('казвам се петър димов рехабилитатор съм в габрово идвам и по домовете процедура 40 лв'),
    ).toMatch(/^Казвам се петър димов рехабилитатор съм в Габрово/u);
  });

  it('lists towns typed one after another as one place, and ends it before the price', () => {
    expect(
      punctuateRunOn(
        'казвам се гошо возя пясък и чакъл с камион 10 тона айтос бургас карнобат и селата курс от 120 до 180 лв тел 0887 555 666',
      ),
    ).toBe(
      'Казвам се гошо. Возя пясък и чакъл с камион 10 тона в Айтос, Бургас, Карнобат и селата. Курс от 120 до 180 лв, тел. 0887 555 666.',
    );
    expect(
      punctuateRunOn(
        'аз съм ради поправям китарни усилватели и педали софия перник по 35 лв на ремонт звънни 0899 313 131',
      ),
    ).toBe(
      'Аз съм ради. Поправям китарни усилватели и педали в София и Перник. По 35 лв на ремонт. Звънни 0899 313 131.',
    );
  });

  it('keeps the word that says what the number is with the number', () => {
    expect(
      punctuateRunOn(
        'казвам се ани правя свещи от пчелен восък на ръка разлог свещ от 5 до 15 лв телефон 0887 222 000',
      ),
    ).toMatch(/от 5 до 15 лв, телефон 0887 222 000\.$/u);
    expect(
      punctuateRunOn('аз съм ваньо точа вериги на моторни триони смолян по 8 лв на верига вайбър 0877 666 555'),
    ).toMatch(/на верига, вайбър 0877 666 555\.$/u);
    // (…and two calls joined by "или" are one sentence.)
    expect(
      punctuateRunOn('шия кожени чанти на ръка в габрово дамска чанта от 85 € пишете или звънете на 0879 55 66 11'),
    ).toMatch(/ Пишете или звънете на 0879 55 66 11\.$/u);
  });
});
