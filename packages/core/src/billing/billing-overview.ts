import { findAccount, listOrders, type Db } from '@reklamo/db';

/** The user's plan, subscription record and orders (newest first): what the billing screen shows. */
export async function getBillingOverview(db: Db, userId: string) {
  const account = await findAccount(db, userId);
  if (!account) return null;
  const orders = await listOrders(db, userId);
  return { user: account.user, subscription: account.subscription, orders };
}
