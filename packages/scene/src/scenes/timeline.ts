import type { SceneKind } from '@reklamo/contract';

/** A scene placed in time, with what it shows (from its storyboard scene). */
export type TimedScene = {
  id: string;
  kind: SceneKind;
  headline: string;
  sub?: string;
  start: number;
  end: number;
  voiceStart: number;
  voiceDur: number;
};

export type TimelineLine = {
  id: string;
  kind: SceneKind;
  headline: string;
  sub?: string;
  targetSec: number;
  voiceSec: number;
};

/** Time between a scene's start and its line, so the words land after the text starts moving. */
export const VOICE_LEAD = 0.35;
/** Quiet after a line before the cut. */
const VOICE_TAIL = 0.3;
/** No scene shorter than this, whatever the storyboard asks (a cut faster than it reads as a glitch). */
const MIN_SCENE = 1.2;

/**
 * Scene lengths follow the storyboard's targets; a scene whose voice runs longer is stretched to its
 * voice and the others give up their slack (time beyond their own voice) in proportion, so the ad
 * stays exactly `totalSec`. When even that is not enough, every scene shrinks alike (the renderer
 * reads faster before it gets here).
 */
export function planTimeline(lines: TimelineLine[], totalSec: number): TimedScene[] {
  const need = lines.map((l) => Math.max(MIN_SCENE, l.voiceSec > 0 ? l.voiceSec + VOICE_LEAD + VOICE_TAIL : 0));
  let want = lines.map((l, i) => Math.max(l.targetSec, need[i]!));
  const over = want.reduce((a, b) => a + b, 0) - totalSec;
  if (over > 0) {
    const slack = want.map((w, i) => Math.max(0, w - need[i]!));
    const totalSlack = slack.reduce((a, b) => a + b, 0);
    const take = Math.min(1, totalSlack > 0 ? over / totalSlack : 0);
    want = want.map((w, i) => w - slack[i]! * take);
  }
  const k = totalSec / want.reduce((a, b) => a + b, 0);
  const out: TimedScene[] = [];
  let t = 0;
  lines.forEach((l, i) => {
    const end = i === lines.length - 1 ? totalSec : t + want[i]! * k;
    // When scenes are squeezed (k < 1) the lead shrinks too, so the line still ends inside the scene.
    const lead = Math.min(VOICE_LEAD, Math.max(0, (end - t - l.voiceSec) / 2));
    out.push({
      id: l.id,
      kind: l.kind,
      headline: l.headline,
      sub: l.sub,
      start: t,
      end,
      voiceStart: t + lead,
      voiceDur: l.voiceSec,
    });
    t = end;
  });
  return out;
}

/** How much the voice lines overflow their scenes; > 1 means the voice must be read faster. */
export function voiceOverflow(lines: { durationSec: number }[], totalSec: number): number {
  const need = lines.reduce((a, l) => a + (l.durationSec > 0 ? l.durationSec + 0.5 : 0), 0) + 1;
  return need / totalSec;
}
