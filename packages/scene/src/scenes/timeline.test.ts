import { describe, expect, it } from 'vitest';
import { planTimeline, VOICE_LEAD, type TimelineLine } from './timeline.ts';

const line = (id: string, targetSec: number, voiceSec: number): TimelineLine => ({
  id,
  kind: 'service',
  headline: id,
  targetSec,
  voiceSec,
});

describe('planTimeline', () => {
  it("keeps the storyboard's target durations when the voice fits", () => {
    const t = planTimeline([line('a', 5, 3), line('b', 4, 2), line('c', 6, 4)], 15);
    expect(t.map((s) => Math.round((s.end - s.start) * 100) / 100)).toEqual([5, 4, 6]);
    expect(t[0]!.voiceStart).toBeCloseTo(VOICE_LEAD);
    expect(t.map((s) => s.headline)).toEqual(['a', 'b', 'c']);
  });

  it("stretches a scene to a longer voice and takes the time from the others' slack", () => {
    const t = planTimeline([line('a', 2, 4), line('b', 6, 2), line('c', 7, 2)], 15);
    const len = t.map((s) => s.end - s.start);
    expect(len[0]).toBeGreaterThanOrEqual(4 + VOICE_LEAD);
    expect(len[1]).toBeLessThan(6);
    expect(len[2]).toBeLessThan(7);
    expect(t.at(-1)!.end).toBe(15);
    for (const s of t) expect(s.voiceStart + s.voiceDur).toBeLessThanOrEqual(s.end + 1e-9);
  });
});
