import { STORYBOARD_LIMITS, type Storyboard } from '@reklamo/contract';

/** An uploaded own voice or a recording may be this long; the API checks uploads against it before the worker decodes them. */
export const OWN_VOICE_MAX_SEC = 300;
export const OWN_MUSIC_MAX_SEC = 600;
export const AUDIO_MAX_BYTES = 50 * 1024 * 1024;

/** A take may run this long from the press of "record" to "stop" (silence before and after included). */
export const RECORDING_RAW_MAX_SEC = 30;
/** The spoken part of one scene's take; with the breath the scene stays within the storyboard's 15 s. */
export const RECORDING_SPEECH_MAX_SEC = 14;
/** One take is a few hundred kilobytes of Opus; a bigger body is not a scene's recording. */
export const RECORDING_MAX_BYTES = 8 * 1024 * 1024;
/** Before a recorded line (the text starts moving first) and after it (a breath before the cut). */
export const RECORDED_LEAD_SEC = 0.35;
export const RECORDED_TAIL_SEC = 0.45;
/** The longest ad recorded scene by scene may become (the longest ad offered). */
export const RECORDED_AD_MAX_SEC = 60;

const MIN_SCENE_SEC = 1.2;

/** How long a recorded scene lasts: its take plus a breath, within the storyboard's bounds. */
export function recordedSceneSec(takeSec: number): number {
  return Math.min(
    STORYBOARD_LIMITS.sceneMaxSec,
    Math.max(MIN_SCENE_SEC, takeSec + RECORDED_LEAD_SEC + RECORDED_TAIL_SEC),
  );
}

/**
 * The recordings set the scene lengths: a recorded scene lasts as long as its take plus a breath,
 * a scene without one (a silent end card) keeps its target. The ad is as long as its scenes.
 */
export function fitScenesToTakes(
  storyboard: Storyboard,
  takeSec: number[],
): { storyboard: Storyboard; durationSec: number } {
  const scenes = storyboard.scenes.map((s, i) =>
    (takeSec[i] ?? 0) > 0 ? { ...s, durationSec: Math.round(recordedSceneSec(takeSec[i]!) * 1000) / 1000 } : s,
  );
  const durationSec = scenes.reduce((a, s) => a + s.durationSec, 0);
  return { storyboard: { ...storyboard, scenes }, durationSec };
}
