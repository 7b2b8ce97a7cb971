import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { BillingOverview, BillingProfile, Usage } from '@reklamo/contract';
import { findAccount, invoices, listOutboxEmails, orders, refundRequests, users, videos } from '@reklamo/db';
import * as ordersCli from '../cli/orders.ts';
import * as refundsCli from '../cli/refunds.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const require = createRequire(import.meta.url);
// The library entry itself (its index runs a self-test when imported without a parent module).
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    BILLING_CLOCK_INTERVAL_SEC: '0',
    SELLER_NAME: 'Рекламо ЕООД',
    SELLER_EIK: '206123451',
    SELLER_VAT: 'BG206123451',
  });
});
afterAll(() => t.close());

/** What the profile form's answers carry: the saved profile, or the fields that were refused. */
type ProfileAnswer = { profile?: BillingProfile; error?: { code: string; details: { fields: { message: string }[] } } };
const card = { card_number: '4242424242424242', expiry: '12/40', cvc: '123' };
const company = {
  kind: 'company',
  name: 'Пекарна Слънце ООД',
  eik: '131123450',
  vatNumber: 'bg 131123450',
  mol: 'Мария Иванова',
  address: 'гр. Пловдив, ул. „Капитан Райчо“ 15',
};

async function buy(cookie: string, planId = 'pro') {
  const res = await t.request('/api/billing/checkout', { method: 'POST', cookie, json: { planId } });
  const id = ((await res.json()) as { url: string }).url.split('/').pop()!;
  return t.request(`/api/billing/test-checkout/${id}/pay`, { method: 'POST', cookie, json: card });
}
const putProfile = async (cookie: string, body: unknown) => {
  const res = await t.request('/api/billing/profile', { method: 'PUT', cookie, json: body });
  return { status: res.status, body: (await res.json()) as ProfileAnswer };
};
const fieldCodes = (body: ProfileAnswer) => body.error!.details.fields.map((f) => f.message);

describe('billing profile', () => {
  it('refuses a wrong ЕИК, a wrong VAT number and a company without an ЕИК, each with its own code', async () => {
    const u = await t.signUp();
    const bad = await putProfile(u.cookie, { ...company, eik: '131123451' });
    expect(bad.status).toBe(400);
    expect(fieldCodes(bad.body)).toEqual(['INVALID_EIK']);
    expect(fieldCodes((await putProfile(u.cookie, { ...company, vatNumber: 'BG12345' })).body)).toEqual([
      'INVALID_VAT',
    ]);
    expect(fieldCodes((await putProfile(u.cookie, { ...company, vatNumber: 'RO131123450' })).body)).toEqual([
      'INVALID_VAT',
    ]);
    expect(fieldCodes((await putProfile(u.cookie, { ...company, eik: '' })).body)).toEqual(['EIK_REQUIRED']);
    expect((await putProfile(u.cookie, { ...company, name: '  ' })).status).toBe(400);
    const ok = await putProfile(u.cookie, company);
    expect(ok).toEqual({ status: 200, body: { profile: { ...company, vatNumber: 'BG131123450' } } });
    // A person needs no ЕИК.
    expect((await putProfile(u.cookie, { kind: 'person', name: 'Мария Иванова', address: 'гр. София' })).status).toBe(
      200,
    );
    expect(
      ((await (await t.request('/api/billing/profile', { cookie: u.cookie })).json()) as ProfileAnswer).profile,
    ).toMatchObject({ kind: 'person', eik: '', mol: '' });
  });
});

