import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { BillingOverview } from '@reklamo/contract';
import { issueInvoice } from '@reklamo/core';
import {
  billingTransaction,
  invoices,
  listOrders,
  listOutboxEmails,
  MIGRATIONS_DIR,
  orders,
  shiftBillingPeriodBack,
  subscriptions,
} from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ordersCli from '../cli/orders.ts';
import { runBillingClock } from '../payments/handle-event.ts';
import { sellerOf } from '../payments/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK_INTERVAL_SEC: '0' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const card = { card_number: '4242424242424242', expiry: '12/40', cvc: '123' };
const company = {
  kind: 'company',
  name: 'Пекарна Слънце ООД',
  eik: '131123450',
  vatNumber: 'BG131123450',
  mol: 'Мария Иванова',
  address: 'гр. Пловдив, ул. „Капитан Райчо“ 15',
};
// pdf.js reads "№" back as "No" (its compatibility decomposition).
const pdfText = async (res: Response) =>
  (await pdfParse(Buffer.from(await res.arrayBuffer()))).text.replace(/\s+/g, ' ').replace(/No\b/g, '№');
const clockCtx = () => ({
  db: t.db,
  mailer: t.deps.mailer,
  logger: t.deps.logger,
  storage: t.deps.storage,
  seller: sellerOf(t.config),
});

