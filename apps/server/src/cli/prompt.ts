/** `npm run -s cli -- prompt --business-type "пицария" [--seed N]`: writes an ad description locally. */
import { parseArgs } from 'node:util';
import { writePromptLocal } from '@reklamo/brain';

export const usage = 'npm run -s cli -- prompt --business-type "<business type>" [--seed N]';

export async function run(argv: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args: argv,
    options: { 'business-type': { type: 'string', short: 'b' }, seed: { type: 'string' } },
    strict: true,
  });
  const businessType = values['business-type']?.trim();
  if (!businessType) throw new Error('--business-type is required');
  let seed: number | undefined;
  if (values.seed !== undefined) {
    seed = Number(values.seed);
    if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  }
  return { text: writePromptLocal(businessType, { seed }) };
}
