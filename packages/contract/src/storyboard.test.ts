import { describe, expect, it } from 'vitest';
import { spokenWords, ZStoryboard, type StoryboardInput } from './storyboard.ts';

const details = {
  BusinessName: 'Пекарна Слънце',
  BusinessDescription: 'Семейна пекарна.',
  Services: 'хляб, кроасани',
  AdvertizedService: 'торти по поръчка',
  Offer: '-20% за торти',
  CTA: 'Обадете се',
  BusinessLocation: 'Пловдив',
  TargetAudience: 'семейства',
};
const scene = (i: number) => ({
  id: `s-${i}`,
  kind: 'service' as const,
  voice: 'Предлагаме торти.',
  onScreen: { headline: 'Торти' },
  visual: { kind: 'illustration' as const, keywords: ['торта'] },
  durationSec: 2,
});
const board = (n: number): StoryboardInput => ({
  angle: 'question',
  durationSec: 30,
  aspectRatio: '16:9',
  style: 'bold',
  facts: details,
  scenes: Array.from({ length: n }, (_, i) => scene(i)),
});

describe('ZStoryboard', () => {
  it('accepts a storyboard of a few scenes', () => {
    expect(ZStoryboard.safeParse(board(5)).success).toBe(true);
  });

  it('refuses a storyboard without scenes', () => {
    expect(ZStoryboard.safeParse(board(0)).success).toBe(false);
  });

  it('refuses a storyboard of 60 scenes', () => {
    expect(ZStoryboard.safeParse(board(60)).success).toBe(false);
  });

  it('refuses control characters, an unknown kind and a scene longer than 15 s', () => {
    const b = board(3);
    expect(ZStoryboard.safeParse({ ...b, scenes: [{ ...scene(0), voice: 'a\u0000b' }, scene(1)] }).success).toBe(false);
    expect(ZStoryboard.safeParse({ ...b, scenes: [{ ...scene(0), kind: 'intermission' }, scene(1)] }).success).toBe(
      false,
    );
    expect(ZStoryboard.safeParse({ ...b, scenes: [{ ...scene(0), durationSec: 40 }, scene(1)] }).success).toBe(false);
  });
});

describe('spokenWords', () => {
  it('counts numbers as they are read aloud', () => {
    expect(spokenWords('Обадете се')).toBe(2);
    expect(spokenWords('0888 123 456')).toBe(10);
    expect(spokenWords('-20% за торти')).toBe(4);
  });
});
