import { formatPrice } from '@reklamo/contract';
import { invoiceNumberText, issueCreditNote, orderRefundEmail } from '@reklamo/core';
import { addOrderRefund, billingTransaction, findInvoiceOfOrder, findUserById, lockOrder, type Db } from '@reklamo/db';
import { AppError } from '../http/errors.ts';
import { invoiceAttachment } from '../invoices/invoice-files.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentsProvider } from '../payments/provider.ts';
import type { Storage } from '../storage/storage.ts';

export type RefundDeps = {
  db: Db;
  payments: Pick<PaymentsProvider, 'refund'>;
  mailer: Mailer;
  logger: Logger;
  storage: Storage;
};

/**
 * Returns money for a paid order (all that is left, or `amount` in minor units of its currency): through the payments
 * provider, then the order shows it, a кредитно известие referencing the фактура is issued and the
 * user gets an e-mail with it. Everything happens under a lock on the order, and the provider is
 * asked with a key derived from what was refunded before, so running the command twice (or twice
 * at once) never refunds twice, and a failed provider call changes nothing (no number is used).
 */
export async function refundOrder(
  deps: RefundDeps,
  input: { orderId: string; amount?: number; reason?: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const result = await billingTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new AppError('NOT_FOUND', 404);
    const left = order.amountTotal - order.amountRefunded;
    if (order.paymentStatus === 'refunded' || left <= 0) throw new AppError('ALREADY_REFUNDED', 409);
    if (order.paymentStatus !== 'paid') throw new AppError('ORDER_NOT_PAID', 409);
    const amount = input.amount ?? left;
    if (!Number.isInteger(amount) || amount <= 0)
      throw new AppError('VALIDATION_FAILED', 400, { reason: 'amount must be a positive number of cents' });
    if (amount > left) throw new AppError('REFUND_TOO_LARGE', 409, { left });
    const original = await findInvoiceOfOrder(tx, order.id);
    const refund = await deps.payments.refund({
      providerInvoiceId: order.providerInvoiceId!,
      amount,
      idempotencyKey: `refund-${order.id}-${order.amountRefunded}-${amount}`,
    });
    const updated = await addOrderRefund(tx, order.id, amount);
    if (!updated) throw new AppError('REFUND_TOO_LARGE', 409, { left });
    const creditNote = original
      ? await issueCreditNote(tx, {
          original,
          amount,
          reason: input.reason?.trim() || 'Възстановяване на плащане',
          now,
        })
      : null;
    return { order: updated, amount, refundId: refund.refundId, creditNote, original };
  });

  const user = await findUserById(deps.db, result.order.userId);
  if (user) {
    const attachment = result.creditNote
      ? await invoiceAttachment({ db: deps.db, storage: deps.storage }, result.creditNote.id).catch((err) => {
          deps.logger.error({ err }, 'credit note PDF failed');
          return null;
        })
      : null;
    const email = orderRefundEmail({
      name: user.fullName,
      amount: result.amount,
      currency: result.order.currency,
      description: result.order.description,
      creditNoteNumber: result.creditNote ? invoiceNumberText(result.creditNote.number) : '—',
      invoiceNumber: result.original ? invoiceNumberText(result.original.number) : null,
    });
    await deps.mailer
      .send({
        to: user.email,
        ...email,
        attachments: attachment
          ? [{ filename: attachment.filename, content: attachment.content, contentType: attachment.contentType }]
          : undefined,
      })
      .catch((err) => deps.logger.error({ err, userId: user.id }, 'refund e-mail failed'));
  }
  return {
    orderId: result.order.id,
    paymentStatus: result.order.paymentStatus,
    amountRefunded: result.order.amountRefunded,
    refunded: formatPrice(result.amount, result.order.currency),
    refundId: result.refundId,
    creditNote: result.creditNote ? invoiceNumberText(result.creditNote.number) : null,
  };
}
