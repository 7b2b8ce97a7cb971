import { STORYBOARD_LIMITS, type Storyboard } from '@reklamo/contract';
import { estimateWords } from '../captions/estimate.ts';
import { speechBounds } from './espeak-provider.ts';
import { AudioInputError, decodeVoice } from './own-voice.ts';
import type { VoiceClip, VoiceProvider } from './provider.ts';

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

const SR = 22050;
const MIN_SCENE_SEC = 1.2;

/**
 * One take of one scene, cleaned like an uploaded own voice (high-pass, light denoise, loudness)
 * and cut to its speech: the silence before the first word and after the last is dropped, so the
 * scene lasts as long as what was said. A take with nothing said is AUDIO_SILENT; one whose speech
 * runs past RECORDING_SPEECH_MAX_SEC is AUDIO_TOO_LONG.
 */
export async function cleanSceneTake(ffmpegPath: string, path: string): Promise<Float32Array> {
  const pcm = await decodeVoice(ffmpegPath, path, { maxSec: RECORDING_RAW_MAX_SEC, lengthUnknownOk: true });
  const [a, b] = speechBounds(pcm, SR, 0.02);
  const speech = pcm.subarray(a, b);
  if (speech.length < SR * 0.15) throw new AudioInputError('AUDIO_SILENT');
  if (speech.length / SR > RECORDING_SPEECH_MAX_SEC) throw new AudioInputError('AUDIO_TOO_LONG');
  return speech;
}

/** The stored takes (already cleaned WAVs) as clips; a scene without a take is silent. Words spread by syllables. */
export async function loadSceneTakes(ffmpegPath: string, paths: (string | undefined)[], lines: string[]): Promise<VoiceClip[]> {
  const clips: VoiceClip[] = [];
  for (let i = 0; i < lines.length; i++) {
    const p = paths[i];
    if (!p) {
      clips.push({ pcm: new Float32Array(0), sampleRate: SR, durationSec: 0, words: [] });
      continue;
    }
    const pcm = await decodeVoice(ffmpegPath, p, { maxSec: RECORDING_RAW_MAX_SEC, clean: false, sampleRate: SR });
    const durationSec = pcm.length / SR;
    clips.push({ pcm, sampleRate: SR, durationSec, words: estimateWords(lines[i]!, durationSec) });
  }
  return clips;
}

/** How long a recorded scene lasts: its take plus a breath, within the storyboard's bounds. */
export function recordedSceneSec(takeSec: number): number {
  return Math.min(STORYBOARD_LIMITS.sceneMaxSec, Math.max(MIN_SCENE_SEC, takeSec + RECORDED_LEAD_SEC + RECORDED_TAIL_SEC));
}

/**
 * The recordings set the scene lengths: a recorded scene lasts as long as its take plus a breath,
 * a scene without one (a silent end card) keeps its target. The ad is as long as its scenes.
 */
export function fitScenesToTakes(storyboard: Storyboard, takeSec: number[]): { storyboard: Storyboard; durationSec: number } {
  const scenes = storyboard.scenes.map((s, i) => ((takeSec[i] ?? 0) > 0 ? { ...s, durationSec: Math.round(recordedSceneSec(takeSec[i]!) * 1000) / 1000 } : s));
  const durationSec = scenes.reduce((a, s) => a + s.durationSec, 0);
  return { storyboard: { ...storyboard, scenes }, durationSec };
}

/** The takes as a voice: each scene's line gets its own take, in script order. */
export function recordedVoice(clips: VoiceClip[]): VoiceProvider {
  let next = 0;
  return {
    name: 'own',
    async synthesize() {
      // speakLines asks line by line, in order; a second pass (never needed here) starts again.
      const clip = clips[next % Math.max(1, clips.length)]!;
      next++;
      return clip;
    },
  };
}
