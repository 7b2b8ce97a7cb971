/**
 * The prompt writer's score on ../shared/eval/business-types-dev.json: for each typed business type,
 * the facts that must appear in the description, at least one word of the trade, and no word of
 * other trades. Each is one check; score = checks passed / checks made. Spelling is reported apart:
 * every word of the description that the user did not type, run through the spell checker.
 */
import type { SpellChecker } from '../spelling/spell-check.ts';

export type BusinessTypeCase = { input: string; must: string[]; any: string[]; never: string[] };

export type BusinessTypeFailure = { input: string; seed: number; check: string; text: string };

export type BusinessTypeScore = {
  passed: number;
  checked: number;
  share: number;
  failures: BusinessTypeFailure[];
  /** Distinct unknown words, each with the first input that produced it. */
  unknownWords: Array<{ word: string; input: string }>;
};

export function scoreBusinessTypes(
  cases: readonly BusinessTypeCase[],
  write: (input: string, seed: number) => string,
  options: { seeds?: readonly number[]; spell?: SpellChecker } = {},
): BusinessTypeScore {
  const seeds = options.seeds ?? [1, 2, 3];
  let passed = 0;
  let checked = 0;
  const failures: BusinessTypeFailure[] = [];
  const unknown = new Map<string, string>();
  for (const c of cases) {
    for (const seed of seeds) {
      const text = write(c.input, seed);
      const lower = text.toLowerCase();
      const checks: Array<[string, boolean]> = [
        ...c.must.map((m): [string, boolean] => [`must "${m}"`, lower.includes(m.toLowerCase())]),
        [`any of ${c.any.join('/')}`, c.any.some((a) => lower.includes(a.toLowerCase()))],
        ...c.never.map((n): [string, boolean] => [`never "${n}"`, !lower.includes(n.toLowerCase())]),
      ];
      for (const [check, ok] of checks) {
        checked++;
        if (ok) passed++;
        else failures.push({ input: c.input, seed, check, text });
      }
      for (const word of options.spell?.unknownWords(stripPlaceholders(text), [c.input]) ?? []) {
        if (!unknown.has(word)) unknown.set(word, c.input);
      }
    }
  }
  return {
    passed,
    checked,
    share: checked ? passed / checked : 0,
    failures,
    unknownWords: [...unknown].map(([word, input]) => ({ word, input })),
  };
}

/** "[име на бизнеса]" is for the user to replace, not generated copy. */
export function stripPlaceholders(text: string): string {
  return text.replace(/\[[^\][]{0,60}\]/g, ' ');
}
