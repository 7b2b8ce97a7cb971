import type { VoicePace as Pace } from '@reklamo/contract';
import type { Pronunciations } from './stress.ts';

/** A shown word and when it is spoken, in seconds from the start of its clip. */
export type WordTiming = { text: string; start: number; end: number };

/** Mono PCM in [-1, 1]; kept in memory because lines are seconds long and mixing happens in JS. */
export type VoiceClip = {
  pcm: Float32Array;
  sampleRate: number;
  durationSec: number;
  /** Word timings for captions, in the order spoken; absent when the provider gives none. */
  words?: WordTiming[];
};

/** The owner's pace choice, as the ad's sound names it. */
export type { Pace };
export type VoiceGender = 'female' | 'male';

export type SynthOptions = {
  /** Words per minute for engines that take one (espeak); others map it to their speed. */
  rate?: number;
  gender?: VoiceGender;
  /** The owner's own pronunciations (written word → how it is said), over the stress lexicon. */
  pron?: Pronunciations;
};

export type VoiceProvider = {
  name: string;
  synthesize(text: string, opts?: SynthOptions): Promise<VoiceClip>;
  /** Set when a remote provider failed and espeak spoke instead: the reason, for the video record. */
  fallbackReason?: () => string | undefined;
  /** Ends engine threads and sockets; safe to call twice. */
  close?: () => Promise<void>;
};

export const noneVoice: VoiceProvider = {
  name: 'none',
  async synthesize() {
    return { pcm: new Float32Array(0), sampleRate: 22050, durationSec: 0, words: [] };
  },
};

/** espeak words per minute for each pace. */
export const PACE_RATE: Record<Pace, number> = { slower: 150, normal: 175, faster: 200 };

/**
 * The faster rate the whole script is read again at when, read at `rate`, it overflows the ad by
 * `over` (> 1). The render (speakLines) and the preview's voice both use it, so they read alike.
 */
export const fasterRate = (rate: number, over: number): number => Math.min(320, Math.ceil(rate * over * 1.05));
