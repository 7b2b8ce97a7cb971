import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_FIELD_MAX, BUSINESS_TYPE_MAX, PROMPT_HARD_MAX } from '@reklamo/contract';
import { freePort } from '@reklamo/db';
import { createTestDatabase, type TestDatabase } from '@reklamo/db/testing';
import { longBrief } from '../../../../packages/brain/bench/long-brief.ts';
import { until } from '../testing/poll.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

// A long description at the cap, and one just under it that was the worst of all for the old
// extractor: one run of capital letters (2,000 of them held every request for 45 s, these hours).
const AT_CAP = longBrief(PROMPT_HARD_MAX, 1);
const UNDER_CAP = 'А'.repeat(PROMPT_HARD_MAX - 1);

/**
 * The server as `npm start` runs it (its own process, over HTTP), so that a test can go on asking
 * while the server is busy, and can signal it.
 */
describe('a long description read by a running server', () => {
  let database: TestDatabase;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let base = '';
  let out = '';
  let cookie = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-brain-busy-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--role=api'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        HTTP_DRAIN_SEC: '30',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const up = await until(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      (ok) => ok,
      90_000,
      250,
    );
    if (!up) throw new Error(`the server did not start:\n${out}`);
    const account = { name: 'Мария Иванова', email: `busy${Date.now()}@example.bg`, password: 'correct-horse-42' };
    const post = (p: string, json: unknown, extra: Record<string, string> = {}) =>
      fetch(`${base}${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, ...extra },
        body: JSON.stringify(json),
      });
    expect((await post('/api/auth/sign-up/email', account)).status).toBe(200);
    // An account that has not confirmed its address yet may already ask the brain.
    const signIn = await post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const details = (prompt: string) =>
    fetch(`${base}/api/brain/details`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
      body: JSON.stringify({ prompt }),
    });

  it('answers /api/health while the descriptions are read, before they are', async () => {
    const order: string[] = [];
    const reads = [AT_CAP, UNDER_CAP].map((prompt) =>
      details(prompt).then(async (res) => {
        order.push('details');
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );
    const health = await fetch(`${base}/api/health`);
    order.push('health');
    expect(health.status).toBe(200);
    const answers = await Promise.all(reads);
    expect(order[0]).toBe('health');
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(Object.keys(a.body).sort()).toEqual([
        'AdvertizedService',
        'BusinessDescription',
        'BusinessLocation',
        'BusinessName',
        'CTA',
        'Offer',
        'Services',
        'TargetAudience',
      ]);
    }
    // The form's own counter goes to 2,000: such a description is read as any other.
    const form = await details(longBrief(2000, 4));
    expect(form.status).toBe(200);
    expect(((await form.json()) as { BusinessName: string }).BusinessName).toBe('Житен клас');
  }, 120_000);

  it('ends on Ctrl-C within seconds while long descriptions are being read', async () => {
    const reads = Array.from({ length: 4 }, (_, i) =>
      details(i % 2 ? UNDER_CAP : longBrief(PROMPT_HARD_MAX, i)).catch(() => null),
    );
    // Once the server has them (the health answer comes after their bodies on the same loop).
    await fetch(`${base}/api/health`);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    await Promise.all(reads);
    expect(out).not.toMatch(/"level":(?:50|60)/);
  }, 60_000);
});

describe('a description the local brain cannot read within its budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No description takes that long any more: a budget shorter than any answer stands in for one.
    t = await createTestApp({ BRAIN_LOCAL_BUDGET_MS: '1' });
  }, 120_000);
  afterAll(() => t.close());

  it('is answered with its own code, and other requests go on being answered', async () => {
    const { cookie } = await t.signUp({ verify: false });
    const res = await t.request('/api/brain/details', { method: 'POST', cookie, json: { prompt: AT_CAP } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'PROMPT_TOO_COMPLEX' } });
    expect((await t.request('/api/health')).status).toBe(200);
  });

  it('never reaches the brain with more than the caps: the description, the business type, the script fields', async () => {
    const { cookie } = await t.signUp({ verify: false });
    const codeOf = async (res: Response) => [
      res.status,
      ((await res.json()) as { error: { code: string } }).error.code,
    ];
    expect(
      await codeOf(
        await t.request('/api/brain/details', {
          method: 'POST',
          cookie,
          json: { prompt: 'А'.repeat(PROMPT_HARD_MAX + 1) },
        }),
      ),
    ).toEqual([413, 'PROMPT_TOO_LONG']);
    expect(
      await codeOf(
        await t.request('/api/brain/prompt', {
          method: 'POST',
          cookie,
          json: { businessType: 'А'.repeat(BUSINESS_TYPE_MAX + 1) },
        }),
      ),
    ).toEqual([400, 'VALIDATION_FAILED']);
    const fields = {
      BusinessName: 'Житен клас',
      BusinessDescription: '',
      Services: '',
      AdvertizedService: 'Баници',
      Offer: 'Айрян подарък',
      CTA: '',
      BusinessLocation: 'Пловдив',
      TargetAudience: '',
    };
    for (const [field, max] of Object.entries(BUSINESS_FIELD_MAX)) {
      const res = await t.request('/api/brain/script', {
        method: 'POST',
        cookie,
        json: { facts: { ...fields, [field]: 'А'.repeat(max + 1) } },
      });
      expect(await codeOf(res), field).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
