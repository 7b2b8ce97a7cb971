/** `npm run -s cli -- script --details details.json [--duration 15|30|60] [--variants 3] [--seed N]`: the ad's script, locally. */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { writeStoryboards } from '@reklamo/brain';
import { ZAspectRatio, ZBusinessDetails, ZStyleId } from '@reklamo/contract';

export const usage =
  'npm run -s cli -- script --details details.json [--duration 15|30|60] [--variants 1-3] [--seed N] [--aspect 16:9] [--style bold]';

export async function run(argv: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args: argv,
    options: {
      details: { type: 'string' },
      duration: { type: 'string', default: '30' },
      variants: { type: 'string', default: '3' },
      seed: { type: 'string' },
      aspect: { type: 'string', default: '16:9' },
      style: { type: 'string', default: 'bold' },
    },
    strict: true,
  });
  if (!values.details) throw new Error('--details is required');
  const details = ZBusinessDetails.parse(JSON.parse(await readFile(values.details, 'utf8')));
  const durationSec = Number(values.duration);
  if (durationSec !== 15 && durationSec !== 30 && durationSec !== 60)
    throw new Error('--duration must be 15, 30 or 60');
  const variants = Number(values.variants);
  if (!Number.isInteger(variants) || variants < 1 || variants > 3) throw new Error('--variants must be 1, 2 or 3');
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed must be an integer');
  return {
    variants: writeStoryboards(details, {
      durationSec,
      variants,
      seed,
      aspectRatio: ZAspectRatio.parse(values.aspect),
      style: ZStyleId.parse(values.style),
    }),
  };
}
