/** `npm run -s cli -- speak --text "…" [--voice espeak] [--fix "слово=сло́во"] --phonemes`: what the voice will say, locally. */
import { parseArgs } from 'node:util';
import { normalizeFix, phrasesOf, plainSpoken } from '@reklamo/scene';
import { inspectSpeech } from '@reklamo/renderer/voice';

export const usage = 'npm run -s cli -- speak --text "…" [--voice espeak] [--fix "дума=ду́ма"]... [--phonemes]';

export async function run(argv: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args: argv,
    options: {
      text: { type: 'string' },
      voice: { type: 'string', default: 'espeak' },
      fix: { type: 'string', multiple: true, default: [] },
      phonemes: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.text?.trim()) throw new Error('--text is required');
  // Only the offline engine can be asked for its phonemes without a server or a key.
  if (values.voice !== 'espeak') throw new Error('--voice: only espeak (the default engine) runs locally');
  const pron = new Map<string, string>();
  for (const f of values.fix) {
    const [word, spoken] = f.split('=');
    if (!word?.trim() || !spoken?.trim()) throw new Error(`--fix "${f}": expected word=spoken`);
    pron.set(word.trim().toLowerCase(), normalizeFix(spoken));
  }
  if (!values.phonemes)
    return {
      spoken: plainSpoken(
        phrasesOf(values.text, pron)
          .map((p) => p.text)
          .join(' '),
      ),
    };
  return inspectSpeech(values.text, { pron });
}
