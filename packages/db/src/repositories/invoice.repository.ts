import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isUuid, type Db } from '../client.ts';
import { billingProfiles, invoiceCounters, invoices, orders, users } from '../schema.ts';

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'createdAt'>;

export async function findBillingProfile(db: Db, userId: string): Promise<BillingProfileRow | undefined> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  return row;
}

export async function saveBillingProfile(db: Db, values: Omit<BillingProfileRow, 'updatedAt'>) {
  const { userId: _u, ...set } = values;
  await db
    .insert(billingProfiles)
    .values(values)
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...set, updatedAt: sql`now()` } });
}

/**
 * Issues the next number and stores the document, in the caller's transaction. The counter row is
 * locked until that transaction ends, so concurrent payments get consecutive numbers, and a
 * rollback returns the number: no gaps, no duplicates.
 */
export async function insertInvoiceWithNextNumber(db: Db, values: NewInvoice): Promise<InvoiceRow> {
  const [counter] = await db
    .insert(invoiceCounters)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.id, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ number: invoiceCounters.lastNumber });
  const [row] = await db
    .insert(invoices)
    .values({ ...values, number: counter!.number })
    .returning();
  return row!;
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function findInvoiceOfOrder(
  db: Db,
  orderId: string,
  kind: 'invoice' | 'credit_note' = 'invoice',
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
    .orderBy(asc(invoices.number));
  return row;
}

export async function listInvoicesOfUser(db: Db, userId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.number));
}

export async function setInvoicePdfKey(db: Db, id: string, pdfKey: string) {
  await db.update(invoices).set({ pdfKey }).where(eq(invoices.id, id));
}

export async function findOrder(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Adds a refund to an order under a row lock; refused (null) when it would exceed what was paid. */
export async function addOrderRefund(db: Db, orderId: string, amount: number) {
  const [row] = await db
    .update(orders)
    .set({
      amountRefunded: sql`${orders.amountRefunded} + ${amount}`,
      paymentStatus: sql`case when ${orders.amountRefunded} + ${amount} >= ${orders.amountTotal} then 'refunded' else ${orders.paymentStatus} end`,
    })
    .where(and(eq(orders.id, orderId), sql`${orders.amountRefunded} + ${amount} <= ${orders.amountTotal}`))
    .returning();
  return row ?? null;
}

/** The order, locked until the transaction ends (one refund of an order at a time). */
export async function lockOrder(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Orders for the operator: newest first, optionally one user's. */
export async function listOrdersForOperator(db: Db, userId?: string, limit = 100) {
  const q = db.select().from(orders);
  return (userId ? q.where(eq(orders.userId, userId)) : q).orderBy(desc(orders.orderDate)).limit(limit);
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}
