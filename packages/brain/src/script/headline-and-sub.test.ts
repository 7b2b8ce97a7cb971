import { describe, expect, it } from 'vitest';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { headline, splitPhrase } from './bulgarian.ts';
import { readFacts } from './facts.ts';
import { writeStoryboards } from './write-storyboard.ts';

// Session 55, blind read 8: on-screen headlines and subs split in the wrong place. A headline is a whole phrase; the
// offer's headline carries its price; the sub-line is the rest as a whole phrase, never opening on a fragment.
const read = (text: string) => extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
const facts = (text: string) => readFacts(read(text));
const cards = (text: string, kind: string) =>
  writeStoryboards(read(text), { durationSec: 30, seed: 1 })
    .flatMap((sb) => sb.scenes)
    .filter((s) => s.kind === kind)
    .map((s) => `[${s.onScreen.headline}]${s.onScreen.sub ? ` {${s.onScreen.sub}}` : ''}`);

describe('a headline cut to six words ends where a phrase ends', () => {
  it('never on an adjective or a modifier cut from its noun', () => {
    expect(headline('Сламени и тръстикови покриви по старата технология')).toBe('Сламени и тръстикови покриви');
    expect(headline('Ремонт на доилни апарати и доилни зали делавал')).toBe('Ремонт на доилни апарати');
    // (…and where the last phrase began without a preposition: "всяка седмица", "у дома".)
    expect(headline('Почистване на комини и камини всяка седмица от майстор')).toBe('Почистване на комини и камини');
    expect(headline('Гледане на деца по часове у дома')).toBe('Гледане на деца по часове');
  });
  it('the service of an owner’s brief, and the end card’s line, are cut the same way', () => {
    const text =
      'Правим сламени и тръстикови покриви по старата технология – за къщи за гости, беседки и навеси. Работим в цяла България, базата ни е в с. Жеравна, общ. Котел. Тръстиков покрив от 65 € на кв.м с материала, беседка 3х3 от 1900 €. Майстор Стефан, 0878 301 556';
    expect(cards(text, 'service')[0]).toBe('[Сламени и тръстикови покриви]');
    expect(cards(text, 'end')[0]).toMatch(/\{Сламени и тръстикови покриви · /u);
  });
  it('a span of months is never cut at its dash', () => {
    expect(splitPhrase('Само при сняг, декември – март, всеки ден 10–16 ч', 4)?.head).toBe('Само при сняг');
  });
  it('a service capped to its field never ends on two words cut from their noun', () => {
    expect(
      facts(
        'Правим дървени огради и порти по стара възрожденска технология – за къщи, вили и хижи. Работим в Смолян и Девин. Ограда от 40 € на линеен метър с монтажа, порта 2 м от 600 €. Майстор Иван 0878 000 111',
      ).service,
    ).toBe('дървени огради и порти');
  });
  it('a line with a span of months is said whole, never from its second month', () => {
    const text =
      'Водим туристи на снегоходки в Рила! Разходка 2 часа – 30 €, деца до 12 г. 15 €. Само при сняг, януари – април, всеки ден 9–15 ч. Рила Трек 0899 12 34 56';
    expect(facts(text).proofs).toContain('Само при сняг, януари – април, всеки ден 9–15 ч.');
    expect(cards(text, 'proof').join(' ')).not.toMatch(/\[Април/u);
  });
});
