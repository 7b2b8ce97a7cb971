import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetails } from '@reklamo/contract';
import { BUSINESS_KB } from '../local/business-kb.ts';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { createSpellChecker, type SpellChecker } from '../spelling/spell-check.ts';
import { readFacts } from './facts.ts';
import { writeStoryboards } from './write-storyboard.ts';

// Every word the script writer adds around the facts must be in the Bulgarian dictionary: every
// trade of the knowledge base × every variant × 15, 30 and 60 seconds. Words the user typed are
// theirs; sentences quoted from the knowledge base (its perks, hooks and problems) are spell-checked
// with the knowledge base itself, so here they count as given.
let speller: SpellChecker;
beforeAll(async () => {
  speller = await createSpellChecker();
}, 60_000);

// The trade the writer itself recognised in the details (it quotes that trade's sentences).
const givenWords = (d: BusinessDetails) => {
  const cat = readFacts(d).category;
  return [
    ...Object.values(d),
    ...(cat ? [cat.noun.text, cat.care, ...cat.perks, ...(cat.hooks ?? []), ...(cat.problems ?? [])] : []),
  ];
};

describe('script spelling', () => {
  it(
    'writes only dictionary words around what the user typed, for every trade, variant and length',
    { timeout: 300_000 },
    () => {
      const unknown = new Map<string, string>();
      for (const cat of BUSINESS_KB) {
        const details = extractDetailsLocal(writePromptLocal(cat.noun.text, { seed: 5 }));
        const given = givenWords(details);
        for (const durationSec of [15, 30, 60] as const) {
          for (const sb of writeStoryboards(details, { durationSec, seed: 5 })) {
            const text = sb.scenes
              .map((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? ''].join('\n'))
              .join('\n');
            for (const w of speller.unknownWords(text, given)) unknown.set(w, `${cat.id} ${sb.angle} ${durationSec}s`);
          }
        }
      }
      expect(Object.fromEntries(unknown)).toEqual({});
    },
  );

  it('catches a misspelt word the writer might produce', () => {
    expect(speller.unknownWords('Доверни ключарски услуги в Варна.', [])).toContain('Доверни');
  });
});
