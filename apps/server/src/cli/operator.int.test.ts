import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { refundRequests, supportTickets, videos } from '@reklamo/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import * as refunds from './refunds.ts';
import * as tickets from './tickets.ts';
import * as usersCli from './users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROOT = path.resolve(import.meta.dirname, '../../../..');

async function ticketOf(cookie: string) {
  const res = await t.request('/api/support/tickets', {
    method: 'POST',
    cookie,
    json: { subject: 'Помощ', message: 'Моля', category: 'technical' },
  });
  return (await res.json()) as { id: string };
}

async function refundOf(userId: string) {
  const [video] = await t.db
    .insert(videos)
    .values({ userId, title: 'Видео', details: {}, style: 'bold', status: 'completed' })
    .returning();
  const [refund] = await t.db
    .insert(refundRequests)
    .values({ videoId: video!.id, userId, reason: 'грешен текст' })
    .returning();
  return refund!;
}

describe('tickets', () => {
  it('lists, filters and changes a ticket status with the time of the change; the owner sees it', async () => {
    const u = await t.signUp();
    const ticket = await ticketOf(u.cookie);
    const listed = (await tickets.run(['list', '--status', 'open'], { db: t.db })) as {
      tickets: Array<{ id: string }>;
    };
    expect(listed.tickets.map((x) => x.id)).toContain(ticket.id);

    const out = (await tickets.run(['set-status', ticket.id, 'in_progress'], { db: t.db })) as {
      ticket: { status: string; statusChangedAt: Date };
    };
    expect(out.ticket.status).toBe('in_progress');
    expect(Date.now() - out.ticket.statusChangedAt.getTime()).toBeLessThan(60_000);
    const mine = (await (await t.request(`/api/support/tickets/${ticket.id}`, { cookie: u.cookie })).json()) as {
      status: string;
    };
    expect(mine.status).toBe('in_progress');
    const open = (await tickets.run(['list', '--status', 'open'], { db: t.db })) as { tickets: Array<{ id: string }> };
    expect(open.tickets.map((x) => x.id)).not.toContain(ticket.id);
  });

  it('refuses an unknown status or ticket', async () => {
    const u = await t.signUp();
    const ticket = await ticketOf(u.cookie);
    await expect(tickets.run(['set-status', ticket.id, 'done'], { db: t.db })).rejects.toThrow(/status must be one of/);
    await expect(
      tickets.run(['set-status', '00000000-0000-4000-8000-000000000000', 'closed'], { db: t.db }),
    ).rejects.toThrow(/not found/);
    await expect(tickets.run(['list', '--status', 'nope'], { db: t.db })).rejects.toThrow();
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row!.status).toBe('open');
  });
});

describe('refunds', () => {
  it('approves and rejects pending refunds once, with the note and the time', async () => {
    const u = await t.signUp();
    const r1 = await refundOf(u.id);
    const r2 = await refundOf(u.id);
    const pending = (await refunds.run(['list', '--status', 'pending'], { db: t.db })) as {
      refunds: Array<{ id: string; userEmail: string }>;
    };
    expect(pending.refunds.map((r) => r.id)).toEqual(expect.arrayContaining([r1.id, r2.id]));
    expect(pending.refunds.find((r) => r.id === r1.id)!.userEmail).toBe(u.email);

    const approved = (await refunds.run(['approve', r1.id, '--note', 'Върнати 39,90 €.'], { db: t.db })) as {
      refund: { status: string; decisionNote: string; decidedAt: Date };
    };
    expect(approved.refund).toMatchObject({ status: 'approved', decisionNote: 'Върнати 39,90 €.' });
    expect(approved.refund.decidedAt).toBeInstanceOf(Date);
    await refunds.run(['reject', r2.id], { db: t.db });

    const rows = await t.db.select().from(refundRequests).where(eq(refundRequests.userId, u.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [r1.id]: 'approved', [r2.id]: 'rejected' });
    await expect(refunds.run(['reject', r1.id], { db: t.db })).rejects.toThrow(/already approved/);
    await expect(refunds.run(['approve', 'missing'], { db: t.db })).rejects.toThrow(/not found/);
    const [still] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, r1.id));
    expect(still!.status).toBe('approved');
  });
});

describe('users', () => {
  it('lists accounts with their plan', async () => {
    const u = await t.signUp();
    const out = (await usersCli.run(['list'], { db: t.db })) as {
      users: Array<{ id: string; plan: string; email: string }>;
    };
    expect(out.users.find((x) => x.id === u.id)).toMatchObject({ email: u.email, plan: 'trial' });
  });
});

describe('the real command line', () => {
  it('`npm run -s cli -- tickets set-status` changes the row in the configured database', async () => {
    const u = await t.signUp();
    const ticket = await ticketOf(u.cookie);
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '-s', 'cli', '--', 'tickets', 'set-status', ticket.id, 'resolved'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: t.config.DATABASE_URL,
          DATA_DIR: t.config.dataDir,
          AUTH_SECRET: t.config.authSecret,
          WORKER_CONCURRENCY: '0',
        },
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({ ticket: { id: ticket.id, status: 'resolved' } });
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row!.status).toBe('resolved');

    const failed = await promisify(execFile)('npm', ['run', '-s', 'cli', '--', 'refunds', 'approve', 'nope'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: t.config.DATABASE_URL,
        DATA_DIR: t.config.dataDir,
        AUTH_SECRET: t.config.authSecret,
      },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((failed as { code: number }).code).toBe(1);
    expect((failed as { stderr: string }).stderr).toMatch(/not found/);
  });
});
