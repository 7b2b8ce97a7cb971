import type { EspeakEngine } from './espeak-engine.ts';
import { wordsOfEvents } from './inspect.ts';
import { LEXICON_ENTRIES, markStress, type LexiconEntry } from '@reklamo/scene/voice/stress.ts';

const IPA_VOWELS = /[aɐeɛiɪoɔuʊəɤ]/g;

/** Which vowel of an IPA word the engine stressed: the vowels before its ˈ; -1 when none. */
export function stressedVowelOfIpa(ipa: string): number {
  const at = ipa.indexOf('ˈ');
  if (at < 0) return -1;
  return ipa.slice(0, at).match(IPA_VOWELS)?.length ?? 0;
}

export type LexiconCheck = { entry: LexiconEntry; phonemes: string; stressed: number; ok: boolean };

/**
 * Reads every lexicon word through the engine, one phrase each, with the lexicon's stress mark
 * (`marked`) or as plain text, and says for each whether the engine stressed the lexicon's vowel.
 */
export async function checkLexicon(
  engine: EspeakEngine,
  o: { marked: boolean; entries?: readonly LexiconEntry[]; voice?: string },
): Promise<LexiconCheck[]> {
  const entries = o.entries ?? LEXICON_ENTRIES;
  // Each word a sentence of its own: espeak reads up to a clause's end in one piece, and a run of
  // a thousand words with no stop between them would be cut wherever its buffer fills.
  const texts = entries.map((e) => `${o.marked ? markStress(e.word, e.vowel) : e.word}.`);
  const { results } = await engine.synth(texts, { voice: o.voice ?? 'bg', phonemes: true });
  return entries.map((entry, i) => {
    const words = wordsOfEvents(texts[i]!, results[i]!.events);
    const phonemes = words.map((w) => w.phonemes).join(' ');
    const stressed = stressedVowelOfIpa(phonemes);
    return { entry, phonemes, stressed, ok: words.length === 1 && stressed === entry.vowel };
  });
}
