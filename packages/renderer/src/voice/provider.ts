/** Mono PCM in [-1, 1]; kept in memory because lines are seconds long and mixing happens in JS. */
export type VoiceClip = { pcm: Float32Array; sampleRate: number; durationSec: number };

export type VoiceProvider = {
  name: string;
  /** `rate` is words per minute for engines that take one; others may ignore it. */
  synthesize(text: string, opts?: { rate?: number }): Promise<VoiceClip>;
};

export const noneVoice: VoiceProvider = {
  name: 'none',
  async synthesize() {
    return { pcm: new Float32Array(0), sampleRate: 22050, durationSec: 0 };
  },
};
