import { describe, expect, it } from 'vitest';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { headline } from './bulgarian.ts';
import { brandsCapitalised, listedHeadline, writeStoryboards } from './write-storyboard.ts';

// Session 56, issue 36: a service scene that read the owner's list bare («Фураж, цимент, тухли.») under the first of
// its items ([Фураж]); a holiday the owner only timed the deal by opened the ad («Наближава Великден?» for puppies).
const read = (text: string) => extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
const scenes = (text: string, kind: string) =>
  writeStoryboards(read(text), { durationSec: 30, seed: 1 })
    .flatMap((sb) => sb.scenes)
    .filter((s) => s.kind === kind)
    .map((s) => `[${s.onScreen.headline}] «${s.voice}»`);

describe('a list of goods is said as a sentence and shown whole', () => {
  it('keeps the owner’s verb before the things it sells', () => {
    expect(
      scenes(
        'Склад за фураж и цимент Зора, село Бреница. Продаваме фураж, цимент, тухли. Чувал 10 кг 16 лв, на палет отстъпка 5%. 0899 112 233',
        'service',
      )[0],
    ).toBe('[Фураж, цимент и тухли] «Продаваме фураж, цимент и тухли.»');
    expect(
      scenes(
        'Магазин Шаран, Пазарджик. Продаваме въдици, макари, стръв. -15% до края на месеца. 0895 123 456',
        'service',
      )[0],
    ).toBe('[Въдици, макари и стръв] «Продаваме въдици, макари и стръв.»');
    expect(
      scenes(
        'Пекарна Житна, Кнежа. Печем хляб, козунаци, баници. Поръчки за празници до петък. 0877 221 334',
        'service',
      )[0],
    ).toBe('[Хляб, козунаци и баници] «Печем хляб, козунаци и баници.»');
  });
  it('says a list typed with no verb with ours, and a service typed as a list as a list', () => {
    expect(
      scenes(
        'mini bager pod naem s operator Sofia oblast - Bozhurishte, Kostinbrod, Elin Pelin. 40eur na chas, minimum 4 chasa. Izkopi za osnovi, drenaj, basein. tel/Viber 0888 123 456',
        'service',
      )[0],
    ).toBe('[Изкопи за основи, дренаж и басейн] «Предлагаме изкопи за основи, дренаж и басейн.»');
    expect(
      scenes('Аз съм Пешо от Казанлък. Правя огради, портали, парапети. Оглед безплатно. 0888 111 999', 'service')[0],
    ).toMatch(/«Правя огради, портали и парапети\.»$/u);
  });
  it('a line that helps with a list is no bare list', () => {
    expect(
      scenes(
        'Спете върху пчели 🐝 В пчелина ни край Карлово имаме апидомик – легло върху кошери, часът е 20 лв. Помага при стрес, безсъние и астма. Запазете час на 0893 77 21 21',
        'service',
      )[0],
    ).toBe('[Помага при стрес, безсъние и астма] «Помага при стрес, безсъние и астма.»');
  });
  it('shows the list on screen only when it fits six words', () => {
    expect(listedHeadline('Гел лак', 'Предлагаме гел лак, маникюр и педикюр.')).toBe('Гел лак, маникюр и педикюр');
    expect(
      listedHeadline(
        'Скъсяване на панталони',
        'Предлагаме скъсяване на панталони, смяна на ципове и ушиване на пердета.',
      ),
    ).toBe('Скъсяване на панталони');
    expect(listedHeadline('Торти', 'Предлагаме торти по поръчка.')).toBe('Торти');
    expect(listedHeadline('Документи', 'Предлагаме документи, некролози, ковчег и транспорт.')).toBe(
      'Документи, некролози, ковчег и транспорт',
    );
    // (Seven words are more than a screen shows: the first thing stays alone.)
    expect(listedHeadline('Ремонт на моторни триони', 'Предлагаме ремонт на моторни триони, косачки и тримери.')).toBe(
      'Ремонт на моторни триони',
    );
  });
});

