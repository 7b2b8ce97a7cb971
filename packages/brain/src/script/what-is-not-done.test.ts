/**
 * What an owner says they do not do ("Не работим с предплащане.", "не правим нови покриви", "Не доставяме извън
 * областта.") is a condition, never a service: run as the app runs it, no line sells the opposite.
 */
import { describe, expect, it } from 'vitest';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

const adOf = (text: string) => {
  const details = extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
  const voices = [15, 30].flatMap((durationSec) =>
    writeStoryboards(details, { durationSec: durationSec as 15 | 30, seed: 1 }).flatMap((sb) =>
      sb.scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']),
    ),
  );
  return { details, voices };
};

describe('what the business does not do', () => {
  it('"Не работим с аванс." is no service of a removal firm', () => {
    const { details, voices } = adOf(
      'Транспортни услуги „Бърз Бус“, Плевен. Преместване на апартаменти, бус с шофьор и хамалин – 22 € на час. Не работим с аванс. Тел. 0887 55 44 33',
    );
    expect(details.Services).not.toMatch(/аванс/u);
    // The condition may be said as the owner said it, never as something offered.
    for (const line of voices) if (/аванс/u.test(line)) expect(line, line).toMatch(/[Нн]е работим с аванс/u);
  });

  it('a clause ", не правим …, само …" inside a sentence gives no services', () => {
    const { details, voices } = adOf(
      'Ремонт на бани и плочки в Добрич – лепене на плочки от 14 € на кв.м. Майстор Гошо, не правим ВиК и ел. инсталации, само плочки. 0899 66 55 44',
    );
    expect(details.Services).not.toMatch(/ВиК|инсталаци/u);
    for (const line of voices) if (/ВиК|инсталаци/u.test(line)) expect(line, line).toMatch(/не правим/iu);
  });

  it('"Не доставяме до …" after a list of wares leaves the wares as the services', () => {
    const { details, voices } = adOf(
      'Мандра „Бяло сирене“ в с. Головец' +
        ', обл. Смолян. Краве сирене, кашкавал и масло от наше мляко. Сирене 9 € за кг. Не доставяме до адрес. 0886 77 66 55',
    );
    expect(details.Services).not.toMatch(/адрес/u);
    for (const line of voices) expect(line, line).not.toMatch(/(?<!не )доставяме до адрес|и до адрес/iu);
  });
});
