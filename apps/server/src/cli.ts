/**
 * `npm run -s cli -- <verb> [args]`: prints JSON on stdout, errors on stderr, non-zero exit on failure.
 * Each verb lives in ./cli/<verb>.ts and exports `run(args: string[]): Promise<unknown>`.
 */
export type CliVerb = { run: (argv: string[]) => Promise<unknown>; usage: string };

const VERBS = [
  'prompt',
  'details',
  'script',
  'speak',
  'render',
  'tickets',
  'refunds',
  'users',
  'storage',
  'orders',
  'migrate',
] as const;

async function main() {
  const [verb, ...rest] = process.argv.slice(2);
  if (!verb || !(VERBS as readonly string[]).includes(verb)) {
    process.stderr.write(`usage: npm run -s cli -- <${VERBS.join('|')}> [options]\n`);
    process.exit(2);
  }
  let mod: CliVerb;
  try {
    mod = (await import(`./cli/${verb}.ts`)) as CliVerb;
  } catch (err) {
    process.stderr.write(`verb "${verb}" is not available: ${(err as Error).message}\n`);
    process.exit(2);
  }
  try {
    const out = await mod.run(rest);
    process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    process.exit(0);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${mod.usage ? `usage: ${mod.usage}\n` : ''}`);
    process.exit(1);
  }
}

await main();
