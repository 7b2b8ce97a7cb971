import { eq } from 'drizzle-orm';
import { accounts, listOutboxEmails, rateLimits, users } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the account and its trial profile in one row', async () => {
    const u = await t.signUp({ name: 'Георги Димитров', email: 'Georgi@Example.bg' });
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({
      fullName: 'Георги Димитров',
      email: 'georgi@example.bg',
      subscriptionStatus: 'trial',
      freeGenerationsUsed: 0,
      freeGenerationsLimit: 1,
    });
    const creds = await t.db.select().from(accounts).where(eq(accounts.userId, u.id));
    expect(creds).toHaveLength(1);
    expect(creds[0]!.password).not.toContain('correct-horse-42');

    const me = await t.request('/api/me', { cookie: u.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      full_name: 'Георги Димитров',
      subscription_status: 'trial',
      free_generations_limit: 1,
    });
  });

  it('answers a sign-up with a taken address exactly as a new one, makes no second account, and e-mails the owner instead', async () => {
    const first = await t.signUp({ email: 'dup@example.bg' });
    const outboxBefore = (await listOutboxEmails(t.db, 'dup@example.bg')).length;
    const attempt = (email: string) =>
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Друг', email, password: 'another-pass-1' },
      });
    const taken = await attempt('DUP@example.bg');
    const fresh = await attempt('fresh-dup@example.bg');
    const shape = async (r: Response) => {
      const body = (await r.json()) as { token: unknown; user: Record<string, unknown> };
      return {
        status: r.status,
        cookies: r.headers.getSetCookie().length,
        token: body.token,
        user: Object.keys(body.user).sort(),
        verified: body.user.emailVerified,
        email: typeof body.user.email,
      };
    };
    expect(await shape(taken)).toEqual(await shape(fresh));
    expect(taken.status).toBe(200);
    const rows = await t.db.select().from(users).where(eq(users.email, 'dup@example.bg'));
    expect(rows.map((r) => r.id)).toEqual([first.id]);
    // The owner learns of it by e-mail, with the way in; their password still works.
    const mails = await listOutboxEmails(t.db, 'dup@example.bg');
    expect(mails.length).toBe(outboxBefore + 1);
    expect(mails.some((m) => m.subject.includes('Опит за регистрация') && m.text.includes('/forgot-password'))).toBe(
      true,
    );
    expect(
      (
        await t.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: 'dup@example.bg', password: first.password },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: 'dup@example.bg', password: 'another-pass-1' },
        })
      ).status,
    ).toBe(401);
  });

  it('signs in with an HttpOnly, SameSite=Lax session cookie and never logs the password', async () => {
    const up = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Лог Тест', email: 'logs@example.bg', password: 'secret-in-logs-77' },
    });
    expect(up.status).toBe(200);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'logs@example.bg', password: 'secret-in-logs-77' },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(t.logs.join('')).toContain('/api/auth/sign-up/email');
    expect(t.logs.join('')).not.toContain('secret-in-logs-77');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
    });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('answers a wrong password with INVALID_EMAIL_OR_PASSWORD', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('answers /api/me without a session with 401', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED' } });
  });
});

describe('password reset through the outbox', () => {
  it('e-mails a link that sets a new password and ends old sessions', async () => {
    const u = await t.signUp({ email: 'reset@example.bg' });
    const req = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: u.email, redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(req.status).toBe(200);
    const [mail] = await listOutboxEmails(t.db, u.email);
    expect(mail!.subject).toContain('парола');
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//);

    const follow = await t.request(link.pathname + link.search);
    expect(follow.status).toBe(302);
    const landing = new URL(follow.headers.get('location')!);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'brand-new-pass-9' },
    });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(401);
    const oldPw = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
    });
    expect(oldPw.status).toBe(401);
    const newPw = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: 'brand-new-pass-9' },
    });
    expect(newPw.status).toBe(200);
    const reused = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'third-pass-123' },
    });
    expect(reused.status).toBe(400);
  });

  it('says nothing about whether an e-mail has an account', async () => {
    const res = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'nobody@example.bg', redirectTo: 'http://localhost:3000/reset-password' },
    });
    expect(res.status).toBe(200);
    expect(await listOutboxEmails(t.db, 'nobody@example.bg')).toHaveLength(0);
  });
});

