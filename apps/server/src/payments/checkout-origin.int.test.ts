import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK_INTERVAL_SEC: '0', PORT: '3000' });
});
afterAll(() => t.close());

const card = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

async function checkout(
  cookie: string,
  headers: Record<string, string>,
  json: Record<string, unknown> = { planId: 'pro' },
) {
  return t.request('/api/billing/checkout', { method: 'POST', cookie, headers, json });
}

describe('checkout comes back to the site the user is on', () => {
  it('a page on 127.0.0.1 gets the checkout page, the success page and the portal on 127.0.0.1', async () => {
    const u = await t.signUp();
    const res = await checkout(u.cookie, { Origin: 'http://127.0.0.1:3000' });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/test-checkout\/cs_test_/);
    const id = url.split('/').pop()!;
    const session = (await (await t.request(`/api/billing/test-checkout/${id}`, { cookie: u.cookie })).json()) as {
      success_url: string;
      cancel_url: string;
    };
    expect(session.success_url).toBe('http://127.0.0.1:3000/success');
    expect(session.cancel_url).toBe('http://127.0.0.1:3000/dashboard');
    const paid = await t.request(`/api/billing/test-checkout/${id}/pay`, {
      method: 'POST',
      cookie: u.cookie,
      headers: { Origin: 'http://127.0.0.1:3000' },
      json: card,
    });
    expect(await paid.json()).toEqual({ url: 'http://127.0.0.1:3000/success' });

    const portal = await t.request('/api/billing/portal', {
      method: 'POST',
      cookie: u.cookie,
      headers: { Origin: 'http://127.0.0.1:3000' },
      json: {},
    });
    expect(((await portal.json()) as { url: string }).url).toBe(
      `http://127.0.0.1:3000/test-portal?return_url=${encodeURIComponent('http://127.0.0.1:3000/dashboard?section=billing')}`,
    );
  });

  it('never sends anyone to an origin that is not ours: a foreign Origin is refused, a foreign Host is ignored', async () => {
    const u = await t.signUp();
    const foreign = await checkout(u.cookie, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const badReturn = await checkout(
      u.cookie,
      { Origin: 'http://127.0.0.1:3000' },
      { planId: 'pro', success_url: 'https://evil.example/success' },
    );
    expect(badReturn.status).toBe(400);
    expect(await badReturn.json()).toEqual({ error: { code: 'INVALID_RETURN_URL' } });
    // No Origin (a script, not a page) and a made-up Host: PUBLIC_URL, not the Host.
    const headers = new Headers({ Host: 'evil.example', Cookie: u.cookie, 'Content-Type': 'application/json' });
    const scripted = await t.app.request('/api/billing/checkout', {
      method: 'POST',
      headers,
      body: JSON.stringify({ planId: 'pro' }),
    });
    expect(scripted.status).toBe(200);
    expect(((await scripted.json()) as { url: string }).url).toMatch(/^http:\/\/localhost:3000\/test-checkout\//);
  });
});
