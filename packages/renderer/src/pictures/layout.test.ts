import { createCanvas } from '@napi-rs/canvas';
import { ASPECT_RATIOS, type STYLE_IDS } from '@reklamo/contract';
import { describe, expect, it } from 'vitest';
import { prepareAd } from '@reklamo/scene/ad/prepare-ad.ts';
import { registerDefaultFonts } from '../node/fonts.ts';
import { frameSize, storyboardOf } from '../node/render-video.ts';
import { captionKeepOut, illustrationArea } from '@reklamo/scene/pictures/track.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import type { Rect } from '@reklamo/scene/scenes/compose.ts';
import {
  illustrationShare,
  occupied,
  placeIllustration,
  placementReach,
  textRects,
  type Placement,
} from '@reklamo/scene/pictures/layout.ts';
import { planShots } from '@reklamo/scene/pictures/plan.ts';
import type { BusinessDetails } from '@reklamo/contract';

const intersects = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const briefTextsOf = (d: BusinessDetails) => [d.AdvertizedService, d.Services, d.BusinessName, d.BusinessDescription];

/**
 * Every scene of a captioned ad, laid out as the render lays it out, with its caption keep-out band;
 * with `pictures`, as an ad without photos is laid out (illustrations are its pictures).
 */
function scenesOf(
  aspect: (typeof ASPECT_RATIOS)[number],
  style: (typeof STYLE_IDS)[number],
  pictures = false,
  details: BusinessDetails = SAMPLE_DETAILS,
) {
  registerDefaultFonts();
  const { width, height } = frameSize(aspect);
  const ctx = createCanvas(width, height).getContext('2d') as unknown as CanvasRenderingContext2D;
  const storyboard = storyboardOf({ details, aspectRatio: aspect, style, durationSec: 30 });
  const voices = storyboard.scenes.map((s) => ({ durationSec: s.durationSec * 0.8 }));
  const ad = prepareAd({
    ctx,
    storyboard,
    aspect,
    style,
    width,
    height,
    voices,
    captions: true,
    pictures: pictures ? { media: [], briefTexts: briefTextsOf(details) } : undefined,
  });
  const band = captionKeepOut(ad.captions?.contentSafe, width, height)!;
  return { width, height, band, scenes: ad.model.scenes, frame: ad.model.frame, storyboard, issues: ad.issues };
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
          expect(intersects(r, band), `${sc.kind} icon ${JSON.stringify(r)} vs band ${JSON.stringify(band)}`).toBe(
            false,
          );
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
  it.each(['bold', 'clean', 'warm'] as const)(
    '%s: the text sits low and the illustration goes above it in the intro, the service, the call and the end card',
    (style) => {
      const { width, height, band, scenes } = scenesOf('1:1', style, true);
      for (const sc of scenes.filter(
        (s) => s.kind === 'intro' || s.kind === 'service' || s.kind === 'cta' || s.kind === 'end',
      )) {
        const busy = occupied(sc.blocks);
        const p = placeIllustration(width, height, busy, 4, band);
        expect(p, sc.kind).not.toBeNull();
        // Above the text, not squeezed beside it.
        expect(p!.hero.y, sc.kind).toBeLessThan(busy!.y);
        expect(p!.hero.size, sc.kind).toBeGreaterThan(Math.min(width, height) * 0.12);
      }
    },
  );
});

describe('an illustration is a real part of the frame', () => {
  const cases = ASPECT_RATIOS.flatMap((a) => (['bold', 'clean', 'warm'] as const).map((s) => [a, s] as const));
  it.each(cases)(
    '%s %s: where an illustration is the picture, it takes at least a quarter of the frame, clear of the text, the captions and the platform’s buttons',
    (aspect, style) => {
      const { width, height, band, scenes, frame, storyboard, issues } = scenesOf(aspect, style, true);
      expect(issues).toEqual([]);
      let t = 0;
      const shots = planShots({
        scenes: storyboard.scenes.map((s) => ({ kind: s.kind, start: t, end: (t += s.durationSec), visual: s.visual })),
        media: [],
        briefTexts: briefTextsOf(SAMPLE_DETAILS),
        transition: 'wipe',
      });
      const illustrated = scenes.filter((_, i) => shots.some((s) => s.scene === i && (s.icons?.length ?? 0) > 0));
      // The sample bakery has pictures of its trade in every scene.
      expect(illustrated.length).toBe(scenes.length);
      const area = aspect === '9:16' ? illustrationArea(frame) : null;
      for (const sc of illustrated) {
        const busy = occupied(sc.blocks);
        const p = placeIllustration(width, height, busy, 4, band, area);
        expect(p, sc.kind).not.toBeNull();
        expect(illustrationShare(p!, width, height), `${sc.kind}`).toBeGreaterThanOrEqual(0.25);
        for (const r of placementReach(p!)) {
          expect(intersects(r, band), `${sc.kind} caption band`).toBe(false);
          for (const text of textRects(sc.blocks)) expect(intersects(r, text.rect), `${sc.kind} text`).toBe(false);
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.x + r.w).toBeLessThanOrEqual(width);
          // 9:16: out of the top 14 % and the bottom 20 % where the platform draws its buttons.
          if (area) {
            expect(r.y, `${sc.kind} top`).toBeGreaterThanOrEqual(height * 0.14 - 0.5);
            expect(r.y + r.h, `${sc.kind} bottom`).toBeLessThanOrEqual(height * 0.8 + 0.5);
          }
        }
      }
    },
  );

  it.each(ASPECT_RATIOS)('%s: the end card shows the name, where it is, the offer and the phone once', (aspect) => {
    const details = { ...SAMPLE_DETAILS, CTA: 'Обадете се на 0888 123 456' };
    for (const pictures of [true, false]) {
      const { scenes, issues } = scenesOf(aspect, 'clean', pictures, details);
      expect(issues).toEqual([]);
      const end = scenes.find((s) => s.kind === 'end')!;
      const said = end.blocks.flatMap((b) => (b.type === 'text' ? b.layout.lines.map((l) => l.text) : [])).join(' ');
      expect(said).toContain(details.BusinessName);
      expect(said.replace(/\s/g, '').split('0888123456')).toHaveLength(2);
      expect(said).toMatch(/-20\s?%/);
      // What the business is and its town stand under the name, beside the phone.
      expect(said).toContain('Пловдив');
    }
  });
});
