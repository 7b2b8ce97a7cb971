import { createRequire } from 'node:module';
import { listOutboxEmails } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK_INTERVAL_SEC: '0', CURRENCY: 'EUR' });
});
afterAll(() => t.close());

type Json = Record<string, any>;

describe('CURRENCY=EUR', () => {
  it('charges, shows, e-mails and invoices in euro at the fixed rate, with the лв equivalent', async () => {
    // The landing page asks which currency to show (no sign-in needed).
    expect(await (await t.request('/api/billing/catalogue')).json()).toEqual({ currency: 'eur' });
    const u = await t.signUp();
    const { url } = (await (await t.request('/api/billing/checkout', { method: 'POST', cookie: u.cookie, json: { planId: 'pro' } })).json()) as { url: string };
    const id = url.split('/').pop()!;
    expect(await (await t.request(`/api/billing/test-checkout/${id}`, { cookie: u.cookie })).json()).toMatchObject({ amount: 20401, currency: 'eur' });
    await t.request(`/api/billing/test-checkout/${id}/pay`, { method: 'POST', cookie: u.cookie, json: { card_number: '4242424242424242', expiry: '12/40', cvc: '123' } });

    const billing = (await (await t.request('/api/billing', { cookie: u.cookie })).json()) as Json;
    expect(billing.currency).toBe('eur');
    expect(billing.orders[0]).toMatchObject({ amount_total: 20401, currency: 'eur' });
    expect(billing.subscription.next_charge_amount).toBe(20401);
    const preview = (await (await t.request('/api/billing/change/preview', { method: 'POST', cookie: u.cookie, json: { planId: 'starter' } })).json()) as Json;
    expect(preview).toMatchObject({ kind: 'downgrade', currency: 'eur', next_amount: 10175 });

    const mail = (await listOutboxEmails(t.db, u.email.toLowerCase())).find((m) => m.subject.includes('Потвърждение'))!;
    expect(mail.text).toContain('Сума: 204,01 € (399,01 лв.)');

    const pdf = await t.request(billing.orders[0].invoice_url, { cookie: u.cookie });
    const text = (await pdfParse(Buffer.from(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
    // 204,01 € with 20 % ДДС: base 170,01 €, tax 34,00 €.
    expect(text).toContain('170,01 €');
    expect(text).toContain('34,00 €');
    expect(text).toContain('204,01 €');
    expect(text).toContain('Равностойност в лева: 399,01 лв.');
    expect(text).toContain('Стойностите са в евро');
  });
});
