import { describe, expect, it } from 'vitest';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from './write-storyboard.ts';

// Session 56, issue 36: a service scene that read the owner's list bare («Фураж, цимент, тухли.») under the first of
// its items ([Фураж]); a holiday the owner only timed the deal by opened the ad («Наближава Великден?» for puppies).
const read = (text: string) => extractDetailsLocal(writePromptLocal(text, { seed: 1 }));
const scenes = (text: string, kind: string) =>
  writeStoryboards(read(text), { durationSec: 30, seed: 1 })
    .flatMap((sb) => sb.scenes)
    .filter((s) => s.kind === kind)
    .map((s) => `[${s.onScreen.headline}] «${s.voice}»`);

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
