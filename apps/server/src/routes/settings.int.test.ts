import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import {
  accounts,
  brandKits,
  emailOutbox,
  orders,
  refundRequests,
  sessions,
  subscriptions,
  supportTickets,
  users,
  videos,
} from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<TestApp['signUp']>>;

async function png(w = 64, h = 48, color = '#ff0000') {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, w, h);
  return c.encode('png');
}

const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#007BFF"/></svg>';

/** A minimal TrueType file: sfnt header plus one table that lies inside the file. */
/** A real font with Cyrillic (the renderer's own Inter). */
const ttf = () =>
  fs.readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'));
/** A real font without Cyrillic. */
const latinOnlyTtf = () =>
  fs.readFileSync(
    createRequire(import.meta.url).resolve('@expo-google-fonts/bebas-neue/400Regular/BebasNeue_400Regular.ttf'),
  );

async function setPlan(
  u: User,
  plan: 'trial' | 'starter' | 'pro' | 'agency',
  status?: 'active' | 'past_due' | 'canceled',
) {
  await t.db.update(users).set({ subscriptionStatus: plan }).where(eq(users.id, u.id));
  await t.db.delete(subscriptions).where(eq(subscriptions.userId, u.id));
  if (plan !== 'trial') {
    await t.db
      .insert(subscriptions)
      .values({ userId: u.id, planId: plan, status: status ?? 'active', provider: 'test' });
  }
}

const upload = (p: string, u: User, bytes: Buffer | Uint8Array, name: string, method = 'PUT') => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.request(p, { method, body: form, cookie: u.cookie });
};
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const mediaDir = () => path.join(t.config.dataDir, 'media');
const filesOf = (u: User) => {
  const dir = path.join(mediaDir(), 'users', u.id);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /\.\w+$/.test(f))
    : [];
};

