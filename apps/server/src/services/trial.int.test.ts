import { listOutboxEmails } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (cookie: string) => t.request('/api/videos', { method: 'POST', cookie, json: { ...PIZZA, DurationSec: 15 } });
const body = async (res: Response) => (await res.json()) as Record<string, unknown> & { error?: { code: string } };

describe('e-mail confirmation and the free video', () => {
  it('sends a link at sign-up; the free video waits for it; the link confirms once and signs nobody in', async () => {
    const u = await t.signUp({ verify: false });
    const [mail] = await listOutboxEmails(t.db, u.email);
    expect(mail!.subject).toContain('Потвърдете');
    expect(await body(await t.request('/api/me', { cookie: u.cookie }))).toMatchObject({ email_verified: false });
    expect(await body(await t.request('/api/usage', { cookie: u.cookie }))).toMatchObject({ canGenerate: false, reason: 'EMAIL_NOT_CONFIRMED' });
    const refused = await create(u.cookie);
    expect(refused.status).toBe(403);
    expect((await body(refused)).error!.code).toBe('EMAIL_NOT_CONFIRMED');

    const first = await t.verifyEmail(u.email);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/dashboard?email=confirmed');
    expect(first.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect(await body(await t.request('/api/me', { cookie: u.cookie }))).toMatchObject({ email_verified: true });
    expect(await body(await t.request('/api/usage', { cookie: u.cookie }))).toMatchObject({ canGenerate: true });
    const again = await t.verifyEmail(u.email);
    expect(again.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect((await create(u.cookie)).status).toBe(202);
  });

  it("does not give a deleted account's address a second free video", async () => {
    const email = `again${Date.now()}@example.bg`;
    const first = await t.signUp({ email });
    expect((await create(first.cookie)).status).toBe(202);
    const del = await t.request('/api/settings/account', { method: 'DELETE', cookie: first.cookie, json: { confirm: 'DELETE' } });
    expect(del.status).toBe(200);
    const second = await t.signUp({ email });
    const res = await create(second.cookie);
    expect(res.status).toBe(403);
    expect((await body(res)).error!.code).toBe('GENERATION_LIMIT_REACHED');
  });
});
