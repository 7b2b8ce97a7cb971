/** `npm run -s cli -- tickets list [--status open]` and `tickets set-status <id> <status>`. */
import { parseArgs } from 'node:util';
import { TICKET_STATUSES, ZTicketStatus } from '@reklamo/contract';
import { setTicketStatus } from '@reklamo/core';
import { listAllTickets, updateTicketStatus, type Db } from '@reklamo/db';
import { withServices } from './with-services.ts';

export const usage = `npm run -s cli -- tickets list [--status ${TICKET_STATUSES.join('|')}]\n       npm run -s cli -- tickets set-status <id> <${TICKET_STATUSES.join('|')}>`;

export async function run(argv: string[], opts: { db?: Db } = {}): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { status: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [cmd, ...rest] = positionals;
  const withDb = <T>(fn: (db: Db) => Promise<T>) =>
    opts.db ? fn(opts.db) : withServices((deps) => fn(deps.database.db));

  if (cmd === 'list') {
    const status = values.status === undefined ? undefined : ZTicketStatus.safeParse(values.status);
    if (status && !status.success) throw new Error(`--status must be one of ${TICKET_STATUSES.join(', ')}`);
    const rows = await withDb((db) => listAllTickets(db, { status: status?.data }));
    return { tickets: rows };
  }
  if (cmd === 'set-status') {
    const [id, status] = rest;
    if (!id || !status) throw new Error('set-status needs <id> and <status>');
    const res = await withDb((db) =>
      setTicketStatus({ updateStatus: (i, s) => updateTicketStatus(db, i, s) }, id, status),
    );
    if (!res.ok)
      throw new Error(
        res.code === 'NOT_FOUND' ? `ticket ${id} not found` : `status must be one of ${TICKET_STATUSES.join(', ')}`,
      );
    return { ticket: res.ticket };
  }
  throw new Error(`unknown tickets command: ${cmd ?? '(none)'}`);
}
