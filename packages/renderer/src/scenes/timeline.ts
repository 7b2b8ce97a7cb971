import type { SceneKind } from '../voice/script.ts';

export type TimedScene = { kind: SceneKind; start: number; end: number; voiceStart: number; voiceDur: number };

/** Time between a scene's start and its line, so the words land after the text starts moving. */
export const VOICE_LEAD = 0.35;
const MIN_SCENE: Record<SceneKind, number> = { hook: 2, intro: 2.2, services: 2.4, offer: 2.8, cta: 2.4, end: 2.2 };

/**
 * Scene lengths follow the voice lines (line + breathing room), then are scaled so the scenes fill
 * exactly `totalSec`; minimums keep every beat on screen long enough to read.
 */
export function planTimeline(lines: { kind: SceneKind; durationSec: number }[], totalSec: number): TimedScene[] {
  const present = lines;
  const scale = totalSec / 30;
  const want = present.map((l) => Math.max(MIN_SCENE[l.kind] * Math.min(1, scale), l.durationSec + VOICE_LEAD + 0.45));
  const sum = want.reduce((a, b) => a + b, 0);
  const k = totalSec / sum;
  const out: TimedScene[] = [];
  let t = 0;
  present.forEach((l, i) => {
    const len = want[i]! * k;
    const end = i === present.length - 1 ? totalSec : t + len;
    // When scenes are squeezed (k < 1) the lead shrinks too, so the line still ends inside the scene.
    const lead = Math.min(VOICE_LEAD, Math.max(0, (end - t - l.durationSec) / 2));
    out.push({ kind: l.kind, start: t, end, voiceStart: t + lead, voiceDur: l.durationSec });
    t = end;
  });
  return out;
}

/** How much the voice lines overflow their scenes; > 1 means the voice must be read faster. */
export function voiceOverflow(lines: { durationSec: number }[], totalSec: number): number {
  const need = lines.reduce((a, l) => a + (l.durationSec > 0 ? l.durationSec + 0.5 : 0), 0) + 1;
  return need / totalSec;
}
