import { describe, expect, it } from 'vitest';
import { kenBurnsRect, photoMoveAt } from './photo-move.ts';

const move = { z0: 1.03, z1: 1.16, x0: -0.8, y0: 0.6, x1: 0.9, y1: -0.9 };
const shot = { kind: 'photo' as const, start: 2, end: 5, move };

describe('the photo move, as the preview and the server both take it', () => {
  it('starts and ends where the move does, and holds still outside its shot', () => {
    expect(photoMoveAt(shot, 2150, 1210, 2)).toEqual(kenBurnsRect(2150, 1210, move, 0));
    expect(photoMoveAt(shot, 2150, 1210, 5)).toEqual(kenBurnsRect(2150, 1210, move, 1));
    expect(photoMoveAt(shot, 2150, 1210, 1)).toEqual(photoMoveAt(shot, 2150, 1210, 2));
    expect(photoMoveAt(shot, 2150, 1210, 9)).toEqual(photoMoveAt(shot, 2150, 1210, 5));
  });

  it('zooms a photo in over its shot but only pans a clip, which moves already', () => {
    const photo = [2, 3.5, 5].map((t) => photoMoveAt(shot, 1920, 1080, t).sw);
    expect(photo[0]).toBeGreaterThan(photo[1]!);
    expect(photo[1]).toBeGreaterThan(photo[2]!);
    for (const t of [2, 3.5, 5])
      expect(photoMoveAt({ ...shot, kind: 'clip' }, 1920, 1080, t)).toMatchObject({ sw: 1920, sh: 1080 });
  });

  it('a transition’s extra zoom shows less of the same picture around the same move', () => {
    const plain = photoMoveAt(shot, 1920, 1080, 3);
    const grown = photoMoveAt(shot, 1920, 1080, 3, 1.5);
    expect(grown.sw).toBeCloseTo(plain.sw / 1.5, 6);
    expect(grown.sh).toBeCloseTo(plain.sh / 1.5, 6);
  });
});
