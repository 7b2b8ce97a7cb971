import { estimateWords } from '@reklamo/scene/captions/estimate.ts';
import { speechBounds } from './espeak-provider.ts';
import { AudioInputError, decodeVoice } from './own-voice.ts';
import type { VoiceClip, VoiceProvider } from '@reklamo/scene/voice/provider.ts';
import { RECORDING_RAW_MAX_SEC, RECORDING_SPEECH_MAX_SEC } from '@reklamo/scene/voice/sound-limits.ts';

export {
  fitScenesToTakes,
  RECORDED_AD_MAX_SEC,
  RECORDED_LEAD_SEC,
  RECORDED_TAIL_SEC,
  RECORDING_MAX_BYTES,
  RECORDING_RAW_MAX_SEC,
  RECORDING_SPEECH_MAX_SEC,
  recordedSceneSec,
} from '@reklamo/scene/voice/sound-limits.ts';

const SR = 22050;

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
export async function loadSceneTakes(
  ffmpegPath: string,
  paths: (string | undefined)[],
  lines: string[],
): Promise<VoiceClip[]> {
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