describe('Bulgaria pays in euro', () => {
  it('checkout, order, e-mail, фактура and кредитно известие are in euro alone', async () => {
    const u = await t.signUp();
    await t.request('/api/billing/profile', { method: 'PUT', cookie: u.cookie, json: company });
    const { url } = (await (
      await t.request('/api/billing/checkout', {
        method: 'POST',
        cookie: u.cookie,
        json: { planId: 'pro', interval: 'year' },
      })
    ).json()) as { url: string };
    const id = url.split('/').pop()!;
    expect(await (await t.request(`/api/billing/test-checkout/${id}`, { cookie: u.cookie })).json()).toMatchObject({
      amount: 190800,
      currency: 'eur',
    });
    expect(
      (await t.request(`/api/billing/test-checkout/${id}/pay`, { method: 'POST', cookie: u.cookie, json: card }))
        .status,
    ).toBe(200);

    const billing = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as BillingOverview;
    expect(billing.orders[0]).toMatchObject({
      amount_total: 190800,
      currency: 'eur',
      description: 'Про план (годишно)',
    });
    expect(billing.subscription!.next_charge_amount).toBe(190800);
    const mail = (await listOutboxEmails(t.db, u.email.toLowerCase())).find((m) => m.subject.includes('Потвърждение'))!;
    expect(mail.text).toContain('Сума: 1\u00a0908\u00a0€');
    expect(mail.text).not.toMatch(/лв|лева/);

    const invoiceText = await pdfText(await t.request(billing.orders[0]!.invoice_url!, { cookie: u.cookie }));
    console.log(`фактура:\n${invoiceText}`);
    expect(invoiceText).toContain('ФАКТУРА');
    expect(invoiceText).toContain(`№ ${billing.orders[0]!.invoice_number}`);
    expect(invoiceText).toContain('ЕИК: 131123450');
    expect(invoiceText).toContain('ДДС №: BG131123450');
    // 1 908 € with 20 % ДДС: base 1 590,00 €, tax 318,00 €.
    expect(invoiceText).toMatch(/Данъчна основа\s*1 590,00 €/);
    expect(invoiceText).toMatch(/ДДС 20 %\s*318,00 €/);
    expect(invoiceText).toMatch(/Сума за плащане\s*1 908,00 €/);
    expect(invoiceText).not.toMatch(/лв|лева|BGN|г\.\./);

    const deps = {
      db: t.db,
      payments: t.deps.payments,
      mailer: t.deps.mailer,
      logger: t.deps.logger,
      storage: t.deps.storage,
    };
    const listed = (await ordersCli.run(['list', '--email', u.email], { deps })) as {
      orders: Array<Record<string, unknown>>;
    };
    expect(listed.orders[0]).toMatchObject({ amount: '1\u00a0908\u00a0€', currency: 'eur' });
    const refunded = (await ordersCli.run(
      ['refund', billing.orders[0]!.id, '--amount', '81.30', '--reason', 'Частично възстановяване'],
      { deps },
    )) as { refund: unknown };
    expect(refunded.refund).toMatchObject({ amountRefunded: 8130, refunded: '81,30\u00a0€' });
    const after = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as BillingOverview;
    const noteText = await pdfText(await t.request(after.orders[0]!.credit_notes![0]!.url, { cookie: u.cookie }));
    console.log(`кредитно известие:\n${noteText}`);
    expect(noteText).toContain('КРЕДИТНО ИЗВЕСТИЕ');
    expect(noteText).toContain(`Към фактура № ${billing.orders[0]!.invoice_number}`);
    // 81,30 €: base 67,75 €, tax 13,55 €.
    expect(noteText).toMatch(/Данъчна основа\s*67,75 €/);
    expect(noteText).toMatch(/ДДС 20 %\s*13,55 €/);
    expect(noteText).toMatch(/Сума за възстановяване\s*81,30 €/);
    expect(noteText).not.toMatch(/лв|лева|BGN|г\.\./);
    const refundMail = (await listOutboxEmails(t.db, u.email.toLowerCase())).find((m) =>
      m.subject.startsWith('Възстановено плащане'),
    )!;
    expect(refundMail.subject).toBe('Възстановено плащане – 81,30\u00a0€');
  });

  it('an order charged in лева keeps its amount, currency and фактура PDF', async () => {
    const u = await t.signUp();
    // An order and its фактура from before the changeover, as the old code issued them.
    const issued = new Date('2025-12-10T09:00:00Z');
    const invoice = await billingTransaction(t.db, async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: u.id,
          orderDate: issued,
          description: 'Про план',
          amountTotal: 39900,
          currency: 'bgn',
          paymentStatus: 'paid',
          providerInvoiceId: `in_bgn_${u.id}`,
        })
        .returning();
      const snapshot = {
        providerInvoiceId: order!.providerInvoiceId!,
        amountTotal: 39900,
        currency: 'bgn',
        invoiceUrl: null,
        description: 'Про план',
        date: issued,
        periodStart: issued,
        periodEnd: new Date(issued.getTime() + 31 * DAY),
      };
      return issueInvoice(tx, {
        userId: u.id,
        orderId: order!.id,
        invoice: snapshot,
        seller: sellerOf(t.config),
        paymentMethod: 'Банкова карта Visa •••• 4242',
      });
    });
    const billing = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as BillingOverview;
    expect(billing.orders[0]).toMatchObject({ amount_total: 39900, currency: 'bgn' });

    const first = await t.request(billing.orders[0]!.invoice_url!, { cookie: u.cookie });
    const bytes = Buffer.from(await first.clone().arrayBuffer());
    const text = await pdfText(first);
    expect(text).toMatch(/Сума за плащане\s*399,00 лв\./);
    expect(text).toMatch(/Данъчна основа\s*332,50 лв\./);
    expect(text).toContain('Стойностите са в лева.');
    expect(text).not.toContain('€');
    // The stored document is what is served from then on, byte for byte.
    const again = Buffer.from(
      await (await t.request(billing.orders[0]!.invoice_url!, { cookie: u.cookie })).arrayBuffer(),
    );
    expect(again.equals(bytes)).toBe(true);
    // A lost file is drawn again from the stored data: still in лева.
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    await t.deps.storage.delete(row!.pdfKey!);
    const redrawn = await pdfText(await t.request(billing.orders[0]!.invoice_url!, { cookie: u.cookie }));
    expect(redrawn).toMatch(/Сума за плащане\s*399,00 лв\./);
    expect(redrawn).not.toContain('€');
  });

  it('the migration moves a subscription billed in лева to euro; the owner is e-mailed before the first euro charge', async () => {
    // Subscribers from before the changeover: Starter monthly and Pro yearly in лева, and one already in euro.
    const seed = async (
      planId: 'starter' | 'pro',
      interval: 'month' | 'year',
      currency: 'bgn' | 'eur',
      amount: number,
    ) => {
      const u = await t.signUp();
      const start = new Date(Date.now() - 20 * DAY);
      const end = new Date(start.getTime() + (interval === 'year' ? 365 : 30) * DAY);
      await t.db.insert(subscriptions).values({
        userId: u.id,
        planId,
        status: 'active',
        provider: 'test',
        providerSubscriptionId: `sub_bgn_${u.id}`,
        providerCustomerId: `cus_${u.id}`,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        interval,
      });
      await t.db.insert(orders).values({
        userId: u.id,
        orderDate: start,
        description: 'Стартер план',
        amountTotal: amount,
        currency,
        paymentStatus: 'paid',
        providerInvoiceId: `in_seed_${u.id}`,
        providerSubscriptionId: `sub_bgn_${u.id}`,
      });
      return u;
    };
    const starter = await seed('starter', 'month', 'bgn', 19900);
    const proYearly = await seed('pro', 'year', 'bgn', 382800);
    const inEuro = await seed('starter', 'month', 'eur', 9900);

    // The database as it was before migration 0007, then the migration itself.
    await t.db.execute(sql`alter table subscriptions drop column price_amount, drop column price_notice_pending`);
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0007_euro.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      if (statement.trim()) await t.db.execute(sql.raw(statement));

    const sub = async (userId: string) =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
    // 199 лв = 101,75 € and 3 828 лв = 1 957,23 €: never above the new list price (99 €, 1 908 €).
    expect(await sub(starter.id)).toMatchObject({ priceAmount: 9900, priceNoticePending: true });
    expect(await sub(proYearly.id)).toMatchObject({ priceAmount: 190800, priceNoticePending: true });
    expect(await sub(inEuro.id)).toMatchObject({ priceAmount: null, priceNoticePending: false });
    const billing = (await (await t.request('/api/billing', { cookie: starter.cookie })).json()) as BillingOverview;
    expect(billing.subscription!.next_charge_amount).toBe(9900);
    expect(billing.orders[0]).toMatchObject({ amount_total: 19900, currency: 'bgn' });

    // The billing clock tells the owner before anything is charged.
    await runBillingClock(clockCtx());
    const notices = async (email: string) =>
      (await listOutboxEmails(t.db, email.toLowerCase())).filter((m) =>
        m.subject.startsWith('Абонаментът ви вече се плаща в евро'),
      );
    const [notice] = await notices(starter.email);
    expect(notice!.subject).toBe('Абонаментът ви вече се плаща в евро – 99\u00a0€');
    expect(notice!.text).toContain('Стартер план: 99\u00a0€ на месец, с включен ДДС.');
    expect(notice!.text).toContain('1 € = 1,95583 лв');
    expect(notice!.text).not.toContain('г..');
    expect((await notices(proYearly.email))[0]!.text).toContain('Про план: 1\u00a0908\u00a0€ на година');
    expect(await notices(inEuro.email)).toHaveLength(0);
    expect(await listOrders(t.db, starter.id)).toHaveLength(1);

    // The period ends: the renewal is charged in euro, with a фактура in euro; no second notice.
    const end = (await sub(starter.id)).currentPeriodEnd!;
    await shiftBillingPeriodBack(t.db, starter.id, end.getTime() - Date.now() + 1000);
    await runBillingClock(clockCtx());
    const list = await listOrders(t.db, starter.id);
    expect(list.map((o) => [o.amountTotal, o.currency])).toEqual([
      [9900, 'eur'],
      [19900, 'bgn'],
    ]);
    expect(await notices(starter.email)).toHaveLength(1);
    const paid = (await listOutboxEmails(t.db, starter.email.toLowerCase())).find((m) =>
      m.subject.startsWith('Потвърждение за плащане'),
    )!;
    expect(paid.text).toContain('Сума: 99\u00a0€');
    expect(paid.createdAt.getTime()).toBeGreaterThanOrEqual(notice!.createdAt.getTime());
    const [renewalInvoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, list[0]!.id));
    expect(renewalInvoice).toMatchObject({ total: 9900, currency: 'eur', taxBase: 8250, vatAmount: 1650 });
  });
});
