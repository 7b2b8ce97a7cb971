import { z } from 'zod';

/** How many words an account can fix; a fix of a word already fixed replaces it. */
export const PRONUNCIATIONS_MAX = 200;
export const PRONUNCIATION_WORD_MAX = 40;
export const PRONUNCIATION_SPOKEN_MAX = 60;

/**
 * A word as the ad writes it (one word: letters, an apostrophe or a hyphen inside) and what the
 * voice says for it: the word with the acute mark (U+0301) after its stressed vowel, or the word
 * typed as it sounds (letters, spaces, hyphens, marks).
 */
export const ZPronunciationWord = z
  .string()
  .trim()
  .min(1)
  .max(PRONUNCIATION_WORD_MAX)
  .regex(/^\p{L}+(?:['’-]\p{L}+)*$/u);
export const ZSavePronunciation = z.object({
  word: ZPronunciationWord,
  spoken: z
    .string()
    .trim()
    .min(1)
    .max(PRONUNCIATION_SPOKEN_MAX)
    .regex(/^[\p{L}\u0300\u0301 '’-]+$/u),
});
export type SavePronunciation = z.infer<typeof ZSavePronunciation>;

export const ZPronunciation = z.object({ word: z.string(), spoken: z.string() });
export type Pronunciation = z.infer<typeof ZPronunciation>;
export const ZPronunciationList = z.object({ items: z.array(ZPronunciation), max: z.number() });
export type PronunciationList = z.infer<typeof ZPronunciationList>;