describe('profile', () => {
  it('saves the full name (trimmed) and keeps the e-mail read-only', async () => {
    const u = await t.signUp({ name: 'Старо Име' });
    const res = await t.request('/api/settings/profile', {
      method: 'PATCH',
      cookie: u.cookie,
      json: { full_name: '  Ново Име ', email: 'hacker@example.bg' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ full_name: 'Ново Име', email: u.email, avatar_url: null });
    const me = (await (await t.request('/api/me', { cookie: u.cookie })).json()) as {
      full_name: string;
      email: string;
    };
    expect(me).toMatchObject({ full_name: 'Ново Име', email: u.email });
    const empty = await t.request('/api/settings/profile', {
      method: 'PATCH',
      cookie: u.cookie,
      json: { full_name: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(await errorCode(empty)).toBe('VALIDATION_FAILED');
  });

  it('requires a session', async () => {
    expect((await t.request('/api/settings/profile')).status).toBe(401);
    expect((await t.request('/api/settings/avatar')).status).toBe(401);
  });

  it('stores the avatar as a 256x256 WebP served only to its owner; a bad upload keeps the old one', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const res = await upload('/api/settings/avatar', a, await png(800, 400), 'me.png', 'POST');
    expect(res.status).toBe(200);
    const { avatar_url } = (await res.json()) as { avatar_url: string };
    expect(avatar_url).toMatch(/^\/api\/settings\/avatar\?v=/);

    const got = await t.request(avatar_url, { cookie: a.cookie });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { loadImage } = await import('@napi-rs/canvas');
    const img = await loadImage(bytes);
    expect([img.width, img.height]).toEqual([256, 256]);

    // B asks for "the avatar" and gets their own: none.
    expect((await t.request(avatar_url, { cookie: b.cookie })).status).toBe(404);

    // A text file named .png is refused, and A's avatar is untouched.
    const bad = await upload('/api/settings/avatar', a, Buffer.from('not an image'), 'me.png', 'POST');
    expect(bad.status).toBe(422);
    expect(await errorCode(bad)).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await t.request('/api/settings/avatar', { cookie: a.cookie })).status).toBe(200);
    expect(filesOf(a)).toHaveLength(1);

    // A new photo replaces the old file.
    expect(
      (await upload('/api/settings/avatar', a, await png(300, 300, '#00ff00'), 'new.jpg.png', 'POST')).status,
    ).toBe(200);
    expect(filesOf(a)).toHaveLength(1);
  });

  it('refuses an avatar over 5 MB with FILE_TOO_LARGE', async () => {
    const a = await t.signUp();
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload('/api/settings/avatar', a, big, 'big.png', 'POST');
    expect(res.status).toBe(413);
    expect(await errorCode(res)).toBe('FILE_TOO_LARGE');
  });
});

describe('Brand Kit access', () => {
  it('is refused for trial, starter and a past_due Pro, and allowed for active Pro and Agency', async () => {
    const u = await t.signUp();
    const get = () => t.request('/api/settings/brand-kit', { cookie: u.cookie });
    const put = () =>
      t.request('/api/settings/brand-kit', {
        method: 'PUT',
        cookie: u.cookie,
        json: { primary_color: '#112233', secondary_color: '#445566' },
      });
    for (const [plan, status] of [
      ['trial'],
      ['starter', 'active'],
      ['pro', 'past_due'],
      ['agency', 'canceled'],
    ] as const) {
      await setPlan(u, plan, status);
      const r = await get();
      expect(r.status, `${plan} ${status}`).toBe(403);
      expect(await errorCode(r)).toBe('FORBIDDEN');
      expect((await put()).status).toBe(403);
      expect((await upload('/api/settings/brand-kit/files/primary_logo', u, await png(), 'logo.png')).status).toBe(403);
    }
    expect(await t.db.select().from(brandKits).where(eq(brandKits.userId, u.id))).toHaveLength(0);

    for (const plan of ['pro', 'agency'] as const) {
      await setPlan(u, plan, 'active');
      const r = await get();
      expect(r.status).toBe(200);
    }
  });
});

describe('Brand Kit', () => {
  let a: User;
  let b: User;
  beforeAll(async () => {
    a = await t.signUp();
    b = await t.signUp();
    await setPlan(a, 'pro');
    await setPlan(b, 'pro');
  });

  it('starts with the default colours and saves validated ones', async () => {
    const initial = await t.request('/api/settings/brand-kit', { cookie: a.cookie });
    expect(await initial.json()).toEqual({
      primary_color: '#007BFF',
      secondary_color: '#C42D9A',
      files: { primary_logo: null, secondary_logo: null, heading_font: null, body_font: null },
      saved: false,
    });
    const bad = await t.request('/api/settings/brand-kit', {
      method: 'PUT',
      cookie: a.cookie,
      json: { primary_color: 'red', secondary_color: '#445566' },
    });
    expect(bad.status).toBe(400);
    const ok = await t.request('/api/settings/brand-kit', {
      method: 'PUT',
      cookie: a.cookie,
      json: { primary_color: '#ff8800', secondary_color: '#004422' },
    });
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(brandKits).where(eq(brandKits.userId, a.id));
    expect(row).toMatchObject({ primaryColor: '#FF8800', secondaryColor: '#004422' });
    expect(
      ((await (await t.request('/api/settings/brand-kit', { cookie: a.cookie })).json()) as { saved: boolean }).saved,
    ).toBe(true);
  });

  it('stores logos and fonts under users/<id>/ with keys in brand_kits, served only to the owner', async () => {
    const logo = await upload('/api/settings/brand-kit/files/primary_logo', a, await png(), 'logo.png');
    expect(logo.status).toBe(200);
    const svg = await upload('/api/settings/brand-kit/files/secondary_logo', a, Buffer.from(SAFE_SVG), 'mark.svg');
    expect(svg.status).toBe(200);
    const font = await upload('/api/settings/brand-kit/files/heading_font', a, ttf(), 'Heading.ttf');
    expect(font.status).toBe(200);
    const kit = (await font.json()) as { files: Record<string, { url: string; format: string } | null> };
    expect(kit.files.primary_logo?.format).toBe('png');
    expect(kit.files.secondary_logo?.format).toBe('svg');
    expect(kit.files.heading_font?.format).toBe('ttf');

    const [row] = await t.db.select().from(brandKits).where(eq(brandKits.userId, a.id));
    for (const key of [row!.primaryLogoKey, row!.secondaryLogoKey, row!.headingFontKey]) {
      expect(key).toMatch(new RegExp(`^users/${a.id}/brand-kit/`));
      expect(fs.existsSync(t.deps.storage.localPath(key!))).toBe(true);
    }

    const own = await t.request(kit.files.secondary_logo!.url, { cookie: a.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/svg+xml');
    expect(own.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await own.text()).toBe(SAFE_SVG);
    // B (also Pro) asking for the same URLs gets only their own, empty, Brand Kit.
    for (const f of Object.values(kit.files))
      if (f) expect((await t.request(f.url, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request(kit.files.primary_logo!.url)).status).toBe(401);
  });

  it('refuses bad files with their codes and keeps the previous file', async () => {
    const [before] = await t.db.select().from(brandKits).where(eq(brandKits.userId, a.id));
    const cases: Array<[string, Buffer, string, number, string]> = [
      ['primary_logo', Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]), 'huge.png', 413, 'FILE_TOO_LARGE'],
      ['primary_logo', await png(), 'renamed.svg', 422, 'FILE_TYPE_MISMATCH'],
      [
        'primary_logo',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        422,
        'UNSAFE_SVG',
      ],
      [
        'secondary_logo',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/></svg>'),
        'x.svg',
        422,
        'UNSAFE_SVG',
      ],
      [
        'secondary_logo',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>'),
        'x.svg',
        422,
        'UNSAFE_SVG',
      ],
      ['heading_font', Buffer.from('just some text pretending to be a font'), 'evil.ttf', 422, 'INVALID_FONT'],
      ['heading_font', latinOnlyTtf(), 'Bebas.ttf', 422, 'FONT_CANNOT_RENDER'],
      ['body_font', Buffer.from('wOF2' + '0'.repeat(100)), 'Body.woff2', 422, 'WOFF2_NOT_SUPPORTED'],
      ['heading_font', await png(), 'logo.png', 422, 'INVALID_FONT'],
    ];
    for (const [slot, bytes, name, status, code] of cases) {
      const res = await upload(`/api/settings/brand-kit/files/${slot}`, a, bytes, name);
      expect(res.status, `${slot} ${name}`).toBe(status);
      expect(await errorCode(res), `${slot} ${name}`).toBe(code);
    }
    const noFile = await t.request('/api/settings/brand-kit/files/primary_logo', {
      method: 'PUT',
      cookie: a.cookie,
      body: new FormData(),
    });
    expect(await errorCode(noFile)).toBe('FILE_REQUIRED');
    expect((await upload('/api/settings/brand-kit/files/nope', a, await png(), 'a.png')).status).toBe(404);

    const [after] = await t.db.select().from(brandKits).where(eq(brandKits.userId, a.id));
    expect(after).toEqual(before);
    for (const key of [after!.primaryLogoKey, after!.secondaryLogoKey, after!.headingFontKey])
      expect(fs.existsSync(t.deps.storage.localPath(key!))).toBe(true);
  });

  it('replacing a file deletes the old one; removing clears the column', async () => {
    const [before] = await t.db.select().from(brandKits).where(eq(brandKits.userId, a.id));
    expect(
      (await upload('/api/settings/brand-kit/files/primary_logo', a, await png(10, 10, '#0000ff'), 'new.png')).status,
    ).toBe(200);
    const [after] = await t.db.select().from(brandKits).where(eq(brandKits.userId, a.id));
    expect(after!.primaryLogoKey).not.toBe(before!.primaryLogoKey);
    expect(fs.existsSync(t.deps.storage.localPath(before!.primaryLogoKey!))).toBe(false);
    const del = await t.request('/api/settings/brand-kit/files/primary_logo', { method: 'DELETE', cookie: a.cookie });
    expect(del.status).toBe(200);
    const [cleared] = await t.db.select().from(brandKits).where(eq(brandKits.userId, a.id));
    expect(cleared!.primaryLogoKey).toBeNull();
    expect(fs.existsSync(t.deps.storage.localPath(after!.primaryLogoKey!))).toBe(false);
  });
});

describe('delete account', () => {
  async function populate(u: User) {
    await setPlan(u, 'pro');
    expect((await upload('/api/settings/avatar', u, await png(), 'me.png', 'POST')).status).toBe(200);
    expect((await upload('/api/settings/brand-kit/files/primary_logo', u, await png(), 'logo.png')).status).toBe(200);
    expect(
      (
        await t.request('/api/support/tickets', {
          method: 'POST',
          cookie: u.cookie,
          json: { subject: 'Тема', message: 'Съобщение', category: 'technical' },
        })
      ).status,
    ).toBe(201);
    const [video] = await t.db
      .insert(videos)
      .values({
        userId: u.id,
        title: 'Видео',
        details: {},
        style: 'bold',
        status: 'completed',
        videoKey: `users/${u.id}/videos/v.mp4`,
      })
      .returning();
    await t.deps.storage.put(`users/${u.id}/videos/v.mp4`, Buffer.from('mp4'));
    await t.db.insert(refundRequests).values({ videoId: video!.id, userId: u.id, reason: 'не ми харесва' });
    await t.db
      .insert(orders)
      .values({ userId: u.id, description: 'Про план', amountTotal: 19900, paymentStatus: 'paid' });
    await t.db.insert(emailOutbox).values({ to: u.email, subject: 's', text: 't' });
  }
  const countRows = async (u: User) => ({
    users: (await t.db.select().from(users).where(eq(users.id, u.id))).length,
    sessions: (await t.db.select().from(sessions).where(eq(sessions.userId, u.id))).length,
    accounts: (await t.db.select().from(accounts).where(eq(accounts.userId, u.id))).length,
    videos: (await t.db.select().from(videos).where(eq(videos.userId, u.id))).length,
    refunds: (await t.db.select().from(refundRequests).where(eq(refundRequests.userId, u.id))).length,
    tickets: (await t.db.select().from(supportTickets).where(eq(supportTickets.userId, u.id))).length,
    brandKits: (await t.db.select().from(brandKits).where(eq(brandKits.userId, u.id))).length,
    subscriptions: (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).length,
    orders: (await t.db.select().from(orders).where(eq(orders.userId, u.id))).length,
    outbox: (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email))).length,
  });

  it('needs the word DELETE', async () => {
    const u = await t.signUp();
    const res = await t.request('/api/settings/account', {
      method: 'DELETE',
      cookie: u.cookie,
      json: { confirm: 'delete' },
    });
    expect(res.status).toBe(400);
    expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(200);
  });

  it('removes every row and file of the user, signs them out, and leaves another user intact', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await populate(a);
    await populate(b);
    const bBefore = await countRows(b);
    const bFiles = filesOf(b);
    expect(Object.values(await countRows(a)).every((n) => n > 0)).toBe(true);
    expect(filesOf(a).length).toBe(3);

    const res = await t.request('/api/settings/account', {
      method: 'DELETE',
      cookie: a.cookie,
      json: { confirm: 'DELETE' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toMatch(/better-auth\.session_token=;/);
    expect(Object.values(await countRows(a)).every((n) => n === 0)).toBe(true);
    expect(fs.existsSync(path.join(mediaDir(), 'users', a.id))).toBe(false);
    expect((await t.request('/api/me', { cookie: a.cookie })).status).toBe(401);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: a.email, password: a.password },
    });
    expect(signIn.status).toBe(401);

    expect(await countRows(b)).toEqual(bBefore);
    expect(filesOf(b)).toEqual(bFiles);
    expect((await t.request('/api/me', { cookie: b.cookie })).status).toBe(200);
  });
});
