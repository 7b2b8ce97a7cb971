import { invoiceNumberText } from '@reklamo/core';
import { findInvoice, setInvoicePdfKey, type Db, type InvoiceRow } from '@reklamo/db';
import type { Storage } from '../storage/storage.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export type InvoiceFilesContext = { db: Db; storage: Storage };

/** "faktura-0000000001.pdf" / "kreditno-izvestie-0000000002.pdf". */
export const invoiceFileName = (inv: InvoiceRow) =>
  `${inv.kind === 'credit_note' ? 'kreditno-izvestie' : 'faktura'}-${invoiceNumberText(inv.number)}.pdf`;

/**
 * The PDF of a фактура or кредитно известие: stored once through the Storage interface (disk or
 * S3) under invoices/<user>/<number>.pdf and read from there afterwards. The document's data never
 * changes after issue, so rendering again (if the file went missing) gives the same document.
 */
export async function invoicePdf(ctx: InvoiceFilesContext, inv: InvoiceRow): Promise<Buffer> {
  if (inv.pdfKey) {
    try {
      return await ctx.storage.readBuffer(inv.pdfKey);
    } catch {
      // Missing file: render it again below.
    }
  }
  const original = inv.correctsInvoiceId ? await findInvoice(ctx.db, inv.correctsInvoiceId) : null;
  const pdf = await renderInvoicePdf(inv, original);
  const key = `invoices/${inv.userId}/${invoiceNumberText(inv.number)}.pdf`;
  await ctx.storage.put(key, pdf);
  if (inv.pdfKey !== key) await setInvoicePdfKey(ctx.db, inv.id, key);
  return pdf;
}

/** The PDF as an e-mail attachment. */
export async function invoiceAttachment(ctx: InvoiceFilesContext, invoiceId: string) {
  const inv = await findInvoice(ctx.db, invoiceId);
  if (!inv) return null;
  return {
    filename: invoiceFileName(inv),
    content: await invoicePdf(ctx, inv),
    contentType: 'application/pdf',
    invoice: inv,
  };
}
