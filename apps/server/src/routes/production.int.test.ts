import { afterAll, beforeAll, expect, it } from 'vitest';
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
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
  expect(cookie).toMatch(/;\s*Secure/i);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
});

it('does not expose the development outbox', async () => {
  expect((await t.request('/api/dev/outbox')).status).toBe(404);
});