describe('a holiday opens the ad only when it is why one buys', () => {
  const hook = (text: string) => scenes(text, 'hook')[0] ?? '';
  it('not when it only times the deal', () => {
    expect(
      hook(
        'Продавам кученца лабрадор, родени на 1 март, ваксинирани и обезпаразитени. Готови за нов дом до Великден. Цена 400 лв. Пловдив, 0888 123 456',
      ),
    ).not.toMatch(/Наближава/u);
    expect(hook('Автосервиз Мотор, Русе. Смяна на гуми и масло, до Коледа -10% на труда. 0888 222 111')).not.toMatch(
      /Наближава/u,
    );
    expect(
      hook(
        'Развъдник Лъки, Стара Загора. Кученца немска овчарка с родословие, готови за вземане по Коледа. 600 лв. 0877 445 566',
      ),
    ).not.toMatch(/Наближава/u);
  });
  it('when the owner sells it for the day, or sells the day’s own wares', () => {
    expect(hook('Продавам агнета за Великден, живо тегло 12 лв/кг. Село Брестник. 0899 333 222')).toBe(
      '[Наближава Великден?] «Наближава Великден?»',
    );
    expect(hook('Пека козунаци по поръчка до Великден. Пловдив, 0888 999 111. Козунак 1 кг 18 лв.')).toBe(
      '[Наближава Великден?] «Наближава Великден?»',
    );
  });
});

describe('a headline is never cut inside a list', () => {
  it('keeps a list of single words whole or leaves it out', () => {
    expect(headline('Полагане на микроцимент на подове, стени и бани')).toBe('Полагане на микроцимент');
    expect(headline('Поддръжка на басейни за хотели, къщи и частни вили')).toBe('Поддръжка на басейни');
    expect(headline('Плетем кошници, панери и люлки от ракита')).toBe('Плетем кошници, панери и люлки');
  });
  it('the owner’s two things joined by "и" are said with our verb and shown both', () => {
    expect(
      scenes(
        'Фризьор Мими, Бургас. Подстригване и боядисване. Без чакане. Работя и неделя. Подстригване 15 лв. 0899 565 656',
        'service',
      )[0],
    ).toBe('[Подстригване и боядисване] «Предлагам подстригване и боядисване.»');
  });
  it('a line that goes on with how or what with is left as typed', () => {
    const said = scenes(
      'Мълниезащита и заземяване за къщи, вили и селскостопански сгради в Габровско, с протокол от измерването. Ел. Сила ЕООД, 0887-60-40-20',
      'service',
    ).join('\n');
    expect(said).not.toMatch(/сгради и с протокол/u);
  });
});

describe('the makes a "марка" names are written as names', () => {
  it('capitalises the names the owner typed in lower case, and no word the dictionary has', () => {
    expect(brandsCapitalised('Ремонт на доилни апарати марки делавал и вестфалия.')).toBe(
      'Ремонт на доилни апарати марки Делавал и Вестфалия.',
    );
    expect(brandsCapitalised('Части за трактори марка беларус и зетор и доставка с куриер.')).toBe(
      'Части за трактори марка Беларус и Зетор и доставка с куриер.',
    );
    expect(brandsCapitalised('Части за всички марки автомобили и бусове.')).toBe(
      'Части за всички марки автомобили и бусове.',
    );
  });
  it('the makes owners type without "марка" too: «фолксваген, шкода и ауди» (session 57)', () => {
    expect(brandsCapitalised('Ремонт на фолксваген, шкода и ауди в Пловдив.')).toBe(
      'Ремонт на Фолксваген, Шкода и Ауди в Пловдив.',
    );
    expect(brandsCapitalised('Сервиз за перални бош и сименс, и за алфа ромео.')).toBe(
      'Сервиз за перални Бош и Сименс, и за Алфа Ромео.',
    );
    // (A word that is also a make's, "мини", "джип", stays a word.)
    expect(brandsCapitalised('Под наем мини бус и джип.')).toBe('Под наем мини бус и джип.');
  });
  it('a list of makes is said whole or not at all, never its first make alone (session 57)', () => {
    const said = (text: string) =>
      writeStoryboards(extractDetailsLocal(writePromptLocal(text, { seed: 1 })), { durationSec: 30, seed: 1 }).flatMap(
        (sb) => sb.scenes.flatMap((s) => [s.voice, s.onScreen.headline]),
      );
    for (const text of [
      'ремонт на перални бош, сименс и самсунг по домовете в Сливен, проверка 15 лв, 0897 111 000',
      'ремонт на трактори беларус и зетор в Добрич, оглед 30 лв, 0888 989 898',
      'сервиз за кафе машини делонги и саеко във Варна, почистване 40 лв. 0899 777 333',
    ])
      for (const line of said(text))
        expect(line).not.toMatch(/(?:Бош|Беларус|Делонги)(?![,\s]+(?:и\s+)?(?:Сименс|Зетор|Саеко))/u);
    expect(headline('Ремонт на земеделски трактори беларус и зетор')).toBe('Ремонт на земеделски трактори');
  });
  it('never cuts a headline inside the makes', () => {
    expect(headline('Части за трактори марка беларус и зетор')).toBe('Части за трактори');
  });
});
