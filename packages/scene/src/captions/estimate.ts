import type { WordTiming } from '../voice/provider.ts';
import { speechTokens } from '../voice/speech-text.ts';

const VOWELS = /[аъоуеиюяaeiouy]/gi;

/**
 * Word timings for a clip whose provider gives none (an OpenAI-compatible server, Azure over
 * REST): the clip's length shared by the words' syllables (Bulgarian vowels), with a little extra
 * after punctuation where a voice pauses. Good to within a word on a steady read.
 */
export function estimateWords(text: string, durationSec: number): WordTiming[] {
  const tokens = speechTokens(text);
  if (!tokens.length || durationSec <= 0) return [];
  const weight = tokens.map(
    (t) => (t.say.match(VOWELS)?.length ?? 1) + (/[.!?…]$/.test(t.say) ? 1.2 : /[,;:]$/.test(t.say) ? 0.6 : 0) + 0.3,
  );
  const total = weight.reduce((a, b) => a + b, 0);
  let acc = 0;
  return tokens.map((t, i) => {
    const start = (acc / total) * durationSec;
    acc += weight[i]!;
    return { text: t.show, start, end: (acc / total) * durationSec };
  });
}
