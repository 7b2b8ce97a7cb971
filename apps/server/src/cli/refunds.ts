/** `npm run -s cli -- refunds list [--status pending]`, `refunds approve|reject <id> [--note ...]`. */
import { parseArgs } from 'node:util';
import { ZRefundStatus } from '@reklamo/contract';
import { decideRefund } from '@reklamo/core';
import { decidePendingRefund, findRefundRequest, listRefundRequests, type Db } from '@reklamo/db';
import { withServices } from './with-services.ts';

export const usage =
  'npm run -s cli -- refunds list [--status pending|approved|rejected]\n       npm run -s cli -- refunds approve <id> [--note "..."]\n       npm run -s cli -- refunds reject <id> [--note "..."]';

export async function run(argv: string[], opts: { db?: Db } = {}): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { status: { type: 'string' }, note: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [cmd, id] = positionals;
  const withDb = <T>(fn: (db: Db) => Promise<T>) => (opts.db ? fn(opts.db) : withServices((deps) => fn(deps.database.db)));

  if (cmd === 'list') {
    const status = values.status === undefined ? undefined : ZRefundStatus.safeParse(values.status);
    if (status && !status.success) throw new Error('--status must be one of pending, approved, rejected');
    return { refunds: await withDb((db) => listRefundRequests(db, { status: status?.data })) };
  }
  if (cmd === 'approve' || cmd === 'reject') {
    if (!id) throw new Error(`${cmd} needs <id>`);
    const decision = cmd === 'approve' ? 'approved' : 'rejected';
    const res = await withDb((db) =>
      decideRefund(
        { find: (i) => findRefundRequest(db, i), decide: (i, d, note) => decidePendingRefund(db, i, d, note) },
        id,
        decision,
        values.note,
      ),
    );
    if (!res.ok) throw new Error(res.code === 'NOT_FOUND' ? `refund ${id} not found` : `refund ${id} is already ${res.status ?? 'decided'}`);
    return { refund: res.refund };
  }
  throw new Error(`unknown refunds command: ${cmd ?? '(none)'}`);
}
