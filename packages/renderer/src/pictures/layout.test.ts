import { createCanvas } from '@napi-rs/canvas';
import { ASPECT_RATIOS, STYLE_IDS } from '@reklamo/contract';
import { describe, expect, it } from 'vitest';
import { prepareAd } from '../ad/prepare-ad.ts';
import { registerDefaultFonts } from '../node/fonts.ts';
import { frameSize, storyboardOf } from '../node/render-video.ts';
import { captionKeepOut } from './track.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import type { Rect } from '../scenes/compose.ts';
import { occupied, placeIllustration, placementReach, type Placement } from './layout.ts';

const intersects = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Every scene of a captioned ad, laid out as the render lays it out, with its caption keep-out band. */
function scenesOf(aspect: (typeof ASPECT_RATIOS)[number], style: (typeof STYLE_IDS)[number]) {
  registerDefaultFonts();
  const { width, height } = frameSize(aspect);
  const ctx = createCanvas(width, height).getContext('2d') as unknown as CanvasRenderingContext2D;
  const storyboard = storyboardOf({ details: SAMPLE_DETAILS, aspectRatio: aspect, style, durationSec: 30 });
  const voices = storyboard.scenes.map((s) => ({ durationSec: s.durationSec * 0.8 }));
  const ad = prepareAd({ ctx, storyboard, aspect, style, width, height, voices, captions: true });
  const band = captionKeepOut(ad.captions?.contentSafe, width, height)!;
  return { width, height, band, scenes: ad.model.scenes };
}

describe('illustration layout keeps out of the caption band', () => {
  const cases = ASPECT_RATIOS.flatMap((a) => (['bold', 'clean', 'warm'] as const).map((s) => [a, s] as const));
  it.each(cases)('%s %s: no icon reaches the band at any point of its animation', (aspect, style) => {
    const { width, height, band, scenes } = scenesOf(aspect, style);
    expect(band.h).toBeGreaterThan(0);
    const placed: Placement[] = [];
    for (const sc of scenes) {
      for (const count of [1, 4]) {
        const p = placeIllustration(width, height, occupied(sc.blocks), count, band);
        if (!p) continue;
        placed.push(p);
        for (const r of placementReach(p)) {
          expect(intersects(r, band), `${sc.kind} icon ${JSON.stringify(r)} vs band ${JSON.stringify(band)}`).toBe(false);
          // And inside the frame.
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.x + r.w).toBeLessThanOrEqual(width);
          expect(r.y).toBeGreaterThanOrEqual(0);
        }
      }
    }
    // Illustrations still have somewhere to go: most scenes get one.
    expect(placed.length).toBeGreaterThanOrEqual(scenes.length);
  });

  it('the band is what moves them: without it, portrait icons would sit behind the caption pill', () => {
    const { width, height, band, scenes } = scenesOf('9:16', 'bold');
    const hits = scenes.filter((sc) => {
      const p = placeIllustration(width, height, occupied(sc.blocks), 4);
      return p && placementReach(p).some((r) => intersects(r, band));
    });
    expect(hits.length).toBeGreaterThan(0);
  });
});

describe('square frames', () => {
  it.each(['bold', 'clean', 'warm'] as const)('%s: the text sits low and the illustration goes above it in the intro, the service, the call and the end card', (style) => {
    const { width, height, band, scenes } = scenesOf('1:1', style);
    for (const sc of scenes.filter((s) => s.kind === 'intro' || s.kind === 'service' || s.kind === 'cta' || s.kind === 'end')) {
      const busy = occupied(sc.blocks);
      const p = placeIllustration(width, height, busy, 4, band);
      expect(p, sc.kind).not.toBeNull();
      // Above the text, not squeezed beside it.
      expect(p!.hero.y, sc.kind).toBeLessThan(busy!.y);
      expect(p!.hero.size, sc.kind).toBeGreaterThan(Math.min(width, height) * 0.12);
    }
  });
});
