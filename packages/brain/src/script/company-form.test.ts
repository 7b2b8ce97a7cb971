/**
 * A company form typed before the name ("ЕТ „…“", "ЕООД „…“") is the register's word: never what the business is
 * ("Търсите ЕТ?"), never part of the name said; a sole trader's own name after the dash inside the quote signs it.
 */
import { describe, expect, it } from 'vitest';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

const adOf = (text: string) => {
  const details = extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
  const lines = [15, 30].flatMap((durationSec) =>
    writeStoryboards(details, { durationSec: durationSec as 15 | 30, seed: 1 }).flatMap((sb) =>
      sb.scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']),
    ),
  );
  return { details, lines };
};

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
