import { findAccount, findBillingProfile, listInvoicesOfUser, listOrders, type Db } from '@reklamo/db';

/** The user's plan, subscription record, orders (newest first) with their фактури, and billing profile. */
export async function getBillingOverview(db: Db, userId: string) {
  const account = await findAccount(db, userId);
  if (!account) return null;
  const [orders, invoices, profile] = await Promise.all([
    listOrders(db, userId),
    listInvoicesOfUser(db, userId),
    findBillingProfile(db, userId),
  ]);
  return { user: account.user, subscription: account.subscription, orders, invoices, profile: profile ?? null };
}
