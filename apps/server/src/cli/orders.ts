/** `npm run -s cli -- orders list [--email …]`, `orders refund <id> [--amount 12.50] [--reason "…"]`. */
import { parseArgs } from 'node:util';
import { formatPrice } from '@reklamo/contract';
import { findUserIdByEmail, listOrdersForOperator } from '@reklamo/db';
import { AppError } from '../http/errors.ts';
import { refundOrder, type RefundDeps } from '../services/refunds.service.ts';
import { withServices } from './with-services.ts';

export const usage =
  'npm run -s cli -- orders list [--email user@example.bg]\n       npm run -s cli -- orders refund <order id> [--amount 12.50] [--reason "..."]';

const MESSAGES: Record<string, string> = {
  NOT_FOUND: 'order not found',
  ALREADY_REFUNDED: 'order is already refunded in full',
  ORDER_NOT_PAID: 'order is not paid',
  REFUND_TOO_LARGE: 'amount is larger than what is left to refund',
  VALIDATION_FAILED: "amount must be a positive number of euro (the order's currency), e.g. 12.50",
};

/** "12.50" or "12,50" (euro, or the order's own currency) -> 1250 minor units; anything else is refused. */
export function parseAmount(text: string): number {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(MESSAGES.VALIDATION_FAILED);
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  if (minor <= 0) throw new Error(MESSAGES.VALIDATION_FAILED);
  return minor;
}

export async function run(argv: string[], opts: { deps?: RefundDeps } = {}): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { amount: { type: 'string' }, reason: { type: 'string' }, email: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [cmd, id] = positionals;
  const withDeps = <T>(fn: (deps: RefundDeps) => Promise<T>) =>
    opts.deps
      ? fn(opts.deps)
      : withServices((d) =>
          fn({ db: d.database.db, payments: d.payments, mailer: d.mailer, logger: d.logger, storage: d.storage }),
        );

  if (cmd === 'list') {
    return withDeps(async (deps) => {
      const userId = values.email ? await findUserIdByEmail(deps.db, values.email.toLowerCase()) : undefined;
      if (values.email && !userId) throw new Error(`no user with e-mail ${values.email}`);
      // Amounts as the customer reads them ("199 €"; an order charged in лева keeps "399,00 лв.").
      const rows = await listOrdersForOperator(deps.db, userId);
      return {
        orders: rows.map((o) => ({
          ...o,
          amount: formatPrice(o.amountTotal, o.currency),
          refunded: formatPrice(o.amountRefunded, o.currency),
        })),
      };
    });
  }
  if (cmd === 'refund') {
    if (!id) throw new Error('refund needs <order id>');
    const amount = values.amount === undefined ? undefined : parseAmount(values.amount);
    try {
      return { refund: await withDeps((deps) => refundOrder(deps, { orderId: id, amount, reason: values.reason })) };
    } catch (err) {
      if (err instanceof AppError) throw new Error(`${MESSAGES[err.code] ?? err.code} (${err.code})`);
      throw err;
    }
  }
  throw new Error(`unknown orders command: ${cmd ?? '(none)'}`);
}
