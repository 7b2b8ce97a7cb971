import { describe, expect, it } from 'vitest';
import type { Storyboard } from '@reklamo/contract';
import { checkEdit, checkRerender, formatsToMake, FREE_RERENDERS_PER_DAY, picturesForRerender } from './edit-rules.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const facts = {
  BusinessName: 'Пекарна',
  BusinessDescription: '',
  Services: '',
  AdvertizedService: 'торти',
  Offer: '-20%',
  CTA: '',
  BusinessLocation: 'Пловдив',
  TargetAudience: '',
};
const board = (visuals: Storyboard['scenes'][number]['visual'][]): Storyboard => ({
  version: 1,
  angle: 'question',
  durationSec: 15,
  aspectRatio: '16:9',
  style: 'bold',
  facts,
  scenes: visuals.map((visual, i) => ({
    id: `s${i}`,
    kind: 'service',
    voice: 'Торти.',
    onScreen: { headline: 'Торти' },
    visual,
    durationSec: 3,
  })),
});

describe('edit rules', () => {
  it('refuses edits and re-renders while a render runs', () => {
    expect(checkEdit('generating')).toEqual({ allowed: false, code: 'RENDER_IN_PROGRESS' });
    expect(checkEdit('queued').allowed).toBe(false);
    expect(checkEdit('completed').allowed).toBe(true);
    expect(checkRerender('queued', 0)).toEqual({ allowed: false, code: 'RENDER_IN_PROGRESS' });
  });

  it('allows three free re-renders a day per ad and refuses the fourth', () => {
    for (let n = 0; n < FREE_RERENDERS_PER_DAY; n++) expect(checkRerender('completed', n).allowed).toBe(true);
    expect(checkRerender('failed', 0).allowed).toBe(true);
    expect(checkRerender('completed', 3)).toEqual({ allowed: false, code: 'RERENDER_LIMIT_REACHED', limit: 3 });
  });

  it('makes the formats a finished ad lacks, and none of an unfinished one', () => {
    expect(formatsToMake('completed', '16:9', [])).toEqual({ allowed: true, aspects: ['9:16', '1:1', '4:5'] });
    expect(formatsToMake('completed', '9:16', ['16:9', '1:1'])).toEqual({ allowed: true, aspects: ['4:5'] });
    expect(formatsToMake('generating', '16:9', [])).toEqual({ allowed: false, code: 'VIDEO_NOT_READY' });
  });

  it('adds the pictures chosen in the editor to the ad and keeps untouched scenes as they looked', () => {
    const ill = { kind: 'illustration' as const, keywords: [] };
    // An ad that already has media: the list grows by the new one, nothing else changes.
    const withMedia = board([{ kind: 'photo', keywords: [], mediaId: B, pinned: true }, ill]);
    expect(picturesForRerender(withMedia, [A])).toEqual({ storyboard: withMedia, mediaIds: [A, B] });
    expect(picturesForRerender(withMedia, [A, B]).mediaIds).toEqual([A, B]);
    // An ad of illustrations only: the other scenes are pinned to illustrations (else the new photo would take them).
    const r = picturesForRerender(
      board([{ kind: 'photo', keywords: [], mediaId: B, pinned: true }, ill, { kind: 'none', keywords: [] }]),
      [],
    );
    expect(r.mediaIds).toEqual([B]);
    expect(r.storyboard.scenes.map((s) => [s.visual.kind, s.visual.pinned])).toEqual([
      ['photo', true],
      ['illustration', true],
      ['none', true],
    ]);
  });
});
