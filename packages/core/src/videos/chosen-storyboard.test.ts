import { describe, expect, it } from 'vitest';
import type { BusinessDetails, Storyboard } from '@reklamo/contract';
import { chosenStoryboard } from './chosen-storyboard.ts';

const details: BusinessDetails = {
  BusinessName: 'Пицария Наполи', BusinessDescription: 'Семейна пицария', Services: 'пица, паста', AdvertizedService: 'пица с доставка',
  Offer: 'втората пица безплатно', CTA: 'Поръчайте', BusinessLocation: 'София', TargetAudience: 'семейства',
};
const sb: Storyboard = {
  version: 1, angle: 'offer-first', durationSec: 15, aspectRatio: '16:9', style: 'bold', facts: { ...details, BusinessName: ' Пицария Наполи ' },
  scenes: [
    { id: 'offer-1', kind: 'offer', voice: 'Втората пица е безплатна.', onScreen: { headline: 'Втората пица безплатно' }, visual: { kind: 'illustration', keywords: [] }, durationSec: 10 },
    { id: 'end-1', kind: 'end', voice: 'Пицария Наполи.', onScreen: { headline: 'Пицария Наполи' }, visual: { kind: 'none', keywords: [] }, durationSec: 5 },
  ],
};

describe('chosenStoryboard', () => {
  it('takes a storyboard written from these details and gives it the video\'s format and style', () => {
    const out = chosenStoryboard(sb, details, { durationSec: 15, aspectRatio: '9:16', style: 'warm' });
    expect(out).toMatchObject({ aspectRatio: '9:16', style: 'warm', facts: details, scenes: sb.scenes });
  });

  it('refuses a storyboard of other facts or another length', () => {
    expect(chosenStoryboard(sb, { ...details, Offer: '-50% за всичко' }, { durationSec: 15, aspectRatio: '16:9', style: 'bold' })).toBeNull();
    expect(chosenStoryboard(sb, details, { durationSec: 30, aspectRatio: '16:9', style: 'bold' })).toBeNull();
  });
});
