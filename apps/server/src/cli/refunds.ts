/** `npm run -s cli -- refunds list [--status pending]`, `refunds approve|reject <id> [--note ...]`. */
import { parseArgs } from 'node:util';
import { ZRefundStatus } from '@reklamo/contract';
import { decideRefund, videoRefundDecisionEmail } from '@reklamo/core';
import {
  billingTransaction,
  decidePendingRefund,
  findRefundRequest,
  findUserById,
  findUserVideo,
  listRefundRequests,
  refundGeneration,
  type Db,
} from '@reklamo/db';
import type { Mailer } from '../mail/mailer.ts';
import { withServices } from './with-services.ts';

export const usage =
  'npm run -s cli -- refunds list [--status pending|approved|rejected]\n       npm run -s cli -- refunds approve <id> [--note "..."]\n       npm run -s cli -- refunds reject <id> [--note "..."]';

export async function run(argv: string[], opts: { db?: Db; mailer?: Mailer } = {}): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { status: { type: 'string' }, note: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [cmd, id] = positionals;
  const withDb = <T>(fn: (db: Db, mailer?: Mailer) => Promise<T>) =>
    opts.db ? fn(opts.db, opts.mailer) : withServices((deps) => fn(deps.database.db, deps.mailer));

  if (cmd === 'list') {
    const status = values.status === undefined ? undefined : ZRefundStatus.safeParse(values.status);
    if (status && !status.success) throw new Error('--status must be one of pending, approved, rejected');
    return { refunds: await withDb((db) => listRefundRequests(db, { status: status?.data })) };
  }
  if (cmd === 'approve' || cmd === 'reject') {
    if (!id) throw new Error(`${cmd} needs <id>`);
    const decision = cmd === 'approve' ? 'approved' : 'rejected';
    const res = await withDb(async (db, mailer) => {
      const decided = await decideRefund(
        {
          find: (i) => findRefundRequest(db, i),
          // An approval gives the video's generation back, in the same transaction as the decision.
          decide: (i, d, note) =>
            billingTransaction(db, async (tx) => {
              const row = await decidePendingRefund(tx, i, d, note);
              if (row && d === 'approved') await refundGeneration(tx, row.videoId);
              return row;
            }),
        },
        id,
        decision,
        values.note,
      );
      if (decided.ok && mailer) await emailDecision(db, mailer, id, decision, decided.refund.decisionNote);
      return decided;
    });
    if (!res.ok)
      throw new Error(
        res.code === 'NOT_FOUND' ? `refund ${id} not found` : `refund ${id} is already ${res.status ?? 'decided'}`,
      );
    return { refund: res.refund };
  }
  throw new Error(`unknown refunds command: ${cmd ?? '(none)'}`);
}

/** Every decision reaches the user in Bulgarian. */
async function emailDecision(
  db: Db,
  mailer: Mailer,
  id: string,
  decision: 'approved' | 'rejected',
  note: string | null,
) {
  const request = await findRefundRequest(db, id);
  if (!request) return;
  const [user, video] = await Promise.all([
    findUserById(db, request.userId),
    findUserVideo(db, request.userId, request.videoId),
  ]);
  if (!user) return;
  await mailer.send({
    to: user.email,
    ...videoRefundDecisionEmail({ name: user.fullName, videoTitle: video?.title ?? 'видео', decision, note }),
  });
}