describe('sign-in throttling (failures, not attempts)', () => {
  const signIn = (email: string, password: string, ip: string, init: { form?: boolean } = {}) =>
    t.request('/api/auth/sign-in/email', {
      method: 'POST',
      ...(init.form
        ? {
            body: new URLSearchParams({ email, password }),
            headers: { 'X-Forwarded-For': ip, 'Content-Type': 'application/x-www-form-urlencoded' },
          }
        : { json: { email, password }, headers: { 'X-Forwarded-For': ip } }),
    });

  it('stops one IP after the configured failures on an e-mail, but never the owner from another IP', async () => {
    const u = await t.signUp();
    for (let i = 0; i < 3; i++) expect((await signIn(u.email, 'wrong-password', '10.0.0.1')).status).toBe(401);
    const blocked = await signIn(u.email, 'wrong-password', '10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    // The owner, elsewhere, with the right password: slowed down, never locked out.
    expect((await signIn(u.email, u.password, '192.0.2.50')).status).toBe(200);
  });

  it('counts failures spread over several IPs against the e-mail (the counter of the progressive delay)', async () => {
    const u = await t.signUp();
    for (let i = 0; i < 6; i++) expect((await signIn(u.email, 'wrong-password', `10.1.0.${i}`)).status).toBe(401);
    const rows = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `pwfail:email:${u.email}`));
    expect(rows[0]!.count).toBe(6);
  });

  it('does not count a right password, and a right password clears the e-mail counters', async () => {
    const u = await t.signUp();
    for (let i = 0; i < 10; i++) expect((await signIn(u.email, u.password, '10.2.0.1')).status).toBe(200);
    expect((await signIn(u.email, 'wrong-password', '10.2.0.1')).status).toBe(401);
    expect((await signIn(u.email, u.password, '10.2.0.1')).status).toBe(200);
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `pwfail:email:${u.email}`)),
    ).toHaveLength(0);
  });

  it('covers change-password and verify-password with a session', async () => {
    const u = await t.signUp();
    const guess = (p: string) =>
      t.request(p, {
        method: 'POST',
        cookie: u.cookie,
        json: p.endsWith('change-password')
          ? { currentPassword: 'wrong-guess-1', newPassword: 'another-pass-77' }
          : { password: 'wrong-guess-1' },
        headers: { 'X-Forwarded-For': '10.3.0.1' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await guess(i % 2 ? '/api/auth/verify-password' : '/api/auth/change-password')).status);
    expect(statuses.slice(0, 3).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it('stops guesses spread over many addresses once the account has had its failures, until the owner resets the password', async () => {
    const strict = await createTestApp({
      AUTH_RATE_LIMIT_PER_ACCOUNT: '5',
      AUTH_RATE_LIMIT_PER_EMAIL: '100',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      TRUST_PROXY: 'true',
    });
    try {
      const u = await strict.signUp();
      const from = (password: string, ip: string) =>
        strict.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: u.email, password },
          headers: { 'X-Forwarded-For': ip },
        });
      for (let i = 0; i < 5; i++) expect((await from('wrong-password', `10.9.0.${i}`)).status).toBe(401);
      // A twentieth address fares no better than the first five, and no password is checked any more.
      expect((await from('wrong-password', '10.9.0.20')).status).toBe(429);
      expect((await from(u.password, '192.0.2.77')).status).toBe(429);
      // The reset is open to the owner, and completing it lifts the stop.
      expect(
        (
          await strict.request('/api/auth/request-password-reset', {
            method: 'POST',
            json: { email: u.email, redirectTo: 'http://localhost:3000/reset-password' },
            headers: { 'X-Forwarded-For': '192.0.2.77' },
          })
        ).status,
      ).toBe(200);
      const mail = (await listOutboxEmails(strict.db, u.email)).find((m) => m.text.includes('/reset-password/'))!;
      const follow = await strict.request(
        new URL(mail.text.match(/https?:\/\/\S+/)![0]).pathname + new URL(mail.text.match(/https?:\/\/\S+/)![0]).search,
      );
      const token = new URL(follow.headers.get('location')!).searchParams.get('token')!;
      expect(
        (
          await strict.request('/api/auth/reset-password', {
            method: 'POST',
            json: { token, newPassword: 'owner-new-pass-5' },
          })
        ).status,
      ).toBe(200);
      expect((await from('owner-new-pass-5', '192.0.2.77')).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('refuses form-encoded bodies (CSRF guard) so none skips the counter', async () => {
    const u = await t.signUp();
    expect((await signIn(u.email, 'wrong-password', '10.4.0.1', { form: true })).status).toBe(415);
  });

  it('limits sign-ups per IP across different e-mails', async () => {
    const strict = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '2',
      AUTH_RATE_LIMIT_PER_EMAIL: '100',
      TRUST_PROXY: 'true',
    });
    try {
      const attempt = (n: number) =>
        strict.request('/api/auth/sign-up/email', {
          method: 'POST',
          json: { name: 'Спам', email: `spam${n}@example.bg`, password: 'spam-pass-123' },
          headers: { 'X-Forwarded-For': '203.0.113.7' },
        });
      expect((await attempt(1)).status).toBe(200);
      expect((await attempt(2)).status).toBe(200);
      expect((await attempt(3)).status).toBe(429);
      const otherIp = await strict.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: 'Честен', email: 'honest@example.bg', password: 'honest-pass-1' },
        headers: { 'X-Forwarded-For': '198.51.100.1' },
      });
      expect(otherIp.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe("better-auth's own fields are bounded", () => {
  it('refuses a sign-up name over 100 characters, a blank name, NUL and an over-long update-user name', async () => {
    const over = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'я'.repeat(101), email: 'long@example.bg', password: 'long-pass-123' },
    });
    expect(over.status).toBe(400);
    const blank = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: '   ', email: 'blank@example.bg', password: 'blank-pass-123' },
    });
    expect(blank.status).toBe(400);
    const nul = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'a\u0000b', email: 'nul@example.bg', password: 'nul-pass-1234' },
    });
    expect(nul.status).toBe(400);
    const u = await t.signUp();
    const upd = await t.request('/api/auth/update-user', {
      method: 'POST',
      cookie: u.cookie,
      json: { name: 'я'.repeat(5000) },
    });
    expect(upd.status).toBe(400);
    const ok = await t.request('/api/auth/update-user', {
      method: 'POST',
      cookie: u.cookie,
      json: { name: 'Ново Име' },
    });
    expect(ok.status).toBe(200);
  });
});
