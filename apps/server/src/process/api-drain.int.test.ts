import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, videos } from '@reklamo/db';
import { createTestDatabase, type TestDatabase } from '@reklamo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, spawnRole, waitForHttp, type RoleProcess } from '../testing/processes.ts';

const PUBLIC_URL = 'http://localhost:3000';
const SIZE = 64 * 1024 * 1024; // far more than the socket buffers hold: the response stays in flight

describe('the API drains on SIGTERM', () => {
  let database: TestDatabase;
  let api: RoleProcess;
  let base: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-drain-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawnRole(
      'api',
      'api',
      {
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL,
        AUTH_SECRET: 'drain-secret-drain-secret-drain-secret',
        LOG_LEVEL: 'info',
        BILLING_CLOCK_INTERVAL_SEC: '0',
      },
      path.join(ROOT, '.test-data', 'api-drain.log'),
    );
    await waitForHttp(`${base}/api/health`, api);
  }, 180_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops accepting new connections, and a download in flight finishes whole before the process exits 0', async () => {
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { Origin: PUBLIC_URL, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Мария Иванова',
        email: `drain${Date.now()}@example.bg`,
        password: 'correct-horse-42',
      }),
    });
    const { user } = (await signUp.json()) as { user: { id: string; email: string } };
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { Origin: PUBLIC_URL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'correct-horse-42' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const key = `users/${user.id}/videos/big.mp4`;
    fs.mkdirSync(path.dirname(path.join(dataDir, 'media', key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', key), Buffer.alloc(SIZE, 7));
    const [video] = await database.db
      .insert(videos)
      .values({
        userId: user.id,
        title: 'Видео',
        details: {},
        style: 'bold',
        status: 'completed',
        videoKey: key,
        previewKey: key,
      })
      .returning();

    // Start the download and stop reading after the first chunk.
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${base}/api/videos/${video!.id}/stream`, { headers: { Cookie: cookie, Origin: PUBLIC_URL } }, resolve)
        .on('error', reject);
    });
    expect(res.statusCode).toBe(200);
    let received = 0;
    res.pause();
    const ended = new Promise<void>((resolve, reject) => {
      res.on('end', resolve);
      res.on('error', reject);
    });
    res.on('data', (c: Buffer) => (received += c.length));
    res.pause();

    api.child.kill('SIGTERM');
    await api.waitForLog((l) => l.msg === 'shutting down');
    // New connections are refused while the download is still going.
    // A fresh TCP connection (no pooled keep-alive socket from the requests above).
    const after = await new Promise<number | string>((resolve) => {
      http
        .get(`${base}/api/health`, { agent: false }, (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        })
        .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    // Refused, or reset by a listener that is closing: either way no new request is served.
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(after);
    expect(received).toBeLessThan(SIZE);
    expect(api.child.exitCode).toBeNull();

    // Reading resumes: every byte arrives, then the process exits cleanly.
    res.resume();
    await ended;
    expect(received).toBe(SIZE);
    expect(await api.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
