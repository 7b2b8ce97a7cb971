/** `echo "<description>" | npm run -s cli -- details`: extracts the eight business fields locally. */
import { extractDetailsLocal } from '@reklamo/brain';

export const usage = 'echo "<description>" | npm run -s cli -- details';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function run(argv: string[]): Promise<unknown> {
  const fromArgs = argv
    .filter((a) => a !== '--')
    .join(' ')
    .trim();
  const text = (fromArgs || (await readStdin())).trim();
  if (!text) throw new Error('a description is required on stdin');
  return extractDetailsLocal(text);
}
