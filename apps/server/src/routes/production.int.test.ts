import { eq } from 'drizzle-orm';
import { findAccount, subscriptions } from '@reklamo/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setPlan } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://reklamo.example' });
});
afterAll(() => t.close());

it('marks the session cookie Secure, HttpOnly and SameSite=Lax in production', async () => {
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { name: 'Прод Потребител', email: 'prod@example.bg', password: 'production-pass-1' },
  });
  expect(res.status).toBe(200);
  // Sign-up gives no session (decision 115): the cookie comes with the sign-in after it.
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: 'prod@example.bg', password: 'production-pass-1' },
  });
  const cookie = signIn.headers.getSetCookie().find((c) => c.includes('session_token='))!;
  expect(cookie).toMatch(/;\s*Secure/i);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
});

it('does not expose the development outbox', async () => {
  expect((await t.request('/api/dev/outbox')).status).toBe(404);
});

it('sends HSTS and the security headers in production', async () => {
  const res = await t.request('/api/health');
  expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

it('a production start ends test-mode subscriptions left from a development run', async () => {
  const dev = await createTestApp();
  try {
    const u = await dev.signUp();
    await setPlan(dev.db, u.id, 'pro');
    await dev.db
      .update(subscriptions)
      .set({ providerSubscriptionId: 'sub_test_leftover' })
      .where(eq(subscriptions.userId, u.id));
    const prod = await createTestApp(
      { NODE_ENV: 'production', PUBLIC_URL: 'https://reklamo.example' },
      { databaseUrl: () => dev.config.DATABASE_URL! },
    );
    await prod.close();
    const account = await findAccount(dev.db, u.id);
    expect(account!.user.subscriptionStatus).toBe('trial');
    expect(account!.subscription!.status).toBe('canceled');
  } finally {
    await dev.close();
  }
});
