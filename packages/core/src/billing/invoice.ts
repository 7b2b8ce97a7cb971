import {
  findBillingProfile,
  findInvoiceOfOrder,
  findUserById,
  insertInvoiceWithNextNumber,
  type Db,
  type InvoiceRow,
} from '@reklamo/db';
import type { InvoiceSnapshot } from './payment-event.ts';

/** The supplier on every фактура (from configuration: SELLER_*). */
export type SellerParticulars = { name: string; eik: string; vatNumber: string; address: string; mol: string };
/** The recipient as the billing profile said at issue (a person without a profile: name and e-mail). */
export type BuyerParticulars = {
  kind: 'person' | 'company';
  name: string;
  eik: string;
  vatNumber: string;
  mol: string;
  address: string;
  email: string;
};

/** Development defaults; production sets SELLER_* (the ЕИК passes the checksum). */
export const DEV_SELLER: SellerParticulars = {
  name: 'Рекламо ЕООД',
  eik: '206123451',
  vatNumber: 'BG206123451',
  address: 'гр. София 1000, ул. „Граф Игнатиев“ 1',
  mol: 'Иван Петров',
};

export const VAT_RATE = 20;

/** Plan prices include 20 % ДДС: the tax base and the tax of a gross amount, to the stotinka. */
export function vatSplit(totalMinor: number): { taxBase: number; vatAmount: number } {
  const taxBase = Math.round((totalMinor * 100) / (100 + VAT_RATE));
  return { taxBase, vatAmount: totalMinor - taxBase };
}

/** "0000000042": фактура numbers have 10 digits (ЗДДС чл. 114, ал. 1, т. 2). */
export const invoiceNumberText = (n: number) => String(n).padStart(10, '0');

const day = (d: Date) =>
  d.toLocaleDateString('bg-BG', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Sofia' });

async function buyerOf(tx: Db, userId: string): Promise<BuyerParticulars> {
  const [profile, user] = await Promise.all([findBillingProfile(tx, userId), findUserById(tx, userId)]);
  const email = user?.email ?? '';
  if (profile)
    return {
      kind: profile.kind,
      name: profile.name,
      eik: profile.eik,
      vatNumber: profile.vatNumber,
      mol: profile.mol,
      address: profile.address,
      email,
    };
  return { kind: 'person', name: user?.fullName ?? '', eik: '', vatNumber: '', mol: '', address: '', email };
}

/**
 * Issues the фактура of a paid order in the caller's transaction (so its number is taken with the
 * order and never skipped). Once per order.
 */
export async function issueInvoice(
  tx: Db,
  input: {
    userId: string;
    orderId: string;
    invoice: InvoiceSnapshot;
    seller: SellerParticulars;
    paymentMethod: string;
  },
): Promise<InvoiceRow> {
  const existing = await findInvoiceOfOrder(tx, input.orderId);
  if (existing) return existing;
  const { invoice } = input;
  const period =
    invoice.periodStart && invoice.periodEnd
      ? ` за периода ${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`
      : '';
  return insertInvoiceWithNextNumber(tx, {
    kind: 'invoice',
    userId: input.userId,
    orderId: input.orderId,
    issuedAt: invoice.date,
    taxEventAt: invoice.date,
    seller: input.seller,
    buyer: await buyerOf(tx, input.userId),
    description: `Абонамент за Reklamo: ${invoice.description}${period}`,
    quantity: 1,
    ...vatSplit(invoice.amountTotal),
    vatRate: VAT_RATE,
    total: invoice.amountTotal,
    currency: invoice.currency,
    paymentMethod: input.paymentMethod,
  });
}

/** A кредитно известие for `amount` of an invoice (a refund), in the caller's transaction. */
export async function issueCreditNote(
  tx: Db,
  input: { original: InvoiceRow; amount: number; reason: string; now: Date },
): Promise<InvoiceRow> {
  const { original, amount, now } = input;
  return insertInvoiceWithNextNumber(tx, {
    kind: 'credit_note',
    userId: original.userId,
    orderId: original.orderId,
    correctsInvoiceId: original.id,
    issuedAt: now,
    taxEventAt: now,
    seller: original.seller,
    buyer: original.buyer,
    description: `Връщане на сума по фактура № ${invoiceNumberText(original.number)} от ${day(original.issuedAt)}: ${original.description}`,
    quantity: 1,
    ...vatSplit(amount),
    vatRate: VAT_RATE,
    total: amount,
    currency: original.currency,
    paymentMethod: original.paymentMethod,
    reason: input.reason,
  });
}

/** "Банкова карта Visa •••• 4242". */
export function paymentMethodText(brand: string | null | undefined, last4: string | null | undefined): string {
  if (!brand || !last4) return 'Банкова карта';
  return `Банкова карта ${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${last4}`;
}