describe('фактури', () => {
  it('issues a numbered фактура with both parties and the VAT for a paid order, attaches it to the e-mail and lets only the owner download it', async () => {
    const u = await t.signUp();
    await putProfile(u.cookie, company);
    expect((await buy(u.cookie)).status).toBe(200);
    const billing = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as BillingOverview;
    const order = billing.orders[0]!;
    expect(order.invoice_number).toMatch(/^\d{10}$/);
    expect(order.invoice_url).toMatch(/^\/api\/billing\/invoices\/[0-9a-f-]+\/pdf$/);

    const res = await t.request(order.invoice_url!, { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="faktura-${order.invoice_number}.pdf"`);
    const { text, numpages } = await pdfParse(Buffer.from(await res.arrayBuffer()));
    expect(numpages).toBe(1);
    // pdf.js reads "№" back as "No" (its compatibility decomposition).
    const flat = text.replace(/\s+/g, ' ').replace(/No\b/g, '№');
    expect(flat).toContain('ФАКТУРА');
    expect(flat).toContain(`№ ${order.invoice_number}`);
    expect(flat).toContain('Рекламо ЕООД');
    expect(flat).toContain('ЕИК: 206123451');
    expect(flat).toContain('ДДС №: BG206123451');
    expect(flat).toContain('Пекарна Слънце ООД');
    expect(flat).toContain('ЕИК: 131123450');
    expect(flat).toContain('ДДС №: BG131123450');
    expect(flat).toContain('МОЛ: Мария Иванова');
    // 199 € with 20 % ДДС: base 165,83 €, tax 33,17 €; in euro alone, no лв equivalent.
    expect(flat).toMatch(/Данъчна основа\s*165,83 €/);
    expect(flat).toMatch(/ДДС 20 %\s*33,17 €/);
    expect(flat).toMatch(/Сума за плащане\s*199,00 €/);
    expect(flat).toContain('Стойностите са в евро.');
    expect(flat).not.toMatch(/лв|лева|BGN/);
    expect(flat).toContain('Дата на данъчното събитие');
    // A date ends in "г." once, never "г..".
    expect(flat).not.toContain('г..');
    expect(flat).toContain('Начин на плащане: Банкова карта Visa •••• 4242');

    const mail = (await listOutboxEmails(t.db, u.email.toLowerCase())).find((m) =>
      m.subject.includes('Потвърждение за плащане'),
    )!;
    expect(mail.text).toContain(`Фактура № ${order.invoice_number}`);
    expect(mail.attachments).toEqual([
      { filename: `faktura-${order.invoice_number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);

    const stranger = await t.signUp();
    expect((await t.request(order.invoice_url!, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request('/api/billing/invoices/not-a-uuid/pdf', { cookie: u.cookie })).status).toBe(404);
  });

  it('concurrent payments get consecutive numbers with no gap and no repeat', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
    const statuses = await Promise.all(
      buyers.map((b, i) => buy(b.cookie, i % 2 ? 'pro' : 'starter').then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(6).fill(200));
    const numbers = (await t.db.select({ n: invoices.number }).from(invoices)).map((r) => r.n).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    // Every paid order has exactly one фактура.
    const paid = await t.db.select().from(orders).where(eq(orders.paymentStatus, 'paid'));
    expect(numbers.length).toBe(paid.length);
  });
});

describe('refunds that happen', () => {
  const deps = () => ({
    db: t.db,
    payments: t.deps.payments,
    mailer: t.deps.mailer,
    logger: t.deps.logger,
    storage: t.deps.storage,
  });
  const refund = (args: string[]) =>
    ordersCli.run(['refund', ...args], { deps: deps() }) as Promise<{ refund: unknown }>;

  it('refunds an order in parts through the provider with a кредитно известие each, refusing too much and twice', async () => {
    const u = await t.signUp();
    await putProfile(u.cookie, company);
    await buy(u.cookie, 'starter');
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, u.id));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order!.id));

    await expect(refund([order!.id, '--amount', '200'])).rejects.toThrow(/larger than what is left.*REFUND_TOO_LARGE/);
    await expect(refund([order!.id, '--amount', '-1'])).rejects.toThrow();
    const part = await refund([order!.id, '--amount', '49.50', '--reason', 'Частично възстановяване по договорка']);
    expect(part.refund).toMatchObject({
      paymentStatus: 'paid',
      amountRefunded: 4950,
      refunded: '49,50\u00a0€',
      refundId: expect.stringMatching(/^re_test_/),
    });
    const rest = await refund([order!.id]);
    expect(rest.refund).toMatchObject({ paymentStatus: 'refunded', amountRefunded: 9900 });
    await expect(refund([order!.id])).rejects.toThrow(/ALREADY_REFUNDED/);
    await expect(refund(['00000000-0000-4000-8000-000000000000'])).rejects.toThrow(/NOT_FOUND/);

    const notes = await t.db.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoice!.id));
    expect(notes.map((n) => [n.kind, n.total, n.currency]).sort()).toEqual([
      ['credit_note', 4950, 'eur'],
      ['credit_note', 4950, 'eur'],
    ]);
    const billing = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as BillingOverview;
    expect(billing.orders[0]).toMatchObject({ payment_status: 'refunded', amount_refunded: 9900, currency: 'eur' });
    expect(billing.orders[0].credit_notes).toHaveLength(2);

    const pdf = await t.request(billing.orders[0]!.credit_notes![0]!.url, { cookie: u.cookie });
    const flat = (await pdfParse(Buffer.from(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ').replace(/No\b/g, '№');
    expect(flat).toContain('КРЕДИТНО ИЗВЕСТИЕ');
    expect(flat).toContain(`Към фактура № ${String(invoice!.number).padStart(10, '0')}`);
    expect(flat).toContain('ЕИК: 131123450');
    // 49,50 € with 20 % ДДС: base 41,25 €, tax 8,25 €; euro only.
    expect(flat).toMatch(/Данъчна основа\s*41,25 €/);
    expect(flat).toMatch(/ДДС 20 %\s*8,25 €/);
    expect(flat).toMatch(/Сума за възстановяване\s*49,50 €/);
    expect(flat).toMatch(/Основание: (Частично възстановяване по договорка|Възстановяване на плащане)/);
    expect(flat).not.toMatch(/лв|лева|BGN/);
    expect(flat).not.toContain('г..');

    const mails = (await listOutboxEmails(t.db, u.email.toLowerCase())).filter((m) =>
      m.subject.startsWith('Възстановено плащане'),
    );
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Кредитно известие №');
    expect(mails[0]!.attachments[0]!.filename).toMatch(/^kreditno-izvestie-\d{10}\.pdf$/);
  });

  it('an approved video refund gives the generation back and e-mails every decision', async () => {
    const u = await t.signUp();
    await t.db.update(users).set({ freeGenerationsUsed: 1 }).where(eq(users.id, u.id));
    const mk = async () => {
      const [v] = await t.db
        .insert(videos)
        .values({
          userId: u.id,
          title: 'Пекарна Слънце',
          details: {},
          prompt: 'p',
          style: 'bold',
          status: 'completed',
          quotaCounted: true,
        })
        .returning();
      const [r] = await t.db
        .insert(refundRequests)
        .values({ videoId: v!.id, userId: u.id, reason: 'грешен текст' })
        .returning();
      return r!;
    };
    const approved = await mk();
    await refundsCli.run(['approve', approved.id, '--note', 'Съжаляваме'], { db: t.db, mailer: t.deps.mailer });
    expect((await findAccount(t.db, u.id))!.user.freeGenerationsUsed).toBe(0);
    const usage = (await (await t.request('/api/usage', { cookie: u.cookie })).json()) as Usage;
    expect(usage.generations).toEqual({ used: 0, limit: 1 });
    const rejected = await mk();
    await refundsCli.run(['reject', rejected.id], { db: t.db, mailer: t.deps.mailer });
    const subjects = (await listOutboxEmails(t.db, u.email.toLowerCase())).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Заявката ви за възстановяване е одобрена', 'Заявката ви за възстановяване е отказана']),
    );
    const mail = (await listOutboxEmails(t.db, u.email.toLowerCase())).find((m) => m.subject.includes('одобрена'))!;
    expect(mail.text).toContain('Генерацията е върната');
    expect(mail.text).toContain('Бележка от екипа: Съжаляваме');
  });
});
