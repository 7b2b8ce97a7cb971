import { describe, expect, it } from 'vitest';
import { adScriptOf, storyboardOfSpec, ZAdSound, ZAdSpec } from './ad-spec.ts';
import { ZStoryboard } from './storyboard.ts';

const facts = {
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

describe('AdSpec', () => {
  it('fills what the owner did not choose as the create flow does: 16:9, bold, 30 s, the female voice at normal pace with captions', () => {
    const spec = ZAdSpec.parse({ facts });
    expect(spec).toMatchObject({ aspectRatio: '16:9', style: 'bold', durationSec: 30, prompt: '', mediaIds: [] });
    expect(spec.sound).toEqual({ voice: 'female', pace: 'normal', captions: true });
  });

  it('reads the sound stored with a video before voice choices as the voice it spoke with', () => {
    expect(ZAdSound.parse({})).toEqual({ voice: 'female', pace: 'normal', captions: true });
    expect(ZAdSound.parse({ voice: 'none', captions: false })).toEqual({
      voice: 'none',
      pace: 'normal',
      captions: false,
    });
  });

  it('carries the facts once: the script leaves them, its format and style to the spec, and is whole again with them', () => {
    const sb = ZStoryboard.parse({
      angle: 'question',
      durationSec: 15,
      aspectRatio: '16:9',
      style: 'bold',
      facts,
      scenes: [scene(0), scene(1)],
    });
    const script = adScriptOf(sb);
    expect(script).not.toHaveProperty('facts');
    const spec = ZAdSpec.parse({ facts, durationSec: 15, aspectRatio: '9:16', style: 'warm', storyboard: script });
    expect(storyboardOfSpec(spec)).toEqual({ ...sb, aspectRatio: '9:16', style: 'warm' });
    // A client that still sends the whole storyboard has its facts dropped, not trusted.
    const sent = ZAdSpec.parse({ facts, durationSec: 15, storyboard: { ...sb, facts: { ...facts, Offer: 'друго' } } });
    expect(storyboardOfSpec(sent)!.facts.Offer).toBe(facts.Offer);
  });
});
