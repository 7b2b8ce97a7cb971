import { createEspeakEngine, type EngineEvent, type EspeakEngine } from './espeak-engine.ts';
import { phrasesOf } from '@reklamo/scene/voice/speech-text.ts';
import { plainSpoken, type Pronunciations } from '@reklamo/scene/voice/stress.ts';

/** A word as the engine said it, its phonemes in IPA with ˈ (and ˌ) opening the stressed syllable. */
export type SpokenWord = { text: string; phonemes: string };
export type SpokenLine = { spoken: string; words: SpokenWord[] };

const IPA_VOWEL = /^[ˈˌ]?[aɐeɛiɪoɔuʊəɤ]/;

/**
 * espeak puts its stress mark on the vowel; IPA puts it where the syllable starts. The syllable takes
 * the consonant just before its vowel (every consonant before it at the start of a word).
 */
export function stressAtSyllable(phones: string[]): string {
  const out = [...phones];
  for (let i = 0; i < out.length; i++) {
    const mark = /^[ˈˌ]/.exec(out[i]!)?.[0];
    if (!mark) continue;
    out[i] = out[i]!.slice(1);
    let start = i;
    while (start > 0 && !IPA_VOWEL.test(out[start - 1]!)) start--;
    const at = start === 0 ? 0 : i > start ? i - 1 : i;
    out[at] = mark + out[at]!;
  }
  return out.join('');
}

/** Groups a phrase's phoneme events under the word events they follow. */
export function wordsOfEvents(text: string, events: EngineEvent[]): SpokenWord[] {
  const words: { pos: number; phones: string[] }[] = [];
  for (const e of events) {
    if (e.type === 'word') words.push({ pos: e.pos - 1, phones: [] });
    else if (e.type === 'phoneme' && e.id && words.length) {
      const id = e.id.trim();
      if (id && !/^[_|]/.test(id)) words.at(-1)!.phones.push(id);
    }
  }
  return words
    .map((w, i) => ({
      // espeak reads a clitic with the next word ("на четири"): the text is what the event covers.
      text: plainSpoken(text.slice(w.pos, words[i + 1]?.pos ?? text.length))
        .replace(/[.,;:!?…„“"»«()]/g, '')
        .trim(),
      phonemes: stressAtSyllable(w.phones),
    }))
    .filter((w) => w.text && w.phonemes);
}

/**
 * What the offline voice will say for a line, after every rule (numbers, money, phones,
 * abbreviations, the stress lexicon and the owner's fixes), and how the engine says each word.
 */
export async function inspectSpeech(
  line: string,
  o: { pron?: Pronunciations; engine?: EspeakEngine; voice?: string } = {},
): Promise<SpokenLine> {
  const phrases = phrasesOf(line, o.pron);
  const spoken = plainSpoken(phrases.map((p) => p.text).join(' '));
  if (!phrases.length) return { spoken, words: [] };
  const engine = o.engine ?? createEspeakEngine();
  try {
    const { results } = await engine.synth(
      phrases.map((p) => p.text),
      { voice: o.voice ?? 'bg', phonemes: true },
    );
    return { spoken, words: results.flatMap((r, k) => wordsOfEvents(phrases[k]!.text, r.events)) };
  } finally {
    if (!o.engine) await engine.close();
  }
}
