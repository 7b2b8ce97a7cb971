/** `npm run -s cli -- users list`: every account with its plan and subscription status. */
import { parseArgs } from 'node:util';
import { listUsersWithPlans, type Db } from '@reklamo/db';
import { withServices } from './with-services.ts';

export const usage = 'npm run -s cli -- users list';

export async function run(argv: string[], opts: { db?: Db } = {}): Promise<unknown> {
  const { positionals } = parseArgs({ args: argv, options: {}, allowPositionals: true, strict: true });
  if (positionals[0] !== 'list') throw new Error(`unknown users command: ${positionals[0] ?? '(none)'}`);
  const list = (db: Db) => listUsersWithPlans(db);
  return { users: await (opts.db ? list(opts.db) : withServices((deps) => list(deps.database.db))) };
}
