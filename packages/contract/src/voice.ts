import { z } from 'zod';
import { VOICE_PACES } from './ad-spec.ts';

/**
 * One scene's line read by the deployment's voice, for the instant preview: the same engine and
 * speed the render would use. `rate` (words per minute) is set only when the whole script read at
 * the pace is longer than the ad and the render would read faster (see speakLines).
 */
export const ZVoiceLineQuery = z.object({
  text: z.string().trim().min(1).max(400),
  voice: z.enum(['female', 'male']).default('female'),
  pace: z.enum(VOICE_PACES).default('normal'),
  rate: z.coerce.number().int().min(80).max(320).optional(),
});
export type VoiceLineQuery = z.infer<typeof ZVoiceLineQuery>;

export const ZVoiceLine = z.object({
  durationSec: z.number(),
  /** Word timings from the start of the clip, as the render's captions use them. */
  words: z.array(z.object({ text: z.string(), start: z.number(), end: z.number() })).optional(),
  /** 16-bit mono WAV, base64. */
  wav: z.string(),
});
export type VoiceLine = z.infer<typeof ZVoiceLine>;
