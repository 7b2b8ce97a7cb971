import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_LOGO_MAX_PIXELS } from '@reklamo/core';
import { rateLimits } from '@reklamo/db';
import { DECODE_CONCURRENCY, limitConcurrency } from '../media/images.ts';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { JSON_BODY_MAX } from './body-limit.ts';
import { USER_RATE_LIMITS } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const bigJson = (bytes: number) => JSON.stringify({ email: 'a@example.bg', password: 'x', name: 'x'.repeat(bytes) });

/** A body of `bytes` sent as a stream without Content-Length (chunked). */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('global body limit', () => {
  it('answers 413 before better-auth, the webhook or our routes read a declared large body', async () => {
    const u = await t.signUp();
    for (const p of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/billing/webhook',
      '/api/videos',
      '/api/support/tickets',
    ]) {
      const body = bigJson(2 * 1024 * 1024);
      const res = await t.request(p, {
        method: 'POST',
        cookie: u.cookie,
        body,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      });
      expect(res.status, p).toBe(413);
      expect(await errorCode(res), p).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('cuts off a chunked body without Content-Length as soon as it passes the limit', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: chunked(50 * 1024 * 1024),
      headers: { 'Content-Type': 'application/json' },
      // @ts-expect-error Node's fetch needs duplex for a stream body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
  });

  it('lets a normal body through', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password },
    });
    expect(res.status).toBe(200);
    expect(JSON_BODY_MAX).toBe(256 * 1024);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request from another origin or site, with the victim cookie', async () => {
    const u = await t.signUp();
    const ticket = { subject: 'Тема', message: 'Съобщение', category: 'other' };
    const evil = await t.request('/api/support/tickets', {
      method: 'POST',
      cookie: u.cookie,
      json: ticket,
      headers: { Origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(await errorCode(evil)).toBe('CROSS_SITE_REQUEST');
    const sameSite = await t.request('/api/support/tickets', {
      method: 'POST',
      cookie: u.cookie,
      json: ticket,
      headers: { 'Sec-Fetch-Site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    const signOut = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: u.cookie,
      json: {},
      headers: { Origin: 'http://localhost.evil.example' },
    });
    expect(signOut.status).toBe(403);
    const list = (await (await t.request('/api/support/tickets', { cookie: u.cookie })).json()) as {
      tickets: unknown[];
    };
    expect(list.tickets).toHaveLength(0);
  });

  it('refuses a JSON body sent as text/plain or form-encoded', async () => {
    const u = await t.signUp();
    const text = await t.request('/api/support/tickets', {
      method: 'POST',
      cookie: u.cookie,
      body: JSON.stringify({ subject: 'Тема', message: 'Съобщение' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(await errorCode(text)).toBe('UNSUPPORTED_CONTENT_TYPE');
    const form = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: new URLSearchParams({ email: u.email, password: u.password }),
    });
    expect(form.status).toBe(415);
  });

  it('accepts our own origin, same-origin fetches and bodiless posts', async () => {
    const u = await t.signUp();
    const ok = await t.request('/api/support/tickets', {
      method: 'POST',
      cookie: u.cookie,
      json: { subject: 'Тема', message: 'Съобщение' },
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(ok.status).toBe(201);
  });
});

describe('security headers', () => {
  it('sets them on API answers, with no-store on signed-in JSON', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/me', { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('field limits', () => {
  const video = (cookie: string, over: { facts?: Partial<typeof PIZZA>; spec?: Record<string, unknown> }) =>
    t.request('/api/videos', {
      method: 'POST',
      cookie,
      json: { facts: { ...PIZZA, ...over.facts }, durationSec: 15, ...over.spec },
    });

  it('refuses an over-long business field, a blank confirmed field and NUL with 400, and counts nothing', async () => {
    const u = await t.signUp();
    for (const over of [
      { facts: { Offer: 'безплатно '.repeat(3000) } },
      { facts: { BusinessName: '   ' } },
      { facts: { BusinessLocation: '' } },
      { facts: { CTA: 'Обадете се\u0000' } },
      { spec: { prompt: 'a\u0000' } },
    ]) {
      const res = await video(u.cookie, over);
      expect(res.status, JSON.stringify(over).slice(0, 40)).toBe(400);
      expect(await errorCode(res)).toBe('VALIDATION_FAILED');
    }
    const usage = (await (await t.request('/api/usage', { cookie: u.cookie })).json()) as {
      generations: { used: number };
    };
    expect(usage.generations.used).toBe(0);
  });

  it('refuses NUL in a ticket, a refund reason, a profile name and a search with 400, never 500', async () => {
    const u = await t.signUp();
    const ticket = await t.request('/api/support/tickets', {
      method: 'POST',
      cookie: u.cookie,
      json: { subject: 'a\u0000', message: 'b' },
    });
    expect(ticket.status).toBe(400);
    const profile = await t.request('/api/settings/profile', {
      method: 'PATCH',
      cookie: u.cookie,
      json: { full_name: 'Име\u0000' },
    });
    expect(profile.status).toBe(400);
    const search = await t.request('/api/videos?search=a%00b', { cookie: u.cookie });
    expect(search.status).toBe(400);
  });
});

describe('per-user rate limits on costly routes', () => {
  it('answers 429 RATE_LIMITED past the ticket budget, for that user only', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const post = (u: { cookie: string }) =>
      t.request('/api/support/tickets', {
        method: 'POST',
        cookie: u.cookie,
        json: { subject: 'Тема', message: 'Съобщение' },
      });
    for (let i = 0; i < USER_RATE_LIMITS.ticket.limit; i++) expect((await post(a)).status).toBe(201);
    const limited = await post(a);
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe(String(USER_RATE_LIMITS.ticket.windowSec));
    expect((await post(b)).status).toBe(201);
  });

  it('limits brain calls per user', async () => {
    const u = await t.signUp();
    await t.db
      .insert(rateLimits)
      .values({ key: `user:brain:${u.id}`, count: USER_RATE_LIMITS.brain.limit, windowStart: new Date() });
    const res = await t.request('/api/brain/prompt', {
      method: 'POST',
      cookie: u.cookie,
      json: { businessType: 'пекарна' },
    });
    expect(res.status).toBe(429);
  });
});

describe('image decoding', () => {
  it('refuses an avatar declaring more than 16 MP from its header, before decoding', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const side = Math.ceil(Math.sqrt(AVATAR_LOGO_MAX_PIXELS)) + 10;
    const big = await createCanvas(side, side).encode('png');
    const u = await t.signUp();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(big)], 'huge.png'));
    const res = await t.request('/api/settings/avatar', { method: 'POST', cookie: u.cookie, body: form });
    expect(res.status).toBe(422);
    expect(await errorCode(res)).toBe('INVALID_IMAGE');
  });

  it('decodes at most DECODE_CONCURRENCY images at once', async () => {
    const slots = limitConcurrency(DECODE_CONCURRENCY);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        slots(async () => {
          peak = Math.max(peak, ++running);
          await new Promise((r) => setImmediate(r));
          running--;
        }),
      ),
    );
    expect(peak).toBe(DECODE_CONCURRENCY);
  });
});
